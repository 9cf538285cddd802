// A game's chat on its page (with an account): the last lines, shown as text (React escapes them: markup typed is
// read, never run), a line to say, and — while the user waits for another's move — a nudge, once per step.
import { type FormEvent, useState } from 'react';
import { MAX_CHAT_CHARACTERS } from '../../io/online/accounts/chat.ts';
import { online, useOnline } from './browserOnline.ts';
import { statusIn } from './turnAlerts.ts';

function NudgeButton({ game }: { game: string }) {
  const kind = useOnline((s) => statusIn(s, game).kind);
  const head = useOnline((s) => s.views[game]?.campaign?.head ?? '');
  const nudged = useOnline((s) => s.nudged[game] === head);
  const [answer, setAnswer] = useState<string | null>(null);
  if (kind !== 'theirs' && kind !== 'sent') return null;
  if (nudged) return <p className="muted">{answer ?? 'You nudged in this step.'}</p>;
  const nudge = () =>
    void online()
      .nudgeIn(game)
      .then((problem) => setAnswer(problem ?? 'Nudged: whoever’s move it is has been told.'));
  return (
    <>
      <button type="button" onClick={nudge}>
        Nudge
      </button>
      {answer && <p className="message message--refusal">{answer}</p>}
    </>
  );
}

export function GameChat({ game }: { game: string }) {
  const lines = useOnline((s) => s.chat[game]);
  const user = useOnline((s) => s.user);
  // A spectator reads the chat; only the players write in it.
  const watching = useOnline((s) => s.watching.includes(game));
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!lines) return null;
  const say = (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    void online()
      .say(game, typed)
      .then((refused) => {
        setProblem(refused);
        if (!refused) setTyped('');
      })
      .finally(() => setSending(false));
  };
  return (
    <section className="panel online-chat" aria-labelledby="chat-title">
      <h2 id="chat-title">Chat</h2>
      {lines.length === 0 && <p className="muted">Nothing said yet.</p>}
      <ol className="online-chat__lines" aria-live="polite" data-testid="chat-lines">
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a chat's lines only grow at the end
          <li key={i} className={line.nudge ? 'online-chat__nudge' : undefined}>
            <strong>{line.from === user ? 'you' : line.from}</strong> {line.nudge ? 'nudged whoever’s move it is' : line.text}
          </li>
        ))}
      </ol>
      {!watching && (
        <form className="online-chat__say" onSubmit={say} noValidate>
          <label>
            Say
            <input value={typed} maxLength={MAX_CHAT_CHARACTERS} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
          </label>
          <button type="submit" disabled={sending}>
            Send
          </button>
          <NudgeButton game={game} />
        </form>
      )}
      {problem && (
        <p className="message message--refusal" data-testid="chat-problem">
          {problem}
        </p>
      )}
    </section>
  );
}
