// The worker that plans a computer's turn off the page's thread (see planInWorker.ts): the state in, the orders
// out, or one line saying why there are none.
// The worker plans games of any combat system: it has them all from the start.
import '../../rules/combat/allSystems.ts';
import { planTurn } from '../../ai/planTurn.ts';
import type { PlanReply, PlanRequest } from './planInWorker.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<PlanRequest>) => void) | null;
  postMessage(message: PlanReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data: { state, strength, seed } }) => {
  try {
    scope.postMessage({ ok: true, orders: planTurn(state, strength, seed) });
  } catch (error) {
    scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
