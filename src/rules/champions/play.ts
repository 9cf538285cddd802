import type { Declaration, Pair, Side } from '../duel/types.ts';
import type { HexCoord } from '../types.ts';

/** One round of a duel as its two players played it: who hesitated at its start, then each register's maneuvers. */
export interface PlayedRound {
  readonly hesitate?: readonly Side[];
  /** Per register, the attacker's maneuver and the defender's (null: none). */
  readonly registers: readonly Pair<Declaration | null>[];
}

/**
 * A duel between heroes as played at the screen before its END_TURN: the hands and the initiative come
 * from the game's dice (deal.ts), so an END_TURN carries only what the players chose. `target` names the
 * duel by the hex of the hero attacked.
 */
export interface DuelPlay {
  readonly target: HexCoord;
  /**
   * The seed the cards are dealt from when not the game's own: in play by e-mail, the referee's deal seed,
   * which no player knows until the turn is resolved (docs/pbem.md, "Duels by e-mail").
   */
  readonly deal?: number;
  readonly rounds: readonly PlayedRound[];
}

/** A round's registers from each side's declarations side by side, those where neither plays left out. */
export function pairRegisters(declared: Pair<readonly (Declaration | null)[] | null>): Pair<Declaration | null>[] {
  const [a, d] = [declared[0] ?? [], declared[1] ?? []];
  const registers: Pair<Declaration | null>[] = [];
  for (let i = 0; i < Math.max(a.length, d.length); i++) {
    const pair: Pair<Declaration | null> = [a[i] ?? null, d[i] ?? null];
    if (pair[0] || pair[1]) registers.push(pair);
  }
  return registers;
}
