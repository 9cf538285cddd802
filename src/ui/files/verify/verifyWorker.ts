// The worker that checks a game file off the page's thread: see verifyJob.ts for the work and
// src/io/verify/protocol.ts for the messages. Anything thrown becomes a one-line refusal.
// The worker checks files of any combat system: it has them all from the start.
import '../../../rules/combat/allSystems.ts';
import { postInParts } from '../../../io/verify/parts.ts';
import { firstLineOf, type VerifyRequest, type WorkerMessage } from '../../../io/verify/protocol.ts';
import { LONG_LISTS, verifyGameText } from './verifyJob.ts';

interface WorkerScope {
  onmessage: ((event: MessageEvent<VerifyRequest>) => void) | null;
  postMessage(message: WorkerMessage): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data: request }) => {
  const post = (message: WorkerMessage) => scope.postMessage(message);
  try {
    const outcome = verifyGameText(request, (progress) => post({ type: 'progress', progress }));
    if (!outcome.ok) return post({ type: 'refused', message: outcome.message });
    postInParts(outcome.value, LONG_LISTS[request.kind], post);
  } catch (error) {
    post({ type: 'refused', message: `the file could not be checked: ${firstLineOf(error)}` });
  }
};
