import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import { describeHex, UNITS, type GameState } from '../../rules/index.ts';
import { playerName } from '../../rules/text/names.ts';
import { passOnLabel } from '../../state/computer/seats.ts';
import { idleText, idleUnits } from '../../state/idleUnits.ts';
import type { GameSession, LoggedEvent } from '../../state/session.ts';
import { endedTurnEvents } from '../../state/turnEnd.ts';
import { useGameStore } from '../../state/useGame.ts';
import { useNames } from '../text/useNames.ts';
import { TurnEvents } from './TurnEvents.tsx';

interface ModalProps {
  readonly titleId: string;
  readonly testId: string;
  readonly className?: string;
  /** What Escape does (nothing, where only a button may close it). */
  readonly onEscape: () => void;
  readonly children: ReactNode;
}

/**
 * A modal dialog: the page behind it takes no clicks or focus, and its keys stay in it (the board's keys
 * listen on the window). Focus starts on the control marked `data-autofocus`; a long one scrolls as a whole.
 */
function Modal({ titleId, testId, className, onEscape, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  // A layout effect: closed the moment React hides it too (a screen fetched on demand, such as the duels,
  // shows "Loading…" with the old screen hidden), so it never keeps the page inert from out of sight.
  useLayoutEffect(() => {
    const shown = dialog.current;
    if (!shown) return;
    if (!shown.open) shown.showModal();
    // The buttons stay in sight at the foot of a long dialog: focusing them scrolls nothing.
    shown.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
    return () => shown.close();
  }, []);
  const keepKeys = (event: KeyboardEvent) => event.stopPropagation();
  return (
    <dialog
      ref={dialog}
      className={`turn-dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onKeyDown={keepKeys}
      onCancel={(event) => {
        event.preventDefault();
        onEscape();
      }}
    >
      {children}
    </dialog>
  );
}

/** The idle units named in the question: a few, then how many more. */
function idleNames(state: GameState): string {
  const idle = idleUnits(state);
  const named = idle.slice(0, 4).map((u) => `${UNITS[u.type].name} at ${describeHex(u.at)}`);
  return idle.length > named.length ? `${named.join(', ')} and ${idle.length - named.length} more.` : `${named.join(', ')}.`;
}

/** "3 units have no orders — end turn?", asked once a turn; Enter ends it, Escape goes back to the plan. */
export function IdleQuestion({ state, idle }: { state: GameState; idle: number }) {
  const store = useGameStore();
  return (
    <Modal titleId="idle-question-title" testId="idle-question" onEscape={() => store.getState().keepPlanning()}>
      <h2 id="idle-question-title">{idleText(idle)} — end turn?</h2>
      <p>{idleNames(state)}</p>
      <div className="turn-dialog__buttons">
        <button type="button" className="primary" data-autofocus onClick={() => store.getState().confirmEndTurn()}>
          Yes, end the turn
        </button>
        <button type="button" onClick={() => store.getState().keepPlanning()}>
          No, back to the plan
        </button>
      </div>
    </Modal>
  );
}

/**
 * The ended turn's results for the player who ended it, before the next player's curtain: the turn's own
 * report (its fights with their dice, losses, captures), public to every player, and nothing of the next turn.
 */
export function TurnResults({ session, report }: { session: GameSession; report: readonly LoggedEvent[] }) {
  const store = useGameStore();
  const names = useNames(session);
  const events = endedTurnEvents(report);
  const first = events[0];
  return (
    <Modal titleId="turn-results-title" testId="turn-results" className="turn-dialog--results" onEscape={() => {}}>
      <h2 id="turn-results-title">{first ? `${playerName(names, first.player)}'s turn, round ${first.round}: results` : 'Results'}</h2>
      <TurnEvents events={events} names={names} level={3} />
      <div className="turn-dialog__buttons">
        <button type="button" className="primary big" data-autofocus onClick={() => store.getState().passTurnOn()}>
          {passOnLabel(session)}
        </button>
      </div>
    </Modal>
  );
}
