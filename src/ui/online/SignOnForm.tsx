import { useState, type FormEvent } from 'react';
import { MessageLine } from '../pbem/MessageLine.tsx';
import type { AccountPlace } from './accountsView.ts';
import { online, useOnline } from './browserOnline.ts';

interface Props {
  readonly place: AccountPlace;
  /** The invite link's game, shown once signed on. */
  readonly game: string | null;
  /** To an online file's users instead (server, user, password). */
  readonly onPassword: () => void;
}

/** Name and passphrase, to sign in or to sign up: a refusal is one line, and the form keeps what was typed. */
export function SignOnForm({ place, game, onPassword }: Props) {
  const [name, setName] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const message = useOnline((s) => s.message);
  const busy = useOnline((s) => s.busy);
  const signOn = (way: 'signUp' | 'signIn') => void online().signOn(way, place, name.trim(), passphrase, game);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signOn('signIn');
  };
  return (
    <main className="pbem-page" aria-labelledby="online-title">
      <h1 id="online-title">Play online</h1>
      <MessageLine message={message} busy={busy} onDismiss={() => online().dismiss()} testId="online-message" />
      <form className="panel" onSubmit={submit} aria-labelledby="sign-on-title">
        <h2 id="sign-on-title">{game ? 'You are invited to a game: sign in or sign up' : 'Sign in or sign up'}</h2>
        <p className="muted online-place">
          On the server <code>{place.server}</code>
        </p>
        <div className="field-row online-connect">
          <label>
            Name
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={40}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              aria-describedby="sign-on-hint"
            />
          </label>
          <label>
            Passphrase
            <input type="password" value={passphrase} onChange={(e) => setPassphrase(e.target.value)} autoComplete="current-password" />
          </label>
          <button type="submit" className="primary" disabled={busy !== null}>
            Sign in
          </button>
          <button type="button" disabled={busy !== null} onClick={() => signOn('signUp')}>
            Sign up
          </button>
        </div>
        <p className="muted" id="sign-on-hint">
          New here? Choose a name (lower-case letters, digits, "-" and "_") and a passphrase of 8 characters or more, then Sign up. Your passphrase is kept only
          while this page is open, never stored: a reload asks you to sign in again. Your orders are signed with your own key, kept in this browser: the first
          sign-in makes it (Play by e-mail → Keys backs it up, sealed with your passphrase).
        </p>
        <button type="button" className="online-other-way" onClick={onPassword}>
          Connect with a user and password from an online file instead
        </button>
      </form>
    </main>
  );
}
