import { describe, expect, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { activePlayer, combatSetupFor, seededDice, stateHash, playOrder } from '../../src/rules/index.ts';
import { COMBAT_SYSTEMS } from '../../src/rules/combat/allSystems.ts';
import { attackPreview } from '../../src/state/attackPreview.ts';
import { createGameStore } from '../../src/state/gameStore.ts';
import { boardOverlays } from '../../src/state/selectors.ts';
import { ordersOf } from '../../src/state/session.ts';
import { joeAndKim } from '../support/scenarios.ts';
import { pairScenario, savedOrders, sessionOf, startedStore } from './gameFixtures.ts';
import { karnageReport } from '../support/karnageReport.ts';

describe('a new game and its plan', () => {
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
    const overlays = boardOverlays(sessionOf(store).state, store.getState().ui);
    expect(overlays.reachable).toContainEqual({ col: 3, row: 0 });
    expect(overlays.attackable).toEqual([{ col: 2, row: 1 }]);

    store.getState().clickHex({ col: 3, row: 0 });
    const planned = sessionOf(store).state.pending;
    expect(planned).toHaveLength(1);
    expect(planned[0]?.order).toMatchObject({ type: 'MOVE', unit: 'u1' });
    expect(ordersOf(sessionOf(store))).toEqual(planned.map((p) => p.order));
    expect(savedOrders(storage)).toHaveLength(1);

    store.getState().takeBack(0);
    expect(sessionOf(store).state.pending).toEqual([]);
    expect(ordersOf(sessionOf(store))).toEqual([]);
    expect(savedOrders(storage)).toEqual([]);
  });

  test('a refused order shows the rules’ reason and changes nothing', () => {
    const { store, storage } = startedStore();
    store.getState().clickHex({ col: 1, row: 3 }); // the second Cavalry, not next to the Warriors
    const before = sessionOf(store);
    const saved = storage.data.get(AUTOSAVE_KEY);
    store.getState().clickHex({ col: 2, row: 1 });
    expect(store.getState().ui.refusal).toBe('Cavalry can only attack an adjacent hex');
    expect(sessionOf(store)).toBe(before);
    expect(storage.data.get(AUTOSAVE_KEY)).toBe(saved);
  });

  test('toggling advance on a planned attack keeps its place in the plan', () => {
    const { store } = startedStore(pairScenario());
    store.getState().clickHex({ col: 1, row: 1 });
    store.getState().clickHex({ col: 2, row: 1 });
    store.getState().clickHex({ col: 2, row: 2 });
    store.getState().planDefend();
    store.getState().clickHex({ col: 1, row: 1 });
    store.getState().toggleAdvance();
    const pending = sessionOf(store).state.pending.map((p) => p.order);
    expect(pending[0]).toMatchObject({ type: 'ATTACK', unit: 'u1', advance: true });
    expect(pending[1]).toMatchObject({ type: 'DEFEND', unit: 'u2' });
    expect(ordersOf(sessionOf(store))).toEqual(pending);
  });
});

describe('fights in the plan', () => {
  test('the attack preview gives the rules’ exact odds, with every modifier by source', () => {
    const { store } = startedStore();
    store.getState().clickHex({ col: 1, row: 1 });
    const { state } = sessionOf(store);
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
    const { state } = sessionOf(store);
    const alone = attackPreview(state, state.units.u2!, target)!;
    expect(alone.attackers.map((a) => a.unit.id)).toEqual(['u1', 'u2']);
    const pair = COMBAT_SYSTEMS.karnage.odds(combatSetupFor(state, [state.units.u1!, state.units.u2!], target)!);
    expect(alone.odds).toEqual(pair);

    store.getState().clickHex(target);
    const marks = boardOverlays(sessionOf(store).state, store.getState().ui).planned;
    expect(marks).toEqual([
      { kind: 'attack', from: { col: 1, row: 1 }, to: target, advance: false, paired: true },
      { kind: 'attack', from: { col: 2, row: 2 }, to: target, advance: false, paired: true },
    ]);
  });
});

describe('keys and menus', () => {
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
    expect(sessionOf(store).state.pending[0]?.order).toMatchObject({ type: 'MOVE', path: [{ col: 2, row: 0 }] });
    store.getState().cancel();
    expect(store.getState().ui.selected).toBeNull();
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

describe('ending the turn', () => {
  test('end turn resolves with the seeded dice, shows the report, its results to Joe, then raises the curtain', () => {
    const { store } = startedStore();
    store.getState().clickHex({ col: 1, row: 1 });
    store.getState().clickHex({ col: 2, row: 1 });
    const before = sessionOf(store).state;
    store.getState().endTurn();
    store.getState().confirmEndTurn(); // Joe's second Cavalry has no orders: End turn asks once

    const expected = playOrder(before, { type: 'END_TURN', player: 'joe' }, seededDice(7));
    if (!expected.ok) throw new Error(expected.reason);
    expect(stateHash(sessionOf(store).state)).toBe(stateHash(expected.state));
    // The turn fought: Joe sees its results before the curtain comes down for Kim.
    expect(store.getState().ui.curtain).toBe(false);
    expect(store.getState().turnResults).toBe(sessionOf(store).lastReport);
    store.getState().passTurnOn();
    expect(store.getState().ui.curtain).toBe(true);
    expect(store.getState().ui.selected).toBeNull();
    const report = sessionOf(store).lastReport!;
    expect(report.map((e) => e.event)).toEqual(expected.events);
    expect(report.find((e) => e.event.type === 'COMBAT_RESOLVED')).toMatchObject({ round: 1, player: 'joe' });
    expect(report.find((e) => e.event.type === 'TURN_STARTED')).toMatchObject({ player: 'kim' });
    expect(activePlayer(sessionOf(store).state).name).toBe('Kim');
  });

  test('End turn with typed faces settles the fight with them and saves them; a wrong count changes nothing', () => {
    const { store, storage } = startedStore();
    store.getState().clickHex({ col: 1, row: 1 });
    store.getState().clickHex({ col: 2, row: 1 });
    store.getState().endTurn([5, 3, 2]);
    store.getState().confirmEndTurn(); // asked once: not again when the dice are typed anew
    expect(store.getState().ui.refusal).toBe("3 dice typed, but this turn's fights roll only 2");
    expect(sessionOf(store).state.pending).toHaveLength(1);

    store.getState().endTurn([5, 3]);
    const combat = sessionOf(store).lastReport?.find((e) => e.event.type === 'COMBAT_RESOLVED')?.event;
    expect(combat?.type === 'COMBAT_RESOLVED' && [karnageReport(combat.report).attackTotal, karnageReport(combat.report).defenceTotal]).toEqual([6, 5]);
    expect(savedOrders(storage).at(-1)).toEqual({ type: 'END_TURN', player: 'joe', rolls: [5, 3] });
  });
});
