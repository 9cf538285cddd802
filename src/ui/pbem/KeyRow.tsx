import { useState, type FormEvent } from 'react';
import type { KeptKeyInfo } from '../../io/pbem/keyStore.ts';

interface Props {
  readonly info: KeptKeyInfo;
  readonly onCopied: (ok: boolean) => void;
  readonly onCard: () => void;
  readonly onBackup: (passphrase: string) => Promise<void>;
}

/** One kept key: who, the public key to hand out, and its backup behind the passphrase. */
export function KeyRow({ info, onCopied, onCard, onBackup }: Props) {
  const [passphrase, setPassphrase] = useState('');
  const copy = () =>
    navigator.clipboard?.writeText(info.publicKey).then(
      () => onCopied(true),
      () => onCopied(false),
    ) ?? onCopied(false);
  const backUp = (event: FormEvent) => {
    event.preventDefault();
    void onBackup(passphrase).then(() => setPassphrase(''));
  };
  return (
    <li className="key-row">
      <strong>{info.participant}</strong>
      {info.gameId && <span className="muted"> (campaign {info.gameId})</span>}
      <div className="key-row__public">
        <input readOnly value={info.publicKey} aria-label={`Public key of ${info.participant}`} className="mono" onFocus={(e) => e.target.select()} />
        <button type="button" onClick={copy}>
          Copy
        </button>
        <button type="button" onClick={onCard}>
          Save public key file
        </button>
      </div>
      <form className="key-row__backup" onSubmit={backUp}>
        <label>
          <span className="sr-only">Passphrase for {info.participant}'s backup</span>
          <input type="password" placeholder="passphrase" value={passphrase} onChange={(e) => setPassphrase(e.target.value)} autoComplete="current-password" />
        </label>
        <button type="submit">Back up my key</button>
      </form>
    </li>
  );
}
