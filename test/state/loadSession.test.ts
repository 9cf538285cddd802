// A game verified in a worker comes to the hotseat store as a session: it shows once the players say it
// may replace the game in progress, and the autosave (its text made in the worker) is written in the next
// task, unless the game changed meanwhile.
import { describe, expect, test } from 'vitest';
import { AUTOSAVE_KEY, autosaveTextOf } from '../../src/io/autosave.ts';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import { createGameApp } from '../../src/state/gameApp.ts';
import { ordersOf } from '../../src/state/session.ts';
import { sessionFromRecord } from '../../src/state/sessionFromRecord.ts';
import { joeAndKimRecord } from '../support/records.ts';
import { joeAndKim } from '../support/scenarios.ts';
import { fakeStorage } from './gameFixtures.ts';

function verifiedSession() {
  const { scenario, seed, orders } = joeAndKimRecord();
  const made = recordGame(scenario, seed, orders);
  if ('error' in made) throw new Error(made.error);
  const session = sessionFromRecord(made.record);
  if (!session.ok) throw new Error(session.message);
  return session.session;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function storeWithGame() {
  const storage = fakeStorage();
  const { store, autosave } = createGameApp({ storage });
  store.getState().startScenario(joeAndKim(), 3);
  store.getState().confirmHandoff();
  return { store, storage, autosave, before: storage.data.get(AUTOSAVE_KEY) };
}

describe('loading a verified session', () => {
  test('replaces the game, once that is answered, behind the curtain; the autosave holds the given text from the next task', async () => {
    const { store, storage, before } = storeWithGame();
    const session = verifiedSession();
    const game = store.getState().session;
    store.getState().loadSession(session, 'the text made with it');
    expect(store.getState().session).toBe(game);
    store.getState().answerReplace(true);
    expect(store.getState().session).toBe(session);
    expect(store.getState().ui.curtain).toBe(true);
    expect(storage.data.get(AUTOSAVE_KEY)).toBe(before);
    await nextTask();
    expect(storage.data.get(AUTOSAVE_KEY)).toBe('the text made with it');
  });

  test('without a text, the autosave is written out from the session', async () => {
    const { store, storage } = storeWithGame();
    const session = verifiedSession();
    store.getState().loadSession(session);
    store.getState().answerReplace(true);
    await nextTask();
    expect(storage.data.get(AUTOSAVE_KEY)).toBe(autosaveTextOf(session.scenario, session.seed, ordersOf(session), session.state));
  });

  test('a game left before the next task is not saved over what came after', async () => {
    const { store, storage, autosave } = storeWithGame();
    store.getState().loadSession(verifiedSession(), 'stale');
    store.getState().answerReplace(true);
    autosave.discardSaved();
    await nextTask();
    expect(storage.data.has(AUTOSAVE_KEY)).toBe(false);
  });
});
