// A small hand-placed board showing every terrain, all 18 emblems, all 8 buildings and every overlay:
// the screenshot that tells whether the board "looks like a game", and a reference for the UI engineer.
import { BUILDING_IDS, TERRAIN_IDS, UNIT_TYPE_IDS, type Building, type GameState, type Unit } from '../../rules/index.ts';
import type { BoardOverlays } from '../boardProps.ts';
import { benchState } from './benchState.ts';

export function demoState(): GameState {
  const base = benchState(24, 3);
  const width = 24;
  // Terrain bands along the top rows so each pattern can be seen in a row of its own.
  const terrain = [...base.map.terrain];
  TERRAIN_IDS.forEach((t, i) => {
    for (let col = 0; col < 3; col++) terrain[1 * width + i * 3 + col] = t;
  });
  const units: Record<string, Unit> = {};
  UNIT_TYPE_IDS.forEach((type, i) => {
    const id = `d${i}`;
    units[id] = { id, owner: `p${(i % 8) + 1}`, type, at: { col: 2 + (i % 9) * 2, row: 4 + Math.floor(i / 9) * 2 }, defending: i % 5 === 0 };
  });
  for (let i = 0; i < 18; i++) {
    for (let col = 2 + (i % 9) * 2 - 1; col <= 2 + (i % 9) * 2 + 1; col++) terrain[(4 + Math.floor(i / 9) * 2) * width + col] = 'grasslands';
  }
  const buildings: Record<string, Building> = {};
  BUILDING_IDS.forEach((type, i) => {
    const at = { col: 2 + i * 2, row: 9 };
    terrain[9 * width + at.col] = i === 5 ? 'hills' : 'grasslands';
    buildings[`${at.col},${at.row}`] = { type, owner: `p${(i % 8) + 1}`, at };
  });
  // A unit on a building, to show the badge.
  units.onKeep = { id: 'onKeep', owner: 'p8', type: 'footmen', at: { col: 16, row: 9 }, defending: false };
  // Two units fighting a third, for the attack overlays.
  units.atk1 = { id: 'atk1', owner: 'p1', type: 'cavalry', at: { col: 6, row: 12 }, defending: false };
  units.atk2 = { id: 'atk2', owner: 'p1', type: 'archers', at: { col: 7, row: 13 }, defending: false };
  units.foe = { id: 'foe', owner: 'p2', type: 'trolls', at: { col: 7, row: 12 }, defending: false };
  units.foe2 = { id: 'foe2', owner: 'p2', type: 'grunts', at: { col: 9, row: 12 }, defending: false };
  units.mover = { id: 'mover', owner: 'p1', type: 'footmen', at: { col: 12, row: 13 }, defending: false };
  for (const u of Object.values(units)) if (terrain[u.at.row * width + u.at.col] === 'water') terrain[u.at.row * width + u.at.col] = 'grasslands';
  for (const c of [11, 12, 13, 14, 15, 16]) for (const r of [12, 13, 14, 15]) if (terrain[r * width + c] === 'water') terrain[r * width + c] = 'grasslands';
  return { ...base, map: { ...base.map, terrain }, units, buildings };
}

export const DEMO_OVERLAYS: BoardOverlays = {
  selected: { col: 12, row: 13 },
  reachable: [
    { col: 11, row: 13 },
    { col: 13, row: 13 },
    { col: 11, row: 12 },
    { col: 12, row: 12 },
    { col: 11, row: 14 },
    { col: 12, row: 14 },
    { col: 13, row: 12 },
    { col: 14, row: 13 },
  ],
  attackable: [{ col: 9, row: 12 }],
  planned: [
    {
      kind: 'move',
      path: [
        { col: 12, row: 13 },
        { col: 13, row: 14 },
        { col: 14, row: 15 },
        { col: 15, row: 15 },
      ],
    },
    { kind: 'attack', from: { col: 6, row: 12 }, to: { col: 7, row: 12 }, advance: true, paired: true },
    { kind: 'attack', from: { col: 7, row: 13 }, to: { col: 7, row: 12 }, advance: false, paired: true },
    { kind: 'defend', at: { col: 4, row: 4 } },
    { kind: 'build', at: { col: 6, row: 4 }, building: 'farm' },
    { kind: 'recruit', at: { col: 4, row: 11 }, unitType: 'peasants' },
  ],
  cursor: { col: 15, row: 11 },
};
