import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState, Order, RaceId } from '../../src/rules/index.ts';
import { started } from '../support/scenarios.ts';
import { endTurn, play, scenario, type BuildingSpec, type UnitSpec } from './helpers.ts';

// Warfare fights on the board, with the dice forced: each roll takes the attackers' Might dice first,
// then the defender's (5 and 6 succeed). Ann's Footmen have Might 4, Bob's Grunts 3, on open grassland
// with no building bonus, so every die here is a die of Might.

const ROWS = ['gggggggg', 'gggggggg', 'gggggggg', 'gggggggg'];
const HIT = 6;
const MISS = 1;

function warfare(units: readonly UnitSpec[], buildings: readonly BuildingSpec[] = [], newYearEvery?: number, races?: readonly RaceId[]): GameState {
  const s = scenario(ROWS, units, buildings, races ? { races } : {});
  return started({ ...s, combatSystem: 'warfare', ...(newYearEvery ? { newYearEvery } : {}) });
}

const attack = (unit: string, col: number, row: number): Order => ({ type: 'ATTACK', player: 'ann', unit, target: { col, row } });
const faces = (hits: number, misses: number) => [...Array(hits).fill(HIT), ...Array(misses).fill(MISS)];
const results = (events: readonly GameEvent[]) =>
  events.flatMap((e) => (e.type === 'COMBAT_RESOLVED' && 'result' in e.report ? [(e.report as { result: string }).result] : []));

describe('Warfare on the board', () => {
  it('a battle won by 2: the defender loses 2 Might and steps back, away from the attacker', () => {
    const state = warfare([
      ['a', 'ann', 'footmen', 2, 1],
      ['x', 'bob', 'grunts', 3, 1],
      ['y', 'bob', 'grunts', 7, 3],
    ]);
    const { state: next, events } = play(state, [attack('a', 3, 1), endTurn('ann')], [...faces(2, 2), ...faces(0, 3)]);
    expect(results(events)).toEqual(['Retreat']);
    expect(next.units.x?.might).toBe(1);
    expect(next.units.x?.at).not.toEqual({ col: 3, row: 1 });
    expect(next.units.a?.at).toEqual({ col: 2, row: 1 });
  });

  it('Wounded, then Retreat: the first roll costs a Might and the fight goes on', () => {
    // Bob's Warriors, Might 4: Wounded (4 → 3), then Retreat (3 → 1).
    const state = warfare([
      ['a', 'ann', 'footmen', 2, 1],
      ['x', 'bob', 'warriors', 3, 1],
      ['y', 'bob', 'grunts', 7, 3],
    ]);
    const { state: next, events } = play(state, [attack('a', 3, 1), endTurn('ann')], [...faces(1, 3), ...faces(0, 4), ...faces(2, 2), ...faces(0, 3)]);
    expect(results(events)).toEqual(['Retreat']);
    expect(next.units.x?.might).toBe(1);
    expect(next.units.x?.at).not.toEqual({ col: 3, row: 1 });
  });

  it('routed attackers flee to their own Keep within their move', () => {
    const state = warfare(
      [
        ['a', 'ann', 'footmen', 2, 0],
        ['x', 'bob', 'grunts', 3, 0],
        ['y', 'bob', 'grunts', 7, 3],
      ],
      [['keep', 'ann', 0, 0]],
    );
    const { state: next, events } = play(state, [attack('a', 3, 0), endTurn('ann')], [...faces(0, 4), ...faces(3, 0)]);
    expect(results(events)).toEqual(['Routed']);
    expect(next.units.a).toMatchObject({ at: { col: 0, row: 0 }, might: 1 });
  });

  it('a siege that ends Grazed goes on, and is fought again in Ann’s next turn without an order', () => {
    const state = warfare(
      [
        ['a', 'ann', 'footmen', 2, 0],
        ['x', 'bob', 'grunts', 3, 0],
        ['y', 'bob', 'grunts', 7, 3],
      ],
      [['farm', 'bob', 3, 0]],
    );
    const first = play(state, [attack('a', 3, 0), endTurn('ann')], [...faces(1, 3), ...faces(0, 3)]);
    expect(results(first.events)).toEqual(['Grazed']);
    expect(first.state.sieges).toEqual([{ target: { col: 3, row: 0 }, attackers: ['a'], garrison: 'x' }]);
    // Bob's turn passes; in Ann's, the siege is fought again: net 3 takes the garrison's last 2 Might
    // (counted as Devastated), and the Farm is lost with it.
    const bob = play(first.state, [endTurn('bob')]);
    const second = play(bob.state, [endTurn('ann')], [...faces(3, 1), ...faces(0, 2)]);
    expect(results(second.events)).toEqual(['Devastated']);
    expect(second.state.buildings['3,0']?.owner).toBe('ann');
    expect(second.state.units.a?.at).toEqual({ col: 3, row: 0 });
    expect(second.state.sieges).toBeUndefined();
  });

  it('a garrison never retreats: Retaliate costs only the besiegers, down to 0', () => {
    const state = warfare(
      [
        ['a', 'ann', 'peasants', 2, 0],
        ['x', 'bob', 'grunts', 3, 0],
        ['y', 'bob', 'grunts', 7, 3],
      ],
      [['farm', 'bob', 3, 0]],
    );
    // Peasants (Might 3) and the garrison both miss three times: three Retaliates, and the Peasants are gone.
    const rolls = [...faces(0, 3), ...faces(0, 3), ...faces(0, 2), ...faces(0, 3), ...faces(0, 1), ...faces(0, 3)];
    const { state: next } = play(state, [attack('a', 3, 0), endTurn('ann')], rolls);
    expect(next.units.a).toBeUndefined();
    expect(next.units.x).toMatchObject({ at: { col: 3, row: 0 } });
    expect(next.units.x?.might).toBeUndefined();
  });

  it('Defeated: the loser leaves the board, and comes home at its Keep at the New Year', () => {
    // Bob plays Dwarves: his Axemen, Might 5, lose by 4 and are left with 1.
    const units: UnitSpec[] = [
      ['a', 'ann', 'footmen', 2, 1],
      ['x', 'bob', 'axemen', 3, 1],
      ['y', 'bob', 'miners', 7, 3],
    ];
    const state = warfare(units, [['keep', 'bob', 6, 0]], 1, ['humans', 'dwarves']);
    const fought = play(state, [attack('a', 3, 1), endTurn('ann')], [...faces(4, 0), ...faces(0, 5)]);
    expect(results(fought.events)).toEqual(['Defeated']);
    expect(fought.state.units.x).toBeUndefined();
    expect(fought.state.withdrawn?.map((w) => w.unit.id)).toEqual(['x']);
    const home = play(fought.state, [endTurn('bob'), endTurn('ann')]);
    expect(home.state.units.x).toMatchObject({ at: { col: 6, row: 0 }, might: 1 });
  });
});
