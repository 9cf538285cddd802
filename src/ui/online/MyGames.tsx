import { useShallow } from 'zustand/react/shallow';
import { MessageLine } from '../pbem/MessageLine.tsx';
import { AccountGames } from './AccountGames.tsx';
import { online, useOnline } from './browserOnline.ts';
import { GameRow } from './GameRow.tsx';
import { TurnAlertsToggle } from './TurnAlertsToggle.tsx';
import { byWhoseMove, statusIn } from './turnAlerts.ts';

/** The lobby's games where the user has a seat, each with its state for them (with an account: theirs not started yet too). */
export function MyGames() {
  const games = useOnline(useShallow((s) => byWhoseMove(s.games, (game) => statusIn(s, game))));
  const user = useOnline((s) => s.user);
  const connection = useOnline((s) => s.connection);
  const message = useOnline((s) => s.message);
  const busy = useOnline((s) => s.busy);
  const accounts = useOnline((s) => s.place !== null);
  if (accounts) return <AccountGames />;
  return (
    <main className="pbem-page" aria-labelledby="games-title">
      <MessageLine message={message} busy={busy} onDismiss={() => online().dismiss()} testId="online-message" />
      <section className="panel">
        <h1 id="games-title">My games</h1>
        <TurnAlertsToggle />
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
