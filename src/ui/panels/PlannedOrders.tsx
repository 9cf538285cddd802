import type { GameState } from '../../rules/index.ts';
import { describeOrder } from '../../state/describeOrder.ts';
import { useGameStore } from '../../state/useGame.ts';

export function PlannedOrders({ state }: { state: GameState }) {
  const store = useGameStore();
  return (
    <section className="panel" aria-labelledby="planned-title">
      <h2 id="planned-title">Planned orders</h2>
      {state.pending.length === 0 ? (
        <p className="muted">None yet. Nothing happens until you end the turn.</p>
      ) : (
        <ol className="planned" data-testid="planned-orders">
          {state.pending.map(({ order, cost }, index) => {
            const text = describeOrder(state, order);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: keyed by place on purpose: after a take-back, focus stays on the button in that place
              <li key={index}>
                <span>
                  {text}
                  {cost > 0 && <span className="cost"> {cost} gold</span>}
                </span>
                <button type="button" aria-label={`Take back order ${index + 1}: ${text}`} onClick={() => store.getState().takeBack(index)}>
                  Take back
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
