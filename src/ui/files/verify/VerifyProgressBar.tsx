import { useId } from 'react';
import type { VerifyProgress } from '../../../io/verify/protocol.ts';
import { useVerifyStatus } from './verifyStatus.ts';

const count = (n: number) => n.toLocaleString('en-US');

export function progressText({ phase, done, total }: VerifyProgress): string {
  if (phase === 'reading') return 'Reading game file…';
  if (phase === 'opening') return 'Opening the game…';
  return `Checking game file… ${count(done)} of ${count(total)} orders`;
}

/** While a game file is checked (after the first moments): how far it got, and a way to stop it. */
export function VerifyProgressBar() {
  const status = useVerifyStatus();
  const id = useId();
  if (!status?.shown) return null;
  const { phase, done, total } = status.progress;
  // Indeterminate while reading: how long parsing takes is not known in advance.
  const measured = phase !== 'reading' && total > 0;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a status with its controls, outside any form; a fieldset would bring a form's border and spacing
    <div className="verify-progress message message--notice" role="group" aria-label="Checking a game file" data-testid="verify-progress">
      <div className="verify-progress__text">
        <label htmlFor={id}>{progressText(status.progress)}</label>
        <span className="muted verify-progress__file">{status.fileName}</span>
      </div>
      <progress id={id} {...(measured ? { max: total, value: done } : {})} />
      <button type="button" onClick={status.cancel}>
        Cancel
      </button>
    </div>
  );
}
