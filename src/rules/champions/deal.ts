import { dealRound, startDuel } from '../duel/duel.ts';
import type { Uniform } from '../duel/deck.ts';
import type { DuelState } from '../duel/types.ts';
import type { DiceSource } from '../dice.ts';
import type { GameState, Unit } from '../types.ts';
import { duelSetupOf } from './setup.ts';

/** Where a duel's cards sit among the attacker's dice keys: far above any fight's. */
const DUEL_KEY = 1 << 20;
const KEYS_PER_ROUND = 1 << 10;

/**
 * The cards of each round, shuffled from the game's dice: keyed by the turn, the attacking hero and the round,
 * so the screen that plays the duel and the END_TURN that settles it deal the very same hands.
 */
export function duelDeck(dice: DiceSource, turnNumber: number, attacker: Unit, round: number): Uniform {
  let drawn = 0;
  return (n) => dice.roll(n, { turnNumber, unit: attacker.id, role: 'attack', attempt: DUEL_KEY + round * KEYS_PER_ROUND + drawn++ }) - 1;
}

/** The duel's start, and how to deal any round of it: what the screen needs to play it and the rules to settle it. */
export function duelTable(state: GameState, attacker: Unit, defender: Unit, dice: DiceSource) {
  const started = startDuel(duelSetupOf(state, attacker, defender));
  const deal = (duel: DuelState) => dealRound(duel, duelDeck(dice, state.turnNumber, attacker, duel.round));
  return { started, deal };
}
