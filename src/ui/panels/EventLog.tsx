import { memo, type ReactNode, useEffect, useRef, useState } from 'react';
import type { GameSession, LoggedEvent } from '../../state/session.ts';
import { describeEvent } from '../../rules/text/describeEvent.ts';
import type { Names } from '../../rules/text/names.ts';
import { useNames } from '../text/useNames.ts';
import { CombatReportView } from './CombatReportView.tsx';
import { DuelReportPanel } from './DuelReportPanel.tsx';

/** The newest events shown at first; a long game's log holds tens of thousands, too many to redraw per order. */
const RECENT = 200;
/** How many more each "Show earlier events" adds. */
const MORE = 500;

const EventRow = memo(function EventRow({ entry, names }: { entry: LoggedEvent; names: Names }) {
  const { event } = entry;
  // A fight opens to the whole fight as its system tells it (every roll); a duel to every round and register, fetched when open.
  if (event.type === 'COMBAT_RESOLVED') return <OpeningRow entry={entry} names={names} more={() => <CombatReportView report={event.report} names={names} />} />;
  if (event.type === 'DUEL_FOUGHT') return <OpeningRow entry={entry} names={names} more={() => <DuelReportPanel report={event.report} />} />;
  return (
    <li>
      <span className="muted">R{entry.round}</span> {describeEvent(event, names, { together: true })}
    </li>
  );
});

/** An event in one line that opens to more, drawn only when open. */
function OpeningRow({ entry, names, more }: { entry: LoggedEvent; names: Names; more: () => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <li>
      <details className="log-fight" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <span className="muted">R{entry.round}</span> {describeEvent(entry.event, names, { together: true })}
        </summary>
        {open && more()}
      </details>
    </li>
  );
}

/** Everything that happened in the game, newest last; scrolls to the end as it grows. */
export function EventLog({ session }: { session: GameSession }) {
  const names = useNames(session);
  const end = useRef<HTMLOListElement>(null);
  const [shown, setShown] = useState(RECENT);
  const { log } = session;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again each time an event is logged, to scroll to it
  useEffect(() => {
    const list = end.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [log.length]);
  const first = Math.max(0, log.length - shown);
  return (
    <section className="panel" aria-labelledby="log-title">
      <h2 id="log-title">Event log</h2>
      {first > 0 && (
        <button type="button" onClick={() => setShown((n) => n + MORE)}>
          Show {Math.min(MORE, first)} earlier events
        </button>
      )}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls must take focus for keyboard users to scroll it */}
      <ol className="event-log" ref={end} tabIndex={0} aria-label="Events of the game" data-scrolls-with-keys start={first + 1}>
        {log.slice(first).map((entry, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows, so an entry's place in it is its identity
          <EventRow key={first + i} entry={entry} names={names} />
        ))}
      </ol>
    </section>
  );
}
