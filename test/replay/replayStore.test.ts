import { describe, expect, test } from 'vitest';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import { recordUpTo } from '../../src/replay/recordUpTo.ts';
import { createReplayStore } from '../../src/replay/replayStore.ts';
import { turnIndexOf, turnsOf } from '../../src/replay/turnsOf.ts';
import { stateHash } from '../../src/rules/index.ts';
import { createGameStore } from '../../src/state/gameStore.ts';
import { ordersOf } from '../../src/state/session.ts';
import { playRandomGame, randomScenario } from '../support/randomPlay.ts';

const scenario = randomScenario(3, 16, 12, 5);
const game = playRandomGame(scenario, 5, 400);
const made = recordGame(scenario, 5, game.orders);
if ('error' in made) throw new Error(made.error);
const record = made.record;
const text = JSON.stringify(record);
const ends = record.checkpoints.map((c) => c.order);

async function opened() {
  const store = createReplayStore();
  expect(await store.getState().openText(text, 'game.karnage.json')).toEqual({ ok: true, verification: { ok: true, turns: ends.length } });
  return store;
}

describe('the replay viewer state', () => {
  test('opens at the start and steps by order, keeping the state of the position', async () => {
    const store = await opened();
    expect(store.getState().position).toBe(0);
    store.getState().step(1);
    store.getState().step(1);
    expect(store.getState().position).toBe(2);
    store.getState().step(-5);
    expect(store.getState().position).toBe(0);
    store.getState().jump(1e9);
    expect(store.getState().position).toBe(record.orders.length);
    expect(stateHash(store.getState().state!)).toBe(record.stateHash);
    store.getState().jump(ends[1]! + 1);
    expect(stateHash(store.getState().state!)).toBe(record.checkpoints[1]!.hash);
  });

  test('steps by turn: to the end of this turn, back to its start, then to the previous one', async () => {
    const store = await opened();
    store.getState().stepTurn(1);
    expect(store.getState().position).toBe(ends[0]! + 1);
    store.getState().stepTurn(1);
    expect(store.getState().position).toBe(ends[1]! + 1);
    store.getState().step(-1); // inside turn 2
    store.getState().stepTurn(-1);
    expect(store.getState().position).toBe(ends[0]! + 1);
    store.getState().stepTurn(-1);
    expect(store.getState().position).toBe(0);
  });

  test('plays one order per tick and stops at the end', async () => {
    const store = await opened();
    store.getState().setPlaying(true);
    store.getState().tick();
    store.getState().tick();
    expect(store.getState().position).toBe(2);
    store.getState().jump(record.orders.length - 1);
    store.getState().tick();
    expect(store.getState()).toMatchObject({ position: record.orders.length, playing: false });
  });

  test('a file that fails verification opens up to the failure and says why', async () => {
    const broken = JSON.parse(text);
    broken.checkpoints[2].hash = '00000000000000';
    const store = createReplayStore();
    const outcome = await store.getState().openText(JSON.stringify(broken), 'broken');
    expect(outcome).toMatchObject({ ok: true, verification: { ok: false, message: expect.stringMatching(/^turn \d+ .* ends differently from the file/) } });
    expect(store.getState().replay!.timeline.length).toBe(ends[2]! + 1);
  });

  test('a file that does not load does not open', async () => {
    const store = createReplayStore();
    expect(await store.getState().openText('nope', 'x')).toMatchObject({ ok: false, message: expect.stringMatching(/^not JSON/) });
    expect(store.getState().replay).toBeNull();
  });

  test('groups the steps by turn', async () => {
    const { timeline } = (await opened()).getState().replay!;
    const turns = turnsOf(timeline.steps);
    expect(turns.slice(0, ends.length).map((t) => t.last)).toEqual(ends);
    expect(turnIndexOf(turns, 0)).toBe(0);
    expect(turnIndexOf(turns, ends[0]! + 1)).toBe(1);
    expect(turnIndexOf(turns, ends[3]!)).toBe(3);
  });

  test('continue from here, mid-turn: the same game up to there, the turn so far as the plan, the record untouched', async () => {
    const store = await opened();
    const position = ends[4]! + 3;
    store.getState().jump(position);
    const copy = structuredClone(record);
    const game = createGameStore();
    const replay = store.getState().replay!;
    expect(game.getState().loadRecord(recordUpTo(replay.timeline.record, position, true))).toEqual({ ok: true });
    const session = game.getState().session!;
    expect(ordersOf(session)).toEqual(record.orders.slice(0, position));
    expect(session.state.pending.map((p) => p.order)).toEqual(record.orders.slice(ends[4]! + 1, position));
    expect(stateHash(session.state)).toBe(stateHash(store.getState().state!));
    expect(replay.timeline.record).toEqual(copy);
  });
});
