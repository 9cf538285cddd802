import { useState, type FormEvent } from 'react';
import { MAX_PLAYERS, MIN_PLAYERS, type RaceId } from '../../rules/index.ts';
import { goTo } from '../../state/router.ts';
import { useGame, useGameStore } from '../../state/useGame.ts';
import { PLAYER_COLOURS } from '../../state/palette.ts';
import { GameFileButtons } from '../files/GameFileButtons.tsx';
import type { ComputerSeats } from '../../state/computer/seats.ts';
import type { MapSetup, PremadeMap } from '../../state/premadeMap.ts';
import { RaceOptions } from '../PickerOptions.tsx';
import { FIRST_NUMBERS, NUMBER_FIELDS, numberReader } from '../setup/numberFields.ts';
import { NumberInput } from '../setup/NumberInput.tsx';
import { FIRST_MAP_SIZE, MapSizeFields, mapSizeOf } from '../setup/MapSizeFields.tsx';
import { CombatFields, combatChoiceOf, combatDraftOf } from '../setup/CombatFields.tsx';
import { normaliseName } from '../../io/displayName.ts';
import { computersOf, firstPlayers, problemWith, withNewPlayer, type PlayerDraft } from '../setup/playerDrafts.ts';
import { SeatSelect } from '../setup/SeatSelect.tsx';
import { HelpButton } from '../help/HelpButton.tsx';

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

const randomSeed = () => String(Math.floor(Math.random() * 1_000_000_000));

export default function NewGameScreen() {
  const premade = useGame((s) => s.premadeMap);
  // A new premade map starts a fresh form: its players follow the map's starts.
  return (
    <NewGameForm
      key={premade ? `${premade.name}:${premade.starts.length}:${premade.combat?.combatSystem}:${premade.combat?.newYearEvery}` : 'generated'}
      premade={premade}
    />
  );
}

function NewGameForm({ premade }: { premade: PremadeMap | null }) {
  const store = useGameStore();
  const message = useGame((s) => s.setupMessage);
  const menuNotice = useGame((s) => s.menuNotice);
  const maxPlayers = premade ? Math.min(MAX_PLAYERS, premade.starts.length) : MAX_PLAYERS;
  const [players, setPlayers] = useState<PlayerDraft[]>(() => firstPlayers(premade?.starts ?? null));
  const [campaign, setCampaign] = useState<'conquer' | 'economics'>('conquer');
  const [wealthTarget, setWealthTarget] = useState(String(FIRST_NUMBERS.wealthTarget));
  const [limitTurns, setLimitTurns] = useState(false);
  const [turnLimit, setTurnLimit] = useState(String(FIRST_NUMBERS.turnLimit));
  const [startingGold, setStartingGold] = useState(String(FIRST_NUMBERS.startingGold));
  const [mapSize, setMapSize] = useState(FIRST_MAP_SIZE);
  const [mapSeed, setMapSeed] = useState(randomSeed);
  const [diceSeed, setDiceSeed] = useState(randomSeed);
  const [combat, setCombat] = useState(() => combatDraftOf(premade?.combat));
  const [champions, setChampions] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const update = (key: number, change: Partial<PlayerDraft>) => setPlayers((ps) => ps.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const start = (event: FormEvent) => {
    event.preventDefault();
    // Only the fields on show are read, in the order shown: a hidden field's text cannot stop a game.
    const numbers = numberReader();
    const chosenCampaign: MapSetup['campaign'] =
      campaign === 'conquer'
        ? { kind: 'conquer' }
        : {
            kind: 'economics',
            wealthTarget: numbers.read(wealthTarget, NUMBER_FIELDS.wealthTarget),
            turnLimit: limitTurns ? numbers.read(turnLimit, NUMBER_FIELDS.turnLimit) : null,
          };
    const chosenCombat = combatChoiceOf(combat, numbers);
    const gold = numbers.read(startingGold, NUMBER_FIELDS.startingGold);
    // A premade map is not generated, so its size and seed are its own.
    const size = premade ? { width: premade.map.width, height: premade.map.height } : mapSizeOf(mapSize, numbers);
    const chosenMapSeed = premade ? 0 : numbers.read(mapSeed, NUMBER_FIELDS.mapSeed);
    const chosenDiceSeed = numbers.read(diceSeed, NUMBER_FIELDS.diceSeed);
    const found = problemWith(players) ?? numbers.problem;
    setProblem(found);
    if (found) return;
    const setup: MapSetup & ComputerSeats = {
      players: players.map((p) => ({ name: normaliseName(p.name), race: p.race, colour: p.colour })),
      campaign: chosenCampaign,
      startingGold: gold,
      mapSize: { width: size.width, height: size.height },
      mapSeed: chosenMapSeed,
      combat: chosenCombat,
      ...(champions ? { champions } : {}),
      ...(premade ? { premade } : {}),
      computers: computersOf(players),
    };
    store.getState().newGame(setup, chosenDiceSeed);
  };

  return (
    <main className="setup">
      <h1 className="title">Karnage</h1>
      <p className="muted">A hex-map wargame for two to eight friends at one screen, or against the computer.</p>
      <div role="status" className={menuNotice ? 'message message--notice' : 'message message--empty'} data-testid="menu-notice">
        {menuNotice}
      </div>
      <nav className="button-row" aria-label="Main menu">
        <button type="button" onClick={() => store.getState().showSavedGames(true)}>
          Saved games
        </button>
        <button type="button" onClick={() => goTo('editor')}>
          Map editor
        </button>
        <button type="button" onClick={() => goTo('pbem')}>
          Play by e-mail
        </button>
        <button type="button" onClick={() => goTo('online')}>
          Play online
        </button>
        <HelpButton compact={false} />
      </nav>
      {/* noValidate: the screen names a bad field itself, the same way whether Start is clicked or Enter pressed. */}
      <form onSubmit={start} aria-label="New game" noValidate>
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
                <SeatSelect number={i + 1} seat={p.seat} onChange={(seat) => update(p.key, { seat })} />
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
          <button type="button" disabled={players.length >= maxPlayers} onClick={() => setPlayers(withNewPlayer)}>
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
              <NumberInput field={NUMBER_FIELDS.wealthTarget} text={wealthTarget} onText={setWealthTarget} />
              <label className="inline">
                <input type="checkbox" checked={limitTurns} onChange={(e) => setLimitTurns(e.target.checked)} />
                Turn limit
              </label>
              {limitTurns && <NumberInput field={NUMBER_FIELDS.turnLimit} text={turnLimit} onText={setTurnLimit} />}
            </div>
          )}
        </fieldset>

        <CombatFields draft={combat} onChange={setCombat} champions={{ checked: champions, onChange: setChampions }} />

        <fieldset>
          <legend>Map and dice</legend>
          <div className="field-row">
            <NumberInput field={NUMBER_FIELDS.startingGold} text={startingGold} onText={setStartingGold} />
            {!premade && <MapSizeFields draft={mapSize} onChange={setMapSize} />}
          </div>
          {premade && (
            <div className="field-row" data-testid="premade-map">
              <p>
                Map: <strong>{premade.name}</strong> ({premade.map.width}×{premade.map.height}, {premade.starts.length} start positions)
              </p>
              <button type="button" onClick={() => store.getState().offerMap(null)}>
                Use a generated map instead
              </button>
            </div>
          )}
          <div className="field-row">
            {!premade && (
              <>
                <NumberInput field={NUMBER_FIELDS.mapSeed} text={mapSeed} onText={setMapSeed} />
                <button type="button" onClick={() => setMapSeed(randomSeed())}>
                  New map seed
                </button>
              </>
            )}
            <NumberInput field={NUMBER_FIELDS.diceSeed} text={diceSeed} onText={setDiceSeed} />
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
      <GameFileButtons inGame={false} />
      <p className="muted">Or drop a .karnage.json file anywhere on the page to load it.</p>
    </main>
  );
}
