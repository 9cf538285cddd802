// What a building does and what a unit is, in a few words from the data tables, for menus and the hex line.
import { ARMORIES_PER_BONUS, BUILDINGS, WEAPONSMITHS_PER_BONUS } from '../data/buildings.ts';
import { UNITS } from '../data/units.ts';
import type { BuildingId, UnitTypeId } from '../ids.ts';

const RECRUITS = { mounted: 'recruits mounted units', foot: 'recruits foot units', any: 'recruits any unit of its race', none: null } as const;

/** "+1 to every attack for each full 3 Weaponsmiths", "+2 gold each turn; recruits any unit of its race". */
export function buildingPurpose(type: BuildingId): string {
  const rules = BUILDINGS[type];
  const parts: string[] = [];
  if (type === 'weaponsmith') parts.push(`+1 to every attack for each full ${WEAPONSMITHS_PER_BONUS} Weaponsmiths`);
  if (type === 'armory') parts.push(`+1 to every defence for each full ${ARMORIES_PER_BONUS} Armories`);
  if (rules.income > 0) parts.push(`+${rules.income} gold each turn`);
  if (rules.defenceBonus > 0) parts.push(`+${rules.defenceBonus} defence to its owner's unit in it`);
  const recruits = RECRUITS[rules.recruits];
  if (recruits) parts.push(recruits);
  return parts.join('; ');
}

/** "attack d8, defence d6, move 3, mounted": the unit type's dice and move, and what sets it apart. */
export function unitStats(type: UnitTypeId): string {
  const u = UNITS[type];
  const traits = [u.mounted ? 'mounted' : null, u.range > 1 ? `shoots ${u.range} hexes` : null, u.builder ? 'builder' : null].filter((t) => t !== null);
  return [`attack d${u.attack}`, `defence d${u.defence}`, `move ${u.move}`, ...traits].join(', ');
}
