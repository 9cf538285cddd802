import { describe, expect, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { activePlayer } from '../../src/rules/index.ts';
import { declare, fight, hesitate, holderNow, next, nextDuel, showHand, startDuels, type DuelFlow } from '../../src/state/duelFlow.ts';
import { plannedDuels } from '../../src/state/duelPlan.ts';
import { pageOf } from '../../src/state/router.ts';
import { ANN_HERO, BOB_HERO, championsScenario } from '../support/champions.ts';
import { savedOrders, sessionOf, startedStore } from './gameFixtures.ts';

// End turn with a duel in the plan: the duel screen instead of the curtain; the played duels end the turn,
// a refusal leaves the game as it was, and calling the duel off goes back to planning.

function withDuelPlanned() {
  const made = startedStore(championsScenario());
  made.store.getState().clickHex(ANN_HERO);
  made.store.getState().clickHex(BOB_HERO);
  expect(sessionOf(made.store).state.pending).toHaveLength(1);
  return made;
}

const page = (store: ReturnType<typeof withDuelPlanned>['store']) => {
  const s = store.getState();
  return pageOf({ address: 'game', replaying: false, screen: s.screen, hasSession: s.session !== null, curtain: s.ui.curtain, dueling: s.ui.duel !== null });
};

/** The duel played the quiet way: each side declares nothing, round after round. */
function quietly(flow: DuelFlow): DuelFlow {
  while (flow.stage.kind !== 'over') {
    if (flow.stage.kind === 'intro') flow = fight(flow);
    else if (flow.stage.kind === 'curtain') flow = showHand(flow);
    else if (flow.stage.kind === 'declare') flow = declare(flow, []);
    else flow = next(flow);
  }
  return nextDuel(flow);
}

describe('End turn with a duel planned', () => {
  test('opens the duel screen, and the turn waits', () => {
    const { store } = withDuelPlanned();
    const before = sessionOf(store);
    store.getState().endTurn();
    store.getState().confirmEndTurn(); // End turn asks once about units with no orders
    expect(store.getState().ui.duel).toEqual({ rolls: null });
    expect(page(store)).toBe('duel');
    expect(sessionOf(store)).toBe(before);
    // No order is taken while the duel is played.
    store.getState().takeBackLast();
    expect(sessionOf(store)).toBe(before);
  });

  test('the duels played end the turn, carried by the END_TURN and kept by the autosave', () => {
    const { store, storage } = withDuelPlanned();
    store.getState().endTurn();
    store.getState().confirmEndTurn(); // End turn asks once about units with no orders
    const state = sessionOf(store).state;
    const start = startDuels(state, plannedDuels(state));
    if (!start.ok) throw new Error(start.message);
    const done = quietly(start.flow);
    store.getState().playDuels(done.plays);
    expect(store.getState().ui.duel).toBeNull();
    // Ann sees the duel's result, then passes the screen to Bob.
    expect(store.getState().ui.curtain).toBe(false);
    store.getState().passTurnOn();
    expect(store.getState().ui.curtain).toBe(true);
    const session = sessionOf(store);
    expect(activePlayer(session.state).id).toBe('p2');
    expect(session.lastReport?.some((e) => e.event.type === 'DUEL_FOUGHT')).toBe(true);
    const endTurn = savedOrders(storage).find((o) => o.type === 'END_TURN');
    expect(endTurn).toEqual({ type: 'END_TURN', player: 'p1', duels: done.plays });
  });

  test('a duel the rules refuse: the reason shows, and the game is as it was', () => {
    const { store, storage } = withDuelPlanned();
    const before = sessionOf(store);
    const saved = storage.data.get(AUTOSAVE_KEY);
    store.getState().endTurn();
    store.getState().confirmEndTurn(); // End turn asks once about units with no orders
    store.getState().playDuels([{ target: BOB_HERO, rounds: [] }]);
    expect(store.getState().ui.duel).toBeNull();
    expect(store.getState().ui.refusal).toBe('the duel at (3,1) is not over: play its round 1');
    expect(sessionOf(store)).toBe(before);
    expect(storage.data.get(AUTOSAVE_KEY)).toBe(saved);
    expect(page(store)).toBe('game');
  });

  test('calling the duel off goes back to planning, behind the curtain once the other player had the screen', () => {
    const { store } = withDuelPlanned();
    const before = sessionOf(store);
    store.getState().endTurn();
    store.getState().confirmEndTurn(); // End turn asks once about units with no orders
    store.getState().cancelDuels(false);
    expect(store.getState().ui).toMatchObject({ duel: null, curtain: false, notice: 'The duel was called off: the plan is as it was.' });
    expect(sessionOf(store)).toBe(before);
    store.getState().endTurn();
    store.getState().confirmEndTurn(); // End turn asks once about units with no orders
    store.getState().cancelDuels(true);
    expect(page(store)).toBe('curtain');
    expect(sessionOf(store)).toBe(before);
  });

  test('both heroes hesitating ends the duel, and the turn with it', () => {
    const { store } = withDuelPlanned();
    store.getState().endTurn();
    store.getState().confirmEndTurn(); // End turn asks once about units with no orders
    const state = sessionOf(store).state;
    const start = startDuels(state, plannedDuels(state));
    if (!start.ok) throw new Error(start.message);
    const flow = next(hesitate(hesitate(start.flow)));
    expect(flow.stage).toEqual({ kind: 'over' });
    store.getState().playDuels(nextDuel(flow).plays);
    expect(store.getState().ui.refusal).toBeNull();
    expect(activePlayer(sessionOf(store).state).id).toBe('p2');
  });

  test('the first declarer is the holder of the initiative, whichever side it is', () => {
    const { store } = withDuelPlanned();
    const state = sessionOf(store).state;
    const start = startDuels(state, plannedDuels(state));
    if (!start.ok) throw new Error(start.message);
    const holder = holderNow(start.flow);
    expect(start.flow.opening.initiative.holder).toBe(start.flow.duel.combatants[holder].name);
  });
});
