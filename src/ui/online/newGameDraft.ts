// The New game form of accounts, pure: what it holds as typed, the map sizes it offers, and the request it makes for
// the account service — or one line saying what is wrong, before anything is asked.
import type { CreateRequest, SPECTATORS } from '../../io/online/accounts/requests.ts';
import type { SCHEDULES } from '../../io/pbem/campaign/documents.ts';
import { COMBAT_SYSTEM_IDS, MAX_PLAYERS, RACE_IDS, type CombatSystemId, type ComputerStrength, type RaceId } from '../../rules/index.ts';
import { nameProblem } from './accountsView.ts';

/** The map sizes offered online: small enough for a game by the evening, the largest a long campaign. */
export const ONLINE_MAP_SIZES = [
  { id: '14x12', width: 14, height: 12 },
  { id: '20x16', width: 20, height: 16 },
  { id: '32x24', width: 32, height: 24 },
] as const;
export type OnlineMapSize = (typeof ONLINE_MAP_SIZES)[number]['id'];

/** The combat systems an online game may have (Champions' duels are not played online yet). */
export const ONLINE_COMBAT_SYSTEMS: readonly CombatSystemId[] = COMBAT_SYSTEM_IDS;

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
  readonly schedule: (typeof SCHEDULES)[number];
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
    schedule: 'turn-by-turn',
    spectators: 'nobody',
    watchers: '',
    ...start,
    others: [anotherSeat(start)],
  };
}

/** The request the draft makes, or one line why it cannot be made. */
export function readNewGame(draft: NewGameDraft, me: string): { ok: true; request: Omit<CreateRequest, 'userKey'> } | { ok: false; reason: string } {
  const name = draft.name.trim();
  if (name === '') return { ok: false, reason: 'give the game a name' };
  const size = ONLINE_MAP_SIZES.find((s) => s.id === draft.size);
  if (!size) return { ok: false, reason: 'choose a map size' };
  const seed = Number(draft.seed.trim());
  if (draft.seed.trim() === '' || !Number.isInteger(seed) || seed < 0 || seed > MAX_SEED)
    return { ok: false, reason: `the seed is a whole number from 0 to ${MAX_SEED}` };
  if (draft.others.length < 1 || draft.others.length > MAX_OTHER_SEATS) return { ok: false, reason: `a game has 1 to ${MAX_OTHER_SEATS} other seats` };
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
      map: { width: size.width, height: size.height, seed },
      race: draft.race,
      others,
      ...(draft.combatSystem !== 'karnage' ? { combatSystem: draft.combatSystem } : {}),
      ...(draft.schedule !== 'turn-by-turn' ? { schedule: draft.schedule } : {}),
      ...(draft.spectators !== 'nobody' ? { spectators: draft.spectators } : {}),
      ...(watchers.length > 0 ? { watchers } : {}),
    },
  };
}
