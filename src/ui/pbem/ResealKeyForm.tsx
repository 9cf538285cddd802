// A key's backup given a passphrase of its own: opened with the one it is sealed with (for a key made when
// signing in online, the account's passphrase) and sealed again with a new one, so the backup file a player
// keeps does not open with what they sign in with. The key that signs does not change.
import { useState, type FormEvent } from 'react';
import type { KeptKeyInfo } from '../../io/pbem/keyStore.ts';
import { resealKey } from '../../io/pbem/keyStore.ts';
import { notice, refusal } from '../../state/pbem/task.ts';
import type { Task } from './useTask.ts';

export function ResealKeyForm({ task, keys }: { task: Task; keys: readonly KeptKeyInfo[] }) {
  const [chosen, setChosen] = useState('');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  if (keys.length === 0) return null;
  const participant = keys.some((k) => k.participant === chosen) ? chosen : (keys[0]?.participant ?? '');
  const reseal = (event: FormEvent) => {
    event.preventDefault();
    void task.run('Sealing the backup again…', async () => {
      if (next !== again) return refusal('the two new passphrases differ');
      if (next === current) return refusal('the new passphrase is the one the backup has now');
      const done = await resealKey(participant, current, next);
      if (!done.ok) return refusal(done.reason);
      setCurrent('');
      setNext('');
      setAgain('');
      return notice(`${participant}'s backup now opens with its new passphrase only.`);
    });
  };
  return (
    <form className="panel" onSubmit={reseal} aria-labelledby="reseal-title">
      <h2 id="reseal-title">Give a backup a passphrase of its own</h2>
      <div className="field-row">
        <label>
          Key
          <select value={participant} onChange={(e) => setChosen(e.target.value)}>
            {keys.map((k) => (
              <option key={k.participant} value={k.participant}>
                {k.participant}
              </option>
            ))}
          </select>
        </label>
        <label>
          Its passphrase now
          <input type="password" value={current} onChange={(e) => setCurrent(e.target.value)} autoComplete="current-password" />
        </label>
        <label>
          New passphrase
          <input type="password" value={next} onChange={(e) => setNext(e.target.value)} autoComplete="new-password" />
        </label>
        <label>
          New passphrase again
          <input type="password" value={again} onChange={(e) => setAgain(e.target.value)} autoComplete="new-password" />
        </label>
        <button type="submit">Seal it again</button>
      </div>
      <p className="muted">
        A key made when you signed in online is sealed with your account's passphrase: give its backup one of its own, so the file does not open with what you
        sign in with.
      </p>
    </form>
  );
}
