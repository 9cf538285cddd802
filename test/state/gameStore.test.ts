import { describe, expect, test } from 'vitest';
import { AUTOSAVE_KEY, type KeyValueStorage } from '../../src/io/autosave.ts';
import { COMBAT_SYSTEMS, combatSetupFor, seededDice, stateHash, playOrder, type Scenario } from '../../src/rules/index.ts';
import { attackPreview } from '../../src/state/attackPreview.ts';
import { createGameApp } from '../../src/state/gameApp.ts';
import { createGameStore, type GameStoreApi } from '../../src/state/gameStore.ts';
import type { PremadeMap } from '../../src/state/premadeMap.ts';
import { boardOverlays } from '../../src/state/selectors.ts';
import { ordersOf } from '../../src/state/session.ts';
import { joeAndKim } from '../support/scenarios.ts';

/** localStorage as a Map, to see what the store saves. */
function fakeStorage(): KeyValueStorage & { readonly data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** Joe and Kim, with Joe's second Cavalry next to Kim's Warriors too, so they can pair. */
function pairScenario(): Scenario {
  const base = joeAndKim();
  return { ...base, units: base.units.map((u) => (u.id === 'u2' ? { ...u, at: { col: 2, row: 2 } } : u)) };
}

function startedStore(scenario: Scenario = joeAndKim(), storage = fakeStorage()) {
  const { store, autosave } = createGameApp({ storage });
  store.getState().startScenario(scenario, 7);
  store.getState().confirmHandoff();
  return { store, storage, autosave };
}

const session = (store: GameStoreApi) => store.getState().session!;

describe('the hotseat store', () => {
  test('a new game starts behind the curtain, naming the first player', () => {
    const store = createGameStore();
    store.getState().startScenario(joeAndKim(), 7);
    expect(store.getState().screen).toBe('game');
    expect(store.getState().ui.curtain).toBe(true);
    store.getState().clickHex({ col: 1, row: 1 });
    expect(store.getState().ui.selected).toBeNull();
    store.getState().confirmHandoff();
    store.getState().clickHex({ col: 1, row: 1 });
    expect(store.getState().ui.selected).toEqual({ col: 1, row: 1 });
  });

  test('select a unit, plan a move by the cheapest path, take it back', () => {
    const { store, storage } = startedStore();
    store.getState().clickHex({ col: 1, row: 1 });
    const overlays = boardOverlays(session(store).state, store.getState().ui);
    expect(overlays.reachable).toContainEqual({ col: 3, row: 0 });
    expect(overlays.attackable).toEqual([{ col: 2, row: 1 }]);

    store.getState().clickHex({ col: 3, row: 0 });
    const planned = session(store).state.pending;
    expect(planned).toHaveLength(1);
    expect(planned[0]!.order).toMatchObject({ type: 'MOVE', unit: 'u1' });
    expect(ordersOf(session(store))).toEqual([planned[0]!.order]);
    expect(JSON.parse(storage.data.get(AUTOSAVE_KEY)!).orders).toHaveLength(1);

    store.getState().takeBack(0);
    expect(session(store).state.pending).toEqual([]);
    expect(ordersOf(session(store))).toEqual([]);
    expect(JSON.parse(storage.data.get(AUTOSAVE_KEY)!).orders).toEqual([]);
  });

  test('a refused order shows the rules’ reason and changes nothing', () => {
    const { store, storage } = startedStore();
    store.getState().clickHex({ col: 1, row: 3 }); // the second Cavalry, not next to the Warriors
    const before = session(store);
    const saved = storage.data.get(AUTOSAVE_KEY);
    store.getState().clickHex({ col: 2, row: 1 });
    expect(store.getState().ui.refusal).toBe('Cavalry can only attack an adjacent hex');
    expect(session(store)).toBe(before);
    expect(storage.data.get(AUTOSAVE_KEY)).toBe(saved);
  });

  test('the attack preview gives the rules’ exact odds, with every modifier by source', () => {
    const { store } = startedStore();
    store.getState().clickHex({ col: 1, row: 1 });
    const { state } = session(store);
    const preview = attackPreview(state, state.units.u1!, { col: 2, row: 1 })!;
    const expected = COMBAT_SYSTEMS.karnage.odds(combatSetupFor(state, [state.units.u1!], { col: 2, row: 1 })!);
    expect(preview.odds).toEqual(expected);
    expect(preview.odds.attackerWins).toMatchObject({ numerator: 63, denominator: 128 });
    expect(preview.attackModifiers.map((m) => m.source)).toEqual(['weaponsmiths']);
    expect(preview.defender.modifiers.map((m) => m.source)).toEqual(['defend', 'armories']);
    expect(preview.attackers[0]!.notes.join()).toContain('re-roll 1');
  });

  test('a second attacker on the same target pairs, and the preview counts both', () => {
    const { store } = startedStore(pairScenario());
    const target = { col: 2, row: 1 };
    store.getState().clickHex({ col: 1, row: 1 });
    store.getState().clickHex(target);
    store.getState().clickHex({ col: 2, row: 2 });
    const { state } = session(store);
    const alone = attackPreview(state, state.units.u2!, target)!;
    expect(alone.attackers.map((a) => a.unit.id)).toEqual(['u1', 'u2']);
    const pair = COMBAT_SYSTEMS.karnage.odds(combatSetupFor(state, [state.units.u1!, state.units.u2!], target)!);
    expect(alone.odds).toEqual(pair);

    store.getState().clickHex(target);
    const marks = boardOverlays(session(store).state, store.getState().ui).planned;
    expect(marks).toEqual([
      { kind: 'attack', from: { col: 1, row: 1 }, to: target, advance: false, paired: true },
      { kind: 'attack', from: { col: 2, row: 2 }, to: target, advance: false, paired: true },
    ]);
  });

  test('toggling advance on a planned attack keeps its place in the plan', () => {
    const { store } = startedStore(pairScenario());
    store.getState().clickHex({ col: 1, row: 1 });
    store.getState().clickHex({ col: 2, row: 1 });
    store.getState().clickHex({ col: 2, row: 2 });
    store.getState().planDefend();
    store.getState().clickHex({ col: 1, row: 1 });
    store.getState().toggleAdvance();
    const pending = session(store).state.pending.map((p) => p.order);
    expect(pending[0]).toMatchObject({ type: 'ATTACK', unit: 'u1', advance: true });
    expect(pending[1]).toMatchObject({ type: 'DEFEND', unit: 'u2' });
    expect(ordersOf(session(store))).toEqual(pending);
  });

  test('end turn resolves with the seeded dice, shows the report and raises the curtain', () => {
    const { store } = startedStore();
    store.getState().clickHex({ col: 1, row: 1 });
    store.getState().clickHex({ col: 2, row: 1 });
    const before = session(store).state;
    store.getState().endTurn();

    const expected = playOrder(before, { type: 'END_TURN', player: 'joe' }, seededDice(7));
    if (!expected.ok) throw new Error(expected.reason);
    expect(stateHash(session(store).state)).toBe(stateHash(expected.state));
    expect(store.getState().ui.curtain).toBe(true);
    expect(store.getState().ui.selected).toBeNull();
    const report = session(store).lastReport!;
    expect(report.map((e) => e.event)).toEqual(expected.events);
    expect(report.find((e) => e.event.type === 'COMBAT_RESOLVED')).toMatchObject({ round: 1, player: 'joe' });
    expect(report.find((e) => e.event.type === 'TURN_STARTED')).toMatchObject({ player: 'kim' });
    expect(session(store).state.players[session(store).state.activePlayer]!.name).toBe('Kim');
  });

  test('the autosave continues exactly where play stood, plan and curtain included', () => {
    const { store, storage } = startedStore();
    store.getState().clickHex({ col: 1, row: 3 });
    store.getState().planBuild('stable');
    store.getState().endTurn();
    store.getState().confirmHandoff();
    store.getState().clickHex({ col: 2, row: 1 });
    store.getState().planDefend();
    const saved = session(store);

    const reloaded = createGameApp({ storage });
    reloaded.autosave.offerSaved();
    expect(reloaded.store.getState().screen).toBe('resume');
    expect(reloaded.store.getState().resumeOffer).toEqual({ names: ['Joe', 'Kim'], round: 1 });
    reloaded.autosave.continueSaved();
    const restored = session(reloaded.store);
    expect(stateHash(restored.state)).toBe(stateHash(saved.state));
    expect(restored.state.pending).toEqual(saved.state.pending);
    expect(ordersOf(restored)).toEqual(ordersOf(saved));
    expect(restored.log).toEqual(saved.log);
    expect(restored.lastReport).toEqual(saved.lastReport);
    expect(restored.colours).toEqual(saved.colours);
    expect(reloaded.store.getState().ui.curtain).toBe(true);
  });

  test('a broken autosave is reported and discarded', () => {
    const storage = fakeStorage();
    storage.setItem(AUTOSAVE_KEY, '{"format":"karnage-game","version":1,"seed":"x"}');
    const { store, autosave } = createGameApp({ storage });
    autosave.offerSaved();
    expect(store.getState().screen).toBe('setup');
    expect(store.getState().setupMessage).toMatch(/could not be continued/);
    expect(storage.data.has(AUTOSAVE_KEY)).toBe(false);
  });

  test('the keyboard cursor moves within rows and Enter acts like a click', () => {
    const { store } = startedStore();
    store.getState().moveCursor('right'); // appears on Joe's first unit
    expect(store.getState().ui.cursor).toEqual({ col: 1, row: 1 });
    store.getState().activateCursor();
    expect(store.getState().ui.selected).toEqual({ col: 1, row: 1 });
    store.getState().moveCursor('up');
    store.getState().moveCursor('right');
    expect(store.getState().ui.cursor).toEqual({ col: 2, row: 0 });
    store.getState().activateCursor();
    expect(session(store).state.pending[0]!.order).toMatchObject({ type: 'MOVE', path: [{ col: 2, row: 0 }] });
    store.getState().cancel();
    expect(store.getState().ui.selected).toBeNull();
  });
});

describe('physical dice', () => {
  test('End turn with typed faces settles the fight with them and saves them; a wrong count changes nothing', () => {
    const { store, storage } = startedStore();
    store.getState().clickHex({ col: 1, row: 1 });
    store.getState().clickHex({ col: 2, row: 1 });
    store.getState().endTurn([5, 3, 2]);
    expect(store.getState().ui.refusal).toBe("3 dice typed, but this turn's fights roll only 2");
    expect(session(store).state.pending).toHaveLength(1);

    store.getState().endTurn([5, 3]);
    const combat = session(store).lastReport!.find((e) => e.event.type === 'COMBAT_RESOLVED')!.event;
    expect(combat.type === 'COMBAT_RESOLVED' && [combat.report.attackTotal, combat.report.defenceTotal]).toEqual([6, 5]);
    expect(JSON.parse(storage.data.get(AUTOSAVE_KEY)!).orders.at(-1)).toEqual({ type: 'END_TURN', player: 'joe', rolls: [5, 3] });
  });
});

describe('store edge cases a player would hit', () => {
  test('a failed autosave keeps the same game a few orders back, and says so', () => {
    const storage = fakeStorage();
    const { store } = startedStore(joeAndKim(), storage);
    store.getState().clickHex({ col: 1, row: 1 });
    store.getState().planDefend();
    const savedBefore = storage.data.get(AUTOSAVE_KEY)!;
    const setItem = storage.setItem;
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    store.getState().clickHex({ col: 1, row: 3 });
    store.getState().planDefend();
    expect(store.getState().saveError).toMatch(/QuotaExceededError.*A reload would continue this game from its last save/);
    expect(storage.data.get(AUTOSAVE_KEY)).toBe(savedBefore);
    expect(JSON.parse(savedBefore).orders).toHaveLength(1);
    // Space again: the next order saves the whole game and the message goes.
    storage.setItem = setItem;
    store.getState().takeBackLast();
    expect(store.getState().saveError).toBeNull();
    expect(JSON.parse(storage.data.get(AUTOSAVE_KEY)!).orders).toHaveLength(1);
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

  test('the saved game is offered once per page, and never over a game in progress', () => {
    const { storage } = startedStore();
    const { store, autosave } = createGameApp({ storage });
    autosave.offerSaved();
    expect(store.getState().screen).toBe('resume');
    autosave.continueSaved();
    store.getState().confirmHandoff();
    // The screen that looked for it mounts again (browser Back, then Forward).
    autosave.offerSaved();
    expect(store.getState().screen).toBe('game');
    expect(store.getState().resumeOffer).toBeNull();
    // Nor after leaving the game: the page already asked once.
    store.getState().leaveGame();
    autosave.offerSaved();
    expect(store.getState().screen).toBe('setup');
  });

  test('coming from the editor with a map, the saved game is still offered before it could be replaced', () => {
    const { storage } = startedStore();
    const { store, autosave } = createGameApp({ storage });
    const premade: PremadeMap = { name: 'Made in the editor', map: joeAndKim().map, starts: [] };
    store.getState().offerMap(premade);
    autosave.offerSaved();
    expect(store.getState().screen).toBe('resume');
    autosave.discardSaved();
    expect(store.getState().screen).toBe('setup');
    expect(store.getState().premadeMap).not.toBeNull();
    expect(storage.data.has(AUTOSAVE_KEY)).toBe(false);
  });

  test('a game left for the editor is offered before a map from the editor could replace it', () => {
    const { store, storage, autosave } = startedStore();
    store.getState().clickHex({ col: 1, row: 1 });
    store.getState().planDefend();
    const game = session(store);
    const premade: PremadeMap = { name: 'Made in the editor', map: joeAndKim().map, starts: [] };
    store.getState().offerMap(premade);
    expect(store.getState().screen).toBe('resume');
    expect(store.getState().resumeOffer).toEqual({ names: ['Joe', 'Kim'], round: 1 });
    autosave.continueSaved();
    expect(store.getState().screen).toBe('game');
    expect(session(store)).toBe(game);

    store.getState().offerMap(premade);
    autosave.discardSaved();
    expect(store.getState().screen).toBe('setup');
    expect(store.getState().session).toBeNull();
    expect(store.getState().premadeMap).not.toBeNull();
    expect(storage.data.has(AUTOSAVE_KEY)).toBe(false);
  });

  test('a failed autosave of a new game leaves no other game behind for a reload to offer', () => {
    const storage = fakeStorage();
    startedStore(joeAndKim(), storage);
    expect(storage.data.has(AUTOSAVE_KEY)).toBe(true);
    const full = { ...storage, setItem: () => { throw new Error('QuotaExceededError'); } };
    const { store } = createGameApp({ storage: full });
    store.getState().startScenario(pairScenario(), 99);
    expect(store.getState().saveError).toContain('QuotaExceededError');
    expect(storage.data.has(AUTOSAVE_KEY)).toBe(false);
  });

  test('the recruit menu opens only on an own building that recruits, else says why', () => {
    const { store } = startedStore();
    store.getState().clickHex({ col: 1, row: 1 }); // Joe's Cavalry
    store.getState().openMenu('recruit');
    expect(store.getState().ui.menu).toBeNull();
    expect(store.getState().ui.refusal).toMatch(/buildings that recruits/);
    store.getState().cancel();
    store.getState().clickHex({ col: 0, row: 0 }); // Joe's Weaponsmith: recruits nothing
    store.getState().openMenu('recruit');
    expect(store.getState().ui.menu).toBeNull();
  });
});
