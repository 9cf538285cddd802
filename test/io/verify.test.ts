import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadGameRecord } from '../../src/io/loadGameRecord.ts';
import { replayRecord } from '../../src/io/replayRecord.ts';

const text = readFileSync(new URL('../fixtures/joe-and-kim.karnage.json', import.meta.url), 'utf8');
const secondCheckpoint: number = JSON.parse(text).checkpoints[1].order;

function replayChanged(change: (record: any) => void) {
  const record = JSON.parse(text);
  change(record);
  const loaded = loadGameRecord(JSON.stringify(record));
  if (!loaded.ok) throw new Error(loaded.message);
  return replayRecord(loaded.value);
}

describe('verifying a replay turn by turn', () => {
  it('names the first turn whose state differs from its checkpoint', () => {
    const result = replayChanged((r) => (r.checkpoints[1].hash = '00000000000000'));
    expect(result).toMatchObject({
      ok: false,
      orderIndex: secondCheckpoint,
      message: expect.stringMatching(/^turn 2 \(Kim's, round 1\) ends differently from the file: after orders\[3\]/),
    });
  });

  it('finds a changed seed at the first turn with dice', () => {
    const result = replayChanged((r) => {
      r.seed = 8;
      delete r.stateHash;
    });
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('turn 1 (Joe') });
  });

  it('refuses checkpoints that name an order which is not an END_TURN', () => {
    expect(replayChanged((r) => (r.checkpoints[0].order = 0))).toEqual({ ok: false, message: 'checkpoints name orders[0], which is not an END_TURN' });
  });
});
