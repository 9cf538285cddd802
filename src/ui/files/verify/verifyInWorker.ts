// The page's side of checking a game file in a worker: start it, follow its progress, put the verified
// game back together, and end the worker when done or cancelled. Nothing here touches the stores.
import { PartsAssembler } from '../../../io/verify/parts.ts';
import { firstLineOf, type VerifyKind, type VerifyProgress, type VerifyRequest, type WorkerMessage } from '../../../io/verify/protocol.ts';
import { deepFreeze } from './deepFreeze.ts';
import { pacedReader } from './pacedReader.ts';
import type { Verified } from './verifyJob.ts';

export type VerifyOutcome =
  | { readonly ok: true; readonly value: Verified }
  | { readonly ok: false; readonly cancelled: false; readonly message: string }
  | { readonly ok: false; readonly cancelled: true };

export interface Verifying {
  readonly outcome: Promise<VerifyOutcome>;
  /** Ends the worker; the outcome is then { cancelled: true } (unless it had already settled). */
  cancel(): void;
}

const refused = (message: string): VerifyOutcome => ({ ok: false, cancelled: false, message });

export function verifyInWorker(request: VerifyRequest, onProgress: (progress: VerifyProgress) => void): Verifying {
  const worker = new Worker(new URL('./verifyWorker.ts', import.meta.url), { type: 'module' });
  let settle: (outcome: VerifyOutcome) => void = () => {};
  const outcome = new Promise<VerifyOutcome>((resolve) => (settle = resolve));
  let settled = false;
  const finish = (result: VerifyOutcome) => {
    if (settled) return;
    settled = true;
    worker.terminate();
    reader.clear();
    settle(result);
  };
  const parts = new PartsAssembler(freezerFor(request.kind));

  const reader = pacedReader<WorkerMessage>((message) => {
    if (settled) return;
    switch (message.type) {
      case 'progress':
        return onProgress(message.progress);
      case 'part':
        parts.add(message);
        return onProgress({ phase: 'opening', done: message.part + 1, total: message.parts });
      case 'verified':
        return finish({ ok: true, value: finished(request.kind, parts.assemble(message) as Verified) });
      case 'refused':
        return finish(refused(message.message));
    }
  });
  worker.onmessage = reader.onMessage;
  worker.onerror = (event) => {
    // Handled here: not reported again as an uncaught error on the page.
    event.preventDefault();
    finish(refused(`the file could not be checked: ${event.message ? firstLineOf(event.message) : 'the checker stopped'}`));
  };
  worker.onmessageerror = () => finish(refused('the file could not be checked: its result could not be read'));
  worker.postMessage(request);
  return { outcome, cancel: () => finish({ ok: false, cancelled: true }) };
}

/** A game for the hotseat store is frozen as it arrives (see deepFreeze.ts); a replay's timeline is not kept in immer. */
function freezerFor(kind: VerifyKind): ((items: readonly unknown[]) => void) | undefined {
  return kind === 'game' ? (items) => void deepFreeze(items) : undefined;
}

function finished(kind: VerifyKind, value: Verified): Verified {
  return kind === 'game' ? deepFreeze(value) : value;
}
