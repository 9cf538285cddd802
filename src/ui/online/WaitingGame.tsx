import type { OpenGame } from '../../io/online/accounts/requests.ts';
import { MessageLine } from '../pbem/MessageLine.tsx';
import { openGameStatus, seatLines } from './accountsView.ts';
import { online, useOnline } from './browserOnline.ts';
import { InviteLink, openGameLine, TakeSeat } from './OpenGameRow.tsx';

function Seats({ game }: { game: OpenGame }) {
  return (
    <ul className="online-seat-list" data-testid="waiting-seats">
      {seatLines(game).map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the seats of a game are in a fixed order.
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

/** A game not started yet, on screen: made, joined, or an invite link's; it opens by itself once it starts. */
export function WaitingGame({ game: id }: { game: string }) {
  const game = useOnline((s) => s.openGames.find((g) => g.id === id));
  const user = useOnline((s) => s.user);
  const message = useOnline((s) => s.message);
  const busy = useOnline((s) => s.busy);
  // Not listed any more: every seat is taken (the lobby shows it once the referee starts it).
  const status = game ? openGameStatus(game, user) : 'Every seat is taken: the game opens as soon as the referee starts it…';
  return (
    <main className="pbem-page" aria-labelledby="waiting-title">
      <h1 id="waiting-title">{game?.name ?? id}</h1>
      <MessageLine message={message} busy={busy} onDismiss={() => online().dismiss()} testId="online-message" />
      <section className="panel" aria-label="Seats">
        {game && <p className="muted">{openGameLine(game)}</p>}
        {game && <Seats game={game} />}
        <p className="online-status" data-testid="waiting-status">
          {status}
        </p>
        {game && <TakeSeat game={game} label="Take a seat" />}
        {game && <InviteLink game={game} />}
        <div className="online-buttons">
          <button type="button" disabled={busy !== null} onClick={() => void online().refreshGames()}>
            Refresh
          </button>
          <button type="button" onClick={() => online().showWaiting(null)}>
            My games
          </button>
        </div>
      </section>
    </main>
  );
}
