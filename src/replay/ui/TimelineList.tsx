import { memo, useDeferredValue, useEffect, useRef, useState, type RefObject } from 'react';
import { playerName, type Names } from '../../rules/text/names.ts';
import type { TimelineStep } from '../timeline.ts';
import type { TimelineTurn } from '../turnsOf.ts';
import { followCurrent, NO_TURNS, showEarlier, showLater, TURNS_MORE, windowAround, type TurnWindow } from '../turnWindow.ts';
import { useReplayStore } from '../useReplay.ts';
import { describeStep } from './describeStep.ts';

interface TurnRowProps {
  readonly turn: TimelineTurn;
  /** Place in the game, 0-based, and how many turns it has: read out as "4,413 of 8,912". */
  readonly place: number;
  readonly turnCount: number;
  readonly steps: readonly TimelineStep[];
  readonly names: Names;
  readonly colour: string;
  /** The index of the current step when it is in this turn, else -1: only the current turn lists its orders. */
  readonly current: number;
}

const count = (n: number) => n.toLocaleString('en-US');

/** Jumps the viewer to a position (0 to the timeline's length). */
function useJumpTo(): (position: number) => void {
  const replay = useReplayStore();
  return (position) => replay.getState().jump(position);
}

// Memoised: moving within the game re-renders the turn left and the turn entered, not every shown row.
const TurnRow = memo(function TurnRow({ turn, place, turnCount, steps, names, colour, current }: TurnRowProps) {
  const row = useRef<HTMLLIElement>(null);
  const open = current >= 0;
  const jumpTo = useJumpTo();
  // Runs on opening and on each move within the open turn (`open` is `current >= 0`).
  useEffect(() => {
    if (current < 0) return;
    // As much of the turn as fits, and the current order for sure (a long turn is taller than the panel).
    row.current?.scrollIntoView({ block: 'nearest' });
    row.current?.querySelector('[aria-current=true]')?.scrollIntoView({ block: 'nearest' });
  }, [current]);
  const orders = turn.last - turn.first + 1;
  return (
    <li
      ref={row}
      className={open ? 'timeline-turn timeline-turn--current' : 'timeline-turn'}
      data-testid="timeline-turn"
      aria-posinset={place + 1}
      aria-setsize={turnCount}
    >
      <button type="button" className="timeline-turn__head" onClick={() => jumpTo(turn.first)} aria-current={open ? 'step' : undefined}>
        <span className="swatch" style={{ background: colour }} aria-hidden="true" />
        Round {turn.round} · {playerName(names, turn.player)}{' '}
        <span className="muted">
          ({orders} {orders === 1 ? 'order' : 'orders'})
        </span>
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

/**
 * The shown turns: a window around the current turn that follows it on jumps and grows on request.
 * `listed` is the window the rows are rendered for: it lags behind on opening and on a jump out of
 * the window, so the board and controls show the new position first and the rows render after them,
 * in slices React can interrupt (a hundred new rows, or a drag of the scrub bar, never block a frame).
 */
function useTurnWindow(currentTurn: number, turnCount: number) {
  const [requested, setRequested] = useState<TurnWindow>(() => windowAround(currentTurn, turnCount));
  const shown = followCurrent(requested, currentTurn, turnCount);
  // Adjusting state while rendering (React re-renders at once, before the DOM is touched).
  if (shown !== requested) setRequested(shown);
  const listed = useDeferredValue(shown, NO_TURNS);
  return { shown, listed, setRequested };
}

/** Keeps keyboard focus in the list when a "Show … turns" button goes away (no more turns that way). */
function useFocusAfterShowing(list: RefObject<HTMLOListElement | null>, listed: TurnWindow) {
  const pending = useRef<'first' | 'last' | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `listed` is the trigger: runs once the new window's rows are rendered, to focus one of them
  useEffect(() => {
    const edge = pending.current;
    pending.current = null;
    if (!edge || document.activeElement !== document.body) return;
    const row = edge === 'first' ? list.current?.firstElementChild : list.current?.lastElementChild;
    row?.querySelector('button')?.focus();
  }, [list, listed]);
  return (edge: 'first' | 'last') => (pending.current = edge);
}

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
  const { shown, listed, setRequested } = useTurnWindow(currentTurn, turns.length);
  const jumpTo = useJumpTo();
  const list = useRef<HTMLOListElement>(null);
  const focusAfterShowing = useFocusAfterShowing(list, listed);
  // Counted from the rows on screen; a click grows the latest window.
  const earlier = Math.min(TURNS_MORE, listed.first);
  const later = listed.last < listed.first ? 0 : Math.min(TURNS_MORE, turns.length - 1 - listed.last);
  return (
    <section className="panel timeline" aria-labelledby="timeline-title">
      <h2 id="timeline-title">
        Timeline{' '}
        <span className="muted" data-testid="timeline-turn-count">
          · {count(turns.length)} {turns.length === 1 ? 'turn' : 'turns'}
        </span>
      </h2>
      <button
        type="button"
        className={currentStep < 0 ? 'timeline-order timeline-order--current' : 'timeline-order'}
        aria-current={currentStep < 0 ? 'step' : undefined}
        onClick={() => jumpTo(0)}
      >
        The start
      </button>
      {earlier > 0 && (
        <button
          type="button"
          className="timeline-more"
          onClick={() => {
            focusAfterShowing('first');
            setRequested(showEarlier(shown));
          }}
        >
          Show {count(earlier)} earlier {earlier === 1 ? 'turn' : 'turns'}
        </button>
      )}
      <ol className="timeline-turns" aria-label="Turns of the game" ref={list} start={listed.first + 1}>
        {turns.slice(listed.first, listed.last + 1).map((turn, i) => (
          <TurnRow
            key={turn.first}
            turn={turn}
            place={listed.first + i}
            turnCount={turns.length}
            steps={steps}
            names={names}
            colour={colours[turn.player] ?? '#888'}
            current={listed.first + i === currentTurn ? currentStep : -1}
          />
        ))}
      </ol>
      {later > 0 && (
        <button
          type="button"
          className="timeline-more"
          onClick={() => {
            focusAfterShowing('last');
            setRequested(showLater(shown, turns.length));
          }}
        >
          Show {count(later)} later {later === 1 ? 'turn' : 'turns'}
        </button>
      )}
    </section>
  );
}
