import { describe, expect, it } from 'vitest';
import { loadGameRecord, MAX_GAME_FILE_BYTES } from '../../src/io/loadGameRecord.ts';
import { replayRecord } from '../../src/io/replayRecord.ts';
import { gameRecordOf } from '../../src/io/saveGameRecord.ts';
import { MAX_ORDERS } from '../../src/io/schema/gameRecord.ts';
import { stateHash } from '../../src/rules/index.ts';
import { joeAndKimRecord } from '../support/records.ts';

function savedText(): string {
  const { scenario, seed, orders, state } = joeAndKimRecord();
  return JSON.stringify(gameRecordOf(scenario, seed, orders, state));
}

describe('game records', () => {
  it('round-trip: save, load and replay give the same state', () => {
    const { state } = joeAndKimRecord();
    const loaded = loadGameRecord(savedText());
    if (!loaded.ok) throw new Error(loaded.message);
    const replayed = replayRecord(loaded.value);
    if (!replayed.ok) throw new Error(replayed.message);
    expect(replayed.hash).toBe(stateHash(state));
    expect(replayed.state.units).toEqual(state.units);
    expect(replayed.state.players).toEqual(state.players);
  });

  it('lets an observer see the state after every order', () => {
    const loaded = loadGameRecord(savedText());
    if (!loaded.ok) throw new Error(loaded.message);
    const seen: number[] = [];
    replayRecord(loaded.value, ({ index }) => seen.push(index));
    expect(seen).toEqual([-1, ...loaded.value.orders.map((_, i) => i)]);
  });

  it('refuses a "__proto__" key instead of letting it through', () => {
    const text = savedText().replace('"seed":', '"__proto__":{"polluted":true},"seed":');
    const loaded = loadGameRecord(text);
    expect(loaded.ok).toBe(false);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('refuses more orders than any real game gives', () => {
    const record = JSON.parse(savedText());
    record.orders = Array.from({ length: MAX_ORDERS + 1 }, () => ({ type: 'END_TURN', player: 'joe' }));
    const loaded = loadGameRecord(JSON.stringify(record));
    expect(loaded).toMatchObject({ ok: false, message: expect.stringContaining('a game file holds at most 100,000 orders') });
  });

  it('refuses files over the size limit before parsing them', () => {
    const loaded = loadGameRecord(' '.repeat(MAX_GAME_FILE_BYTES + 1));
    expect(loaded).toEqual({ ok: false, message: expect.stringContaining('the limit is') });
  });

  it('refuses JSON that is not an object', () => {
    expect(loadGameRecord('[1,2]')).toEqual({ ok: false, message: 'not a Karnage game file: expected a JSON object' });
  });

  it('refuses a scenario that cannot be played, naming the piece', () => {
    const record = JSON.parse(savedText());
    record.scenario.units[0].at = { col: 2, row: 1 }; // onto Kim's Warriors
    const loaded = loadGameRecord(JSON.stringify(record));
    if (!loaded.ok) throw new Error(loaded.message);
    expect(replayRecord(loaded.value)).toEqual({ ok: false, message: 'scenario: unit "u3": another unit already stands at (2,1)' });
  });
});
