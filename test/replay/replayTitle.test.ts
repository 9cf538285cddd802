import { describe, expect, test } from 'vitest';
import { createReplayStore } from '../../src/replay/replayStore.ts';
import { createGameStore } from '../../src/state/gameStore.ts';
import { gameFileActions } from '../../src/ui/files/gameFileActions.ts';
import { joeAndKim } from '../support/scenarios.ts';

// "Replay this game" names what it shows: a game still going on, or one that is over.

function joesGame() {
  const base = joeAndKim();
  // Joe's one Cavalry against Kim's one Warriors: with dice seed 2024 Joe's attack wins and ends the game.
  const scenario = { ...base, units: base.units.filter((u) => u.id !== 'u2'), buildings: base.buildings.filter((b) => b.owner === 'joe') };
  const store = createGameStore();
  store.getState().startScenario(scenario, 2024);
  store.getState().confirmHandoff();
  return { store, replay: createReplayStore() };
}

describe('the replay of the open game', () => {
  test('is "the game in progress" while it goes on', () => {
    const { store, replay } = joesGame();
    gameFileActions({ store, replay }).replayInProgress();
    expect(replay.getState().replay?.title).toBe('the game in progress');
  });

  test('is the finished game of its players once it is decided', () => {
    const { store, replay } = joesGame();
    store.getState().clickHex({ col: 1, row: 1 });
    store.getState().clickHex({ col: 2, row: 1 });
    store.getState().endTurn();
    expect(store.getState().session?.state.result).toEqual({ kind: 'won', winner: 'joe', reason: 'last-standing' });
    gameFileActions({ store, replay }).replayInProgress();
    expect(replay.getState().replay?.title).toBe('the finished game of Joe and Kim');
  });
});
