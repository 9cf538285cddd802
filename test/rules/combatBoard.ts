// The board every combat-modifier test fights on (docs/rules.md, "Combat" [seed]), and one fight on it.
//
//   row 0:  g g X g g        X = (2,0): a second attacker's hex
//   row 1:   g A D g g       A = (1,1) attacker, D = (2,1) defender; (0,1) is 2 hexes from D
//   row 2:  g g Y g g        Y = (2,2): another hex next to D
import type { GameEvent, GameState, Order } from '../../src/rules/index.ts';
import { at, board, endTurn, play, type BoardOptions, type BuildingSpec, type UnitSpec } from './helpers.ts';

export const D = at(2, 1);

export function rows(attackerTerrain = 'g', defenderTerrain = 'g', second = 'g'): string[] {
  return [`gg${second}gg`, `g${attackerTerrain}${defenderTerrain}gg`, 'ggggg'];
}

/** Ann attacks the unit at (2,1) with the listed units, in order; the faces feed END_TURN. */
export function fight(
  terrain: string[],
  units: readonly UnitSpec[],
  attackers: readonly string[],
  faces: readonly number[],
  buildings: readonly BuildingSpec[] = [],
  options: BoardOptions = {},
): { state: GameState; events: GameEvent[] } {
  const start = board(terrain, units, buildings, options);
  const orders: Order[] = attackers.map((unit) => ({ type: 'ATTACK', player: 'ann', unit, target: D }));
  return play(start, [...orders, endTurn('ann')], faces);
}
