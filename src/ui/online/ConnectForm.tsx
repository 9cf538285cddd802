import { useState, type FormEvent } from 'react';
import { MessageLine } from '../pbem/MessageLine.tsx';
import { online, useOnline } from './browserOnline.ts';

/** Server, user and password: a refusal is one line, and the form stays as it was. */
export function ConnectForm({ server: given, game, onAccounts = null }: { server: string; game: string | null; onAccounts?: (() => void) | null }) {
  const [server, setServer] = useState(given);
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const message = useOnline((s) => s.message);
  const busy = useOnline((s) => s.busy);
  const connect = (event: FormEvent) => {
    event.preventDefault();
    void online().connect(server, user.trim(), password, game);
  };
  return (
    <main className="pbem-page" aria-labelledby="online-title">
      <h1 id="online-title">Play online</h1>
      <MessageLine message={message} busy={busy} onDismiss={() => online().dismiss()} testId="online-message" />
      <form className="panel" onSubmit={connect} aria-labelledby="connect-title">
        <h2 id="connect-title">Connect to a server</h2>
        <div className="field-row online-connect">
          <label>
            Server
            <input value={server} onChange={(e) => setServer(e.target.value)} placeholder="ws://host:4223" inputMode="url" autoComplete="url" />
          </label>
          <label>
            User
            <input value={user} onChange={(e) => setUser(e.target.value)} maxLength={40} autoComplete="username" autoCapitalize="none" />
          </label>
          <label>
            Password
            <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
          </label>
          <button type="submit" className="primary" disabled={busy !== null}>
            Connect
          </button>
        </div>
        <p className="muted">
          The server's address is the one <code>npm run server</code> printed (ws://…); your user and password are in its online file. Your orders are signed
          with your own key, kept in this browser: the first connection makes it (Play by e-mail → Keys backs it up).
        </p>
        {onAccounts && (
          <button type="button" className="online-other-way" onClick={onAccounts}>
            Sign in with an account instead
          </button>
        )}
      </form>
    </main>
  );
}
