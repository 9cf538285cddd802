// Replaying a record a slice at a time (as the browser's verifying worker does, reporting progress
// between slices) gives exactly what the one-call replay gives: the same outcome, the same steps seen.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadGameRecord } from '../../src/io/loadGameRecord.ts';
import { replayRecord, replaySteps, startReplay, type ReplayObserver } from '../../src/io/replayRecord.ts';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import type { GameRecord } from '../../src/io/schema/gameRecord.ts';
import { stateHash } from '../../src/rules/index.ts';
import { playRandomGame, randomScenario } from '../support/randomPlay.ts';

function loaded(text: string): GameRecord {
  const outcome = loadGameRecord(text);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value;
}

const goldenDir = new URL('../golden/', import.meta.url);
const files: [string, GameRecord][] = readdirSync(goldenDir)
  .filter((name) => name.endsWith('.karnage.json'))
  .map((name) => [name, loaded(readFileSync(new URL(name, goldenDir), 'utf8'))]);

/** A few hundred orders of random play: longer than any slice, with fights, recruits and many turns. */
function randomRecord(): GameRecord {
  const scenario = randomScenario(3, 20, 16, 2024);
  const made = recordGame(scenario, 2024, playRandomGame(scenario, 2024, 400).orders);
  if ('error' in made) throw new Error(made.error);
  return made.record;
}
files.push(['a random game', randomRecord()]);

/** What an observer saw: each step's index, order type, event types and state hash. */
function recorder() {
  const seen: string[] = [];
  const observe: ReplayObserver = ({ index, order, state, events }) =>
    seen.push(`${index} ${order?.type ?? 'start'} ${events.map((e) => e.type).join(',')} ${stateHash(state)}`);
  return { seen, observe };
}

/** The replay in slices of `size`, with the progress after each slice. */
function inSlices(record: GameRecord, size: number) {
  const { seen, observe } = recorder();
  const run = startReplay(record, observe);
  const progress: number[] = [];
  for (;;) {
    const outcome = run.advance(size);
    progress.push(run.done);
    if (outcome) return { outcome, seen, progress, total: run.total, run };
  }
}

/** The same record with one checkpoint's hash changed: the replay stops at that turn. */
function withWrongCheckpoint(record: GameRecord, which: number): GameRecord {
  const checkpoints = record.checkpoints.map((c, i) => (i === which ? { ...c, hash: '00000000000000' } : c));
  return { ...record, checkpoints };
}

describe('replaying in slices', () => {
  it.each(files)('%s: every slice size gives the one-call outcome and the same steps', (_, record) => {
    const whole = recorder();
    const expected = replayRecord(record, whole.observe);
    expect(expected.ok).toBe(true);
    for (const size of [1, 2, 7, 64, record.orders.length]) {
      const sliced = inSlices(record, size);
      expect(sliced.outcome).toEqual(expected);
      expect(sliced.seen).toEqual(whole.seen);
      expect(sliced.total).toBe(record.orders.length);
      expect(sliced.progress.at(-1)).toBe(record.orders.length);
    }
  });

  it('reports progress every N orders, rising to the number of orders', () => {
    const record = files.at(-1)![1];
    const reports: [number, number][] = [];
    const outcome = replayRecord(record, undefined, { every: 50, onProgress: (done, total) => reports.push([done, total]) });
    expect(outcome).toEqual(replayRecord(record));
    const total = record.orders.length;
    expect(total).toBeGreaterThan(300);
    expect(reports.map(([, t]) => t)).toEqual(reports.map(() => total));
    const done = reports.map(([d]) => d);
    expect(done).toEqual(Array.from({ length: Math.ceil(total / 50) }, (_, i) => Math.min(total, (i + 1) * 50)));
  });

  it('stops at the first turn that differs, as the one-call replay does, and stays stopped', () => {
    const record = withWrongCheckpoint(files.at(-1)![1], 5);
    const failingOrder = record.checkpoints[5]!.order;
    const expected = replayRecord(record);
    expect(expected).toMatchObject({ ok: false, orderIndex: failingOrder });
    const sliced = inSlices(record, 10);
    expect(sliced.outcome).toEqual(expected);
    // The failing END_TURN was played (its state is what differs); nothing after it.
    expect(sliced.run.done).toBe(failingOrder + 1);
    expect(sliced.progress).toEqual([...sliced.progress].sort((a, b) => a - b));
    expect(sliced.run.advance(100)).toBe(sliced.outcome);
    expect(sliced.run.done).toBe(failingOrder + 1);
  });

  it('reports the progress up to an illegal order, then its refusal', () => {
    const record = files.at(-1)![1];
    const orders = [...record.orders];
    const at = 123;
    orders[at] = { ...orders[at]!, player: orders[at]!.player === 'p1' ? 'p2' : 'p1' };
    const broken: GameRecord = { ...record, orders, checkpoints: record.checkpoints.filter((c) => c.order < at), stateHash: undefined };
    const reports: number[] = [];
    const outcome = replayRecord(broken, undefined, { every: 20, onProgress: (done) => reports.push(done) });
    expect(outcome).toMatchObject({ ok: false, orderIndex: at, message: expect.stringContaining(`orders[${at}]`) });
    expect(reports).toEqual([20, 40, 60, 80, 100, 120, 123]);
  });

  it('advance(0) plays nothing; an empty record ends at once with one report', () => {
    const record = files.at(-1)![1];
    const run = startReplay(record);
    expect(run.advance(0)).toBeNull();
    expect(run.done).toBe(0);
    const empty: GameRecord = { ...record, orders: [], checkpoints: [], stateHash: undefined };
    const reports: [number, number][] = [];
    expect(replayRecord(empty, undefined, { every: 10, onProgress: (d, t) => reports.push([d, t]) })).toMatchObject({ ok: true, verifiedTurns: 0 });
    expect(reports).toEqual([[0, 0]]);
  });
});

describe('replaySteps, the one replay into steps', () => {
  it.each(files)('%s: the start, then each order with the state it was played on', (_, record) => {
    const whole = recorder();
    const expected = replayRecord(record, whole.observe);
    const { outcome, steps } = replaySteps(record, (step) => step);
    expect(outcome).toEqual(expected);
    expect(
      steps.map(({ index, order, after, events }) => `${index} ${order?.type ?? 'start'} ${events.map((e) => e.type).join(',')} ${stateHash(after)}`),
    ).toEqual(whole.seen);
    expect(steps[0]).toMatchObject({ index: -1, order: null, before: null });
    for (const [i, step] of steps.entries()) if (i > 0) expect(step.before).toBe(steps[i - 1]?.after);
  });

  it('keeps only what the caller makes of a step, and stops at a failure', () => {
    const [, record] = files[files.length - 1] ?? [];
    if (!record) throw new Error('no random record');
    const { outcome, steps } = replaySteps(withWrongCheckpoint(record, 1), (step) => (step.order?.type === 'END_TURN' ? step.index : undefined));
    expect(outcome).toMatchObject({ ok: false, orderIndex: record.checkpoints[1]?.order });
    expect(steps).toEqual(record.checkpoints.slice(0, 2).map((c) => c.order));
  });
});
