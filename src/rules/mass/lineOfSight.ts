import { cubeToOffset, hexIndex, isOnMap, offsetToCube } from '../hexGeometry.ts';
import { occupantAfterPlan, type Plan } from '../planLog.ts';
import { terrainAt, unitAt } from '../stateQueries.ts';
import type { TerrainId } from '../ids.ts';
import type { GameState, HexCoord } from '../types.ts';

/** Terrain that hides what stands beyond it from direct fire [house]: trees and peaks (hills do not). */
const BLOCKS_SIGHT: ReadonlySet<TerrainId> = new Set(['forest', 'mountains']);

/**
 * The hexes strictly between two hexes on the straight line joining their centres (cube lerp, rounded),
 * nudged by a hair so a line along a hex edge falls the same way every time.
 */
export function hexesBetween(from: HexCoord, to: HexCoord): HexCoord[] {
  const a = offsetToCube(from);
  const b = offsetToCube(to);
  const n = Math.max(Math.abs(a.q - b.q), Math.abs(a.r - b.r), Math.abs(a.s - b.s));
  const hexes: HexCoord[] = [];
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const q = a.q + 1e-6 + (b.q - a.q) * t;
    const r = a.r + 2e-6 + (b.r - a.r) * t;
    const s = -q - r;
    let [rq, rr, rs] = [Math.round(q), Math.round(r), Math.round(s)];
    const [dq, dr, ds] = [Math.abs(rq - q), Math.abs(rr - r), Math.abs(rs - s)];
    if (dq > dr && dq > ds) rq = -rr - rs;
    else if (dr > ds) rr = -rq - rs;
    hexes.push(cubeToOffset(rq, rr));
  }
  return hexes;
}

/** What stands between a shooter and its target, hiding it from direct fire: "Forest at (4,2)", or null when it is in sight. */
export function sightBlocked(state: GameState, from: HexCoord, to: HexCoord, plan?: Plan): string | null {
  for (const hex of hexesBetween(from, to)) {
    // Near the map's edge the line may graze a hex that is not on it: nothing stands there.
    if (!isOnMap(state.map, hex)) continue;
    const terrain = terrainAt(state.map, hex);
    if (BLOCKS_SIGHT.has(terrain)) return `${terrain === 'forest' ? 'Forest' : 'Mountains'} at (${hex.col},${hex.row})`;
    const standing = plan ? occupantAfterPlan(plan, hexIndex(state.map, hex)) : unitAt(state, hex)?.id;
    if (standing !== undefined) return `a unit at (${hex.col},${hex.row})`;
  }
  return null;
}
