// A computer's planned orders played as a person's are: each one a step of the session, which asks the rules
// (validateOrder, playOrder), then the turn ended through the same end as a person's (../turnEnd.ts), with its
// motion, its report, its duels if the plan holds any. An order the rules refuse is left out; the rest stand.
import type { PlannableOrder } from '../../rules/index.ts';
import { keepSession, planStep } from '../sessionSlice.ts';
import type { StoreAccess } from '../storeAccess.ts';
import { resolve } from '../turnEnd.ts';
import { settle } from '../uiSlice.ts';
import { computerOnTurn } from './seats.ts';

export function playComputerTurn(api: StoreAccess, orders: readonly PlannableOrder[]): void {
  const start = api.get().session;
  if (!start || !computerOnTurn(start)) return;
  let session = start;
  for (const order of orders) {
    const step = planStep(session, order);
    if (step.ok) session = step.session;
  }
  const planned = session;
  if (planned !== start)
    api.set((d) => {
      keepSession(d, planned);
      settle(d.ui, { selected: null, menu: null });
    });
  resolve(api, planned, null);
}
