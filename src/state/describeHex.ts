import {
  BUILDINGS,
  buildingAt,
  buildingPurpose,
  unitStats,
  describeHex,
  isOnMap,
  TERRAIN,
  terrainAt,
  UNITS,
  unitAt,
  type GameState,
  type HexCoord,
  type RaceId,
} from '../rules/index.ts';

/** One of a race, for "Orc Warriors". */
const RACE_ADJECTIVE: Readonly<Record<RaceId, string>> = {
  humans: 'Human',
  orcs: 'Orc',
  elves: 'Elf',
  dwarves: 'Dwarf',
  trolls: 'Troll',
  giants: 'Giant',
};

function ownerName(state: GameState, id: string): string {
  return state.players.find((p) => p.id === id)?.name ?? id;
}

/** What a hex holds, said in words: "(3,4) Forest. Orc Warriors of Kim, defending. Kim's Farm." */
export function describeHexInWords(state: GameState, hex: HexCoord): string {
  if (!isOnMap(state.map, hex)) return `${describeHex(hex)} is off the map.`;
  const parts = [`${describeHex(hex)} ${TERRAIN[terrainAt(state.map, hex)].name}.`];
  const unit = unitAt(state, hex);
  if (unit) {
    const rules = UNITS[unit.type];
    parts.push(
      `${RACE_ADJECTIVE[rules.race]} ${rules.name} of ${ownerName(state, unit.owner)} (${unitStats(unit.type)})${unit.defending ? ', defending' : ''}.`,
    );
  }
  const building = buildingAt(state, hex);
  if (building) parts.push(`${ownerName(state, building.owner)}'s ${BUILDINGS[building.type].name} (${buildingPurpose(building.type)}).`);
  return parts.join(' ');
}
