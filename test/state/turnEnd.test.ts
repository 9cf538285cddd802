// Ending a turn as a player meets it: units with no orders asked about once a turn, the turn's results shown to
// the player who ended it before the next player's curtain, and the idle units walked through one by one.
import { describe, expect, test } from 'vitest';
import { activePlayer, type GameState } from '../../src/rules/index.ts';
import { idleText, idleUnits, nextIdleUnit, ownUnits } from '../../src/state/idleUnits.ts';
import { questionShown, resultsShown } from '../../src/state/turnEnd.ts';
import { joeAndKim, started } from '../support/scenarios.ts';
import { sessionOf, startedStore } from './gameFixtures.ts';

const U1 = { col: 1, row: 1 };
const U2 = { col: 1, row: 3 };
const WARRIORS = { col: 2, row: 1 };

const statuses = (state: GameState) => ownUnits(state).map(({ unit, status }) => [unit.id, status.kind]);

describe('idle units', () => {
  test('the active player’s units with no order that the rules would let act, row by row', () => {
    const { store } = startedStore();
    expect(idleUnits(sessionOf(store).state).map((u) => u.id)).toEqual(['u1', 'u2']);
    store.getState().clickHex(U1);
    store.getState().clickHex(WARRIORS);
    expect(statuses(sessionOf(store).state)).toEqual([
      ['u1', 'ordered'],
      ['u2', 'idle'],
    ]);
    store.getState().clickHex(U2);
    store.getState().planDefend();
    expect(idleUnits(sessionOf(store).state)).toEqual([]);
  });

  test('a besieger keeps its siege up without an order, and a unit the rules hold back has nothing to be asked', () => {
    const state = started(joeAndKim());
    const besieging: GameState = { ...state, sieges: [{ target: WARRIORS, attackers: ['u1'], garrison: 'u3' }] };
    expect(statuses(besieging)).toEqual([
      ['u1', 'siege'],
      ['u2', 'idle'],
    ]);
    const mass = started({ ...joeAndKim(), combatSystem: 'mass' });
    const tired: GameState = { ...mass, units: { ...mass.units, u2: { ...mass.units.u2!, tired: 'march' } } };
    expect(statuses(tired)).toEqual([
      ['u1', 'idle'],
      ['u2', 'resting'],
    ]);
    expect(ownUnits(tired)[1]?.status).toMatchObject({ reason: expect.stringContaining('marched last round') });
  });

  test('the next idle unit goes row by row after the selection, round again, past units with orders', () => {
    const state = started({ ...joeAndKim(), units: [...joeAndKim().units, { id: 'u4', owner: 'joe', type: 'peasants', at: { col: 0, row: 5 } }] });
    expect(nextIdleUnit(state, null)?.id).toBe('u1');
    expect(nextIdleUnit(state, U1)?.id).toBe('u2');
    expect(nextIdleUnit(state, U2)?.id).toBe('u4');
    expect(nextIdleUnit(state, { col: 0, row: 5 })?.id).toBe('u1');
    expect(nextIdleUnit(state, WARRIORS)?.id).toBe('u1');
  });

  test('the question in words', () => {
    expect(idleText(1)).toBe('1 unit has no orders');
    expect(idleText(3)).toBe('3 units have no orders');
  });
});

describe('End turn with idle units asks once', () => {
  test('asked: nothing ends; "no" goes back to the plan at the idle unit; asked again until the answer is yes', () => {
    const { store } = startedStore();
    store.getState().clickHex(U1);
    store.getState().clickHex(WARRIORS);
    const before = sessionOf(store);
    store.getState().endTurn();
    expect(questionShown(store.getState())).toMatchObject({ idle: 1, rolls: null });
    expect(sessionOf(store)).toBe(before);
    // Nothing is ordered while the question is on the screen.
    store.getState().takeBackLast();
    store.getState().clickHex(U2);
    expect(sessionOf(store)).toBe(before);

    store.getState().keepPlanning();
    expect(questionShown(store.getState())).toBeNull();
    expect(store.getState().ui).toMatchObject({ selected: U2, cursor: U2 });
    store.getState().endTurn();
    expect(questionShown(store.getState())).not.toBeNull();
    store.getState().confirmEndTurn();
    expect(questionShown(store.getState())).toBeNull();
    expect(activePlayer(sessionOf(store).state).id).toBe('kim');
  });

  test('once said yes, not asked again that turn (the typed dice refused, say); the next player’s turn asks anew', () => {
    const { store } = startedStore();
    store.getState().clickHex(U1);
    store.getState().planDefend();
    store.getState().endTurn([6]);
    expect(questionShown(store.getState())?.rolls).toEqual([6]);
    store.getState().confirmEndTurn();
    // No fight rolls a die this turn: the typed one is refused, and the plan stays.
    expect(store.getState().ui.refusal).toContain('dice');
    expect(activePlayer(sessionOf(store).state).id).toBe('joe');
    store.getState().endTurn();
    expect(questionShown(store.getState())).toBeNull();
    expect(activePlayer(sessionOf(store).state).id).toBe('kim');
    store.getState().confirmHandoff();
    store.getState().endTurn();
    expect(questionShown(store.getState())).toMatchObject({ idle: 1 });
  });

  test('no question when every unit has its order', () => {
    const { store } = startedStore();
    store.getState().clickHex(U1);
    store.getState().planDefend();
    store.getState().clickHex(U2);
    store.getState().planDefend();
    store.getState().endTurn();
    expect(questionShown(store.getState())).toBeNull();
    expect(activePlayer(sessionOf(store).state).id).toBe('kim');
    // No fight: straight to Kim's curtain.
    expect(store.getState().ui.curtain).toBe(true);
    expect(resultsShown(store.getState())).toBeNull();
  });

  test('a question left from another game is not shown over it', () => {
    const { store } = startedStore();
    store.getState().endTurn();
    expect(questionShown(store.getState())).not.toBeNull();
    store.getState().startScenario(joeAndKim(), 8);
    store.getState().confirmHandoff();
    expect(questionShown(store.getState())).toBeNull();
    store.getState().clickHex(U1);
    expect(store.getState().ui.selected).toEqual(U1);
  });
});

describe('the results of a turn that fought, before the curtain', () => {
  test('shown to the player who ended it, nothing to be ordered meanwhile; passed on, the curtain for the next player', () => {
    const { store } = startedStore();
    store.getState().clickHex(U1);
    store.getState().clickHex(WARRIORS);
    store.getState().endTurn();
    store.getState().confirmEndTurn();
    const session = sessionOf(store);
    const report = resultsShown(store.getState());
    expect(report).toBe(session.lastReport);
    expect(report?.some((e) => e.event.type === 'COMBAT_RESOLVED' && e.player === 'joe')).toBe(true);
    expect(store.getState().ui.curtain).toBe(false);
    // Kim's turn waits behind the results: no order, no End turn.
    store.getState().clickHex(WARRIORS);
    store.getState().planDefend();
    store.getState().endTurn();
    store.getState().selectNextIdleUnit();
    expect(sessionOf(store)).toBe(session);
    expect(store.getState().ui.selected).toBeNull();

    store.getState().passTurnOn();
    expect(resultsShown(store.getState())).toBeNull();
    expect(store.getState().ui.curtain).toBe(true);
    store.getState().confirmHandoff();
    expect(resultsShown(store.getState())).toBeNull();
  });
});

describe('selecting units from the list and the next-idle key', () => {
  test('selectNextIdleUnit walks the idle units, and says so when every unit has its order', () => {
    const { store } = startedStore();
    store.getState().selectNextIdleUnit();
    expect(store.getState().ui).toMatchObject({ selected: U1, cursor: U1 });
    store.getState().selectNextIdleUnit();
    expect(store.getState().ui.selected).toEqual(U2);
    store.getState().planDefend();
    store.getState().selectNextIdleUnit();
    expect(store.getState().ui.selected).toEqual(U1);
    store.getState().planDefend();
    store.getState().selectNextIdleUnit();
    expect(store.getState().ui.notice).toBe('Every unit has its order.');
  });

  test('selectUnit selects the active player’s unit and puts the cursor on it; an enemy is not selected', () => {
    const { store } = startedStore();
    store.getState().selectUnit('u2');
    expect(store.getState().ui).toMatchObject({ selected: U2, cursor: U2 });
    store.getState().selectUnit('u3');
    expect(store.getState().ui.selected).toEqual(U2);
  });
});
