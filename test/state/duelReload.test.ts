// A duel under way is kept by the autosave once a hand has been shown: a reload (or Continue) reopens it at the
// same point behind the curtain, the plan locked, the cards the same; before a hand is shown nothing is kept and
// the duel may still be called off. A saved duel that is broken is refused in one line, and the game kept.
import { describe, expect, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { gameRecordOf } from '../../src/io/saveGameRecord.ts';
import { activePlayer, type Declaration, type Side } from '../../src/rules/index.ts';
import { declare, fight, holderNow, next, nextDuel, showHand, startDuels, type DuelFlow } from '../../src/state/duelFlow.ts';
import { plannedDuels } from '../../src/state/duelPlan.ts';
import { createGameApp } from '../../src/state/gameApp.ts';
import type { GameStoreApi } from '../../src/state/gameStore.ts';
import { pageOf } from '../../src/state/router.ts';
import { ordersOf } from '../../src/state/session.ts';
import { ANN_HERO, BOB_HERO, championsScenario } from '../support/champions.ts';
import { type FakeStorage, savedOrders, sessionOf, startedStore } from './gameFixtures.ts';

const other = (side: Side): Side => (side === 0 ? 1 : 0);

const page = (store: GameStoreApi) => {
  const s = store.getState();
  return pageOf({ address: 'game', replaying: false, screen: s.screen, hasSession: s.session !== null, curtain: s.ui.curtain, dueling: s.ui.duel !== null });
};

/** Ann's hero attacks Bob's and End turn opens the duel; the screen's first flow. */
function dueling() {
  const made = startedStore(championsScenario());
  made.store.getState().clickHex(ANN_HERO);
  made.store.getState().clickHex(BOB_HERO);
  made.store.getState().endTurn();
  made.store.getState().confirmEndTurn(); // End turn asks once about units with no orders
  const state = sessionOf(made.store).state;
  const start = startDuels(state, plannedDuels(state));
  if (!start.ok) throw new Error(start.message);
  return { ...made, flow: start.flow };
}

/** A step of the duel screen, kept in the store as the screen keeps it. */
function step(store: GameStoreApi, flow: DuelFlow): DuelFlow {
  store.getState().stepDuel(flow);
  return flow;
}

const firstCard = (flow: DuelFlow, side: Side, maneuver: 'attack' | 'parry'): Declaration[] => [{ maneuver, card: flow.dealt.hands[side][0]! }];

/** A round the plain way: the holder attacks with its first card, the other parries with its first; shown through. */
function plainRound(store: GameStoreApi, flow: DuelFlow): DuelFlow {
  const holder = holderNow(flow);
  let at = step(store, showHand(fight(flow)));
  at = step(store, showHand(declare(at, firstCard(at, holder, 'attack'))));
  at = step(store, declare(at, firstCard(at, other(holder), 'parry')));
  while (at.stage.kind === 'reveal') at = step(store, next(at));
  return at;
}

/** On to the duel's end: rounds the plain way, a side on the screen playing nothing. */
function toTheEnd(store: GameStoreApi, flow: DuelFlow): DuelFlow {
  let at = flow;
  while (at.stage.kind !== 'over') {
    if (at.stage.kind === 'intro') at = plainRound(store, at);
    else if (at.stage.kind === 'curtain') at = step(store, showHand(at));
    else if (at.stage.kind === 'declare') at = step(store, declare(at, []));
    else at = step(store, next(at));
  }
  return at;
}

/** The page reloaded: a new app on the same storage, its saved game offered and continued. */
async function reloaded(storage: FakeStorage) {
  const app = createGameApp({ storage });
  await app.autosave.offerSaved();
  expect(app.store.getState().screen).toBe('resume');
  await app.autosave.continueSaved();
  return app;
}

const keptFlow = (store: GameStoreApi): DuelFlow => {
  const flow = store.getState().ui.duel?.flow;
  if (!flow) throw new Error('no duel in the store');
  return flow;
};

const savedDuel = (storage: FakeStorage) => JSON.parse(storage.data.get(AUTOSAVE_KEY)!).duel;

describe('a duel under way and the autosave', () => {
  test('before a hand is shown nothing of the duel is kept: a reload returns to the plan, and the attack may be taken back', async () => {
    const { store, storage, flow } = dueling();
    step(store, fight(flow));
    expect(savedDuel(storage)).toBeUndefined();
    const { store: again } = await reloaded(storage);
    expect(again.getState().ui.duel).toBeNull();
    again.getState().confirmHandoff();
    again.getState().takeBackLast();
    expect(sessionOf(again).state.pending).toHaveLength(0);
  });

  test('a hand shown and a round half declared reopens at the other side’s curtain, same round, same cards, the plan locked', async () => {
    const { store, storage, flow } = dueling();
    let at = plainRound(store, flow);
    expect(at.stage).toEqual({ kind: 'intro' });
    expect(at.duel.round).toBe(2);
    const holder = holderNow(at);
    at = step(store, showHand(fight(at)));
    at = step(store, declare(at, firstCard(at, holder, 'attack')));
    expect(at.stage).toEqual({ kind: 'curtain', side: other(holder) });
    expect(savedDuel(storage)).toMatchObject({ targets: [BOB_HERO], plays: [], rounds: at.rounds, step: 'fight', hesitate: [] });

    const { store: again, autosave } = await reloaded(storage);
    expect(page(again)).toBe('curtain');
    again.getState().confirmHandoff();
    expect(page(again)).toBe('duel');
    const back = keptFlow(again);
    expect(back.stage).toEqual({ kind: 'curtain', side: other(holder) });
    expect(back.duel.round).toBe(2);
    expect(back.dealt).toEqual(at.dealt);
    expect(back.declared).toEqual(at.declared);
    expect(back.rounds).toEqual(at.rounds);
    expect(back.handsShown).toBe(true);
    // Nothing of the plan can be taken back, and the duel cannot be called off.
    const before = sessionOf(again);
    again.getState().takeBackLast();
    again.getState().cancelDuels(true);
    expect(sessionOf(again)).toBe(before);
    expect(again.getState().ui.duel?.flow).toBe(back);
    expect(savedDuel(storage)).toMatchObject({ step: 'fight', rounds: at.rounds });

    // Fought on to its end, the turn ends as it would have without the reload.
    const finish = (store: GameStoreApi, from: DuelFlow) => nextDuel(toTheEnd(store, declare(showHand(from), firstCard(from, other(holder), 'parry')))).plays;
    const plays = finish(again, back);
    expect(plays).toEqual(finish(store, at));
    again.getState().playDuels(plays);
    expect(again.getState().ui.duel).toBeNull();
    expect(activePlayer(sessionOf(again).state).id).toBe('p2');
    expect(savedDuel(storage)).toBeUndefined();
    expect(savedOrders(storage).at(-1)).toEqual({ type: 'END_TURN', player: 'p1', duels: plays });
    autosave.stop();
  });

  test('a hand on the screen reopens behind its curtain; a reveal and a duel’s end reopen as they were', async () => {
    const { store, storage, flow } = dueling();
    const holder = holderNow(flow);
    const shown = step(store, showHand(fight(flow)));
    expect(shown.stage).toEqual({ kind: 'declare', side: holder, problem: null });
    expect(keptFlow((await reloaded(storage)).store).stage).toEqual({ kind: 'curtain', side: holder });

    let at = step(store, showHand(declare(shown, firstCard(shown, holder, 'attack'))));
    at = step(store, declare(at, firstCard(at, other(holder), 'parry')));
    expect(at.stage.kind).toBe('reveal');
    const reveal = keptFlow((await reloaded(storage)).store);
    expect(reveal.stage).toEqual({ kind: 'reveal', shown: 1 });
    expect(reveal.reports).toEqual(at.reports);

    at = toTheEnd(store, at);
    const over = keptFlow((await reloaded(storage)).store);
    expect(over.stage).toEqual({ kind: 'over' });
    expect(nextDuel(over).plays).toEqual(nextDuel(at).plays);
  });

  test('a map from the editor over a duel asks first; kept, the duel goes on at the same point', () => {
    const { store, flow } = dueling();
    const at = step(store, showHand(fight(flow)));
    store.getState().offerMap({ name: 'Made in the editor', map: championsScenario().map, starts: [] });
    expect(store.getState().replacing?.incoming).toEqual({ kind: 'map', name: 'Made in the editor' });
    expect(page(store)).toBe('duel');
    store.getState().answerReplace(false);
    expect(page(store)).toBe('duel');
    expect(store.getState().ui.duel?.flow).toBe(at);
  });
});

describe('a saved duel that is broken', () => {
  /** A game whose duel showed a hand, then its saved duel replaced by `duel`. */
  async function reopenedWith(duel: (saved: Record<string, unknown>, holder: Side) => unknown) {
    const { store, storage, flow } = dueling();
    step(store, showHand(fight(flow)));
    const record = JSON.parse(storage.data.get(AUTOSAVE_KEY)!);
    storage.setItem(AUTOSAVE_KEY, JSON.stringify({ ...record, duel: duel(record.duel, holderNow(flow)) }));
    const orders = ordersOf(sessionOf(store));
    const { store: again } = await reloaded(storage);
    const notice = again.getState().ui.notice ?? '';
    expect(notice).not.toContain('\n');
    expect(notice).not.toMatch(/\bat .*\.ts:\d+/);
    expect(ordersOf(sessionOf(again))).toEqual(orders);
    return { store: again, notice, storage };
  }

  test('a shape the schema refuses: one line, the game kept, the duel from its start and not to be called off', async () => {
    const { store, notice, storage } = await reopenedWith((saved) => ({ ...saved, step: 'sideways', rounds: 'x'.repeat(10_000) }));
    expect(notice).toMatch(/^The duel in progress could not be reopened \(the saved duel is broken: duel\.\w+: .*\): it starts again from its first round/);
    expect(notice.length).toBeLessThanOrEqual(300);
    const flow = keptFlow(store);
    expect(flow.stage).toEqual({ kind: 'intro' });
    expect(flow.duel.round).toBe(1);
    expect(flow.handsShown).toBe(true);
    store.getState().confirmHandoff();
    store.getState().cancelDuels(false);
    expect(page(store)).toBe('duel');
    // The duel as it now stands replaces the broken one at once.
    expect(savedDuel(storage)).toMatchObject({ step: 'intro', rounds: [] });
    store.getState().stepDuel(fight(flow));
    expect(savedDuel(storage)).toMatchObject({ step: 'fight', rounds: [] });
  });

  test('a declaration the rules refuse (a card not dealt): one line, the game kept', async () => {
    const notDealt = [{ maneuver: 'attack', card: { value: 9, hit: true } }];
    const { store, notice } = await reopenedWith((saved, holder) => ({ ...saved, declared: holder === 0 ? [notDealt, null] : [null, notDealt] }));
    expect(notice).toMatch(
      /^The duel in progress could not be reopened \(the duel at \(3,1\): round 1, register 1: Bob's Warlord: \+9 \(hit\) is not in the hand .*\): it starts again/,
    );
    expect(keptFlow(store).stage).toEqual({ kind: 'intro' });
  });

  test('hostile values (not an object, keys and arrays out of bounds, a duel not in the plan) are each one line', async () => {
    const hostiles: ((saved: Record<string, unknown>) => unknown)[] = [
      () => null,
      () => 'duel',
      () => [1, 2],
      () => ({ targets: [BOB_HERO], nested: { a: { b: { c: [] } } } }),
      (saved) => ({ ...saved, ['\u202e'.repeat(5_000)]: 1 }),
      (saved) => ({ ...saved, rounds: Array.from({ length: 1_000 }, () => ({ registers: [] })) }),
      (saved) => ({ ...saved, hesitate: [0, 1], declared: [[null], [null]] }),
    ];
    for (const hostile of hostiles) {
      const { notice } = await reopenedWith(hostile);
      expect(notice).toMatch(/^The duel in progress could not be reopened \(the saved duel is broken: duel[.:]/);
      expect(notice.length).toBeLessThanOrEqual(300);
    }
    const { notice } = await reopenedWith((saved) => ({ ...saved, targets: [{ col: 0, row: 0 }] }));
    expect(notice).toContain('the duels saved are not the plan’s');
  });
});

describe('another tab of the same browser', () => {
  test('a tab of the same turn follows the duel another tab is fighting, then the turn it ended', async () => {
    const { store, storage, flow } = dueling();
    const stale = await reloaded(storage); // opened before any hand was shown: the plan, unlocked
    expect(stale.store.getState().ui.duel).toBeNull();
    const at = step(store, showHand(fight(flow)));
    await stale.autosave.noteOtherTabSave();
    expect(keptFlow(stale.store).stage).toEqual({ kind: 'curtain', side: holderNow(at) });
    expect(stale.store.getState().ui.notice).toMatch(/^Another tab of this browser went on with this duel/);
    stale.store.getState().confirmHandoff();
    stale.store.getState().takeBackLast();
    expect(sessionOf(stale.store).state.pending).toHaveLength(1);

    // The first tab fights the duel to its end and ends the turn: the follower goes on to the next turn.
    store.getState().playDuels(nextDuel(toTheEnd(store, at)).plays);
    await stale.autosave.noteOtherTabSave();
    expect(stale.store.getState().ui.duel).toBeNull();
    expect(ordersOf(sessionOf(stale.store))).toEqual(ordersOf(sessionOf(store)));
  });

  test('a stale tab’s save of the same turn, without the duel, is written over with the duel again', async () => {
    const { store, storage, flow, autosave } = dueling();
    step(store, showHand(fight(flow)));
    const withDuel = storage.data.get(AUTOSAVE_KEY);
    // The other tab took the attack back and saved its plan.
    const { played, scenario, seed } = sessionOf(store);
    storage.setItem(AUTOSAVE_KEY, JSON.stringify(gameRecordOf(scenario, seed, played)));
    await autosave.noteOtherTabSave();
    expect(storage.data.get(AUTOSAVE_KEY)).toBe(withDuel);
  });

  test('another game saved by another tab is only noted', async () => {
    const { store, storage, flow, autosave } = dueling();
    step(store, showHand(fight(flow)));
    const { scenario } = sessionOf(store);
    const elsewhere = JSON.stringify(gameRecordOf(scenario, 99, []));
    storage.setItem(AUTOSAVE_KEY, elsewhere);
    await autosave.noteOtherTabSave();
    expect(store.getState().otherTabSaved).toBe(true);
    expect(keptFlow(store).stage.kind).toBe('declare');
    expect(storage.data.get(AUTOSAVE_KEY)).toBe(elsewhere);
  });
});
