// What the verifying worker hands the page, without a browser: the job's result, posted in parts and
// cloned as postMessage would, put back together on the other side, equals what the page used to build
// itself (the hotseat session, the replay timeline); refusals are one message.
import { describe, expect, it } from 'vitest';
import { autosaveTextOf } from '../../src/io/autosave.ts';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import { PartsAssembler, postInParts } from '../../src/io/verify/parts.ts';
import type { VerifyKind, VerifyProgress, WorkerMessage } from '../../src/io/verify/protocol.ts';
import { Timeline } from '../../src/replay/timeline.ts';
import { stateHash } from '../../src/rules/index.ts';
import { ordersOf } from '../../src/state/session.ts';
import { sessionFromRecord } from '../../src/state/sessionFromRecord.ts';
import { deepFreeze } from '../../src/ui/files/verify/deepFreeze.ts';
import { LONG_LISTS, timelineOutcomeOf, verifyGameText, type Verified } from '../../src/ui/files/verify/verifyJob.ts';
import { playRandomGame, randomScenario } from '../support/randomPlay.ts';

const scenario = randomScenario(3, 20, 16, 77);
const made = recordGame(scenario, 77, playRandomGame(scenario, 77, 1500).orders);
if ('error' in made) throw new Error(made.error);
const record = made.record;
const text = JSON.stringify(record);

/** Runs the job and carries its messages across as the worker would (each one structured-cloned). */
function throughWorker(kind: VerifyKind, fileText = text) {
  const progress: VerifyProgress[] = [];
  const messages: WorkerMessage[] = [];
  const outcome = verifyGameText({ text: fileText, kind }, (p) => progress.push(p));
  if (outcome.ok) postInParts(outcome.value, LONG_LISTS[kind], (m) => messages.push(structuredClone(m)));
  const assembler = new PartsAssembler(kind === 'game' ? (items) => void deepFreeze(items) : undefined);
  let value: Verified | undefined;
  for (const message of messages) {
    if (message.type === 'part') assembler.add(message);
    if (message.type === 'verified') value = assembler.assemble(message) as Verified;
  }
  return { outcome, progress, messages, value };
}

describe('the verifying worker’s job', () => {
  it('reports reading, then orders checked rising to all of them', () => {
    const { progress } = throughWorker('game');
    expect(progress[0]).toEqual({ phase: 'reading', done: 0, total: 0 });
    const checking = progress.slice(1);
    expect(checking.every((p) => p.phase === 'checking' && p.total === record.orders.length)).toBe(true);
    const done = checking.map((p) => p.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(done.at(-1)).toBe(record.orders.length);
    expect(checking.length).toBe(Math.ceil(record.orders.length / 500));
  });

  it('hands over, in many small parts, the same session the page would build', () => {
    const { value, messages } = throughWorker('game');
    if (value?.kind !== 'game') throw new Error('no game');
    const expected = sessionFromRecord(record);
    if (!expected.ok) throw new Error(expected.message);
    expect(messages.filter((m) => m.type === 'part').length).toBeGreaterThan(2);
    expect(value.session).toEqual(JSON.parse(JSON.stringify(expected.session)));
    expect(stateHash(value.session.state)).toBe(record.stateHash);
    expect(Object.isFrozen(value.session.log[0]!.event)).toBe(true);
    const { scenario: s, seed, state } = expected.session;
    const orders = ordersOf(expected.session);
    expect(value.autosaveText).toBe(autosaveTextOf(s, seed, orders, state));
  });

  it('hands over the replay’s timeline: the same steps and the same state at every position', () => {
    const { value } = throughWorker('replay');
    if (value?.kind !== 'replay') throw new Error('no replay');
    const opened = timelineOutcomeOf(value);
    const built = Timeline.build(record);
    if (!opened.ok || !built.ok) throw new Error('not verified');
    expect(opened.timeline.record).toEqual(built.timeline.record);
    expect(opened.timeline.steps).toEqual(built.timeline.steps);
    expect(opened.timeline.verifiedTurns).toBe(record.checkpoints.length);
    for (const position of [0, 1, 63, 64, 65, 700, record.orders.length]) {
      expect(stateHash(opened.timeline.stateAt(position))).toBe(stateHash(built.timeline.stateAt(position)));
    }
  });

  it('a replay that differs from its file opens up to the difference, saying where', () => {
    const changed = { ...record, checkpoints: record.checkpoints.map((c, i) => (i === 4 ? { ...c, hash: '00000000000000' } : c)) };
    const { value } = throughWorker('replay', JSON.stringify(changed));
    if (value?.kind !== 'replay') throw new Error('no replay');
    const opened = timelineOutcomeOf(value);
    expect(opened).toMatchObject({ ok: false, orderIndex: record.checkpoints[4]!.order, message: expect.stringMatching(/ends differently from the file/) });
    expect(opened.timeline!.length).toBe(record.checkpoints[4]!.order + 1);
  });

  it('refuses a broken file with one message and posts nothing', () => {
    const { outcome, messages } = throughWorker('game', text.slice(0, 200));
    expect(outcome).toMatchObject({ ok: false, message: expect.stringMatching(/^not JSON/) });
    expect(messages).toEqual([]);
    const changed = { ...record, checkpoints: record.checkpoints.map((c, i) => (i === 2 ? { ...c, hash: '00000000000000' } : c)) };
    expect(throughWorker('game', JSON.stringify(changed)).outcome).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^turn \d+ .* ends differently/),
    });
  });
});
