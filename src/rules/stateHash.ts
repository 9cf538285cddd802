import type { GameMap, GameState } from './types.ts';

// cyrb53: a small, well-spread 53-bit string hash; enough to tell two game states apart in a replay check.
function cyrb53(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

// The map never changes in a game, so its hash is kept per map object.
const mapHashes = new WeakMap<GameMap, number>();
function mapHash(map: GameMap): number {
  let hash = mapHashes.get(map);
  if (hash === undefined) {
    hash = cyrb53(`${map.width}x${map.height}:${map.terrain.join(',')}`);
    mapHashes.set(map, hash);
  }
  return hash;
}

/** JSON with object keys sorted and undefined fields left out, so equal values always read alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A fingerprint of everything that matters in a state, independent of key order: 14 hex digits. */
export function stateHash(state: GameState): string {
  const units = Object.values(state.units)
    .map((u) => `${u.id}:${u.owner}:${u.type}:${u.at.col},${u.at.row}:${u.defending ? 'D' : ''}`)
    .sort();
  const buildings = Object.values(state.buildings)
    .map((b) => `${b.at.col},${b.at.row}:${b.type}:${b.owner}`)
    .sort();
  const text = canonical([
    state.combatSystem,
    state.campaign,
    mapHash(state.map),
    state.players,
    units,
    buildings,
    [state.round, state.activePlayer, state.roundStarter, state.turnNumber, state.nextUnitNumber, state.seed],
    state.pending,
    state.result,
  ]);
  return cyrb53(text).toString(16).padStart(14, '0');
}
