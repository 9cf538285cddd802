import { countBuildings, terrainAt, unitAt, buildingAt } from './stateQueries.ts';
import type { CombatSetup } from './combat/setup.ts';
import { hexDistance } from './hexGeometry.ts';
import type { GameState, HexCoord, Unit } from './types.ts';

/** Describes the combat of these attackers against the unit in the target hex, as the board stands. */
export function combatSetupFor(state: GameState, attackers: readonly Unit[], target: HexCoord): CombatSetup | null {
  const defender = unitAt(state, target);
  const [first] = attackers;
  if (!defender || !first) return null;
  const building = buildingAt(state, target);
  return {
    attackers: attackers.map((a) => ({
      unit: a.type,
      unitId: a.id,
      terrain: terrainAt(state.map, a.at),
      range: hexDistance(a.at, target),
      ...(a.might === undefined ? {} : { might: a.might }),
      ...(a.men === undefined ? {} : { men: a.men }),
    })),
    defender: {
      unit: defender.type,
      unitId: defender.id,
      terrain: terrainAt(state.map, target),
      defending: defender.defending,
      fortress: building?.type === 'fortress' && building.owner === defender.owner,
      ...(defender.might === undefined ? {} : { might: defender.might }),
      ...(building && building.owner === defender.owner ? { garrison: true } : {}),
      ...(defender.men === undefined ? {} : { men: defender.men }),
      ...(defender.tired === 'march' ? { marching: true } : {}),
    },
    attackerWeaponsmiths: countBuildings(state, first.owner, 'weaponsmith'),
    defenderArmories: countBuildings(state, defender.owner, 'armory'),
  };
}
