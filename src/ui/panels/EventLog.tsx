import { useEffect, useRef } from 'react';
import type { GameSession } from '../../state/session.ts';
import { describeEvent } from '../text/describeEvent.ts';
import { useNames } from '../text/useNames.ts';

/** Everything that happened in the game, newest last; scrolls to the end as it grows. */
export function EventLog({ session }: { session: GameSession }) {
  const names = useNames(session);
  const end = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = end.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [session.log.length]);
  return (
    <section className="panel" aria-labelledby="log-title">
      <h2 id="log-title">Event log</h2>
      <ol className="event-log" ref={end} tabIndex={0} aria-label="Events of the game" data-scrolls-with-keys>
        {session.log.map((e, i) => (
          <li key={i}>
            <span className="muted">R{e.round}</span> {describeEvent(e.event, names)}
          </li>
        ))}
      </ol>
    </section>
  );
}
