import { memo, useEffect, useRef } from 'react';
import { playerName, type Names } from '../../ui/text/names.ts';
import { replayStore } from '../replayStore.ts';
import type { TimelineStep } from '../timeline.ts';
import type { TimelineTurn } from '../turnsOf.ts';
import { describeStep } from './describeStep.ts';

interface TurnRowProps {
  readonly turn: TimelineTurn;
  readonly steps: readonly TimelineStep[];
  readonly names: Names;
  readonly colour: string;
  /** The index of the current step when it is in this turn, else -1: only the current turn lists its orders. */
  readonly current: number;
}

const jumpTo = (position: number) => replayStore.getState().jump(position);

// Memoised: moving within the game re-renders the turn left and the turn entered, not a thousand rows.
const TurnRow = memo(function TurnRow({ turn, steps, names, colour, current }: TurnRowProps) {
  const row = useRef<HTMLLIElement>(null);
  const open = current >= 0;
  useEffect(() => {
    if (open) row.current?.scrollIntoView({ block: 'nearest' });
  }, [open, current]);
  const count = turn.last - turn.first + 1;
  return (
    <li ref={row} className={open ? 'timeline-turn timeline-turn--current' : 'timeline-turn'} data-testid="timeline-turn">
      <button type="button" className="timeline-turn__head" onClick={() => jumpTo(turn.first)} aria-current={open ? 'step' : undefined}>
        <span className="swatch" style={{ background: colour }} aria-hidden="true" />
        Round {turn.round} · {playerName(names, turn.player)} <span className="muted">({count} {count === 1 ? 'order' : 'orders'})</span>
      </button>
      {open && (
        <ol className="timeline-orders" start={turn.first + 1}>
          {steps.slice(turn.first, turn.last + 1).map((step) => (
            <li key={step.index}>
              <button
                type="button"
                className={step.index === current ? 'timeline-order timeline-order--current' : 'timeline-order'}
                aria-current={step.index === current ? 'true' : undefined}
                onClick={() => jumpTo(step.index + 1)}
              >
                {describeStep(step.order, names)}
              </button>
            </li>
          ))}
        </ol>
      )}
    </li>
  );
});

/** The rounds, turns and orders of the game; the current turn opens to list its orders. */
export function TimelineList(props: {
  turns: readonly TimelineTurn[];
  steps: readonly TimelineStep[];
  names: Names;
  colours: Readonly<Record<string, string>>;
  currentTurn: number;
  currentStep: number;
}) {
  const { turns, steps, names, colours, currentTurn, currentStep } = props;
  return (
    <section className="panel timeline" aria-labelledby="timeline-title">
      <h2 id="timeline-title">Timeline</h2>
      <button type="button" className={currentStep < 0 ? 'timeline-order timeline-order--current' : 'timeline-order'} onClick={() => jumpTo(0)}>
        The start
      </button>
      <ol className="timeline-turns" aria-label="Turns of the game">
        {turns.map((turn, i) => (
          <TurnRow key={turn.first} turn={turn} steps={steps} names={names} colour={colours[turn.player] ?? '#888'} current={i === currentTurn ? currentStep : -1} />
        ))}
      </ol>
    </section>
  );
}
