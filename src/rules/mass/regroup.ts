import type { GameState } from '../types.ts';

/**
 * Mass battle's regroup phase [seed: every other round units only move a little and re-form; house: the
 * even rounds 2, 4, …]: no attacks, moves of one hex, and units that marched or charged rest.
 */
export function isRegroupRound(state: Pick<GameState, 'combatSystem' | 'round'>): boolean {
  return state.combatSystem === 'mass' && state.round % 2 === 0;
}
