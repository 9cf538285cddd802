// The New game form of accounts, pure: what it holds as typed, the map sizes it offers, and the request it makes for
// the account service — or one line saying what is wrong, before anything is asked.
import { loadMapFile } from '../../io/loadMapFile.ts';
import { MAX_ONLINE_MAP_SIDE, type CreateRequest, type SPECTATORS } from '../../io/online/accounts/requests.ts';
import { oneLine, quoteInput } from '../../io/quoteInput.ts';
import type { MapData } from '../../io/schema/mapFile.ts';
import { MIN_MAP_SIDE } from '../../mapgen/mapSizes.ts';
import type { SCHEDULES } from '../../io/pbem/campaign/documents.ts';
import { COMBAT_SYSTEM_IDS, MAX_PLAYERS, RACE_IDS, type CombatSystemId, type ComputerStrength, type HexCoord, type RaceId } from '../../rules/index.ts';
import { nameProblem } from './accountsView.ts';

/** The map sizes offered online: small enough for a game by the evening, the largest a long campaign. */
export const ONLINE_MAP_SIZES = [
  { id: '14x12', width: 14, height: 12 },
  { id: '20x16', width: 20, height: 16 },
  { id: '32x24', width: 32, height: 24 },
] as const;
export type OnlineMapSize = (typeof ONLINE_MAP_SIZES)[number]['id'];

/** How long a step may wait for its players, as the form offers it: none (everyone is waited for) up to a week. */
export const ONLINE_DEADLINES = [
  { seconds: 0, text: 'As long as it takes' },
  { seconds: 10 * 60, text: '10 minutes' },
  { seconds: 60 * 60, text: '1 hour' },
  { seconds: 24 * 60 * 60, text: '1 day' },
  { seconds: 3 * 24 * 60 * 60, text: '3 days' },
  { seconds: 7 * 24 * 60 * 60, text: '1 week' },
] as const;

/** "1 day", "10 minutes", or a count of minutes for a deadline the form does not offer (an online file's). */
export function deadlineText(seconds: number): string {
  const offered = ONLINE_DEADLINES.find((d) => d.seconds === seconds);
  if (offered) return offered.text;
  return seconds < 120 ? `${seconds} seconds` : `${Math.round(seconds / 60)} minutes`;
}

/** The combat systems an online game may have: every one (Champions, a choice beside them, is offered too). */
export const ONLINE_COMBAT_SYSTEMS: readonly CombatSystemId[] = COMBAT_SYSTEM_IDS;

/** An editor's map, read from its file, to play online instead of a generated one. */
export interface OnlineMapFile {
  readonly name: string;
  readonly map: MapData;
  readonly starts: readonly HexCoord[];
}

/** A map file's text as a map to play online, or one line why it cannot be. */
export function readOnlineMapFile(text: string): { ok: true; file: OnlineMapFile } | { ok: false; reason: string } {
  const loaded = loadMapFile(text);
  // The loader lists a file's problems a line each: here they are one line.
  if (!loaded.ok) return { ok: false, reason: oneLine(loaded.message.replace(/:\n/, ': ').replaceAll('\n', '; ')) };
  const { name, map, starts } = loaded.value;
  const [low, high] = [MIN_MAP_SIDE, MAX_ONLINE_MAP_SIDE];
  if (map.width < low || map.height < low || map.width > high || map.height > high)
    return { ok: false, reason: `${quoteInput(name)} is ${map.width}×${map.height}: an online map is ${low} to ${high} hexes a side` };
  if (starts.length < 2) return { ok: false, reason: `${quoteInput(name)} has ${starts.length} start positions; a game needs 2` };
  return { ok: true, file: { name, map, starts: starts.map((s) => s.at) } };
}

export interface SeatDraft {
  /** Keeps a row's identity as rows come and go. */
  readonly key: number;
  readonly kind: 'open' | 'invite' | 'computer';
  /** Who the seat is kept for, when it is an invitation. */
  readonly name: string;
  /** How well the computer plays, when the seat is a computer's. */
  readonly strength: ComputerStrength;
  readonly race: RaceId;
}

export interface NewGameDraft {
  readonly name: string;
  readonly size: OnlineMapSize;
  readonly seed: string;
  readonly race: RaceId;
  readonly others: readonly SeatDraft[];
  readonly combatSystem: CombatSystemId;
  /** Each player's first unit is a hero (turn by turn only: ignored with a week's schedule). */
  readonly champions: boolean;
  /** A generated map (size and seed), or the editor's map in `mapFile`. */
  readonly mapSource: 'generated' | 'file';
  readonly mapFile: OnlineMapFile | null;
  readonly schedule: (typeof SCHEDULES)[number];
  /** How long each step waits for its players, in seconds (0: as long as it takes). */
  readonly deadlineSeconds: number;
  /** Who may watch the game: nobody, the names in `watchers`, or anyone signed in. */
  readonly spectators: (typeof SPECTATORS)[number];
  /** The names invited to watch, as typed (commas or spaces between them). */
  readonly watchers: string;
}

export const MAX_OTHER_SEATS = MAX_PLAYERS - 1;
const MAX_SEED = 2 ** 31 - 1;

export const randomSeed = (): string => String(Math.floor(Math.random() * 1_000_000_000));

/** A race nobody in `taken` plays yet (the first one when all are). */
export const freeRace = (taken: readonly RaceId[]): RaceId => RACE_IDS.find((r) => !taken.includes(r)) ?? RACE_IDS[0];

/** One more seat, open to anyone, with a race not yet at the table. */
export function anotherSeat(draft: Pick<NewGameDraft, 'race' | 'others'>): SeatDraft {
  const key = Math.max(0, ...draft.others.map((s) => s.key)) + 1;
  return { key, kind: 'open', name: '', strength: 'normal', race: freeRace([draft.race, ...draft.others.map((s) => s.race)]) };
}

export function newGameDraft(user: string): NewGameDraft {
  const start = { race: 'humans' as RaceId, others: [] as SeatDraft[] };
  return {
    name: `${user}'s game`,
    size: '14x12',
    seed: randomSeed(),
    combatSystem: 'karnage',
    champions: false,
    mapSource: 'generated',
    mapFile: null,
    schedule: 'turn-by-turn',
    deadlineSeconds: 0,
    spectators: 'nobody',
    watchers: '',
    ...start,
    others: [anotherSeat(start)],
  };
}

/** The map's size (and seed, for a generated one), or why none is chosen. */
function mapOfDraft(draft: NewGameDraft): CreateRequest['map'] | { reason: string } {
  if (draft.mapSource === 'file') {
    if (!draft.mapFile) return { reason: 'choose a map file from the editor, or a generated map' };
    return { width: draft.mapFile.map.width, height: draft.mapFile.map.height, seed: 0 };
  }
  const size = ONLINE_MAP_SIZES.find((s) => s.id === draft.size);
  if (!size) return { reason: 'choose a map size' };
  const seed = Number(draft.seed.trim());
  if (draft.seed.trim() === '' || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) return { reason: `the seed is a whole number from 0 to ${MAX_SEED}` };
  return { width: size.width, height: size.height, seed };
}

/** The request the draft makes, or one line why it cannot be made. */
export function readNewGame(draft: NewGameDraft, me: string): { ok: true; request: Omit<CreateRequest, 'userKey'> } | { ok: false; reason: string } {
  const name = draft.name.trim();
  if (name === '') return { ok: false, reason: 'give the game a name' };
  const map = mapOfDraft(draft);
  if ('reason' in map) return { ok: false, reason: map.reason };
  if (draft.others.length < 1 || draft.others.length > MAX_OTHER_SEATS) return { ok: false, reason: `a game has 1 to ${MAX_OTHER_SEATS} other seats` };
  const file = draft.mapSource === 'file' ? draft.mapFile : null;
  if (file && file.starts.length < draft.others.length + 1)
    return { ok: false, reason: `${quoteInput(file.name)} has ${file.starts.length} start positions for ${draft.others.length + 1} seats` };
  const others: CreateRequest['others'] = [];
  for (const [i, seat] of draft.others.entries()) {
    if (seat.kind === 'open' || seat.kind === 'computer') {
      others.push(seat.kind === 'open' ? { kind: 'open', race: seat.race } : { kind: 'computer', race: seat.race, strength: seat.strength });
      continue;
    }
    const invited = seat.name.trim();
    const problem = nameProblem(invited);
    if (problem) return { ok: false, reason: `seat ${i + 2}: ${problem === 'give your name' ? 'give the name of who is invited' : problem}` };
    if (invited === me) return { ok: false, reason: `seat ${i + 2}: you sit in the first seat already` };
    others.push({ kind: 'invite', race: seat.race, name: invited });
  }
  const watchers = draft.spectators === 'invited' ? draft.watchers.split(/[\s,]+/).filter((w) => w !== '') : [];
  for (const watcher of watchers) {
    const problem = nameProblem(watcher);
    if (problem) return { ok: false, reason: `who may watch: ${problem}` };
  }
  if (draft.spectators === 'invited' && watchers.length === 0) return { ok: false, reason: 'give the names of who may watch' };
  return {
    ok: true,
    request: {
      name,
      map,
      race: draft.race,
      others,
      ...(draft.combatSystem !== 'karnage' ? { combatSystem: draft.combatSystem } : {}),
      ...(draft.champions && draft.schedule === 'turn-by-turn' ? { champions: true } : {}),
      ...(file ? { mapFile: { map: file.map, starts: [...file.starts] }, mapName: file.name } : {}),
      ...(draft.schedule !== 'turn-by-turn' ? { schedule: draft.schedule } : {}),
      ...(draft.deadlineSeconds > 0 ? { deadlineSeconds: draft.deadlineSeconds } : {}),
      ...(draft.spectators !== 'nobody' ? { spectators: draft.spectators } : {}),
      ...(watchers.length > 0 ? { watchers } : {}),
    },
  };
}
