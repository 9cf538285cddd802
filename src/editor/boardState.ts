import { PLAYER_COLOURS } from '../state/palette.ts';
import type { GameMap, GameState, PlayerId } from '../rules/index.ts';
import type { StartSlot } from './edits/startChecks.ts';

/**
 * The smallest game state the board draws: the map, no units, no buildings. Terrain is the only thing
 * that changes while painting, and each edit brings a new terrain array, so the board redraws only the
 * chunks whose hexes changed.
 */
export function boardStateOf(map: GameMap, slots: readonly StartSlot[]): GameState {
  return {
    combatSystem: 'karnage',
    campaign: { kind: 'conquer' },
    map,
    players: slots.map((s, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, race: s.race ?? 'humans', gold: 0, eliminated: false })),
    units: {},
    buildings: {},
    round: 1,
    activePlayer: 0,
    roundStarter: 0,
    turnNumber: 1,
    pending: [],
    nextUnitNumber: 1,
    seed: 0,
    result: null,
  };
}

export function slotColours(count: number): Record<PlayerId, string> {
  const colours: Record<PlayerId, string> = {};
  for (let i = 0; i < count; i++) {
    const colour = PLAYER_COLOURS[i % PLAYER_COLOURS.length];
    if (colour === undefined) throw new RangeError('slotColours: the palette has no colours');
    colours[`p${i + 1}`] = colour;
  }
  return colours;
}
