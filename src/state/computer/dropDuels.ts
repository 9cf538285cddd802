// A computer's duel the rules cannot play (it should never happen: its attacks passed the rules). Going back to
// planning would only have it plan the same attack again, so the hero attacks not yet fought are taken back and its
// turn ends with the rest of its plan, and the duels already fought.
import { type DuelPlay, sameHex } from '../../rules/index.ts';
import { plannedDuels } from '../duelPlan.ts';
import type { GameSession } from '../session.ts';
import { endTurnStep, type SessionStep, takeBackStep } from '../sessionSlice.ts';

/** The computer's turn ended without the hero attacks of its plan but those whose duels were `fought`. */
export function endTurnWithoutDuels(session: GameSession, fought: readonly DuelPlay[] = []): SessionStep {
  const targets = plannedDuels(session.state)
    .map((d) => d.target)
    .filter((t) => !fought.some((f) => sameHex(f.target, t)));
  let without = session;
  // From the last, so the places of those before do not move.
  for (let index = without.state.pending.length - 1; index >= 0; index--) {
    const order = without.state.pending[index]?.order;
    if (order?.type !== 'ATTACK' || !targets.some((t) => sameHex(t, order.target))) continue;
    const step = takeBackStep(without, index);
    if (step.ok) without = step.session;
  }
  return endTurnStep(without, undefined, fought);
}
