// The rules' indexed questions answered the slow, obvious way, by scanning every piece and every planned
// order — as the rules did before they kept indexes. Tests compare the two, so an index that drifts fails.
import {
  BUILDINGS,
  BUILDING_WEALTH_SHARE,
  hexIndex,
  hexKey,
  type AttackOrder,
  type Building,
  type BuildingId,
  type GameState,
  type HexCoord,
  type IncomeLine,
  type PlanView,
  type Unit,
  type UnitId,
} from '../../src/rules/index.ts';

export function naiveOccupancy(state: GameState): Map<number, UnitId> {
  const byHex = new Map<number, UnitId>();
  for (const id in state.units) byHex.set(hexIndex(state.map, state.units[id]!.at), id);
  return byHex;
}

export function naiveUnitAt(state: GameState, hex: HexCoord): Unit | undefined {
  return Object.values(state.units).find((u) => u.at.col === hex.col && u.at.row === hex.row);
}

export const naiveUnitsOf = (state: GameState, owner: string): Unit[] => Object.values(state.units).filter((u) => u.owner === owner);

export const naiveDefending = (state: GameState, owner: string): UnitId[] =>
  naiveUnitsOf(state, owner)
    .filter((u) => u.defending)
    .map((u) => u.id);

export const naiveBuildingsOf = (state: GameState, owner: string): Building[] => Object.values(state.buildings).filter((b) => b.owner === owner);

export const naiveCountBuildings = (state: GameState, owner: string, type: BuildingId): number =>
  naiveBuildingsOf(state, owner).filter((b) => b.type === type).length;

export function naiveIncomeOf(state: GameState, owner: string): IncomeLine[] {
  const counts = new Map<BuildingId, number>();
  for (const b of naiveBuildingsOf(state, owner)) {
    if (BUILDINGS[b.type].income > 0) counts.set(b.type, (counts.get(b.type) ?? 0) + 1);
  }
  return [...counts].map(([source, count]) => ({ source, count, gold: count * BUILDINGS[source].income }));
}

export function naiveWealthOf(state: GameState, owner: string): number {
  const gold = state.players.find((p) => p.id === owner)?.gold ?? 0;
  return gold + naiveBuildingsOf(state, owner).reduce((sum, b) => sum + (BUILDINGS[b.type].cost ?? 0), 0) * BUILDING_WEALTH_SHARE;
}

export const naiveGoldAvailable = (state: GameState): number =>
  state.pending.reduce((gold, planned) => gold - planned.cost, state.players[state.activePlayer]!.gold);

/** The plan rebuilt from `pending`: leaves, then arrivals (by each unit's first move), then recruits. */
export function naivePlanView(state: GameState): PlanView {
  const acted = new Set<UnitId>();
  const destination = new Map<UnitId, HexCoord>();
  const recruits: HexCoord[] = [];
  const attacksOn = new Map<string, AttackOrder[]>();
  for (const { order } of state.pending) {
    if (order.type === 'RECRUIT') recruits.push(order.at);
    else acted.add(order.unit);
    if (order.type === 'MOVE') destination.set(order.unit, order.path[order.path.length - 1]!);
    if (order.type === 'ATTACK') attacksOn.set(hexKey(order.target), [...(attacksOn.get(hexKey(order.target)) ?? []), order]);
  }
  const base = naiveOccupancy(state);
  const changes = new Map<number, UnitId | 'recruit' | null>();
  for (const id of destination.keys()) {
    const from = hexIndex(state.map, state.units[id]!.at);
    if (base.get(from) === id) changes.set(from, null);
  }
  for (const [id, to] of destination) changes.set(hexIndex(state.map, to), id);
  for (const hex of recruits) changes.set(hexIndex(state.map, hex), 'recruit');
  const occupantAfterPlan = (index: number) => {
    const changed = changes.get(index);
    return changed === undefined ? base.get(index) : (changed ?? undefined);
  };
  return { acted, occupantAfterPlan, attacksOn };
}

// The state hash as first written: the whole canonical text, hashed in one go.
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function naiveStateHash(state: GameState): string {
  const { map } = state;
  const units = Object.values(state.units)
    .map((u) => `${u.id}:${u.owner}:${u.type}:${u.at.col},${u.at.row}:${u.defending ? 'D' : ''}`)
    .sort();
  const buildings = Object.values(state.buildings)
    .map((b) => `${b.at.col},${b.at.row}:${b.type}:${b.owner}`)
    .sort();
  const text = canonical([
    state.combatSystem,
    state.campaign,
    cyrb53(`${map.width}x${map.height}:${map.terrain.join(',')}`),
    state.players,
    units,
    buildings,
    [state.round, state.activePlayer, state.roundStarter, state.turnNumber, state.nextUnitNumber, state.seed],
    state.pending,
    state.result,
    ...(state.mode === undefined ? [] : [state.mode]),
  ]);
  return cyrb53(text).toString(16).padStart(14, '0');
}
