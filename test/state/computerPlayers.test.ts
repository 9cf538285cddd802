// Computers at a hotseat game's seats, in the store: a computer's turn planned (here on the page, with no delay),
// played through the rules as a person's orders are, and ended; the curtain only between two people; the seats
// kept by the autosave, and a computer's turn taken again after a reload, exactly as it would have been.
import { describe, expect, test, vi } from 'vitest';
import { planTurn } from '../../src/ai/planTurn.ts';
import { activePlayer, type ComputerStrength, type Order, type Scenario } from '../../src/rules/index.ts';
import { computerThinking, computerSeed } from '../../src/state/computer/computerPlayers.ts';
import { planOnPage, type PlanComputerTurn } from '../../src/state/computer/planInWorker.ts';
import { curtainWanted, passOnLabel } from '../../src/state/computer/seats.ts';
import { createGameApp } from '../../src/state/gameApp.ts';
import type { GameStoreApi } from '../../src/state/gameStore.ts';
import { newGameSetup } from '../support/newGameSetup.ts';
import { joeAndKim } from '../support/scenarios.ts';
import { threePlayers } from '../support/threePlayers.ts';
import { keepSession, planStep } from '../../src/state/sessionSlice.ts';
import { fakeStorage, sessionOf } from './gameFixtures.ts';

/** The scenario with these seats played by computers. */
function seated(scenario: Scenario, computers: Readonly<Record<string, ComputerStrength>>): Scenario {
  return { ...scenario, players: scenario.players.map((p) => (computers[p.id] ? { ...p, computer: computers[p.id] } : p)) };
}

/** A game app whose computers plan on the page at once; every state the store passes through is watched for a curtain. */
function computerApp(storage = fakeStorage(), plan: PlanComputerTurn = planOnPage) {
  const app = createGameApp({ storage, computers: { plan, minThinkingMs: 0 } });
  const curtains: string[] = [];
  app.store.subscribe(() => {
    const { session, ui, screen } = app.store.getState();
    if (session && screen === 'game' && ui.curtain) curtains.push(activePlayer(session.state).name);
  });
  return { ...app, storage, curtains };
}

/** Waits until it is `name`'s turn with nothing over the board. */
async function turnOf(store: GameStoreApi, name: string): Promise<void> {
  await vi.waitFor(() => {
    const { session, ui } = store.getState();
    expect(session && activePlayer(session.state).name).toBe(name);
    expect(ui.curtain || computerThinking(store.getState()) !== null).toBe(false);
  });
}

const endTurnOf = (orders: readonly Order[], player: string) => orders.filter((o) => o.type === 'END_TURN' && o.player === player).length;

describe('a person against a computer', () => {
  test('the computer plans in its turn, its orders stand through the rules, its turn ends, and the person never sees a curtain', async () => {
    const { store, curtains } = computerApp();
    store.getState().startScenario(seated(joeAndKim(), { kim: 'hard' }), 7);
    expect(store.getState().ui.curtain).toBe(false);
    // Joe may play; Kim's units are not his to order, and Kim's seat is nobody's on the screen while it thinks.
    expect(computerThinking(store.getState())).toBeNull();
    store.getState().endTurn();
    store.getState().confirmEndTurn();
    const before = sessionOf(store);
    expect(computerThinking(store.getState())).toMatchObject({ name: 'Kim', computer: 'hard' });
    // A person's command does nothing in the computer's turn.
    store.getState().endTurn();
    expect(sessionOf(store)).toBe(before);

    await turnOf(store, 'Joe');
    const after = sessionOf(store);
    expect(endTurnOf(after.played, 'kim')).toBe(1);
    // The orders are the planner's, seeded as self-play seeds it: the game replays exactly.
    const planned = planTurn(before.state, 'hard', computerSeed(before));
    expect(planned.length).toBeGreaterThan(0);
    const kimsTurn = after.played.slice(before.played.length);
    expect(kimsTurn.slice(0, -1)).toEqual(planned.map((o) => expect.objectContaining({ type: o.type, player: 'kim' })));
    expect(curtains).toEqual([]);

    // A few more rounds: the computer takes every turn of its own, the person's come back without a curtain.
    for (let round = 0; round < 3; round++) {
      store.getState().endTurn();
      store.getState().confirmEndTurn();
      if (store.getState().turnResults) store.getState().passTurnOn();
      await turnOf(store, 'Joe');
      if (store.getState().turnResults) store.getState().passTurnOn();
    }
    expect(endTurnOf(sessionOf(store).played, 'kim')).toBe(4);
    expect(curtains).toEqual([]);
  });

  test('the seats come from the new-game screen, the autosave keeps them, and a reload mid-turn takes the computer’s turn as it would have', async () => {
    const storage = fakeStorage();
    // A planner that never answers: the page is "reloaded" while the computer thinks.
    const first = computerApp(storage, () => new Promise(() => {}));
    first.store.getState().newGame({ ...newGameSetup(), computers: [null, 'normal'] }, 11);
    expect(sessionOf(first.store).scenario.players.map((p) => p.computer)).toEqual([undefined, 'normal']);
    first.store.getState().endTurn();
    first.store.getState().confirmEndTurn();
    const thinking = sessionOf(first.store);
    expect(computerThinking(first.store.getState())).toMatchObject({ name: 'Bob', computer: 'normal' });
    first.computers?.stop();

    const reloaded = computerApp(storage);
    await reloaded.autosave.offerSaved();
    await reloaded.autosave.continueSaved();
    expect(sessionOf(reloaded.store).scenario.players.map((p) => p.computer)).toEqual([undefined, 'normal']);
    await turnOf(reloaded.store, 'Ann');
    const played = sessionOf(reloaded.store).played.slice(thinking.played.length);
    const planned = planTurn(thinking.state, 'normal', computerSeed(thinking));
    expect(planned.length).toBeGreaterThan(0);
    expect(played.slice(0, -1).map((o) => o.type)).toEqual(planned.map((o) => o.type));
    expect(reloaded.curtains).toEqual([]);
  });
});

describe('people and computers', () => {
  test('two people and a computer: the curtain before each person’s turn, never before the computer’s', async () => {
    const { store, curtains } = computerApp();
    store.getState().startScenario(seated(threePlayers(), { bob: 'easy' }), 3);
    expect(store.getState().ui.curtain).toBe(true);
    store.getState().confirmHandoff();
    store.getState().endTurn();
    store.getState().confirmEndTurn();
    if (store.getState().turnResults) store.getState().passTurnOn();
    // Bob's turn: no curtain, then Cara's behind one.
    await vi.waitFor(() => expect(activePlayer(sessionOf(store).state).name).toBe('Cara'));
    if (store.getState().turnResults) store.getState().passTurnOn();
    expect(store.getState().ui.curtain).toBe(true);
    expect(curtains).not.toContain('Bob');
    expect(curtains).toContain('Cara');
  });

  test('people only: the curtain before every turn, as ever', () => {
    const { store } = computerApp();
    store.getState().startScenario(joeAndKim(), 7);
    const session = sessionOf(store);
    expect(curtainWanted(session)).toBe(true);
    store.getState().confirmHandoff();
    store.getState().endTurn();
    store.getState().confirmEndTurn();
    expect(store.getState().ui.curtain).toBe(true);
  });

  test('the results dialog passes the screen to a person only when a curtain comes next', () => {
    const labelAtStart = (scenario: Scenario) => {
      const { store } = computerApp();
      store.getState().startScenario(scenario, 7);
      return passOnLabel(sessionOf(store));
    };
    expect(labelAtStart(joeAndKim())).toBe('Pass to Joe');
    expect(labelAtStart(seated(joeAndKim(), { kim: 'hard' }))).toBe("Go on to Joe's turn");
    expect(labelAtStart(seated(joeAndKim(), { joe: 'easy' }))).toBe('Go on: Joe (computer) plays');
    expect(labelAtStart(seated(threePlayers(), { bob: 'easy' }))).toMatch(/^Pass to /);
  });
});

describe('each computer turn planned once, and only while the game is in sight', () => {
  test('a turn is planned once, though playing it changes the store many times', async () => {
    const plan = vi.fn(planOnPage);
    const { store } = computerApp(fakeStorage(), plan);
    store.getState().startScenario(seated(joeAndKim(), { kim: 'normal' }), 7);
    for (let round = 0; round < 2; round++) {
      store.getState().endTurn();
      store.getState().confirmEndTurn();
      await turnOf(store, 'Joe');
      if (store.getState().turnResults) store.getState().passTurnOn();
    }
    expect(plan).toHaveBeenCalledTimes(2);
    const played = sessionOf(store).played;
    expect(endTurnOf(played, 'kim')).toBe(2);
    expect(played.filter((o) => o.type === 'END_TURN').map((o) => o.player)).toEqual(['joe', 'kim', 'joe', 'kim']);
  });

  test('two computers in a row: the second takes its turn as soon as the first has ended its own', async () => {
    const plan = vi.fn<PlanComputerTurn>(async () => []);
    const { store } = computerApp(fakeStorage(), plan);
    store.getState().startScenario(seated(threePlayers(), { bob: 'easy', cara: 'normal' }), 3);
    store.getState().endTurn();
    store.getState().confirmEndTurn();
    await turnOf(store, 'Ann');
    expect(
      sessionOf(store)
        .played.filter((o) => o.type === 'END_TURN')
        .map((o) => o.player),
    ).toEqual(['ann', 'bob', 'cara']);
    expect(plan).toHaveBeenCalledTimes(2);
  });

  test('held (a replay open over the game, another page), the computer waits; let go, it plays', async () => {
    const plan = vi.fn(planOnPage);
    const { store, computers } = computerApp(fakeStorage(), plan);
    store.getState().startScenario(seated(joeAndKim(), { kim: 'normal' }), 7);
    computers?.hold(true);
    store.getState().endTurn();
    store.getState().confirmEndTurn();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(activePlayer(sessionOf(store).state).name).toBe('Kim');
    expect(plan).not.toHaveBeenCalled();
    computers?.hold(false);
    await turnOf(store, 'Joe');
    expect(endTurnOf(sessionOf(store).played, 'kim')).toBe(1);
  });

  test('a computer whose plan is already made (kept from before a reload) ends its turn with it, planning nothing more', async () => {
    const plan = vi.fn<PlanComputerTurn>(() => new Promise(() => {}));
    const { store } = computerApp(fakeStorage(), plan);
    store.getState().startScenario(seated(joeAndKim(), { kim: 'normal' }), 7);
    store.getState().endTurn();
    store.getState().confirmEndTurn();
    expect(plan).toHaveBeenCalledTimes(1);
    const step = planStep(sessionOf(store), { type: 'DEFEND', player: 'kim', unit: 'u3' });
    if (!step.ok) throw new Error(step.reason);
    store.setState((d) => keepSession(d, step.session));
    await turnOf(store, 'Joe');
    const played = sessionOf(store).played;
    expect(played.slice(-2)).toEqual([
      expect.objectContaining({ type: 'DEFEND', player: 'kim' }),
      expect.objectContaining({ type: 'END_TURN', player: 'kim' }),
    ]);
    expect(plan).toHaveBeenCalledTimes(1);
  });
});
