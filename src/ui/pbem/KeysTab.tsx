// The keys screen, for players and referees alike: make one's key, see the keys kept in this browser,
// hand out a public key, back a key up, restore one. A private key leaves IndexedDB only as the sealed
// backup file (src/io/pbem/keyStore.ts): nothing here ever holds it in the clear after it is kept.
import { useState, type FormEvent } from 'react';
import { MAX_BACKUP_CHARS } from '../../io/pbem/keyBackup.ts';
import { backupKey, restoreKey, saveKey } from '../../io/pbem/keyStore.ts';
import { generateKeyPair } from '../../io/pbem/keys.ts';
import { publicKeyCardText } from '../../io/pbem/publicKeyCard.ts';
import { notice, refusal } from '../../state/pbem/task.ts';
import { download } from '../download.ts';
import { FileTaker } from './FileTaker.tsx';
import { KeyRow } from './KeyRow.tsx';
import { MessageLine } from './MessageLine.tsx';
import { ResealKeyForm } from './ResealKeyForm.tsx';
import { useKeptKeys } from './useKeptKeys.ts';
import { useTask, type Task } from './useTask.ts';

const saveText = (text: string, name: string) => download(new Blob([text], { type: 'application/json' }), name);

export function KeysTab() {
  const kept = useKeptKeys();
  const task = useTask();
  return (
    <main className="pbem-page" aria-label="Keys">
      <MessageLine message={task.message} busy={task.busy} onDismiss={() => task.say(null)} testId="keys-message" />
      <section className="panel" aria-labelledby="kept-title">
        <h2 id="kept-title">Keys in this browser</h2>
        {kept.problem && <p className="message message--refusal">{kept.problem}</p>}
        {kept.keys?.length === 0 && <p className="muted">No key yet: make yours below, or restore it from a backup.</p>}
        {kept.keys && kept.keys.length > 0 && (
          <ul className="key-list" data-testid="key-list">
            {kept.keys.map((key) => (
              <KeyRow
                key={key.participant}
                info={key}
                onCopied={(ok) =>
                  task.say(ok ? notice(`Copied ${key.participant}'s public key.`) : refusal('the browser would not copy: select the key and copy it by hand'))
                }
                onCard={() => saveText(publicKeyCardText(key.participant, key.publicKey), `${key.participant}.public-key.json`)}
                onBackup={(passphrase) => backUp(task, key.participant, passphrase)}
              />
            ))}
          </ul>
        )}
        <p className="muted">
          Send the referee your <strong>public key</strong> (copy it, or save its file). Never send a backup: it holds your private key, sealed with your
          passphrase.
        </p>
      </section>
      <ResealKeyForm task={task} keys={kept.keys ?? []} />
      <MakeKeyForm task={task} onKept={kept.reload} />
      <RestoreKeyForm task={task} onKept={kept.reload} />
    </main>
  );
}

function backUp(task: Task, participant: string, passphrase: string): Promise<void> {
  return task.run('Opening the sealed backup…', async () => {
    const backup = await backupKey(participant, passphrase);
    if (!backup.ok) return refusal(backup.reason);
    saveText(backup.text, `${participant}.karnage-key-backup.json`);
    return notice(`Saved ${participant}.karnage-key-backup.json: keep it safe; it opens only with your passphrase.`);
  });
}

function MakeKeyForm({ task, onKept }: { task: Task; onKept: () => void }) {
  const [participant, setParticipant] = useState('');
  const [passphrase, setPassphrase] = useState('');
  const [again, setAgain] = useState('');
  const make = (event: FormEvent) => {
    event.preventDefault();
    void task.run('Making and sealing your key…', async () => {
      if (passphrase !== again) return refusal('the two passphrases differ');
      // The pair made here is extractable only until it is kept: saveKey keeps a non-extractable copy and
      // its sealed backup, and this pair goes out of scope with the task.
      const pair = await generateKeyPair();
      const saved = await saveKey({ participant: participant.trim(), ...pair }, passphrase);
      if (!saved.ok) return refusal(saved.reason);
      setParticipant('');
      setPassphrase('');
      setAgain('');
      onKept();
      return notice(`Kept a new key for ${saved.participant}. Back it up, and send the referee your public key.`);
    });
  };
  return (
    <form className="panel" onSubmit={make} aria-labelledby="make-title">
      <h2 id="make-title">Make my key</h2>
      <div className="field-row">
        <label>
          Participant id
          <input value={participant} onChange={(e) => setParticipant(e.target.value)} placeholder="e.g. ann" maxLength={40} autoComplete="off" />
        </label>
        <label>
          Passphrase (8 characters or more)
          <input type="password" value={passphrase} onChange={(e) => setPassphrase(e.target.value)} autoComplete="new-password" />
        </label>
        <label>
          Passphrase again
          <input type="password" value={again} onChange={(e) => setAgain(e.target.value)} autoComplete="new-password" />
        </label>
        <button type="submit" className="primary">
          Make my key
        </button>
      </div>
      <p className="muted">The passphrase seals your key's backup: you need it to back the key up, and to restore it in another browser.</p>
    </form>
  );
}

function RestoreKeyForm({ task, onKept }: { task: Task; onKept: () => void }) {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [passphrase, setPassphrase] = useState('');
  const [replace, setReplace] = useState(false);
  const restore = (event: FormEvent) => {
    event.preventDefault();
    void task.run('Opening the backup…', async () => {
      if (!file) return refusal('choose a key backup file first');
      const restored = await restoreKey(file.text, passphrase, { replace });
      if (!restored.ok) return refusal(restored.reason);
      setPassphrase('');
      onKept();
      return notice(`Restored ${restored.participant}'s key${restored.replaced ? ', replacing the one kept before' : ''}.`);
    });
  };
  return (
    <form className="panel" onSubmit={restore} aria-labelledby="restore-title">
      <h2 id="restore-title">Restore a key from its backup</h2>
      <FileTaker
        label="Choose a backup file…"
        testId="restore-key-input"
        maxBytes={MAX_BACKUP_CHARS}
        onText={(text, name) => setFile({ name, text })}
        onRefused={(reason) => task.say(refusal(reason))}
        hint={file ? `Chosen: ${file.name}` : 'or drop it here'}
      />
      <div className="field-row">
        <label>
          Its passphrase
          <input type="password" value={passphrase} onChange={(e) => setPassphrase(e.target.value)} autoComplete="current-password" />
        </label>
        <label className="inline">
          <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} />
          Replace a different key kept for the same participant
        </label>
        <button type="submit">Restore</button>
      </div>
    </form>
  );
}
