// What the game store tests share: a storage to watch, Joe and Kim's games, and the store's session.
import { AUTOSAVE_KEY, type KeyValueStorage } from '../../src/io/autosave.ts';
import type { Order, Scenario } from '../../src/rules/index.ts';
import { createGameApp } from '../../src/state/gameApp.ts';
import type { GameStoreApi } from '../../src/state/gameStore.ts';
import type { GameSession } from '../../src/state/session.ts';
import { joeAndKim } from '../support/scenarios.ts';

export type FakeStorage = KeyValueStorage & { readonly data: Map<string, string> };

/** localStorage as a Map, to see what the store saves. */
export function fakeStorage(): FakeStorage {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** The orders the autosave holds (it must hold a game). */
export function savedOrders(storage: FakeStorage): Order[] {
  const text = storage.data.get(AUTOSAVE_KEY);
  if (text === undefined) throw new Error('nothing saved');
  return JSON.parse(text).orders;
}

/** Joe and Kim, with Joe's second Cavalry next to Kim's Warriors too, so they can pair. */
export function pairScenario(): Scenario {
  const base = joeAndKim();
  return { ...base, units: base.units.map((u) => (u.id === 'u2' ? { ...u, at: { col: 2, row: 2 } } : u)) };
}

/** A game begun with dice seed 7, its curtain down, saved to `storage`. */
export function startedStore(scenario: Scenario = joeAndKim(), storage = fakeStorage()) {
  const { store, autosave } = createGameApp({ storage });
  store.getState().startScenario(scenario, 7);
  store.getState().confirmHandoff();
  return { store, storage, autosave };
}

/** The store's game (it must have one). */
export function sessionOf(store: GameStoreApi): GameSession {
  const { session } = store.getState();
  if (!session) throw new Error('no game in the store');
  return session;
}
