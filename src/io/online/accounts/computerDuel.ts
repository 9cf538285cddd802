// A computer seat's move in a duel online: what the one-screen computer would play (src/ai/duel.ts), from what the
// referee's duel-turn shows it alone — its hand, the initiative's cards, the other's maneuver types when it
// declares second — and checked by the same rules check a person's move is, so it never sends one the referee refuses.
import { chooseDeclarations, chooseHesitation, duelSeed, seatOf } from '../../../ai/duel.ts';
import type { Strength } from '../../../ai/strengths.ts';
import { moveProblem, type DuelMoveChoice, type DuelView } from '../../pbem/campaign/duelPlayer.ts';

/** The computer's move for the duel-turn `view`, seeded by the game and the move, so it plays the same again. */
export function computerDuelMove(view: DuelView, strength: Strength, seed: number): DuelMoveChoice {
  const { turn, duel, opening } = view;
  const at = duelSeed(seed, turn.turn, turn.round, turn.move);
  if (turn.mayHesitate && chooseHesitation(duel, turn.side, turn.hesitated, strength, at)) return { hesitate: true };
  const shown = turn.initiative?.flat() ?? [];
  const seat = seatOf(duel, opening, turn.hesitated, turn.side, view.hands[turn.side], shown, turn.first);
  const plan = chooseDeclarations(seat, strength, at, (p) => moveProblem(view, { registers: p }) === null);
  return { registers: [...plan] };
}
