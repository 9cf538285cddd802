// A computer's turn planned in a Web Worker, so the page stays responsive while it thinks (the same way a game
// file is checked: src/ui/files/verify/verifyInWorker.ts). Where there are no workers (Node, the store's tests),
// or the worker cannot run, the plan is made on the page instead: the same planner, the same seed, the same orders.
import type { ComputerStrength, GameState, PlannableOrder } from '../../rules/index.ts';

export interface PlanRequest {
  readonly state: GameState;
  readonly strength: ComputerStrength;
  readonly seed: number;
}

export type PlanReply = { readonly ok: true; readonly orders: PlannableOrder[] } | { readonly ok: false; readonly message: string };

/** Plans the active player's turn at `strength`, its choices seeded by `seed`. */
export type PlanComputerTurn = (state: GameState, strength: ComputerStrength, seed: number) => Promise<readonly PlannableOrder[]>;

/** On the page's own thread (the planner fetched on first use). */
export const planOnPage: PlanComputerTurn = async (state, strength, seed) => {
  const { planTurn } = await import('../../ai/planTurn.ts');
  return planTurn(state, strength, seed);
};

/** The planner ran and failed (as opposed to a worker that could not run it). */
class PlannerFailed extends Error {}

function inWorker(request: PlanRequest): Promise<readonly PlannableOrder[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./planWorker.ts', import.meta.url), { type: 'module' });
    const fail = (message: string) => {
      worker.terminate();
      reject(new Error(message));
    };
    worker.onmessage = ({ data }: MessageEvent<PlanReply>) => {
      worker.terminate();
      // The planner itself failed: planning again on the page would only fail the same way, after a freeze.
      if (data.ok) resolve(data.orders);
      else reject(new PlannerFailed(data.message));
    };
    worker.onerror = (event) => {
      // Handled here: not reported again as an uncaught error on the page.
      event.preventDefault();
      fail(event.message || 'the planner stopped');
    };
    worker.onmessageerror = () => fail('the plan could not be read');
    worker.postMessage(request);
  });
}

/** In a worker where the page has them, else (or should the worker fail) on the page. */
export const planInWorker: PlanComputerTurn = async (state, strength, seed) => {
  if (typeof Worker === 'undefined') return planOnPage(state, strength, seed);
  try {
    return await inWorker({ state, strength, seed });
  } catch (error) {
    if (error instanceof PlannerFailed) throw error;
    return planOnPage(state, strength, seed);
  }
};
