import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { stateBeforeCombats, type GameEvent, type GameState } from '../../src/rules/index.ts';
import { EventRecorder } from '../../src/rules/recorder.ts';
import { playRandomGame, randomScenario } from '../support/randomPlay.ts';
import { deepFreeze } from './deepFreeze.ts';
import { naiveStateHash } from './naive.ts';

// No hidden mutation: every state an EventRecorder hands out, every answer it gives through `ask` and
// every event it records is deep-frozen on the spot, in the rules themselves (startGame, END_TURN,
// the plan's preview), and random games are played on. A write to any of them would throw.

const handedOut = vi.hoisted(() => ({ states: 0, answers: 0 }));

vi.mock('../../src/rules/recorder.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/rules/recorder.ts')>();
  const { deepFreeze: freeze } = await import('./deepFreeze.ts');
  class FreezingRecorder extends original.EventRecorder {
    override get state(): GameState {
      handedOut.states++;
      return freeze(super.state);
    }
    override ask<T>(question: (state: GameState) => T): T {
      handedOut.answers++;
      return freeze(super.ask(question));
    }
    override emit(event: GameEvent): void {
      super.emit(freeze(event));
    }
  }
  return { ...original, EventRecorder: FreezingRecorder };
});

const games = fc.tuple(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 10, max: 16 }), fc.integer({ min: 0, max: 0x7fffffff }));

describe('states never change once handed out', () => {
  it('random games play on through deep-frozen states, answers and events', () => {
    fc.assert(
      fc.property(games, ([players, size, seed]) => {
        const before = { ...handedOut };
        let turns = 0;
        const game = playRandomGame(randomScenario(players, size, size, seed), seed, 500, {
          // Planned states come from applyEvent, not a recorder: frozen before the next order is played on them.
          onStep: ({ order, after }) => {
            deepFreeze(after);
            // The preview of a plan resolves its moves and builds with a recorder of its own.
            if (order.type !== 'END_TURN') expect(Object.isFrozen(stateBeforeCombats(after))).toBe(true);
            else turns++;
          },
        });
        expect(Object.isFrozen(game.start.units) && Object.isFrozen(game.state.units)).toBe(true);
        expect(turns).toBeGreaterThan(3);
        expect(handedOut.states - before.states).toBeGreaterThan(turns);
        expect(handedOut.answers - before.answers).toBeGreaterThan(turns);
      }),
      { numRuns: 6 },
    );
  });

  it('states read after every event of a turn are frozen, and still what they were when the turn is over', () => {
    fc.assert(
      fc.property(games, ([players, size, seed]) => {
        playRandomGame(randomScenario(players, size, size, seed), seed, 300, {
          onStep: ({ before, order, after, events }) => {
            if (order.type !== 'END_TURN') return;
            const recorder = new EventRecorder(before);
            const read: [GameState, string][] = [];
            for (const event of events) {
              recorder.emit(event);
              const state = recorder.state;
              read.push([state, naiveStateHash(state)]);
            }
            for (const [state, hash] of read) expect(naiveStateHash(state)).toBe(hash);
            expect(naiveStateHash(recorder.state)).toBe(naiveStateHash(after));
          },
        });
      }),
      { numRuns: 4 },
    );
  });
});
