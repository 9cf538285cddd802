import type { LobbyEntry } from '../../io/online/lobby.ts';
import { COMBAT_SYSTEM_TEXT } from '../setup/combatSystemText.ts';
import { online, useOnline } from './browserOnline.ts';
import { gameStatus } from './onlineView.ts';

/** A started game of the lobby where the user has a seat: its map, seats and state for them, and the way in. */
export function GameRow({ entry, level = 2 }: { entry: LobbyEntry; level?: 2 | 3 }) {
  const user = useOnline((s) => s.user);
  const view = useOnline((s) => s.views[entry.id]);
  const sent = useOnline((s) => s.sent[entry.id] ?? null);
  const connected = useOnline((s) => s.connection === 'connected');
  const status = gameStatus(view, user, sent, connected);
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <li className="online-game" data-game={entry.id}>
      <div>
        <Heading>{entry.name}</Heading>
        <p className="muted">
          {entry.size} map{entry.system ? ` · ${COMBAT_SYSTEM_TEXT[entry.system].name}` : ''} · {entry.seats.join(', ')}
        </p>
      </div>
      <p className={`online-status online-status--${status.kind}`} data-testid={`game-status-${entry.id}`}>
        {status.text}
      </p>
      <button type="button" className={status.kind === 'mine' ? 'primary' : undefined} onClick={() => online().openGame(entry.id)}>
        Open<span className="sr-only"> {entry.name}</span>
      </button>
    </li>
  );
}
