import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { MessageLine } from '../pbem/MessageLine.tsx';
import { sortOpenGames } from './accountsView.ts';
import { online, useOnline } from './browserOnline.ts';
import { GameRow } from './GameRow.tsx';
import { NewGameForm } from './NewGameForm.tsx';
import { OpenGameRow } from './OpenGameRow.tsx';
import { TurnAlertsToggle } from './TurnAlertsToggle.tsx';
import { byWhoseMove, statusIn } from './turnAlerts.ts';
import { WatchGames } from './WatchGames.tsx';

/** The games not started yet that are open to anyone: each with its seats and a Join button. */
function OpenToAll() {
  const user = useOnline((s) => s.user);
  const openGames = useOnline((s) => s.openGames);
  const busy = useOnline((s) => s.busy);
  const { lobby } = sortOpenGames(openGames, user);
  return (
    <section className="panel" aria-labelledby="lobby-title">
      <div className="online-heading">
        <h2 id="lobby-title">Open games</h2>
        <button type="button" disabled={busy !== null} onClick={() => void online().refreshGames()}>
          Refresh
        </button>
      </div>
      {lobby.length === 0 && <p className="muted">No game has a seat open to anyone now: make one, or refresh in a while.</p>}
      <ul className="online-games" data-testid="open-games">
        {lobby.map((game) => (
          <OpenGameRow key={game.id} game={game} />
        ))}
      </ul>
    </section>
  );
}

/** With an account: the user's games started and not yet, a new game to make, and the games open to anyone. */
export function AccountGames() {
  const games = useOnline(useShallow((s) => byWhoseMove(s.games, (game) => statusIn(s, game))));
  const user = useOnline((s) => s.user);
  const openGames = useOnline((s) => s.openGames);
  const message = useOnline((s) => s.message);
  const busy = useOnline((s) => s.busy);
  const [making, setMaking] = useState(false);
  const { mine } = sortOpenGames(openGames, user);
  return (
    <main className="pbem-page" aria-labelledby="games-title">
      <MessageLine message={message} busy={busy} onDismiss={() => online().dismiss()} testId="online-message" />
      <section className="panel">
        <div className="online-heading">
          <h1 id="games-title">My games</h1>
          {!making && (
            <button type="button" className="primary" onClick={() => setMaking(true)}>
              New game
            </button>
          )}
        </div>
        <TurnAlertsToggle />
        <h2>Playing</h2>
        {games.length === 0 && <p className="muted">No game of yours has started: a game starts once every seat is taken.</p>}
        <ul className="online-games" data-testid="my-games">
          {games.map((entry) => (
            <GameRow key={entry.id} entry={entry} level={3} />
          ))}
        </ul>
        <h2>Waiting for players</h2>
        {mine.length === 0 && <p className="muted">None: make a game, or join one below.</p>}
        <ul className="online-games" data-testid="my-open-games">
          {mine.map((game) => (
            <OpenGameRow key={game.id} game={game} />
          ))}
        </ul>
      </section>
      {making && <NewGameForm onClose={() => setMaking(false)} />}
      <OpenToAll />
      <WatchGames />
    </main>
  );
}
