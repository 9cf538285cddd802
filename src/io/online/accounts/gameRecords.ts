// A game made in the browser, before it starts (pure): its seats, who sits in each and for whom a seat is kept.
// Once every seat is taken it becomes an online game like an online file's, which the referee picks up.
import { GAME_ID } from '../subjects.ts';
import type { OnlineGame } from '../onlineGames.ts';
import { COMPUTER_PREFIX, type CreateRequest, type OpenGame, type Spectators } from './requests.ts';

export interface SeatRecord {
  readonly race: OnlineGame['seats'][number]['race'];
  readonly player: string | null;
  readonly invited?: string;
  /** A computer's seat (taken from the start, by `computer-<seat>`), at this strength. */
  readonly computer?: OnlineGame['seats'][number]['computer'];
}

export interface GameRecord {
  readonly id: string;
  readonly name: string;
  readonly map: OnlineGame['map'];
  readonly combatSystem?: OnlineGame['combatSystem'];
  readonly schedule?: OnlineGame['schedule'];
  readonly champions?: true;
  /** An editor's map played instead of a generated one, and its name. */
  readonly mapFile?: OnlineGame['mapFile'];
  readonly mapName?: string;
  /** How long each step waits for its players. */
  readonly deadlineSeconds?: number;
  readonly creator: string;
  readonly seats: readonly SeatRecord[];
  readonly spectators?: Spectators;
  /** Names who may watch ('invited') and those who asked to ('anyone'): their JWTs read the published game. */
  readonly watchers?: readonly string[];
}

export function newGameRecord(id: string, creator: string, request: CreateRequest): GameRecord | { error: string } {
  if (!GAME_ID.test(id)) return { error: 'not a game id' };
  const invited = request.others.flatMap((s) => (s.kind === 'invite' ? [s.name] : []));
  if (invited.includes(creator)) return { error: 'you sit in the first seat already: invite someone else' };
  if (new Set(invited).size !== invited.length) return { error: 'a name is invited to two seats' };
  return {
    id,
    name: request.name,
    map: request.map,
    ...(request.combatSystem ? { combatSystem: request.combatSystem } : {}),
    ...(request.schedule && request.schedule !== 'turn-by-turn' ? { schedule: request.schedule } : {}),
    ...(request.spectators && request.spectators !== 'nobody' ? { spectators: request.spectators } : {}),
    ...(request.spectators === 'invited' && request.watchers ? { watchers: [...new Set(request.watchers)] } : {}),
    ...(request.champions ? { champions: true as const } : {}),
    ...(request.deadlineSeconds ? { deadlineSeconds: request.deadlineSeconds } : {}),
    ...(request.mapFile ? { mapFile: request.mapFile, ...(request.mapName ? { mapName: request.mapName } : {}) } : {}),
    creator,
    seats: [
      { race: request.race, player: creator },
      ...request.others.map((s, i): SeatRecord => {
        if (s.kind === 'computer') return { race: s.race, player: `${COMPUTER_PREFIX}${i + 2}`, computer: s.strength };
        return s.kind === 'invite' ? { race: s.race, player: null, invited: s.name } : { race: s.race, player: null };
      }),
    ],
  };
}

export const seatedIn = (game: GameRecord, name: string): boolean => game.seats.some((s) => s.player === name);
export const isFull = (game: GameRecord): boolean => game.seats.every((s) => s.player !== null);

/** Whether `name` may take a seat: one kept for them, or an open one. */
function freeSeatFor(game: GameRecord, name: string): number {
  const kept = game.seats.findIndex((s) => s.player === null && s.invited === name);
  return kept >= 0 ? kept : game.seats.findIndex((s) => s.player === null && s.invited === undefined);
}

export const mayJoin = (game: GameRecord, name: string): boolean => !seatedIn(game, name) && freeSeatFor(game, name) >= 0;

export type Seated = { ok: true; game: GameRecord } | { ok: false; reason: string };

/** `name` in a free seat of `game` (the same game if they sit there already). */
export function takeSeat(game: GameRecord, name: string): Seated {
  if (seatedIn(game, name)) return { ok: true, game };
  const seat = freeSeatFor(game, name);
  if (seat < 0) {
    const kept = game.seats.some((s) => s.player === null);
    return { ok: false, reason: kept ? `the free seats of "${game.name}" are kept for invited players` : `"${game.name}" is full` };
  }
  return { ok: true, game: { ...game, seats: game.seats.map((s, i) => (i === seat ? { race: s.race, player: name } : s)) } };
}

/** The game the referee runs once every seat is taken. */
export function onlineGameOf(game: GameRecord): OnlineGame {
  return {
    id: game.id,
    name: game.name,
    map: game.map,
    seats: game.seats.map((s) => ({ player: s.player ?? '', race: s.race, ...(s.computer ? { computer: s.computer } : {}) })),
    ...(game.combatSystem ? { combatSystem: game.combatSystem } : {}),
    ...(game.schedule ? { schedule: game.schedule } : {}),
    ...(game.champions ? { champions: true } : {}),
    ...(game.mapFile ? { mapFile: game.mapFile } : {}),
    ...(game.deadlineSeconds ? { deadlineSeconds: game.deadlineSeconds } : {}),
  };
}

export function openGameOf(game: GameRecord): OpenGame {
  return {
    id: game.id,
    name: game.name,
    size: `${game.map.width}×${game.map.height}`,
    ...(game.combatSystem ? { system: game.combatSystem } : {}),
    ...(game.champions ? { champions: true as const } : {}),
    ...(game.mapName ? { mapName: game.mapName } : {}),
    ...(game.deadlineSeconds ? { deadlineSeconds: game.deadlineSeconds } : {}),
    ...(game.schedule ? { schedule: game.schedule } : {}),
    ...(game.spectators ? { spectators: game.spectators } : {}),
    ...(isFull(game) ? { full: true } : {}),
    creator: game.creator,
    seats: game.seats.map((s) => ({
      race: s.race,
      player: s.player,
      ...(s.invited ? { invited: s.invited } : {}),
      ...(s.computer ? { computer: s.computer } : {}),
    })),
  };
}

/** Whether `name` may watch `game` (a player watches their own game anyway). */
export function mayWatch(game: GameRecord, name: string): boolean {
  if (game.spectators === 'anyone') return true;
  return game.spectators === 'invited' && (game.watchers ?? []).includes(name);
}

export const watching = (game: GameRecord, name: string): boolean => !seatedIn(game, name) && (game.watchers ?? []).includes(name);

export type Watched = { ok: true; game: GameRecord } | { ok: false; reason: string };

/** `name` among the game's watchers (the same game when they are there, or play in it). */
export function addWatcher(game: GameRecord, name: string): Watched {
  if (seatedIn(game, name) || (game.watchers ?? []).includes(name)) return { ok: true, game };
  if (!mayWatch(game, name))
    return { ok: false, reason: `"${game.name}" is not open to spectators${game.spectators === 'invited' ? ' other than those invited' : ''}` };
  return { ok: true, game: { ...game, watchers: [...(game.watchers ?? []), name] } };
}
