import { activePlayer } from '../../rules/index.ts';
import type { GameState } from '../../rules/index.ts';
import { CombatReportView } from '../../ui/panels/CombatReportView.tsx';
import { describeEvent } from '../../rules/text/describeEvent.ts';
import { playerName, type Names } from '../../rules/text/names.ts';
import type { TimelineStep } from '../timeline.ts';
import { describeStep } from './describeStep.ts';

/** The order just played (the one that led to the shown state) and what it did, fights in full. */
export function CurrentStep({ step, state, length, names }: { step: TimelineStep | null; state: GameState; length: number; names: Names }) {
  if (!step) {
    const first = activePlayer(state);
    return (
      <section className="panel" aria-labelledby="step-title" data-testid="current-step">
        <h2 id="step-title">The start</h2>
        <p>
          Round {state.round}, {playerName(names, first.id)} plays first. {length} orders follow.
        </p>
      </section>
    );
  }
  const shown = step.events.filter((e) => e.type !== 'ORDER_PLANNED' && e.type !== 'COMBAT_RESOLVED');
  const combats = step.events.flatMap((e) => (e.type === 'COMBAT_RESOLVED' ? [e.report] : []));
  return (
    <section className="panel" aria-labelledby="step-title" data-testid="current-step">
      <h2 id="step-title">
        Order {step.index + 1} of {length}
      </h2>
      <p className="muted">
        Round {step.round}, turn {step.turnNumber}: {playerName(names, step.player)}
      </p>
      <p data-testid="current-order">
        <strong>{describeStep(step.order, names)}</strong>
        {step.order.type !== 'END_TURN' && <span className="muted"> (planned)</span>}
      </p>
      {combats.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a step's fights never move
        <CombatReportView key={i} report={c} names={names} />
      ))}
      {shown.length > 0 && (
        <ul className="replay-events" data-testid="current-events">
          {shown.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a step's events never move
            <li key={i}>{describeEvent(e, names, { together: true })}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
