import { describe, expect, it } from 'vitest';
import { activePlayer, wealthOf, type Campaign } from '../../src/rules/index.ts';
import { at, board, endTurn, play } from './helpers.ts';

// docs/rules.md, "Campaigns": Conquer and Economics.

const economics = (wealthTarget: number, turnLimit: number | null = null): Campaign => ({ kind: 'economics', wealthTarget, turnLimit });

describe('Conquer', () => {
  it('a player with no units but a building is still in', () => {
    const start = board(
      ['gggg'],
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['b', 'bob', 'grunts', 1, 0],
      ],
      [['farm', 'bob', 3, 0]],
    );
    const { state, events } = play(start, [{ type: 'ATTACK', player: 'ann', unit: 'a', target: at(1, 0) }, endTurn('ann')], [6, 1]);
    expect(events.map((e) => e.type)).not.toContain('PLAYER_ELIMINATED');
    expect(state.result).toBeNull();
    expect(activePlayer(state).id).toBe('bob');
  });

  it('a player with units but no buildings is still in', () => {
    const start = board(
      ['gggg'],
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['b', 'bob', 'grunts', 3, 0],
      ],
      [['keep', 'ann', 1, 0]],
    );
    const { state } = play(start, [endTurn('ann')]);
    expect(state.result).toBeNull();
    expect(state.players.map((p) => p.eliminated)).toEqual([false, false]);
  });

  it('losing the last unit and having no building puts a player out; the last standing wins', () => {
    const start = board(
      ['gggg'],
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['b', 'bob', 'grunts', 1, 0],
      ],
    );
    const { state, events } = play(start, [{ type: 'ATTACK', player: 'ann', unit: 'a', target: at(1, 0) }, endTurn('ann')], [6, 1]);
    expect(events.slice(-3)).toEqual([
      { type: 'TURN_ENDED', player: 'ann' },
      { type: 'PLAYER_ELIMINATED', player: 'bob' },
      { type: 'GAME_OVER', result: { kind: 'won', winner: 'ann', reason: 'last-standing' } },
    ]);
    expect(state.result).toEqual({ kind: 'won', winner: 'ann', reason: 'last-standing' });
  });

  it('capturing the last building of a player without units puts them out', () => {
    const start = board(['gggg'], [['a', 'ann', 'footmen', 0, 0]], [['keep', 'bob', 1, 0]]);
    const { state } = play(start, [{ type: 'MOVE', player: 'ann', unit: 'a', path: [at(1, 0)] }, endTurn('ann')]);
    expect(state.result).toEqual({ kind: 'won', winner: 'ann', reason: 'last-standing' });
  });

  it('the attacker can be the one put out: a lost attack with the last unit', () => {
    const start = board(
      ['gggg'],
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['b', 'bob', 'grunts', 1, 0],
      ],
    );
    const { state } = play(start, [{ type: 'ATTACK', player: 'ann', unit: 'a', target: at(1, 0) }, endTurn('ann')], [1, 6]);
    expect(state.result).toEqual({ kind: 'won', winner: 'bob', reason: 'last-standing' });
  });

  it('with three players the game goes on until one is left', () => {
    // Cara's Wardens at (0,1) are next to Ann's Footmen at (0,0).
    const start = board(
      ['ggggg', 'ggggg'],
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['b', 'bob', 'grunts', 1, 0],
        ['c', 'cara', 'wardens', 0, 1],
      ],
      [],
      { races: ['humans', 'orcs', 'elves'] },
    );
    const { state } = play(start, [{ type: 'ATTACK', player: 'ann', unit: 'a', target: at(1, 0) }, endTurn('ann')], [6, 1]);
    expect(state.result).toBeNull();
    expect(state.players.map((p) => [p.id, p.eliminated])).toEqual([
      ['ann', false],
      ['bob', true],
      ['cara', false],
    ]);
    const { state: end } = play(state, [{ type: 'ATTACK', player: 'cara', unit: 'c', target: at(0, 0) }, endTurn('cara')], [6, 1]);
    expect(end.result).toEqual({ kind: 'won', winner: 'cara', reason: 'last-standing' });
  });

  it('Conquer never ends on wealth', () => {
    const start = board(
      ['gg'],
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['b', 'bob', 'grunts', 1, 0],
      ],
      [],
      { gold: [1000, 1000] },
    );
    expect(play(start, [endTurn('ann')]).state.result).toBeNull();
  });
});

describe('Economics', () => {
  it('wealth = gold + half the base cost of the buildings in play (a Keep adds nothing)', () => {
    const state = board(
      ['ggggh'],
      [['a', 'ann', 'footmen', 4, 0]],
      [
        ['keep', 'ann', 0, 0],
        ['farm', 'ann', 1, 0],
        ['fortress', 'ann', 2, 0],
        ['weaponsmith', 'ann', 3, 0],
        ['mine', 'bob', 4, 0],
      ],
      { campaign: economics(100) },
    );
    // 10 gold + Keep 2 + Farm 1 income = 13; buildings 2 + 5 + 4 = 11, half is 5.5.
    expect(wealthOf(state, 'ann')).toBe(18.5);
    expect(wealthOf(state, 'bob')).toBe(10 + 1.5);
  });

  it('the first player to reach the target wins, when their income brings it', () => {
    const start = board(['gggg'], [['a', 'ann', 'footmen', 0, 0]], [['keep', 'bob', 3, 0]], { campaign: economics(14), gold: [0, 12] });
    expect(start.result).toBeNull();
    const { state, events } = play(start, [endTurn('ann')]);
    expect(events.map((e) => e.type)).toEqual(['TURN_ENDED', 'TURN_STARTED', 'INCOME_COLLECTED', 'GAME_OVER']);
    expect(state.result).toEqual({ kind: 'won', winner: 'bob', reason: 'wealth' });
  });

  it('the first turn’s income counts like any other: reaching the target then wins at once', () => {
    // Ann starts with 12 and a Keep: her first turn's income makes 14, the target. Later turns end the game
    // at that moment (after INCOME_COLLECTED), so the first turn must too.
    const start = board(
      ['gggg'],
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['b', 'bob', 'grunts', 3, 0],
      ],
      [['keep', 'ann', 1, 0]],
      { campaign: economics(14), gold: [12, 0] },
    );
    expect(start.result).toEqual({ kind: 'won', winner: 'ann', reason: 'wealth' });
  });

  it('one below the target is not enough', () => {
    const start = board(['gggg'], [['a', 'ann', 'footmen', 0, 0]], [['keep', 'bob', 3, 0]], { campaign: economics(15), gold: [0, 12] });
    expect(play(start, [endTurn('ann')]).state.result).toBeNull();
  });

  it('reaching the target in one’s own turn (capturing a Mine) wins when the turn ends, before the others’ income', () => {
    const start = board(
      ['hggg'],
      [['a', 'ann', 'footmen', 1, 0]],
      [
        ['keep', 'ann', 2, 0],
        ['mine', 'bob', 0, 0],
        ['keep', 'bob', 3, 0],
      ],
      {
        campaign: economics(13.5),
        gold: [10, 11],
      },
    );
    // Ann: 10 + 2 = 12; the Mine adds 1.5 → 13.5. Bob has 11 + 1.5 now and would get 2 + 2 at his turn start.
    expect(start.result).toBeNull();
    const { state, events } = play(start, [{ type: 'MOVE', player: 'ann', unit: 'a', path: [at(0, 0)] }, endTurn('ann')]);
    expect(state.result).toEqual({ kind: 'won', winner: 'ann', reason: 'wealth' });
    expect(events.map((e) => e.type).slice(-2)).toEqual(['TURN_ENDED', 'GAME_OVER']); // Bob's turn never starts
  });

  it('the turn limit: when the last round ends, the highest wealth wins', () => {
    const start = board(
      ['gggg'],
      [['a', 'ann', 'footmen', 0, 0]],
      [
        ['keep', 'ann', 1, 0],
        ['keep', 'bob', 2, 0],
        ['farm', 'bob', 3, 0],
      ],
      { campaign: economics(100, 1) },
    );
    const { state: bobs } = play(start, [endTurn('ann')]);
    expect(bobs.result).toBeNull(); // round 1 is not over before Bob has played
    const { state, events } = play(bobs, [endTurn('bob')]);
    expect(events.map((e) => e.type)).toEqual(['TURN_ENDED', 'GAME_OVER']);
    expect(state.result).toEqual({ kind: 'won', winner: 'bob', reason: 'turn-limit' }); // 13 + 1 against 12
  });

  it('a tie at the top at the turn limit is a draw', () => {
    const start = board(
      ['gggg'],
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['b', 'bob', 'grunts', 3, 0],
      ],
      [],
      { campaign: economics(100, 2) },
    );
    const { state } = play(start, [endTurn('ann'), endTurn('bob'), endTurn('ann'), endTurn('bob')]);
    expect(state.result).toEqual({ kind: 'draw', players: ['ann', 'bob'], reason: 'turn-limit' });
    expect(state.round).toBe(2);
  });

  it('last standing also ends an Economics campaign', () => {
    const start = board(
      ['gg'],
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['b', 'bob', 'grunts', 1, 0],
      ],
      [],
      { campaign: economics(100) },
    );
    const { state } = play(start, [{ type: 'ATTACK', player: 'ann', unit: 'a', target: at(1, 0) }, endTurn('ann')], [6, 1]);
    expect(state.result).toEqual({ kind: 'won', winner: 'ann', reason: 'last-standing' });
  });
});
