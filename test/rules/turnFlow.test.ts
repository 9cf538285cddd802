import { describe, expect, it } from 'vitest';
import { startGame, validateOrder, type GameEvent } from '../../src/rules/index.ts';
import { at, board, combats, endTurn, gold, mods, play, scenario } from './helpers.ts';

// docs/rules.md, "Orders": income, DEFEND, recruits, and the resolution order at END_TURN (turn order: turnOrder.test.ts).

const types = (events: readonly GameEvent[]) => events.map((e) => e.type);

describe('income at the start of a turn: Keep 2 + Farms + 2 × Mines', () => {
  it('Keep + 2 Farms + 1 Mine = 6, collected when the turn starts', () => {
    const state = board(
      ['gghm', 'gggg'],
      [],
      [
        ['keep', 'ann', 0, 0],
        ['farm', 'ann', 1, 0],
        ['farm', 'ann', 0, 1],
        ['mine', 'ann', 2, 0],
        ['weaponsmith', 'ann', 1, 1],
        ['keep', 'bob', 3, 1],
      ],
    );
    expect(gold(state, 'ann')).toBe(16);
    expect(gold(state, 'bob')).toBe(10); // not Bob's turn yet
  });

  it('the INCOME_COLLECTED event lists each source', () => {
    const outcome = startGame(
      scenario(
        ['gghm', 'gggg'],
        [],
        [
          ['keep', 'ann', 0, 0],
          ['farm', 'ann', 1, 0],
          ['farm', 'ann', 0, 1],
          ['mine', 'ann', 2, 0],
          ['mine', 'ann', 3, 0],
          ['keep', 'bob', 3, 1],
        ],
      ),
      1,
    );
    if (!outcome.ok) throw new Error(outcome.reason);
    const income = outcome.events.find((e) => e.type === 'INCOME_COLLECTED');
    expect(income).toMatchObject({ player: 'ann', gold: 2 + 2 + 4 });
    expect(income?.type === 'INCOME_COLLECTED' && [...income.lines].sort((a, b) => a.source.localeCompare(b.source))).toEqual([
      { source: 'farm', count: 2, gold: 2 },
      { source: 'keep', count: 1, gold: 2 },
      { source: 'mine', count: 2, gold: 4 },
    ]);
  });

  it('Bob collects his income when his turn starts, and again each round', () => {
    const start = board(
      ['ggg'],
      [
        ['f', 'ann', 'footmen', 0, 0],
        ['g', 'bob', 'grunts', 2, 0],
      ],
      [
        ['keep', 'bob', 2, 0],
        ['farm', 'bob', 1, 0],
      ],
    );
    const { state: bobs } = play(start, [endTurn('ann')]);
    expect(gold(bobs, 'bob')).toBe(13);
    const { state: next } = play(bobs, [endTurn('bob'), endTurn('ann')]);
    expect(gold(next, 'bob')).toBe(16);
    expect(gold(next, 'ann')).toBe(10); // Ann has no income buildings
  });

  it('a turn with no income gives no INCOME_COLLECTED event', () => {
    const start = board(
      ['ggg'],
      [
        ['f', 'ann', 'footmen', 0, 0],
        ['g', 'bob', 'grunts', 2, 0],
      ],
    );
    const { events } = play(start, [endTurn('ann')]);
    expect(types(events)).toEqual(['TURN_ENDED', 'TURN_STARTED']);
  });
});

describe('DEFEND: +1 until its owner’s next turn', () => {
  const start = () =>
    board(
      ['gggg'],
      [
        ['f', 'ann', 'footmen', 1, 0],
        ['w', 'bob', 'warriors', 2, 0],
        ['x', 'bob', 'grunts', 3, 0],
      ],
    );

  it('takes effect when the turn ends, lasts through Bob’s turn, and ends when Ann’s next turn starts', () => {
    const { state: planned } = play(start(), [{ type: 'DEFEND', player: 'ann', unit: 'f' }]);
    expect(planned.units.f!.defending).toBe(false);
    const { state: bobs, events } = play(planned, [endTurn('ann')]);
    expect(events).toContainEqual({ type: 'DEFEND_TAKEN', unit: 'f' });
    expect(bobs.units.f!.defending).toBe(true);
    // Bob attacks during his turn: the DEFEND stance counts.
    const { state: annsAgain, events: bobEvents } = play(bobs, [{ type: 'ATTACK', player: 'bob', unit: 'w', target: at(1, 0) }, endTurn('bob')], [5, 4]);
    const report = combats(bobEvents)[0]!;
    expect(mods(report.defender.modifiers)).toEqual([['defend', 1]]);
    expect([report.attackTotal, report.defenceTotal, report.winner]).toEqual([5, 5, 'defender']);
    expect(annsAgain.units.f!.defending).toBe(false);
    expect(bobEvents).toContainEqual({ type: 'DEFEND_ENDED', player: 'ann', units: ['f'] });
  });

  it('Bob’s turn start does not end Ann’s stance', () => {
    const { state, events } = play(start(), [{ type: 'DEFEND', player: 'ann', unit: 'f' }, endTurn('ann')]);
    expect(types(events)).not.toContain('DEFEND_ENDED');
    expect(state.units.f!.defending).toBe(true);
  });

  it('without DEFEND there is no bonus on Bob’s turn', () => {
    const { state } = play(start(), [endTurn('ann')]);
    const { events } = play(state, [{ type: 'ATTACK', player: 'bob', unit: 'w', target: at(1, 0) }, endTurn('bob')], [5, 4]);
    expect(combats(events)[0]!.winner).toBe('attacker');
  });
});

describe('recruits', () => {
  it('appear at END_TURN, paid then, and can act on their owner’s next turn', () => {
    const start = board(['gggg'], [['g', 'bob', 'grunts', 3, 0]], [['keep', 'ann', 0, 0]]);
    expect(gold(start, 'ann')).toBe(12);
    const { state: planned } = play(start, [{ type: 'RECRUIT', player: 'ann', at: at(0, 0), unitType: 'footmen' }]);
    expect(Object.keys(planned.units)).toEqual(['g']);
    expect(gold(planned, 'ann')).toBe(12);
    const id = `u${planned.nextUnitNumber}`;
    expect(validateOrder(planned, { type: 'MOVE', player: 'ann', unit: id, path: [at(1, 0)] })).toEqual({ ok: false, reason: `there is no unit "${id}"` });

    const { state: bobs, events } = play(planned, [endTurn('ann')]);
    expect(events).toContainEqual({ type: 'UNIT_RECRUITED', unit: { id, owner: 'ann', type: 'footmen', at: at(0, 0), defending: false }, cost: 4 });
    expect(gold(bobs, 'ann')).toBe(8);
    const { state: anns } = play(bobs, [endTurn('bob')]);
    const { state } = play(anns, [{ type: 'MOVE', player: 'ann', unit: id, path: [at(1, 0)] }, endTurn('ann')]);
    expect(state.units[id]!.at).toEqual(at(1, 0));
  });

  it('recruits get fresh ids that clash with no unit', () => {
    const start = board(
      ['gggg'],
      [
        ['u7', 'ann', 'footmen', 2, 0],
        ['g', 'bob', 'grunts', 3, 0],
      ],
      [
        ['keep', 'ann', 0, 0],
        ['barracks', 'ann', 1, 0],
      ],
    );
    const { state } = play(start, [
      { type: 'RECRUIT', player: 'ann', at: at(0, 0), unitType: 'peasants' },
      { type: 'RECRUIT', player: 'ann', at: at(1, 0), unitType: 'peasants' },
      endTurn('ann'),
    ]);
    expect(Object.keys(state.units).sort()).toEqual(['g', 'u7', 'u8', 'u9']);
    expect(gold(state, 'ann')).toBe(12 - 4);
  });
});

describe('resolution order at END_TURN: moves, then builds and recruits, then combats in declared order', () => {
  it('a move declared after an attack still resolves before it (a captured Weaponsmith counts)', () => {
    const start = board(
      ['ggggg', 'ggggg'],
      [
        ['f', 'ann', 'footmen', 0, 0],
        ['w', 'bob', 'warriors', 1, 0],
        ['p', 'ann', 'peasants', 3, 1],
      ],
      [
        ['weaponsmith', 'ann', 0, 1],
        ['weaponsmith', 'ann', 1, 1],
        ['weaponsmith', 'bob', 4, 1],
        ['keep', 'bob', 4, 0],
      ],
    );
    const { events } = play(
      start,
      [{ type: 'ATTACK', player: 'ann', unit: 'f', target: at(1, 0) }, { type: 'MOVE', player: 'ann', unit: 'p', path: [at(4, 1)] }, endTurn('ann')],
      [4, 4],
    );
    expect(types(events).slice(2, 6)).toEqual(['UNIT_MOVED', 'BUILDING_CAPTURED', 'COMBAT_RESOLVED', 'UNIT_DESTROYED']);
    expect(combats(events)[0]!.attackTotal).toBe(5);
  });

  it('a build declared after an attack resolves before it (the third Weaponsmith counts)', () => {
    const start = board(
      ['ggggg', 'ggggg'],
      [
        ['f', 'ann', 'footmen', 0, 0],
        ['w', 'bob', 'warriors', 1, 0],
        ['p', 'ann', 'peasants', 3, 1],
      ],
      [
        ['weaponsmith', 'ann', 0, 1],
        ['weaponsmith', 'ann', 1, 1],
      ],
    );
    const { events } = play(
      start,
      [{ type: 'ATTACK', player: 'ann', unit: 'f', target: at(1, 0) }, { type: 'BUILD', player: 'ann', unit: 'p', building: 'weaponsmith' }, endTurn('ann')],
      [4, 4],
    );
    expect(types(events).slice(2, 4)).toEqual(['BUILDING_BUILT', 'COMBAT_RESOLVED']);
    expect(combats(events)[0]!.winner).toBe('attacker');
  });

  it('combats resolve in the order declared, each taking the next dice', () => {
    const start = board(
      ['ggggg'],
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['x', 'bob', 'warriors', 1, 0],
        ['b', 'ann', 'cavalry', 3, 0],
        ['y', 'bob', 'grunts', 4, 0],
      ],
    );
    const { state, events } = play(
      start,
      [{ type: 'ATTACK', player: 'ann', unit: 'b', target: at(4, 0) }, { type: 'ATTACK', player: 'ann', unit: 'a', target: at(1, 0) }, endTurn('ann')],
      [8, 1, 1, 6],
    );
    expect(combats(events).map((c) => [c.attackers[0]!.unitId, c.attackTotal, c.defenceTotal, c.winner])).toEqual([
      ['b', 8, 1, 'attacker'],
      ['a', 1, 6, 'defender'],
    ]);
    expect(Object.keys(state.units).sort()).toEqual(['b', 'x']);
  });

  it('a pair is one combat, placed where its first attack was declared', () => {
    const start = board(
      ['ggggg', 'ggggg'],
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['c', 'ann', 'footmen', 1, 1],
        ['x', 'bob', 'warriors', 1, 0],
        ['b', 'ann', 'footmen', 3, 0],
        ['y', 'bob', 'grunts', 4, 0],
      ],
    );
    const { events } = play(
      start,
      [
        { type: 'ATTACK', player: 'ann', unit: 'a', target: at(1, 0) },
        { type: 'ATTACK', player: 'ann', unit: 'b', target: at(4, 0) },
        { type: 'ATTACK', player: 'ann', unit: 'c', target: at(1, 0) },
        endTurn('ann'),
      ],
      [2, 3, 4, 6, 1],
    );
    expect(combats(events).map((c) => c.attackers.map((a) => a.unitId))).toEqual([['a', 'c'], ['b']]);
    expect(combats(events).map((c) => [c.attackTotal, c.defenceTotal])).toEqual([
      [5, 4],
      [6, 1],
    ]);
  });

  it('the plan is emptied when the turn ends', () => {
    const start = board(
      ['ggg'],
      [
        ['f', 'ann', 'footmen', 0, 0],
        ['g', 'bob', 'grunts', 2, 0],
      ],
    );
    const { state } = play(start, [{ type: 'DEFEND', player: 'ann', unit: 'f' }, endTurn('ann')]);
    expect(state.pending).toEqual([]);
  });
});
