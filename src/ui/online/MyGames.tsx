import type { LobbyEntry } from '../../io/online/lobby.ts';
import { MessageLine } from '../pbem/MessageLine.tsx';
import { COMBAT_SYSTEM_TEXT } from '../setup/combatSystemText.ts';
import { online, useOnline } from './browserOnline.ts';
import { gameStatus } from './onlineView.ts';

function GameRow({ entry }: { entry: LobbyEntry }) {
  const user = useOnline((s) => s.user);
  const view = useOnline((s) => s.views[entry.id]);
  const sent = useOnline((s) => s.sent[entry.id] ?? null);
  const connected = useOnline((s) => s.connection === 'connected');
  const status = gameStatus(view, user, sent, connected);
  return (
    <li className="online-game" data-game={entry.id}>
      <div>
        <h2>{entry.name}</h2>
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

/** The lobby's games where the user has a seat, each with its state for them. */
export function MyGames() {
  const games = useOnline((s) => s.games);
  const user = useOnline((s) => s.user);
  const connection = useOnline((s) => s.connection);
  const message = useOnline((s) => s.message);
  const busy = useOnline((s) => s.busy);
  return (
    <main className="pbem-page" aria-labelledby="games-title">
      <MessageLine message={message} busy={busy} onDismiss={() => online().dismiss()} testId="online-message" />
      <section className="panel">
        <h1 id="games-title">My games</h1>
        {games.length === 0 && (
          <p className="muted">
            {connection === 'connected'
              ? `No game with a seat for ${user} yet: the referee lists its games once it runs.`
              : 'The games show once the server is reached.'}
          </p>
        )}
        <ul className="online-games" data-testid="my-games">
          {games.map((entry) => (
            <GameRow key={entry.id} entry={entry} />
          ))}
        </ul>
      </section>
    </main>
  );
}
