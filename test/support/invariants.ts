// What a state may look like, checked by the property tests.
import { BUILDINGS, cannotEnter, goldAvailable, hexIndex, hexKey, isOnMap, terrainAt, type GameState } from '../../src/rules/index.ts';

/** Every rule about what a state may look like; returns the broken ones. */
export function brokenInvariants(state: GameState): string[] {
  const broken: string[] = [];
  const players = new Map(state.players.map((p) => [p.id, p]));
  const unitHexes = new Set<number>();
  for (const [id, unit] of Object.entries(state.units)) {
    if (unit.id !== id) broken.push(`unit ${id} is filed under another id (${unit.id})`);
    if (!isOnMap(state.map, unit.at)) {
      broken.push(`unit ${id} is off the map`);
      continue;
    }
    const hex = hexIndex(state.map, unit.at);
    if (unitHexes.has(hex)) broken.push(`two units at ${hexKey(unit.at)}`);
    unitHexes.add(hex);
    const blocked = cannotEnter(unit.type, terrainAt(state.map, unit.at));
    if (blocked) broken.push(`unit ${id}: ${blocked}`);
    const owner = players.get(unit.owner);
    if (!owner) broken.push(`unit ${id}: owner ${unit.owner} is not a player`);
    else if (owner.eliminated) broken.push(`unit ${id}: owner ${unit.owner} is eliminated`);
  }
  for (const [key, building] of Object.entries(state.buildings)) {
    // Keyed by hex, so one building per hex holds when every key is its building's own hex.
    if (key !== hexKey(building.at)) broken.push(`building filed under ${key} stands at ${hexKey(building.at)}`);
    if (!isOnMap(state.map, building.at)) broken.push(`building at ${key} is off the map`);
    else {
      const terrain = terrainAt(state.map, building.at);
      if (terrain === 'water') broken.push(`building on Water at ${key}`);
      const allowed = BUILDINGS[building.type].terrains;
      if (allowed && !allowed.includes(terrain) && building.type !== 'keep') broken.push(`${building.type} on ${terrain} at ${key}`);
    }
    const owner = players.get(building.owner);
    if (!owner || owner.eliminated) broken.push(`building at ${key}: owner ${building.owner} is missing or eliminated`);
  }
  for (const player of state.players) if (player.gold < 0) broken.push(`${player.id} has ${player.gold} gold`);
  if (!state.result) {
    const active = state.players[state.activePlayer];
    if (!active || active.eliminated) broken.push('the active player is missing or eliminated');
    else if (goldAvailable(state) < 0) broken.push(`the plan spends more gold than ${active.id} has`);
  }
  return broken;
}
