import { useState, type FormEvent } from 'react';
import { SCHEDULES, type Schedule } from '../../io/pbem/campaign/documents.ts';
import { MAX_MAP_FILE_BYTES } from '../../io/loadMapFile.ts';
import { STARTING_GOLD } from '../../rules/index.ts';
import { CHAMPIONS_TURNS_ONLY, newSeat, readCampaignForm, type SeatDraft } from '../../state/pbem/campaignForm.ts';
import { premadeOfMapFile, type MapChoice } from '../../state/pbem/campaignScenario.ts';
import type { PremadeMap } from '../../state/premadeMap.ts';
import { CombatFields, combatChoiceOf, combatDraftOf } from '../setup/CombatFields.tsx';
import { numberReader } from '../setup/numberFields.ts';
import { FileTaker } from './FileTaker.tsx';
import { pbemStores } from './pbemStores.ts';
import { SeatRows } from './SeatRows.tsx';
import { useKeptKeys } from './useKeptKeys.ts';

const SIZES = { small: [16, 12], medium: [32, 24], large: [64, 48] } as const;
type Size = keyof typeof SIZES;

const SCHEDULE_TEXT: Record<Schedule, string> = {
  'turn-by-turn': 'Turn by turn: one player a day',
  week: 'Simultaneous weeks: attacks with the orders',
  'week-attacks-midweek': 'Simultaneous weeks: attacks after the midweek map',
};

const randomSeed = () => String(Math.floor(Math.random() * 1_000_000_000));

/** The referee's new campaign: its name and id, the calendar, the referee's key, the players and the map. */
export function NewCampaignForm() {
  const kept = useKeptKeys();
  const [name, setName] = useState('');
  const [gameId, setGameId] = useState('');
  const [schedule, setSchedule] = useState<Schedule>('turn-by-turn');
  const [refereeId, setRefereeId] = useState<string | null>(null);
  const [seats, setSeats] = useState<readonly SeatDraft[]>(() => [newSeat([]), newSeat([newSeat([])])]);
  const [map, setMap] = useState<MapDraft>(() => ({ kind: 'generated', size: 'small', seed: randomSeed(), premade: null }));
  const [combat, setCombat] = useState(() => combatDraftOf(undefined));
  const [champions, setChampions] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const referee = refereeId ?? kept.keys?.[0]?.participant ?? null;

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const numbers = numberReader();
    const chosenCombat = combatChoiceOf(combat, numbers);
    if (numbers.problem) return setProblem(numbers.problem);
    const read = await readCampaignForm({
      gameId,
      name,
      schedule,
      refereeId: referee,
      seats,
      map: mapChoice(map),
      startingGold: STARTING_GOLD,
      combat: chosenCombat,
      // Champions is offered turn by turn only: a box left ticked before a week schedule was chosen does not count.
      champions: champions && schedule === 'turn-by-turn',
    });
    setProblem(read.ok ? null : read.problem);
    if (read.ok) await pbemStores().referee.getState().create(read.input);
  };

  return (
    <form className="panel new-campaign" onSubmit={create} aria-label="New campaign" noValidate>
      <h2>New campaign</h2>
      <div className="field-row">
        <label>
          Campaign name
          <input value={name} maxLength={40} onChange={(e) => setName(e.target.value)} placeholder="e.g. The Iron Winter" />
        </label>
        <label>
          Campaign id
          <input value={gameId} maxLength={64} onChange={(e) => setGameId(e.target.value)} placeholder="e.g. iron-winter" />
        </label>
        <label>
          Schedule
          <select value={schedule} onChange={(e) => setSchedule(e.target.value as Schedule)}>
            {SCHEDULES.map((s) => (
              <option key={s} value={s}>
                {SCHEDULE_TEXT[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Referee's key
          <select value={referee ?? ''} onChange={(e) => setRefereeId(e.target.value)} disabled={!kept.keys?.length}>
            {kept.keys?.length ? (
              kept.keys.map((k) => <option key={k.participant}>{k.participant}</option>)
            ) : (
              <option value="">none: make one on the Keys tab</option>
            )}
          </select>
        </label>
      </div>
      <SeatRows seats={seats} onSeats={(change) => setSeats(change)} onProblem={setProblem} />
      <MapFields map={map} onMap={setMap} onProblem={setProblem} />
      <CombatFields
        draft={combat}
        onChange={setCombat}
        champions={{ checked: champions, onChange: setChampions, ...(schedule === 'turn-by-turn' ? {} : { unavailable: CHAMPIONS_TURNS_ONLY }) }}
      />
      <div role="alert" className={problem ? 'message message--refusal' : 'message message--empty'} data-testid="new-campaign-problem">
        {problem}
      </div>
      <button type="submit" className="primary">
        Make the campaign
      </button>
    </form>
  );
}

interface MapDraft {
  readonly kind: 'generated' | 'file';
  readonly size: Size;
  /** As typed. */
  readonly seed: string;
  readonly premade: PremadeMap | null;
}

function mapChoice(map: MapDraft): MapChoice | null {
  if (map.kind === 'file') return map.premade && { kind: 'file', premade: map.premade };
  const [width, height] = SIZES[map.size];
  const seed = Number.parseInt(map.seed, 10);
  return { kind: 'generated', width, height, seed: Number.isFinite(seed) ? seed | 0 : 0 };
}

/** A generated map (size and seed) or a map file from the editor. */
function MapFields({ map, onMap, onProblem }: { map: MapDraft; onMap: (map: MapDraft) => void; onProblem: (problem: string | null) => void }) {
  const loadMap = (text: string) => {
    const made = premadeOfMapFile(text);
    onProblem('error' in made ? made.error : null);
    if (!('error' in made)) onMap({ ...map, premade: made });
  };
  return (
    <fieldset>
      <legend>Map</legend>
      <label className="inline">
        <input type="radio" name="map" checked={map.kind === 'generated'} onChange={() => onMap({ ...map, kind: 'generated' })} />A generated map
      </label>
      {map.kind === 'generated' && (
        <div className="field-row">
          <label>
            Map size
            <select value={map.size} onChange={(e) => onMap({ ...map, size: e.target.value as Size })}>
              {Object.entries(SIZES).map(([id, [w, h]]) => (
                <option key={id} value={id}>
                  {id} ({w}×{h})
                </option>
              ))}
            </select>
          </label>
          <label>
            Map seed
            <input type="number" value={map.seed} onChange={(e) => onMap({ ...map, seed: e.target.value })} />
          </label>
        </div>
      )}
      <label className="inline">
        <input type="radio" name="map" checked={map.kind === 'file'} onChange={() => onMap({ ...map, kind: 'file' })} />A map file from the editor
      </label>
      {map.kind === 'file' && (
        <FileTaker
          label="Choose a map file…"
          testId="campaign-map-input"
          maxBytes={MAX_MAP_FILE_BYTES}
          onText={loadMap}
          onRefused={onProblem}
          hint={
            map.premade ? `${map.premade.name}: ${map.premade.map.width}×${map.premade.map.height}, ${map.premade.starts.length} starts` : 'or drop it here'
          }
        />
      )}
    </fieldset>
  );
}
