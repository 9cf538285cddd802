// The page's side of the verifying worker, with a stand-in Worker: progress is passed on, the parts
// are put back together, Cancel ends the worker (dropping what it had queued), and a crash becomes one
// line (never a stack trace).
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import { postInParts } from '../../src/io/verify/parts.ts';
import type { VerifyProgress, VerifyRequest, WorkerMessage } from '../../src/io/verify/protocol.ts';
import { verifyInWorker } from '../../src/ui/files/verify/verifyInWorker.ts';
import { verifyGameText } from '../../src/ui/files/verify/verifyJob.ts';
import { joeAndKimRecord } from '../support/records.ts';

class FakeWorker {
  static last: FakeWorker;
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  readonly posted: VerifyRequest[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.last = this;
  }
  postMessage(request: VerifyRequest) {
    this.posted.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  /** What the real worker would post, cloned as postMessage clones. */
  emit(message: WorkerMessage) {
    this.onmessage?.(new MessageEvent('message', { data: structuredClone(message) }));
  }
}

function goodText(): string {
  const { scenario, seed, orders } = joeAndKimRecord();
  const made = recordGame(scenario, seed, orders);
  if ('error' in made) throw new Error(made.error);
  return JSON.stringify(made.record);
}

function start(kind: VerifyRequest['kind'] = 'game') {
  const progress: VerifyProgress[] = [];
  const verifying = verifyInWorker({ text: goodText(), kind }, (p) => progress.push(p));
  return { verifying, progress, worker: FakeWorker.last };
}

beforeEach(() => vi.stubGlobal('Worker', FakeWorker));
afterEach(() => vi.unstubAllGlobals());

describe('checking a file in a worker, from the page', () => {
  test('starts a module worker with the text, passes progress on, and opens the parts put back together', async () => {
    const { verifying, progress, worker } = start('game');
    expect(worker.options).toEqual({ type: 'module' });
    expect(worker.url.pathname).toMatch(/verifyWorker\.ts$/);
    const request = worker.posted[0]!;
    expect(request.kind).toBe('game');

    const job = verifyGameText(request, (p) => worker.emit({ type: 'progress', progress: p }));
    if (!job.ok) throw new Error(job.message);
    postInParts(job.value, [{ path: ['session', 'log'], perPart: 2 }], (m) => worker.emit(m));
    const outcome = await verifying.outcome;

    expect(progress[0]!.phase).toBe('reading');
    expect(progress.filter((p) => p.phase === 'checking').at(-1)).toEqual({ phase: 'checking', done: 6, total: 6 });
    const opening = progress.filter((p) => p.phase === 'opening');
    expect(opening.map((p) => p.done)).toEqual(opening.map((_, i) => i + 1));
    expect(opening.at(-1)!.total).toBe(opening.length);
    expect(opening.length).toBeGreaterThan(1);
    if (!outcome.ok || outcome.value.kind !== 'game') throw new Error('not a verified game');
    expect(outcome.value.session).toEqual(JSON.parse(JSON.stringify(job.value.kind === 'game' && job.value.session)));
    expect(Object.isFrozen(outcome.value.session)).toBe(true);
    expect(worker.terminated).toBe(true);
  });

  test('Cancel ends the worker; what it posts afterwards is ignored', async () => {
    const { verifying, progress, worker } = start();
    worker.emit({ type: 'progress', progress: { phase: 'checking', done: 500, total: 9000 } });
    await vi.waitFor(() => expect(progress).toHaveLength(1));
    worker.emit({ type: 'progress', progress: { phase: 'checking', done: 750, total: 9000 } });
    verifying.cancel();
    worker.emit({ type: 'progress', progress: { phase: 'checking', done: 1000, total: 9000 } });
    worker.emit({ type: 'refused', message: 'too late' });
    expect(await verifying.outcome).toEqual({ ok: false, cancelled: true });
    expect(worker.terminated).toBe(true);
    expect(progress).toEqual([{ phase: 'checking', done: 500, total: 9000 }]);
  });

  test('a refusal from the worker is its message', async () => {
    const { verifying, worker } = start();
    worker.emit({ type: 'refused', message: 'turn 2 ends differently from the file' });
    expect(await verifying.outcome).toEqual({ ok: false, cancelled: false, message: 'turn 2 ends differently from the file' });
    expect(worker.terminated).toBe(true);
  });

  test('a crash is one line, handled (not reported again as uncaught), and ends the worker', async () => {
    const { verifying, worker } = start();
    const preventDefault = vi.fn();
    worker.onerror!({ message: 'Uncaught RangeError: Array buffer allocation failed\n    at verifyGameText (verifyJob.ts:52:7)', preventDefault });
    expect(await verifying.outcome).toEqual({
      ok: false,
      cancelled: false,
      message: 'the file could not be checked: Uncaught RangeError: Array buffer allocation failed',
    });
    expect(preventDefault).toHaveBeenCalled();
    expect(worker.terminated).toBe(true);

    const silent = start();
    silent.worker.onerror!({ message: '', preventDefault: () => {} });
    expect(await silent.verifying.outcome).toMatchObject({ message: 'the file could not be checked: the checker stopped' });

    const unreadable = start();
    unreadable.worker.onmessageerror!();
    expect(await unreadable.verifying.outcome).toMatchObject({ message: 'the file could not be checked: its result could not be read' });
  });
});
