// The players on the new-game screen before a game starts: pure, so the defaults can be tested without a DOM.
import { MAX_PLAYERS, MIN_PLAYERS, RACE_IDS, type ComputerStrength, type RaceId } from '../../rules/index.ts';
import { PLAYER_COLOURS } from '../../state/palette.ts';
import { nameKey, nameProblem, normaliseName, repeatedName } from '../../io/displayName.ts';

export interface PlayerDraft {
  /** Tells the rows apart for React while names are being edited. */
  readonly key: number;
  readonly name: string;
  readonly race: RaceId;
  readonly colour: string;
  /** Who plays the seat: a person, or a computer at a strength. */
  readonly seat: Seat;
}

export type Seat = 'person' | ComputerStrength;

/** The seats computers play, in the players' order (null: a person's), as the new game takes them. */
export const computersOf = (players: readonly PlayerDraft[]): (ComputerStrength | null)[] => players.map((p) => (p.seat === 'person' ? null : p.seat));

/**
 * The lowest "Player n" no one holds. Counting players instead would repeat a name once a
 * player in the middle is removed, and Start refuses two players of the same name.
 */
export function freePlayerNumber(players: readonly PlayerDraft[]): number {
  const taken = new Set(players.map((p) => nameKey(p.name)));
  let n = 1;
  while (taken.has(nameKey(`Player ${n}`))) n++;
  return n;
}

/** The first colour of the palette no one holds (there are as many colours as players allowed). */
export function freeColour(players: readonly PlayerDraft[]): string {
  return PLAYER_COLOURS.find((c) => !players.some((p) => p.colour === c)) ?? PLAYER_COLOURS[0];
}

/** A player to join the others, with a name, colour and key none of them has; race by the player's number unless given. */
export function newPlayer(players: readonly PlayerDraft[], race?: RaceId | null): PlayerDraft {
  const n = freePlayerNumber(players);
  const key = players.reduce((max, p) => Math.max(max, p.key + 1), 0);
  return { key, name: `Player ${n}`, race: race ?? RACE_IDS[(n - 1) % RACE_IDS.length] ?? RACE_IDS[0], colour: freeColour(players), seat: 'person' };
}

export const withNewPlayer = (players: readonly PlayerDraft[]): PlayerDraft[] => [...players, newPlayer(players)];

/** One player per start of a premade map (with the start's race), else two. */
export function firstPlayers(starts: readonly { readonly race: RaceId | null }[] | null): PlayerDraft[] {
  const players: PlayerDraft[] = [];
  const count = starts ? Math.max(MIN_PLAYERS, Math.min(MAX_PLAYERS, starts.length)) : MIN_PLAYERS;
  for (let i = 0; i < count; i++) players.push(newPlayer(players, starts?.[i]?.race));
  return players;
}

/** Names are shown on every screen and saved: the game file's rule for names applies (io/displayName.ts). */
export function problemWith(players: readonly PlayerDraft[]): string | null {
  for (const [i, p] of players.entries()) {
    const problem = nameProblem(normaliseName(p.name));
    if (problem) return `Player ${i + 1}: ${problem}.`;
  }
  if (repeatedName(players.map((p) => p.name)) !== null) return 'Two players have the same name.';
  if (players.every((p) => p.seat !== 'person')) return 'At least one player must be a person: every seat is a computer’s.';
  return null;
}
