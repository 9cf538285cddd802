import { useState, type FormEvent } from 'react';
import { goTo } from '../../editor/screenRoute.ts';
import { DEFAULT_WEALTH_TARGET, MAX_PLAYERS, MIN_PLAYERS, RACE_IDS, STARTING_GOLD, type RaceId } from '../../rules/index.ts';
import { gameStore, useGame } from '../../state/useGame.ts';
import { PLAYER_COLOURS } from '../../state/palette.ts';
import { GameFileButtons } from '../files/GameFileButtons.tsx';
import type { MapSetup, PremadeMap } from '../../state/premadeMap.ts';
import { RaceOptions } from '../PickerOptions.tsx';

const COLOUR_NAMES: Readonly<Record<string, string>> = {
  '#0072b2': 'Blue',
  '#e69f00': 'Orange',
  '#009e73': 'Green',
  '#cc79a7': 'Pink',
  '#56b4e9': 'Sky blue',
  '#d55e00': 'Vermilion',
  '#f0e442': 'Yellow',
  '#ffffff': 'White',
};

const MAP_SIZES = {
  small: { label: 'Small (16×12)', width: 16, height: 12 },
  medium: { label: 'Medium (32×24)', width: 32, height: 24 },
  large: { label: 'Large (64×48)', width: 64, height: 48 },
} as const;
type MapSize = keyof typeof MAP_SIZES;

interface PlayerDraft {
  readonly key: number;
  readonly name: string;
  readonly race: RaceId;
  readonly colour: string;
}

const randomSeed = () => Math.floor(Math.random() * 1_000_000_000);

function freshPlayer(index: number, taken: readonly PlayerDraft[], race?: RaceId | null): PlayerDraft {
  const colour = PLAYER_COLOURS.find((c) => !taken.some((p) => p.colour === c)) ?? PLAYER_COLOURS[0];
  return { key: Date.now() + index, name: `Player ${index + 1}`, race: race ?? RACE_IDS[index % RACE_IDS.length]!, colour };
}

/** One player per start of a premade map (with the start's race), else two. */
function firstPlayers(premade: PremadeMap | null): PlayerDraft[] {
  const players: PlayerDraft[] = [];
  const count = premade ? Math.max(MIN_PLAYERS, Math.min(MAX_PLAYERS, premade.starts.length)) : MIN_PLAYERS;
  for (let i = 0; i < count; i++) players.push(freshPlayer(i, players, premade?.starts[i]?.race));
  return players;
}

/** Names are shown on every screen and saved: the rules of the game file apply. */
function problemWith(players: readonly PlayerDraft[]): string | null {
  for (const [i, p] of players.entries()) {
    const name = p.name.trim();
    if (name === '') return `Player ${i + 1} needs a name.`;
    if (name.length > 40) return `${name.slice(0, 20)}…: a name has at most 40 characters.`;
    if (/[<>&"\u0000-\u001f\u007f]/.test(name)) return `${name}: a name may not hold <, >, & or ".`;
  }
  const names = players.map((p) => p.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) return 'Two players have the same name.';
  return null;
}

export default function NewGameScreen() {
  const premade = useGame((s) => s.premadeMap);
  // A new premade map starts a fresh form: its players follow the map's starts.
  return <NewGameForm key={premade ? `${premade.name}:${premade.starts.length}` : 'generated'} premade={premade} />;
}

function NewGameForm({ premade }: { premade: PremadeMap | null }) {
  const message = useGame((s) => s.setupMessage);
  const maxPlayers = premade ? Math.min(MAX_PLAYERS, premade.starts.length) : MAX_PLAYERS;
  const [players, setPlayers] = useState<PlayerDraft[]>(() => firstPlayers(premade));
  const [campaign, setCampaign] = useState<'conquer' | 'economics'>('conquer');
  const [wealthTarget, setWealthTarget] = useState(DEFAULT_WEALTH_TARGET);
  const [limitTurns, setLimitTurns] = useState(false);
  const [turnLimit, setTurnLimit] = useState(30);
  const [startingGold, setStartingGold] = useState(STARTING_GOLD);
  const [mapSize, setMapSize] = useState<MapSize>('small');
  const [mapSeed, setMapSeed] = useState(randomSeed);
  const [diceSeed, setDiceSeed] = useState(randomSeed);
  const [problem, setProblem] = useState<string | null>(null);

  const update = (key: number, change: Partial<PlayerDraft>) => setPlayers((ps) => ps.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const start = (event: FormEvent) => {
    event.preventDefault();
    const found = problemWith(players);
    setProblem(found);
    if (found) return;
    const size = MAP_SIZES[mapSize];
    const setup: MapSetup = {
      players: players.map((p) => ({ name: p.name.trim(), race: p.race, colour: p.colour })),
      campaign: campaign === 'conquer' ? { kind: 'conquer' } : { kind: 'economics', wealthTarget, turnLimit: limitTurns ? turnLimit : null },
      startingGold,
      mapSize: { width: size.width, height: size.height },
      mapSeed,
      ...(premade ? { premade } : {}),
    };
    gameStore.getState().newGame(setup, diceSeed);
  };

  return (
    <main className="setup">
      <h1 className="title">Karnage</h1>
      <p className="muted">A hex-map wargame for two to eight friends at one screen.</p>
      <form onSubmit={start} aria-label="New game">
        <fieldset>
          <legend>Players</legend>
          <ol className="player-list">
            {players.map((p, i) => (
              <li key={p.key} className="player-row">
                <span className="swatch" style={{ background: p.colour }} aria-hidden="true" />
                <label>
                  <span className="sr-only">Name of player {i + 1}</span>
                  <input value={p.name} maxLength={40} onChange={(e) => update(p.key, { name: e.target.value })} />
                </label>
                <label>
                  <span className="sr-only">Race of player {i + 1}</span>
                  <select value={p.race} onChange={(e) => update(p.key, { race: e.target.value as RaceId })}>
                    <RaceOptions />
                  </select>
                </label>
                <label>
                  <span className="sr-only">Colour of player {i + 1}</span>
                  <select value={p.colour} onChange={(e) => update(p.key, { colour: e.target.value })}>
                    {PLAYER_COLOURS.map((c) => (
                      <option key={c} value={c} disabled={players.some((o) => o.key !== p.key && o.colour === c)}>
                        {COLOUR_NAMES[c] ?? c}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  type="button"
                  disabled={players.length <= MIN_PLAYERS}
                  onClick={() => setPlayers((ps) => ps.filter((o) => o.key !== p.key))}
                  aria-label={`Remove player ${i + 1} (${p.name})`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ol>
          <button type="button" disabled={players.length >= maxPlayers} onClick={() => setPlayers((ps) => [...ps, freshPlayer(ps.length, ps)])}>
            Add player
          </button>
        </fieldset>

        <fieldset>
          <legend>Campaign</legend>
          <label className="inline">
            <input type="radio" name="campaign" checked={campaign === 'conquer'} onChange={() => setCampaign('conquer')} />
            Conquer: the last player standing wins
          </label>
          <label className="inline">
            <input type="radio" name="campaign" checked={campaign === 'economics'} onChange={() => setCampaign('economics')} />
            Economics: the first to reach a wealth target
          </label>
          {campaign === 'economics' && (
            <div className="field-row">
              <label>
                Wealth target
                <input type="number" min={1} max={1_000_000} value={wealthTarget} onChange={(e) => setWealthTarget(Math.max(1, Number(e.target.value) | 0))} />
              </label>
              <label className="inline">
                <input type="checkbox" checked={limitTurns} onChange={(e) => setLimitTurns(e.target.checked)} />
                Turn limit
              </label>
              {limitTurns && (
                <label>
                  Rounds
                  <input type="number" min={1} max={10_000} value={turnLimit} onChange={(e) => setTurnLimit(Math.max(1, Number(e.target.value) | 0))} />
                </label>
              )}
            </div>
          )}
        </fieldset>

        <fieldset>
          <legend>Map and dice</legend>
          <div className="field-row">
            <label>
              Starting gold
              <input type="number" min={0} max={1_000_000} value={startingGold} onChange={(e) => setStartingGold(Math.max(0, Number(e.target.value) | 0))} />
            </label>
            {!premade && (
            <label>
              Map size
              <select value={mapSize} onChange={(e) => setMapSize(e.target.value as MapSize)}>
                {Object.entries(MAP_SIZES).map(([id, s]) => (
                  <option key={id} value={id}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
            )}
          </div>
          {premade && (
            <div className="field-row" data-testid="premade-map">
              <p>
                Map: <strong>{premade.name}</strong> ({premade.map.width}×{premade.map.height}, {premade.starts.length} start positions)
              </p>
              <button type="button" onClick={() => gameStore.getState().offerMap(null)}>
                Use a generated map instead
              </button>
            </div>
          )}
          <div className="field-row">
            {!premade && (
              <>
                <label>
                  Map seed
                  <input type="number" value={mapSeed} onChange={(e) => setMapSeed(Number(e.target.value) | 0)} />
                </label>
                <button type="button" onClick={() => setMapSeed(randomSeed())}>
                  New map seed
                </button>
              </>
            )}
            <label>
              Dice seed
              <input type="number" value={diceSeed} onChange={(e) => setDiceSeed(Number(e.target.value) | 0)} />
            </label>
            <button type="button" onClick={() => setDiceSeed(randomSeed())}>
              New dice seed
            </button>
          </div>
        </fieldset>

        <div role="alert" className={problem || message ? 'message message--refusal' : 'message message--empty'}>
          {problem ?? message}
        </div>
        <button type="submit" className="primary big">
          Start
        </button>
      </form>
      <p>
        <button type="button" onClick={() => goTo('editor')}>
          Map editor
        </button>
      </p>
      <GameFileButtons inGame={false} />
      <p className="muted">Or drop a .karnage.json file anywhere on the page to load it.</p>
    </main>
  );
}
