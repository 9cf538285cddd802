// The autosave subscribes to the game store: every change of the game is saved in the browser's one
// slot, a failed save keeps what it can and says so, and the saved game is offered back at start-up.
import { describe, expect, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { stateHash } from '../../src/rules/index.ts';
import { createGameApp } from '../../src/state/gameApp.ts';
import type { PremadeMap } from '../../src/state/premadeMap.ts';
import { ordersOf } from '../../src/state/session.ts';
import { joeAndKim } from '../support/scenarios.ts';
import { fakeStorage, pairScenario, savedOrders, sessionOf, startedStore } from './gameFixtures.ts';

describe('saving after every order', () => {
  test('a failed autosave keeps the same game a few orders back, and says so', () => {
    const storage = fakeStorage();
    const { store } = startedStore(joeAndKim(), storage);
    store.getState().clickHex({ col: 1, row: 1 });
    store.getState().planDefend();
    const savedBefore = storage.data.get(AUTOSAVE_KEY);
    const setItem = storage.setItem;
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    store.getState().clickHex({ col: 1, row: 3 });
    store.getState().planDefend();
    expect(store.getState().saveError).toMatch(/QuotaExceededError.*A reload would continue this game from its last save/);
    expect(storage.data.get(AUTOSAVE_KEY)).toBe(savedBefore);
    expect(savedOrders(storage)).toHaveLength(1);
    // Space again: the next order saves the whole game and the message goes.
    storage.setItem = setItem;
    store.getState().takeBackLast();
    expect(store.getState().saveError).toBeNull();
    expect(savedOrders(storage)).toHaveLength(1);
  });

  test('another tab saving its game is said, and a failed save then keeps nothing of the other game', () => {
    const storage = fakeStorage();
    const { store, autosave } = startedStore(joeAndKim(), storage);
    autosave.noteOtherTabSave();
    expect(store.getState().otherTabSaved).toBe(true);
    storage.setItem(AUTOSAVE_KEY, 'the other tab’s game');
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    store.getState().clickHex({ col: 1, row: 1 });
    store.getState().planDefend();
    expect(storage.data.has(AUTOSAVE_KEY)).toBe(false);
    expect(store.getState().saveError).toMatch(/Save the game to a file to keep it/);
    // A new game in this tab starts without the warning.
    store.getState().startScenario(joeAndKim(), 8);
    expect(store.getState().otherTabSaved).toBe(false);
  });

  test('a failed autosave of a new game leaves no other game behind for a reload to offer', () => {
    const storage = fakeStorage();
    startedStore(joeAndKim(), storage);
    expect(storage.data.has(AUTOSAVE_KEY)).toBe(true);
    const full = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { store } = createGameApp({ storage: full });
    store.getState().startScenario(pairScenario(), 99);
    expect(store.getState().saveError).toContain('QuotaExceededError');
    expect(storage.data.has(AUTOSAVE_KEY)).toBe(false);
  });
});

describe('the saved game offered back', () => {
  test('the autosave continues exactly where play stood, plan and curtain included', async () => {
    const { store, storage } = startedStore();
    store.getState().clickHex({ col: 1, row: 3 });
    store.getState().planBuild('stable');
    store.getState().endTurn();
    store.getState().confirmEndTurn(); // End turn asks once about units with no orders
    store.getState().confirmHandoff();
    store.getState().clickHex({ col: 2, row: 1 });
    store.getState().planDefend();
    const saved = sessionOf(store);

    const reloaded = createGameApp({ storage });
    await reloaded.autosave.offerSaved();
    expect(reloaded.store.getState().screen).toBe('resume');
    expect(reloaded.store.getState().resumeOffer).toEqual({ names: ['Joe', 'Kim'], round: 1 });
    await reloaded.autosave.continueSaved();
    const restored = sessionOf(reloaded.store);
    expect(stateHash(restored.state)).toBe(stateHash(saved.state));
    expect(restored.state.pending).toEqual(saved.state.pending);
    expect(ordersOf(restored)).toEqual(ordersOf(saved));
    expect(restored.log).toEqual(saved.log);
    expect(restored.lastReport).toEqual(saved.lastReport);
    expect(restored.colours).toEqual(saved.colours);
    expect(reloaded.store.getState().ui.curtain).toBe(true);
  });

  test('a broken autosave is reported and discarded', async () => {
    const storage = fakeStorage();
    storage.setItem(AUTOSAVE_KEY, '{"format":"karnage-game","version":1,"seed":"x"}');
    const { store, autosave } = createGameApp({ storage });
    await autosave.offerSaved();
    expect(store.getState().screen).toBe('setup');
    expect(store.getState().setupMessage).toMatch(/could not be continued/);
    expect(storage.data.has(AUTOSAVE_KEY)).toBe(false);
  });

  test('the saved game is offered once per page, and never over a game in progress', async () => {
    const { storage } = startedStore();
    const { store, autosave } = createGameApp({ storage });
    await autosave.offerSaved();
    expect(store.getState().screen).toBe('resume');
    await autosave.continueSaved();
    store.getState().confirmHandoff();
    // The screen that looked for it mounts again (browser Back, then Forward).
    await autosave.offerSaved();
    expect(store.getState().screen).toBe('game');
    expect(store.getState().resumeOffer).toBeNull();
    // Nor after leaving the game: the page already asked once.
    store.getState().leaveGame();
    await autosave.offerSaved();
    expect(store.getState().screen).toBe('setup');
  });

  test('coming from the editor with a map, the saved game is still offered before it could be replaced', async () => {
    const { storage } = startedStore();
    const { store, autosave } = createGameApp({ storage });
    const premade: PremadeMap = { name: 'Made in the editor', map: joeAndKim().map, starts: [] };
    store.getState().offerMap(premade);
    await autosave.offerSaved();
    expect(store.getState().screen).toBe('resume');
    autosave.discardSaved();
    expect(store.getState().screen).toBe('setup');
    expect(store.getState().premadeMap).not.toBeNull();
    expect(storage.data.has(AUTOSAVE_KEY)).toBe(false);
  });

  test('a game left for the editor is asked about before a map from the editor could replace it', () => {
    const { store } = startedStore();
    store.getState().clickHex({ col: 1, row: 1 });
    store.getState().planDefend();
    const game = sessionOf(store);
    const premade: PremadeMap = { name: 'Made in the editor', map: joeAndKim().map, starts: [] };
    store.getState().offerMap(premade);
    expect(store.getState().screen).toBe('game');
    expect(store.getState().replacing).toEqual({ current: { names: ['Joe', 'Kim'], round: 1 }, incoming: { kind: 'map', name: 'Made in the editor' } });
    store.getState().answerReplace(false);
    expect(store.getState().screen).toBe('game');
    expect(sessionOf(store)).toBe(game);

    // Replaced (the game kept in Saved games first: test/state/savedGames.test.ts), the setup screen has the map.
    store.getState().offerMap(premade);
    store.getState().answerReplace(true);
    expect(store.getState().screen).toBe('setup');
    expect(store.getState().session).toBeNull();
    expect(store.getState().premadeMap).not.toBeNull();
  });
});
