// Who sits at each seat: a person, or a computer at a strength (kept on the scenario's players, so the game file
// and the autosave keep it). The hand-over curtain is for people: it comes down only between two of them.
import { activePlayer, type ComputerStrength, type PlayerId, type Scenario } from '../../rules/index.ts';
import type { GameSession } from '../session.ts';

/** The new-game screen's seats, one per player in order: a computer's strength, or null for a person. */
export interface ComputerSeats {
  readonly computers?: readonly (ComputerStrength | null)[];
}

/** The scenario with the seats the new-game screen gave to computers (its players are in the setup's order). */
export function withComputerSeats(scenario: Scenario, computers: ComputerSeats['computers']): Scenario {
  if (!computers?.some((c) => c)) return scenario;
  return {
    ...scenario,
    players: scenario.players.map((p, i) => {
      const computer = computers[i];
      return computer ? { ...p, computer } : p;
    }),
  };
}

/** The strength of the computer at `player`'s seat, or null for a person. */
export function computerAt(scenario: Scenario, player: PlayerId): ComputerStrength | null {
  return scenario.players.find((p) => p.id === player)?.computer ?? null;
}

/** The computer whose turn it is in a hotseat game still on, if a computer's it is. */
export function computerOnTurn(session: GameSession | null): { readonly name: string; readonly strength: ComputerStrength } | null {
  if (!session || session.state.result || (session.state.mode ?? 'hotseat') !== 'hotseat') return null;
  const active = activePlayer(session.state);
  const strength = computerAt(session.scenario, active.id);
  return strength ? { name: active.name, strength } : null;
}

/** "Red (computer, hard)". */
export const computerLabel = (name: string, strength: ComputerStrength): string => `${name} (computer, ${strength})`;

/**
 * Whether the curtain comes down before the active player's turn: in a game of people only, always (as ever); with
 * computers, only before a person's turn while another person is still in the game, so one person playing computers
 * never sees it.
 */
export function curtainWanted(session: GameSession): boolean {
  const { scenario, state } = session;
  if (!scenario.players.some((p) => p.computer)) return true;
  if (computerOnTurn(session)) return false;
  const people = state.players.filter((p) => !p.eliminated && !computerAt(scenario, p.id));
  return people.length > 1;
}

/**
 * The results dialog's button: "Pass to Bob" hands the screen to the next person; with no curtain to come (a
 * computer next, or the one person left playing computers) there is no one to pass to, so it says what comes.
 */
export function passOnLabel(session: GameSession): string {
  const next = activePlayer(session.state).name;
  if (computerOnTurn(session)) return `Go on: ${next} (computer) plays`;
  return curtainWanted(session) ? `Pass to ${next}` : `Go on to ${next}'s turn`;
}
