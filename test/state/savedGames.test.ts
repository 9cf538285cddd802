// The saved-games list beside the store (src/state/savedGames.ts), over a backend in memory: leaving a game for
// the main menu keeps it there; everything that would replace a game in progress (a file, a replay's Continue from
// here, the editor's map, a game from the list) asks first, and the game in progress is kept either way; a game
// kept is opened, exported and reopened after a reload at its own entry; without a list the game still plays.
import { describe, expect, test } from 'vitest';
import { AUTOSAVE_ENTRY_KEY, AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import { stateHash } from '../../src/rules/index.ts';
import { createGameApp } from '../../src/state/gameApp.ts';
import { gameFileOf } from '../../src/state/gameFileOf.ts';
import type { GameStoreApi } from '../../src/state/gameStore.ts';
import type { PremadeMap } from '../../src/state/premadeMap.ts';
import { createSavedGames, type SavedGames } from '../../src/state/savedGames.ts';
import { ordersOf } from '../../src/state/session.ts';
import { joeAndKimRecord } from '../support/records.ts';
import { joeAndKim } from '../support/scenarios.ts';
import { memoryGames } from '../io/memoryGames.ts';
import { pairScenario, sessionOf, startedStore } from './gameFixtures.ts';

/** Joe and Kim's game, one order planned, with a list in memory beside it. */
function playing() {
  const made = startedStore();
  made.store.getState().clickHex({ col: 1, row: 1 });
  made.store.getState().planDefend();
  const backend = memoryGames();
  let clock = 1000;
  const games = createSavedGames(made.store, made.autosave, { backend, now: () => clock++ });
  return { ...made, backend, games };
}

async function listed(games: SavedGames) {
  const list = await games.list();
  if (!list.ok) throw new Error(list.reason);
  return list.games;
}

/** Another game, as a file or a replay would bring it. */
function otherRecord() {
  const { scenario, seed, orders } = joeAndKimRecord();
  const made = recordGame({ ...scenario, name: 'The other game', players: scenario.players.map((p) => ({ ...p, name: `${p.name}2` })) }, seed, orders);
  if ('error' in made) throw new Error(made.error);
  return made.record;
}

const premade: PremadeMap = { name: 'Made in the editor', map: joeAndKim().map, starts: [] };

function expectAsking(store: GameStoreApi, kind: 'game' | 'map') {
  expect(store.getState().replacing).toMatchObject({ current: { names: ['Joe', 'Kim'], round: 1 }, incoming: { kind } });
}

describe('leaving a game for the main menu', () => {
  test('the game is kept in Saved games, the autosave forgets it, and the setup screen says where it went', async () => {
    const { store, storage, games } = playing();
    const game = sessionOf(store);
    expect(await games.leave(false)).toEqual({ ok: true });
    expect(store.getState()).toMatchObject({ screen: 'setup', session: null, savedGameId: null });
    expect(store.getState().menuNotice).toBe('The game of Joe and Kim, round 1, is kept in Saved games.');
    expect(storage.data.has(AUTOSAVE_KEY)).toBe(false);
    const [kept] = await listed(games);
    expect(kept).toMatchObject({ name: 'Joe v Kim (Joe and Kim)', round: 1, players: ['Joe', 'Kim'], lastPlayed: 1000 });

    // Opened again: the same game, plan and all, behind the curtain; the autosave notes its entry.
    expect(await games.open(kept!.id)).toEqual({ ok: true });
    const opened = sessionOf(store);
    expect(ordersOf(opened)).toEqual(ordersOf(game));
    expect(stateHash(opened.state)).toBe(stateHash(game.state));
    expect(store.getState()).toMatchObject({ screen: 'game', savedGameId: kept!.id, ui: { curtain: true } });
    expect(storage.data.get(AUTOSAVE_ENTRY_KEY)).toBe(kept!.id);

    // Left again: over its own entry.
    await games.leave(false);
    expect(await listed(games)).toEqual([{ ...kept, lastPlayed: 1001 }]);
  });

  test('a reload keeps the entry: the game continued from the autosave is kept over it', async () => {
    const { store, storage, games, backend } = playing();
    await games.leave(false);
    const [kept] = await listed(games);
    await games.open(kept!.id);
    store.getState().confirmHandoff();

    const reloaded = createGameApp({ storage });
    await reloaded.autosave.offerSaved();
    await reloaded.autosave.continueSaved();
    expect(reloaded.store.getState().savedGameId).toBe(kept!.id);
    const again = createSavedGames(reloaded.store, reloaded.autosave, { backend, now: () => 5000 });
    await again.keepCurrent();
    expect(await listed(again)).toEqual([{ ...kept, lastPlayed: 5000 }]);
  });

  test('without a list in the browser, leaving says why, and leaves anyway only when asked: the autosave keeps the game', async () => {
    const { store, storage, autosave } = playing();
    const games = createSavedGames(store, autosave, { backend: null, unavailable: 'this browser offers no IndexedDB to keep them in' });
    expect(games.unavailable).toBe('this browser offers no IndexedDB to keep them in');
    expect(await games.leave(false)).toEqual({ ok: false, reason: 'Saved games are not available: this browser offers no IndexedDB to keep them in' });
    expect(store.getState().screen).toBe('game');
    expect(await games.leave(true)).toEqual({ ok: true });
    expect(store.getState().menuNotice).toMatch(/^The game of Joe and Kim, round 1, was not kept in Saved games \(.*\); a reload offers it again/);
    expect(storage.data.has(AUTOSAVE_KEY)).toBe(true);
    expect(await games.list()).toEqual({ ok: false, reason: 'Saved games are not available: this browser offers no IndexedDB to keep them in' });
  });
});

describe('nothing replaces a game in progress without asking', () => {
  test('a game file: Keep goes on with the game, kept in the list; Replace plays the file, the game kept', async () => {
    const { store, games } = playing();
    const game = sessionOf(store);
    expect(store.getState().loadRecord(otherRecord())).toEqual({ ok: true });
    expectAsking(store, 'game');
    expect(store.getState().session).toBe(game);

    const kept = await games.answerReplace(false, false);
    expect(kept).toEqual({
      ok: true,
      message: 'The game of Joe and Kim, round 1, goes on, kept in Saved games. Not opened: the game of Joe2 and Kim2, round 2.',
    });
    expect(store.getState().session).toBe(game);
    expect(store.getState().replacing).toBeNull();
    const [entry] = await listed(games);
    expect(store.getState().savedGameId).toBe(entry!.id);

    expect(await store.getState().loadGame(JSON.stringify(otherRecord()))).toEqual({ ok: true });
    expectAsking(store, 'game');
    const replaced = await games.answerReplace(true, false);
    expect(replaced).toMatchObject({ ok: true, message: expect.stringMatching(/was replaced, kept in Saved games: now the game of Joe2 and Kim2/) });
    expect(sessionOf(store).scenario.name).toBe('The other game');
    expect(store.getState()).toMatchObject({ savedGameId: null, screen: 'game', ui: { curtain: true } });
    // The game was kept over its entry both times.
    expect(await listed(games)).toEqual([{ ...entry, lastPlayed: 1001 }]);
  });

  test('a verified session (a file checked in the worker) asks too', () => {
    const { store } = playing();
    const { session } = store.getState();
    store.getState().loadSession(sessionOf(createStarted()), 'its autosave text');
    expectAsking(store, 'game');
    expect(store.getState().session).toBe(session);
  });

  test("the editor's map: Replace keeps the game and sets up the map; Keep goes on, the map kept for later", async () => {
    const { store, storage, games } = playing();
    const game = sessionOf(store);
    store.getState().offerMap(premade);
    expectAsking(store, 'map');
    expect(store.getState().screen).toBe('game');
    await games.answerReplace(false, false);
    expect(store.getState().session).toBe(game);
    expect(store.getState().premadeMap?.name).toBe('Made in the editor');

    store.getState().offerMap(premade);
    const replaced = await games.answerReplace(true, false);
    expect(replaced).toMatchObject({ ok: true, message: expect.stringMatching(/now a new game on the map "Made in the editor"\.$/) });
    expect(store.getState()).toMatchObject({ screen: 'setup', session: null, premadeMap: { name: 'Made in the editor' } });
    // The list has the game: a reload does not offer it again.
    expect(storage.data.has(AUTOSAVE_KEY)).toBe(false);
    expect(await listed(games)).toHaveLength(1);
  });

  test('a game from the list asks over another; its own entry only shows the game again', async () => {
    const { store, games } = playing();
    await games.leave(false);
    const [first] = await listed(games);
    store.getState().startScenario(pairScenario(), 9);
    expect(await games.open(first!.id)).toEqual({ ok: true });
    expectAsking(store, 'game');
    await games.answerReplace(true, false);
    expect(store.getState().savedGameId).toBe(first!.id);
    expect(await listed(games)).toHaveLength(2);

    const now = sessionOf(store);
    store.getState().showSavedGames(true);
    expect(await games.open(first!.id)).toEqual({ ok: true });
    expect(store.getState()).toMatchObject({ screen: 'game', replacing: null });
    expect(store.getState().session).toBe(now);
  });

  test('Replace waits when the game cannot be kept, until asked to replace anyway; Keep goes on all the same', async () => {
    const { store, backend, games } = playing();
    const game = sessionOf(store);
    backend.failing = Object.assign(new Error('blocked'), { name: 'SecurityError' });
    store.getState().loadRecord(otherRecord());
    expect(await games.answerReplace(true, false)).toEqual({ ok: false, reason: 'cannot keep the game in Saved games: SecurityError: blocked' });
    expect(store.getState().session).toBe(game);
    expect(await games.answerReplace(false, false)).toMatchObject({ ok: true, message: expect.stringContaining('(it could not be kept in Saved games: ') });
    store.getState().loadRecord(otherRecord());
    expect(await games.answerReplace(true, true)).toMatchObject({ ok: true });
    expect(sessionOf(store).scenario.name).toBe('The other game');
  });
});

describe('the games kept', () => {
  test('the resume screen keeps the saved game before a new game drops it, named after its players and scenario', async () => {
    const { storage } = startedStore();
    const { store, autosave } = createGameApp({ storage });
    await autosave.offerSaved();
    const games = createSavedGames(store, autosave, { backend: memoryGames(), now: () => 7 });
    expect(await games.keepAutosaved()).toMatchObject({
      ok: true,
      summary: { name: 'Joe v Kim (Joe and Kim)', round: 1, players: ['Joe', 'Kim'], lastPlayed: 7 },
    });
    autosave.discardSaved();
    expect(await games.keepAutosaved()).toEqual({ ok: false, reason: 'no game is saved in this browser' });
  });

  test('exported as the file Save game writes', async () => {
    const { store, games } = playing();
    const file = gameFileOf(sessionOf(store));
    await games.leave(false);
    const [kept] = await listed(games);
    expect(await games.exportFile(kept!.id)).toEqual({ ok: true, ...file });
  });

  test('a kept game that does not replay is refused in one line, and nothing changes', async () => {
    const { store, backend, games } = playing();
    await games.keepCurrent();
    const [kept] = await listed(games);
    const before = store.getState();
    for (const text of ['{"format":"karnage-game","version":3,"seed":"x"}', 'not json', JSON.stringify({ ...otherRecord(), stateHash: 'f00d' })]) {
      backend.texts.set(kept!.id, text);
      const opened = await games.open(kept!.id);
      expect(opened).toMatchObject({ ok: false, reason: expect.stringMatching(/^cannot open the saved game "Joe v Kim \(Joe and Kim\)": /) });
      expect(opened.ok ? '' : opened.reason).not.toContain('\n');
      expect(store.getState()).toBe(before);
    }
  });

  test("renaming keeps the game's entry; deleting it leaves the game in progress without one", async () => {
    const { store, games } = playing();
    await games.keepCurrent();
    const [kept] = await listed(games);
    expect(await games.rename(kept!.id, 'Winter war')).toMatchObject({ ok: true, summary: { name: 'Winter war' } });
    expect(await games.remove(kept!.id)).toEqual({ ok: true });
    expect(store.getState().savedGameId).toBeNull();
    expect(await listed(games)).toEqual([]);
  });
});

function createStarted() {
  return startedStore(pairScenario()).store;
}
