import { playOrder, withdrawOrder, type GameState, type PlannableOrder } from '../rules/index.ts';

export type Replanned = { readonly ok: true; readonly state: GameState } | { readonly ok: false; readonly reason: string };

/**
 * Changes the planned order at `index` in place, keeping its place in the plan (fights happen in the
 * order they were declared): the plan is taken back from the end down to it, then the changed order
 * and the later ones are planned again. If the rules refuse any of them, nothing changes.
 */
export function replanOrder(state: GameState, index: number, changed: PlannableOrder): Replanned {
  const later = state.pending.slice(index + 1).map((p) => p.order);
  let next = state;
  for (let i = state.pending.length - 1; i >= index; i--) {
    const withdrawn = withdrawOrder(next, i);
    if (!withdrawn.ok) return withdrawn;
    next = withdrawn.state;
  }
  for (const order of [changed, ...later]) {
    const played = playOrder(next, order);
    if (!played.ok) return played;
    next = played.state;
  }
  return { ok: true, state: next };
}
