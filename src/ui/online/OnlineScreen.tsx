// Play online: connect to the message server as a user, see the games where they have a seat, open one to join it
// and play it live (docs/online.md). With accounts (the address carries the server's public guest pass,
// `&guest=<jwt>`, remembered for later visits): sign up or in, make games and take seats before they start; an
// invite link (`&game=ID`) shows its game once signed on. Loaded on demand (src/ui/App.tsx): the NATS client comes with this screen only,
// never with a first visit. `?server=ws://…` fills the server's address (npm run server prints it); `&game=ID` is
// the game open, so a reload rejoins it (the connection is kept for the tab: src/ui/online/remembered.ts).
// Campaigns may fight by any combat system: the online screen (a chunk of its own) brings them all.
import '../../rules/combat/allSystems.ts';
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { browserStorage } from '../../io/browserStorage.ts';
import { goTo } from '../../state/router.ts';
import '../pbem/pbem.css';
import { online, useOnline } from './browserOnline.ts';
import { accountPlace } from './accountsView.ts';
import { ConnectForm } from './ConnectForm.tsx';
import { MyGames } from './MyGames.tsx';
import { OnlineGame } from './OnlineGame.tsx';
import './online.css';
import { connectionLine } from './onlineView.ts';
import { SignOnForm } from './SignOnForm.tsx';
import { useTurnAlerts } from './useTurnAlerts.ts';
import { WaitingGame } from './WaitingGame.tsx';

/** The address with the game open (or none), in place: a reload finds it. */
function keepGameInAddress(game: string | null): void {
  const url = new URL(window.location.href);
  if (game) url.searchParams.set('game', game);
  else url.searchParams.delete('game');
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

function backToTheGame(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('game');
  url.searchParams.delete('server');
  url.searchParams.delete('guest');
  window.history.replaceState(window.history.state, '', url);
  goTo('game');
}

function ConnectionState() {
  const { connection, server, user } = useOnline(useShallow((s) => ({ connection: s.connection, server: s.server, user: s.user })));
  return (
    <p className={`online-connection online-connection--${connection}`} role="status" data-testid="connection">
      {connectionLine(connection, server, user)}
    </p>
  );
}

export default function OnlineScreen() {
  const [asked] = useState(() => new URLSearchParams(window.location.search));
  const [place] = useState(() => accountPlace(asked, browserStorage()));
  const [accounts, setAccounts] = useState(place !== null);
  const user = useOnline((s) => s.user);
  const open = useOnline((s) => s.open);
  const waiting = useOnline((s) => s.waiting);
  const signedOn = useOnline((s) => s.place !== null);
  useTurnAlerts();
  // A reload in this tab rejoins with the connection kept for it, and the game in the address.
  useEffect(() => {
    if (online().user === '') online().resume(asked.get('game'));
  }, [asked]);
  useEffect(() => {
    if (user !== '') keepGameInAddress(open ?? waiting);
  }, [user, open, waiting]);
  const signOn = () =>
    accounts && place ? (
      <SignOnForm place={place} game={asked.get('game')} onPassword={() => setAccounts(false)} />
    ) : (
      <ConnectForm server={asked.get('server') ?? place?.server ?? ''} game={asked.get('game')} onAccounts={place ? () => setAccounts(true) : null} />
    );
  const signedOnScreen = () => (open ? <OnlineGame game={open} /> : waiting ? <WaitingGame game={waiting} /> : <MyGames />);
  return (
    <div className="pbem online">
      <nav className="pbem__bar" aria-label="Play online">
        <strong>Play online</strong>
        <ConnectionState />
        {user !== '' && (
          <button type="button" onClick={() => void online().disconnect()}>
            {signedOn ? 'Sign out' : 'Disconnect'}
          </button>
        )}
        <button type="button" onClick={backToTheGame}>
          Back to the game
        </button>
      </nav>
      <div className="pbem__body">{user === '' ? signOn() : signedOnScreen()}</div>
    </div>
  );
}
