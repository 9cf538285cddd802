import { describe, expect, it } from 'vitest';
import { goldAvailable, playOrder, scriptedDice, validateOrder } from '../../src/rules/index.ts';
import { at, board, endTurn, expectRefused, play } from './helpers.ts';
import { field } from './ordersField.ts';

// docs/rules.md, "Orders": why a BUILD or a RECRUIT is refused, what each costs, and that a refused order changes
// nothing (the field: ordersField.ts).

describe('BUILD refusals and costs', () => {
  it('not enough gold, in the exact form "not enough gold: Fortress costs 5, you have 3"', () => {
    expectRefused(field(3), { type: 'BUILD', player: 'ann', unit: 'f', building: 'fortress' }, 'not enough gold: Fortress costs 5, you have 3');
  });

  it('gold already planned is not there any more', () => {
    const { state } = play(field(), [
      { type: 'BUILD', player: 'ann', unit: 'f', building: 'fortress' },
      { type: 'BUILD', player: 'ann', unit: 'c', building: 'armory' },
    ]);
    expect(goldAvailable(state)).toBe(1);
    expectRefused(state, { type: 'BUILD', player: 'ann', unit: 'p', building: 'fortress' }, 'not enough gold: Fortress costs 3, you have 1');
    expect(validateOrder(state, { type: 'BUILD', player: 'ann', unit: 'p', building: 'farm' })).toEqual({ ok: true, cost: 1 });
  });

  it('the order carries what this unit pays', () => {
    expect(validateOrder(field(), { type: 'BUILD', player: 'ann', unit: 'p', building: 'fortress' })).toEqual({ ok: true, cost: 3 });
    expect(validateOrder(field(), { type: 'BUILD', player: 'ann', unit: 'f', building: 'fortress' })).toEqual({ ok: true, cost: 5 });
  });

  it('Farm only on Grasslands or Forest', () => {
    const state = board(
      ['hfmg'],
      [
        ['a', 'ann', 'peasants', 0, 0],
        ['b', 'ann', 'footmen', 1, 0],
        ['c', 'ann', 'cavalry', 3, 0],
        ['d', 'ann', 'peasants', 2, 0],
      ],
    );
    expectRefused(state, { type: 'BUILD', player: 'ann', unit: 'a', building: 'farm' }, 'a Farm can only stand on Grasslands or Forest, not Hills');
    expectRefused(state, { type: 'BUILD', player: 'ann', unit: 'd', building: 'farm' }, 'a Farm can only stand on Grasslands or Forest, not Mountains');
    expect(validateOrder(state, { type: 'BUILD', player: 'ann', unit: 'b', building: 'farm' }).ok).toBe(true);
    expect(validateOrder(state, { type: 'BUILD', player: 'ann', unit: 'c', building: 'farm' }).ok).toBe(true);
  });

  it('Mine only on Hills or Mountains', () => {
    const state = board(
      ['hmgs'],
      [
        ['a', 'ann', 'peasants', 0, 0],
        ['b', 'ann', 'footmen', 1, 0],
        ['c', 'ann', 'cavalry', 2, 0],
        ['d', 'ann', 'peasants', 3, 0],
      ],
    );
    expect(validateOrder(state, { type: 'BUILD', player: 'ann', unit: 'a', building: 'mine' }).ok).toBe(true);
    expect(validateOrder(state, { type: 'BUILD', player: 'ann', unit: 'b', building: 'mine' }).ok).toBe(true);
    expectRefused(state, { type: 'BUILD', player: 'ann', unit: 'c', building: 'mine' }, 'a Mine can only stand on Hills or Mountains, not Grasslands');
    expectRefused(state, { type: 'BUILD', player: 'ann', unit: 'd', building: 'mine' }, 'a Mine can only stand on Hills or Mountains, not Swamp');
  });

  it('the other buildings may stand on any land', () => {
    const state = board(
      ['smtdfh'],
      [0, 1, 2, 3, 4, 5].map((col) => [`u${col}`, 'ann', 'footmen', col, 0] as const),
    );
    for (const building of ['weaponsmith', 'armory', 'stable', 'barracks', 'fortress'] as const) {
      for (let col = 0; col < 6; col++) expect(validateOrder(state, { type: 'BUILD', player: 'ann', unit: `u${col}`, building }).ok).toBe(true);
    }
  });

  it('a Keep cannot be built', () => {
    expectRefused(field(), { type: 'BUILD', player: 'ann', unit: 'p', building: 'keep' }, 'a Keep cannot be built');
  });

  it('a hex that already has a building, whoever owns it', () => {
    const mine = board(['gg'], [['f', 'ann', 'footmen', 0, 0]], [['farm', 'ann', 0, 0]]);
    expectRefused(mine, { type: 'BUILD', player: 'ann', unit: 'f', building: 'fortress' }, 'there is already a Farm at (0,0)');
    const theirs = board(['gg'], [['f', 'ann', 'footmen', 0, 0]], [['barracks', 'bob', 0, 0]]);
    expectRefused(theirs, { type: 'BUILD', player: 'ann', unit: 'f', building: 'fortress' }, 'there is already a Barracks at (0,0)');
  });
});

describe('RECRUIT refusals', () => {
  const base = (gold = 20) =>
    board(
      ['gggg', 'gggg'],
      [['x', 'ann', 'footmen', 3, 1]],
      [
        ['keep', 'ann', 0, 0],
        ['stable', 'ann', 1, 0],
        ['barracks', 'ann', 2, 0],
        ['farm', 'ann', 3, 0],
        ['barracks', 'bob', 0, 1],
        ['barracks', 'ann', 3, 1],
      ],
      { gold: [gold, 10] },
    );
  const recruit = (col: number, row: number, unitType: 'cavalry' | 'footmen' | 'peasants' | 'warriors') => ({
    type: 'RECRUIT' as const,
    player: 'ann',
    at: at(col, row),
    unitType,
  });

  it('another race’s unit', () => {
    expectRefused(base(), recruit(0, 0, 'warriors'), 'Humans cannot recruit Warriors');
  });

  it('Stable recruits only mounted units', () => {
    expect(validateOrder(base(), recruit(1, 0, 'cavalry'))).toEqual({ ok: true, cost: 6 });
    expectRefused(base(), recruit(1, 0, 'footmen'), 'a Stable recruits only mounted units, not Footmen');
  });

  it('Barracks recruits only foot units', () => {
    expect(validateOrder(base(), recruit(2, 0, 'footmen'))).toEqual({ ok: true, cost: 4 });
    expect(validateOrder(base(), recruit(2, 0, 'peasants'))).toEqual({ ok: true, cost: 2 });
    expectRefused(base(), recruit(2, 0, 'cavalry'), 'a Barracks recruits only foot units, not Cavalry');
  });

  it('Keep recruits any unit', () => {
    expect(validateOrder(base(), recruit(0, 0, 'cavalry')).ok).toBe(true);
    expect(validateOrder(base(), recruit(0, 0, 'footmen')).ok).toBe(true);
  });

  it('other buildings do not recruit; no building, or another player’s, is refused', () => {
    expectRefused(base(), recruit(3, 0, 'footmen'), 'a Farm does not recruit units');
    expectRefused(base(), recruit(1, 1, 'footmen'), 'you have no building at (1,1) to recruit in');
    expectRefused(base(), recruit(0, 1, 'footmen'), 'you have no building at (0,1) to recruit in');
  });

  it('onto an occupied hex, or twice onto one building', () => {
    expectRefused(base(), recruit(3, 1, 'footmen'), 'the Barracks at (3,1) will be occupied: one unit per hex');
    const { state } = play(base(), [recruit(0, 0, 'peasants')]);
    expectRefused(state, recruit(0, 0, 'peasants'), 'the Keep at (0,0) will be occupied: one unit per hex');
  });

  it('a Keep in the Mountains cannot take mounted recruits', () => {
    const state = board(['mg'], [], [['keep', 'ann', 0, 0]]);
    expectRefused(state, recruit(0, 0, 'cavalry'), 'Cavalry cannot enter Mountains');
    expect(validateOrder(state, recruit(0, 0, 'footmen')).ok).toBe(true);
  });

  it('not enough gold', () => {
    expectRefused(base(2), recruit(1, 0, 'cavalry'), 'not enough gold: Cavalry costs 6, you have 5'); // 2 + Keep 2 + Farm 1
  });
});

describe('a refused order changes nothing', () => {
  it('the same state object comes back untouched, and later orders still work', () => {
    const state = field();
    const snapshot = structuredClone(state);
    const outcome = playOrder(state, { type: 'ATTACK', player: 'ann', unit: 'f', target: at(3, 3) }, scriptedDice([]));
    expect(outcome.ok).toBe(false);
    expect(state).toEqual(snapshot);
    expect(state.pending).toEqual([]);
    expect(playOrder(state, { type: 'ATTACK', player: 'ann', unit: 'f', target: at(2, 1) }, scriptedDice([])).ok).toBe(true);
  });

  it('END_TURN with too few typed-in dice is refused and resolves nothing', () => {
    const { state } = play(field(), [{ type: 'ATTACK', player: 'ann', unit: 'f', target: at(2, 1) }]);
    expectRefused(state, endTurn('ann'), 'not enough dice faces: 1 given, a d6 roll needs one more', scriptedDice([4]));
    expectRefused(state, endTurn('ann'), 'die 1 is 7, but a d6 shows 1 to 6', scriptedDice([7, 1]));
  });

  it('after the game is over every order is refused', () => {
    const { state } = play(
      board(
        ['gg'],
        [
          ['f', 'ann', 'footmen', 0, 0],
          ['w', 'bob', 'warriors', 1, 0],
        ],
      ),
      [{ type: 'ATTACK', player: 'ann', unit: 'f', target: at(1, 0) }, endTurn('ann')],
      [6, 1],
    );
    expect(state.result).toEqual({ kind: 'won', winner: 'ann', reason: 'last-standing' });
    expectRefused(state, endTurn('ann'), 'the game is over');
    expectRefused(state, { type: 'DEFEND', player: 'ann', unit: 'f' }, 'the game is over');
  });
});
