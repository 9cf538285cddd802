// Loading game files into the hotseat store: a good file replaces the game, once the players say so (and the autosave); any bad
// one is refused with a message saying what and where, and the store and the autosave stay exactly as
// they were.
import { describe, expect, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { MAX_GAME_FILE_BYTES } from '../../src/io/loadGameRecord.ts';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import { createGameApp } from '../../src/state/gameApp.ts';
import { createGameStore } from '../../src/state/gameStore.ts';
import { gameFileOf } from '../../src/state/gameFileOf.ts';
import { ordersOf } from '../../src/state/session.ts';
import { stateHash } from '../../src/rules/index.ts';
import { joeAndKimRecord } from '../support/records.ts';
import { joeAndKim } from '../support/scenarios.ts';
import { fakeStorage } from './gameFixtures.ts';

/** A game in progress: Joe has planned a move. */
function gameInProgress() {
  const storage = fakeStorage();
  const { store } = createGameApp({ storage });
  store.getState().startScenario(joeAndKim(), 3);
  store.getState().confirmHandoff();
  store.getState().clickHex({ col: 1, row: 1 });
  store.getState().clickHex({ col: 3, row: 0 });
  expect(store.getState().session!.state.pending).toHaveLength(1);
  return { store, storage };
}

/** The store's data (its actions are functions, the same before and after). */
const dataOf = (state: object) => structuredClone(Object.fromEntries(Object.entries(state).filter(([, v]) => typeof v !== 'function')));

function goodFile(): any {
  const { scenario, seed, orders } = joeAndKimRecord();
  const made = recordGame(scenario, seed, orders);
  if ('error' in made) throw new Error(made.error);
  return JSON.parse(JSON.stringify(made.record));
}

const changed = (change: (r: any) => void) => {
  const r = goodFile();
  change(r);
  return JSON.stringify(r);
};

const BAD: readonly { name: string; text: () => string; message: RegExp }[] = [
  { name: 'not JSON', text: () => '{"format": "karnage-game", ', message: /^not JSON: .*\(line 1, column \d+\)/ },
  { name: 'not an object', text: () => '[1, 2]', message: /expected a JSON object/ },
  { name: 'another format', text: () => changed((r) => (r.format = 'karnage-map')), message: /"format" is "karnage-map", expected "karnage-game"/ },
  { name: 'a version from the future', text: () => changed((r) => (r.version = 99)), message: /version/ },
  { name: 'a schema error', text: () => changed((r) => delete r.orders[0].unit), message: /orders\[0\]|orders\.0/ },
  {
    name: 'an order illegal at its point',
    text: () => changed((r) => (r.orders[1].player = 'kim')),
    message: /orders\[1\] \(BUILD by kim\) is illegal at that point/,
  },
  {
    name: 'a turn hash that does not match',
    text: () => changed((r) => (r.checkpoints[0].hash = '00000000000000')),
    message: /turn 1 \(Joe's, round 1\) ends differently/,
  },
  { name: 'a file over the size limit', text: () => ' '.repeat(MAX_GAME_FILE_BYTES + 1), message: /the limit is/ },
  { name: 'a __proto__ key', text: () => JSON.stringify(goodFile()).replace('{"format"', '{"__proto__":{"polluted":true},"format"'), message: /__proto__/ },
  {
    name: 'a name holding HTML',
    text: () => changed((r) => (r.scenario.players[0].name = '<img src=x onerror=alert(1)>')),
    message: /players.*name|name may not hold/,
  },
];

describe('loading a game file into the hotseat store', () => {
  for (const bad of BAD) {
    test(`refuses ${bad.name}, leaving the game and the autosave as they were`, async () => {
      const { store, storage } = gameInProgress();
      const before = dataOf(store.getState());
      const beforeState = store.getState();
      const saved = new Map(storage.data);
      const outcome = await store.getState().loadGame(bad.text());
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.message).toMatch(bad.message);
      // Not even a new object: nothing was set.
      expect(store.getState()).toBe(beforeState);
      expect(dataOf(store.getState())).toEqual(before);
      expect(storage.data).toEqual(saved);
      expect(({} as any).polluted).toBeUndefined();
    });
  }

  test('a good file replaces the game; the autosave then holds it', async () => {
    const { store, storage } = gameInProgress();
    const record = goodFile();
    expect(await store.getState().loadGame(JSON.stringify(record))).toEqual({ ok: true });
    // A game in progress is asked about first (src/state/replacing.ts).
    expect(store.getState().replacing?.incoming.kind).toBe('game');
    store.getState().answerReplace(true);
    const session = store.getState().session!;
    expect(ordersOf(session)).toEqual(record.orders);
    expect(stateHash(session.state)).toBe(record.stateHash);
    expect(store.getState().screen).toBe('game');
    expect(store.getState().ui.curtain).toBe(true);
    expect(JSON.parse(storage.data.get(AUTOSAVE_KEY)!).orders).toEqual(record.orders);
  });

  test('a file that stops mid-turn loads with those orders as the plan', async () => {
    const { store } = gameInProgress();
    const record = goodFile();
    record.orders = record.orders.slice(0, 1);
    record.checkpoints = [];
    delete record.stateHash;
    expect(await store.getState().loadGame(JSON.stringify(record))).toEqual({ ok: true });
    store.getState().answerReplace(true);
    expect(store.getState().session!.state.pending.map((p) => p.order)).toEqual(record.orders);
  });

  test('saving writes the complete record, which loads back to the same game', async () => {
    const { store } = gameInProgress();
    const session = store.getState().session!;
    const file = gameFileOf(session);
    if ('error' in file) throw new Error(file.error);
    expect(file.name).toBe('joe-vs-kim-round-1.karnage.json');
    const other = createGameStore();
    expect(await other.getState().loadGame(file.text)).toEqual({ ok: true });
    expect(stateHash(other.getState().session!.state)).toBe(stateHash(session.state));
    expect(ordersOf(other.getState().session!)).toEqual(ordersOf(session));
  });
});
