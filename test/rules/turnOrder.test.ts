import { describe, expect, it } from 'vitest';
import { activePlayer } from '../../src/rules/index.ts';
import { at, board, endTurn, play } from './helpers.ts';

// docs/rules.md, "Turns": whose turn comes next, and rounds, whoever plays first.

describe('turn order and rounds', () => {
  it('players take turns in setup order; a round ends after the last one', () => {
    const start = board(
      ['gggg'],
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['b', 'bob', 'grunts', 2, 0],
        ['c', 'cara', 'wardens', 3, 0],
      ],
      [],
      { races: ['humans', 'orcs', 'elves'] },
    );
    const seen: [string, number, number][] = [];
    let state = start;
    for (let i = 0; i < 5; i++) {
      seen.push([activePlayer(state).id, state.round, state.turnNumber]);
      state = play(state, [endTurn(activePlayer(state).id)]).state;
    }
    expect(seen).toEqual([
      ['ann', 1, 1],
      ['bob', 1, 2],
      ['cara', 1, 3],
      ['ann', 2, 4],
      ['bob', 2, 5],
    ]);
  });

  it('a scenario may name who starts', () => {
    const state = board(
      ['gg'],
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['b', 'bob', 'grunts', 1, 0],
      ],
      [],
      { firstPlayer: 'bob' },
    );
    expect(activePlayer(state).id).toBe('bob');
  });

  it('an eliminated player is skipped', () => {
    const start = board(
      ['gggg'],
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['b', 'bob', 'grunts', 1, 0],
        ['c', 'cara', 'wardens', 3, 0],
      ],
      [],
      { races: ['humans', 'orcs', 'elves'] },
    );
    const { state, events } = play(start, [{ type: 'ATTACK', player: 'ann', unit: 'a', target: at(1, 0) }, endTurn('ann')], [6, 1]);
    expect(events).toContainEqual({ type: 'PLAYER_ELIMINATED', player: 'bob' });
    expect(state.players.find((p) => p.id === 'bob')!.eliminated).toBe(true);
    expect(activePlayer(state).id).toBe('cara');
    const { state: next } = play(state, [endTurn('cara')]);
    expect([activePlayer(next).id, next.round]).toEqual(['ann', 2]);
    const { state: after } = play(next, [endTurn('ann')]);
    expect(activePlayer(after).id).toBe('cara');
  });
});

describe('rounds with another first player', () => {
  it('a round is one turn each, counted from the scenario’s first player', async () => {
    const { scenario: board } = await import('./helpers.ts');
    const { started } = await import('../support/scenarios.ts');
    const { playOrder } = await import('../../src/rules/index.ts');
    let state = started({
      ...board(
        ['gggg'],
        [],
        [
          ['keep', 'ann', 0, 0],
          ['keep', 'bob', 3, 0],
        ],
      ),
      firstPlayer: 'bob',
    });
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      seen.push(`${activePlayer(state).id}@${state.round}`);
      const outcome = playOrder(state, { type: 'END_TURN', player: activePlayer(state).id });
      if (!outcome.ok) throw new Error(outcome.reason);
      state = outcome.state;
    }
    expect(seen).toEqual(['bob@1', 'ann@1', 'bob@2', 'ann@2']);
  });
});
