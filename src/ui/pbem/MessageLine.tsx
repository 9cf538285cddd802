import type { PbemMessage } from '../../state/pbem/task.ts';

/** The one line about the last PBEM action (or the one running), announced as it changes. */
export function MessageLine({ message, busy, onDismiss, testId }: { message: PbemMessage | null; busy: string | null; onDismiss: () => void; testId: string }) {
  if (busy) {
    return (
      <p className="message message--notice pbem-line" role="status" aria-busy="true" data-testid={testId}>
        {busy}
      </p>
    );
  }
  return (
    <div
      className={message ? `message message--${message.kind} pbem-message pbem-line` : 'message message--empty'}
      role={message?.kind === 'refusal' ? 'alert' : 'status'}
    >
      {message && (
        <>
          <p data-testid={testId}>{message.text}</p>
          <button type="button" onClick={onDismiss} aria-label="Dismiss the message">
            ×
          </button>
        </>
      )}
    </div>
  );
}
