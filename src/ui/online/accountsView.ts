// What the Online screen says about accounts, pure: where the accounts are (a server and its public guest JWT, from
// the address or remembered), the invite link of a game, a game not started yet as its seats show it, the lobby's
// games sorted into the user's and those open to anyone, and why a name or a passphrase cannot be signed on with.
import type { KeyValueStorage } from '../../io/autosave.ts';
import type { OpenGame } from '../../io/online/accounts/requests.ts';
import { PARTICIPANT_ID } from '../../io/online/subjects.ts';
import { quoteInput } from '../../io/quoteInput.ts';
import { RACES } from '../../rules/index.ts';

/** Where a browser signs up or in: the server's WebSocket address and its guest JWT (both public: links carry them). */
export interface AccountPlace {
  readonly server: string;
  readonly guest: string;
}

const PLACE_KEY = 'karnage-online-screen:accounts';

/** The place the address names (`server` and `guest`), kept for later visits; else the one kept; else null. */
export function accountPlace(params: URLSearchParams, storage: KeyValueStorage | null): AccountPlace | null {
  const server = params.get('server')?.trim() ?? '';
  const guest = params.get('guest')?.trim() ?? '';
  if (server !== '' && guest !== '') {
    try {
      storage?.setItem(PLACE_KEY, JSON.stringify({ server, guest }));
    } catch {
      // A browser refusing storage: the link is needed again next time.
    }
    return { server, guest };
  }
  const kept = keptPlace(storage);
  // An address naming another server (an online file's, with users and passwords) is not this place.
  return kept && (server === '' || server === kept.server) ? kept : null;
}

function keptPlace(storage: KeyValueStorage | null): AccountPlace | null {
  try {
    const kept = JSON.parse(storage?.getItem(PLACE_KEY) ?? 'null') as Partial<AccountPlace> | null;
    return typeof kept?.server === 'string' && typeof kept.guest === 'string' && kept.server !== '' && kept.guest !== '' ? (kept as AccountPlace) : null;
  } catch {
    return null;
  }
}

/** The link that opens `game` at `place` on this site (`page`: the site's address, as the browser has it). */
export function inviteLink(page: string, place: AccountPlace, game: string): string {
  const url = new URL(page);
  url.search = '';
  url.hash = '';
  url.searchParams.set('screen', 'online');
  url.searchParams.set('server', place.server);
  url.searchParams.set('guest', place.guest);
  url.searchParams.set('game', game);
  return url.href;
}

/** Why `name` cannot be signed on with (null when it can). */
export function nameProblem(name: string): string | null {
  if (name === '') return 'give your name';
  return PARTICIPANT_ID.test(name) ? null : `${quoteInput(name)} is not a name: 1–40 lower-case letters, digits, "-" and "_"`;
}

export const MIN_PASSPHRASE = 8;

export function passphraseProblem(passphrase: string): string | null {
  if (passphrase === '') return 'give your passphrase';
  return passphrase.length < MIN_PASSPHRASE ? `a passphrase has at least ${MIN_PASSPHRASE} characters` : null;
}

/** One line for each seat: its race, and who sits there or for whom it is kept. */
export function seatLines(game: OpenGame): string[] {
  return game.seats.map((s) => {
    const race = RACES[s.race].name;
    if (s.player) return `${race}: ${s.player}`;
    return s.invited ? `${race}: kept for ${s.invited}` : `${race}: open to anyone`;
  });
}

export const seatedIn = (game: OpenGame, me: string): boolean => game.seats.some((s) => s.player === me);
export const freeSeats = (game: OpenGame): number => game.seats.filter((s) => s.player === null).length;
/** A free seat `me` may take: one kept for them, or one open to anyone. */
export const mayJoin = (game: OpenGame, me: string): boolean =>
  !seatedIn(game, me) && game.seats.some((s) => s.player === null && (s.invited === undefined || s.invited === me));
const keptFor = (game: OpenGame, me: string): boolean => game.seats.some((s) => s.player === null && s.invited === me);

/** The state of a game not started, for `me`: whether they sit there, may join, and how many seats wait. */
export function openGameStatus(game: OpenGame, me: string): string {
  const free = freeSeats(game);
  const waiting = `waiting for ${free} more player${free === 1 ? '' : 's'}`;
  if (seatedIn(game, me)) return `You sit here; ${waiting}: it starts once every seat is taken`;
  if (keptFor(game, me)) return `A seat is kept for you; ${waiting}`;
  return mayJoin(game, me) ? `A seat is open; ${waiting}` : `No seat for you; ${waiting}`;
}

/** The lobby's games not started, sorted: the user's (sitting there, or a seat kept for them), and those open to anyone. */
export function sortOpenGames(games: readonly OpenGame[], me: string): { mine: OpenGame[]; lobby: OpenGame[] } {
  const mine = games.filter((g) => seatedIn(g, me) || keptFor(g, me));
  return { mine, lobby: games.filter((g) => !mine.includes(g) && mayJoin(g, me)) };
}
