import { describe, expect, it } from 'vitest';
import {
  activePlayer,
  midweekMap,
  playOrder,
  stateHash,
  takeOrdersFrom,
  validateOrder,
  type DiceSource,
  type GameEvent,
  type GameState,
  type Order,
  type TurnStructureId,
} from '../../src/rules/index.ts';
import { started } from '../support/scenarios.ts';
import { combats, endTurn, play, scenario, type BuildingSpec, type UnitSpec } from './helpers.ts';

// Simultaneous weeks (docs/rules.md, "Simultaneous weeks"): plans made alone against the week's board,
// resolved together once all are sent — every move at once, then builds and recruits, then every fight.

const ROWS = ['gggggggg', 'gggggggg', 'gggggggg'];

function week(units: readonly UnitSpec[], buildings: readonly BuildingSpec[] = [], mode: TurnStructureId = 'week', players = 2): GameState {
  const races = (['humans', 'orcs', 'elves', 'dwarves'] as const).slice(0, players);
  return started({ ...scenario(ROWS, units, buildings, { races }), mode });
}

const move = (player: string, unit: string, ...path: [number, number][]): Order => ({
  type: 'MOVE',
  player,
  unit,
  path: path.map(([col, row]) => ({ col, row })),
});
const attack = (player: string, unit: string, col: number, row: number): Order => ({ type: 'ATTACK', player, unit, target: { col, row } });
const at = (state: GameState, unit: string) => state.units[unit]?.at;
const dropped = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === 'ORDER_DROPPED' ? [e.reason] : []));

/** Each player's orders in turn (each ended with END_TURN), the last one resolving the phase with these dice. */
function sendAll(state: GameState, plans: Record<string, readonly Order[]>, dice: readonly number[] = []) {
  const events: GameEvent[] = [];
  for (const [player, orders] of Object.entries(plans)) {
    const taken = takeOrdersFrom(state, player);
    if (typeof taken === 'string') throw new Error(taken);
    const last = Object.keys(plans).at(-1) === player;
    const result = play(taken, [...orders, endTurn(player)], last ? dice : []);
    state = result.state;
    events.push(...result.events);
  }
  return { state, events };
}

describe('a simultaneous week', () => {
  it('starts with everyone’s income at once and one turn number for the week', () => {
    const state = week(
      [
        ['a', 'ann', 'footmen', 0, 0],
        ['x', 'bob', 'grunts', 6, 0],
      ],
      [
        ['keep', 'ann', 0, 1],
        ['keep', 'bob', 6, 1],
      ],
    );
    expect(state.turnNumber).toBe(1);
    expect(state.players.map((p) => p.gold)).toEqual([12, 12]);
    expect(state.week).toEqual({ phase: 'orders', sent: {}, acted: [] });
    expect(activePlayer(state).id).toBe('ann');
  });

  it('resolves nothing until the last plan is sent, and a plan never sees another', () => {
    const start = week([
      ['a', 'ann', 'footmen', 0, 0],
      ['x', 'bob', 'grunts', 4, 0],
    ]);
    const annSent = play(start, [move('ann', 'a', [1, 0], [2, 0]), endTurn('ann')]).state;
    expect(at(annSent, 'a')).toEqual({ col: 0, row: 0 });
    expect(activePlayer(annSent).id).toBe('bob');
    // Bob plans on the board as the week found it: Ann's hex (2,0) is still free for him.
    expect(validateOrder(annSent, move('bob', 'x', [3, 0], [2, 0]))).toEqual({ ok: true, cost: 0 });
    expect(validateOrder(annSent, { type: 'DEFEND', player: 'ann', unit: 'a' })).toMatchObject({
      ok: false,
      reason: "Ann has already sent this week's orders",
    });
  });

  it('a stand-off: two units ending in one hex both stay, each told why', () => {
    const start = week([
      ['a', 'ann', 'footmen', 0, 0],
      ['x', 'bob', 'grunts', 4, 0],
    ]);
    const { state, events } = sendAll(start, { ann: [move('ann', 'a', [1, 0], [2, 0])], bob: [move('bob', 'x', [3, 0], [2, 0])] });
    expect([at(state, 'a'), at(state, 'x')]).toEqual([
      { col: 0, row: 0 },
      { col: 4, row: 0 },
    ]);
    expect(dropped(events)).toEqual([
      'stand-off at (2,0): Footmen of Ann and Grunts of Bob all moved there, so none entered',
      'stand-off at (2,0): Footmen of Ann and Grunts of Bob all moved there, so none entered',
    ]);
    expect(state.round).toBe(2);
  });

  it('a move into a hex its own side leaves goes ahead; when that unit is stopped, so is the move behind it', () => {
    const units: UnitSpec[] = [
      ['a', 'ann', 'footmen', 0, 0],
      ['b', 'ann', 'footmen', 1, 0],
      ['x', 'bob', 'grunts', 4, 0],
    ];
    const free = sendAll(week(units), { ann: [move('ann', 'b', [2, 0]), move('ann', 'a', [1, 0])], bob: [] });
    expect([at(free.state, 'a'), at(free.state, 'b')]).toEqual([
      { col: 1, row: 0 },
      { col: 2, row: 0 },
    ]);

    const blocked = sendAll(week(units), { ann: [move('ann', 'b', [2, 0]), move('ann', 'a', [1, 0])], bob: [move('bob', 'x', [3, 0], [2, 0])] });
    expect([at(blocked.state, 'a'), at(blocked.state, 'b'), at(blocked.state, 'x')]).toEqual([
      { col: 0, row: 0 },
      { col: 1, row: 0 },
      { col: 4, row: 0 },
    ]);
    expect(dropped(blocked.events)).toContain('(1,0) was not freed: the Footmen there stayed');
  });

  it('a move may not end on an enemy, even one that will move away, so enemies never swap hexes', () => {
    const start = week([
      ['a', 'ann', 'footmen', 1, 0],
      ['x', 'bob', 'grunts', 2, 0],
    ]);
    expect(validateOrder(start, move('ann', 'a', [2, 0]))).toEqual({ ok: false, reason: 'Footmen cannot move through the enemy unit at (2,0)' });
  });

  it('a recruit is dropped when an enemy took its building this week, and costs nothing', () => {
    // Ann recruits in her empty Keep; Bob's Grunts walk in.
    const start = week(
      [
        ['a', 'ann', 'footmen', 0, 2],
        ['x', 'bob', 'grunts', 4, 0],
      ],
      [
        ['keep', 'ann', 2, 0],
        ['keep', 'bob', 7, 2],
      ],
    );
    const { state, events } = sendAll(start, {
      ann: [{ type: 'RECRUIT', player: 'ann', at: { col: 2, row: 0 }, unitType: 'footmen' }],
      bob: [move('bob', 'x', [3, 0], [2, 0])],
    });
    expect(state.buildings['2,0']?.owner).toBe('bob');
    expect(dropped(events)).toEqual(['the building at (2,0) was taken this week']);
    // 10 + 2 from her Keep in week 1, the recruit not paid, and no income in week 2: the Keep is Bob's.
    expect(state.players.map((p) => p.gold)).toEqual([12, 16]);
  });
});

describe('fights of a week', () => {
  it('an attack whose target moved away is dropped, with the reason', () => {
    const start = week([
      ['a', 'ann', 'footmen', 1, 0],
      ['x', 'bob', 'grunts', 2, 0],
    ]);
    const { state, events } = sendAll(start, { ann: [attack('ann', 'a', 2, 0)], bob: [move('bob', 'x', [3, 0], [4, 0])] });
    expect(combats(events)).toEqual([]);
    expect(dropped(events)).toEqual(['the Grunts attacked at (2,0) moved away']);
    expect(at(state, 'x')).toEqual({ col: 4, row: 0 });
  });

  it('a unit attacked by two players fights twice, with different dice; a second attack on a destroyed unit is dropped', () => {
    const units: UnitSpec[] = [
      ['a', 'ann', 'footmen', 1, 0],
      ['x', 'bob', 'grunts', 2, 0],
      ['e', 'cara', 'wardens', 3, 0],
      ['b', 'ann', 'footmen', 7, 2],
    ];
    const start = week(units, [], 'week', 3);
    const plans = { ann: [attack('ann', 'a', 2, 0)], bob: [], cara: [attack('cara', 'e', 2, 0)] };
    // Dice that let Bob's Grunts survive both fights: two fights, each with its own dice.
    const survive = sendAll(start, plans, [1, 6, 1, 6]);
    expect(combats(survive.events)).toHaveLength(2);
    // Dice that destroy them in the first: the second attack is dropped.
    const first = sendAll(start, plans, [6, 1]);
    expect(combats(first.events)).toHaveLength(1);
    expect(dropped(first.events)).toEqual(['the unit attacked at (2,0) was already destroyed this week']);
  });

  it('seeded dice never repeat a die for a unit that fights twice', () => {
    const start = week(
      [
        ['a', 'ann', 'footmen', 1, 0],
        ['x', 'bob', 'grunts', 2, 0],
        ['e', 'cara', 'wardens', 3, 0],
      ],
      [],
      'week',
      3,
    );
    const rolls: string[] = [];
    const spy: DiceSource = {
      roll(_sides, key) {
        rolls.push(JSON.stringify(key));
        return 1;
      },
    };
    let state = start;
    for (const [player, orders] of Object.entries({ ann: [attack('ann', 'a', 2, 0)], bob: [], cara: [attack('cara', 'e', 2, 0)] })) {
      state = play(state, [...orders, endTurn(player)], spy).state;
    }
    expect(new Set(rolls).size).toBe(rolls.length);
    expect(rolls.some((key) => key.includes('"bout":1'))).toBe(true);
  });
});

describe('attacks after the midweek map', () => {
  const units: UnitSpec[] = [
    ['a', 'ann', 'footmen', 1, 0],
    ['c', 'ann', 'footmen', 0, 2],
    ['x', 'bob', 'grunts', 3, 0],
    ['y', 'bob', 'grunts', 7, 2],
  ];

  it('attacks wait for the midweek map; then only attacks, and only from units without an order', () => {
    const start = week(units, [], 'week-attacks-midweek');
    expect(validateOrder(start, attack('ann', 'a', 2, 0))).toMatchObject({
      ok: false,
      reason: "attacks are sent after the midweek map, not with the week's orders",
    });
    const midweek = sendAll(start, { ann: [move('ann', 'c', [0, 1])], bob: [move('bob', 'x', [2, 0])] }).state;
    expect(midweek.week?.phase).toBe('attacks');
    expect(at(midweek, 'x')).toEqual({ col: 2, row: 0 });
    expect(midweek.round).toBe(1);
    expect(validateOrder(midweek, attack('ann', 'c', 2, 0))).toEqual({ ok: false, reason: 'unit c already had its order this week' });
    expect(validateOrder(midweek, { type: 'DEFEND', player: 'ann', unit: 'a' })).toMatchObject({ ok: false });
    const { state, events } = sendAll(midweek, { ann: [attack('ann', 'a', 2, 0)], bob: [] }, [6, 1]);
    expect(combats(events)).toHaveLength(1);
    expect(state.units.x).toBeUndefined();
    expect(state.round).toBe(2);
  });

  it('the midweek map of a week with attacks in the orders shows the moves, and no fight', () => {
    const start = week([
      ['a', 'ann', 'footmen', 1, 0],
      ['x', 'bob', 'grunts', 2, 0],
      ['y', 'bob', 'grunts', 5, 0],
    ]);
    const annSent = play(start, [attack('ann', 'a', 2, 0), endTurn('ann')]).state;
    const bobPlanned = play(annSent, [move('bob', 'y', [4, 0])]).state;
    const map = midweekMap(bobPlanned).state;
    expect(at(map, 'y')).toEqual({ col: 4, row: 0 });
    expect(Object.keys(map.units).sort()).toEqual(['a', 'x', 'y']);
    expect(map.round).toBe(1);
  });
});

describe('a week is the same whoever sends first', () => {
  it('the same plans in either order end in the same state', () => {
    const units: UnitSpec[] = [
      ['a', 'ann', 'footmen', 1, 0],
      ['b', 'ann', 'footmen', 0, 2],
      ['x', 'bob', 'grunts', 2, 0],
      ['y', 'bob', 'grunts', 4, 2],
    ];
    const plans = { ann: [attack('ann', 'a', 2, 0), move('ann', 'b', [1, 2], [2, 2])], bob: [move('bob', 'y', [3, 2], [2, 2])] };
    const annFirst = sendAll(week(units), plans, [3, 4]);
    const bobFirst = sendAll(week(units), { bob: plans.bob, ann: plans.ann }, [3, 4]);
    expect(stateHash(bobFirst.state)).toBe(stateHash(annFirst.state));
    expect(playOrder(annFirst.state, endTurn('bob')).ok).toBe(false);
  });
});
