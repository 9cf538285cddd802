import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * Names one die of one combat. The seeded source derives each die from the game seed and this key
 * alone, so no planning, take-back or order of entry can change a die that will be rolled.
 */
export interface RollKey {
  readonly turnNumber: number;
  /** The unit whose die it is. */
  readonly unit: string;
  readonly role: 'attack' | 'defence';
  /** 0 for the first roll, 1 for a re-roll. */
  readonly attempt: number;
  /**
   * The unit's fights before this one in the turn: in a simultaneous week one unit can be attacked by
   * several players. Absent or 0 for its first fight, and then not mixed in, so no die of a game
   * played before weeks existed changes.
   */
  readonly bout?: number;
}

/** Where dice come from: a seeded generator, or faces typed in by a referee or a test. */
export interface DiceSource {
  roll(sides: number, key: RollKey): number;
}

export class DiceError extends Error {}

// A small integer mix (murmur3's finaliser) turns the key into an independent generator seed.
function mix(hash: number, value: number): number {
  let h = Math.imul(hash ^ value, 0xcc9e2d51);
  h = (h << 15) | (h >>> 17);
  h = Math.imul(h, 0x1b873593);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

function mixString(hash: number, text: string): number {
  let h = mix(hash, text.length);
  for (let i = 0; i < text.length; i++) h = mix(h, text.charCodeAt(i));
  return h;
}

/** Dice from the game's seed: counter-based, so the seed is the generator's whole state. */
export function seededDice(seed: number): DiceSource {
  return {
    roll(sides, key) {
      let h = mix(seed | 0, key.turnNumber);
      h = mixString(h, key.unit);
      h = mix(h, key.role === 'attack' ? 1 : 2);
      h = mix(h, key.attempt);
      if (key.bout) h = mix(h, key.bout);
      return uniformInt(xoroshiro128plus(h), 1, sides);
    },
  };
}

/**
 * Dice from a list of faces, taken in the order they are rolled: each attacker's die in order (a re-roll
 * right after the die it replaces), then the defender's. For referees with physical dice, and for tests.
 */
export function scriptedDice(faces: readonly number[]): DiceSource & { readonly used: () => number } {
  let next = 0;
  return {
    used: () => next,
    roll(sides) {
      const face = faces[next];
      if (face === undefined) {
        throw new DiceError(`not enough dice faces: ${faces.length} given, a d${sides} roll needs one more`);
      }
      if (!Number.isInteger(face) || face < 1 || face > sides) {
        throw new DiceError(`die ${next + 1} is ${face}, but a d${sides} shows 1 to ${sides}`);
      }
      next++;
      return face;
    },
  };
}

/**
 * Faces as a referee types them: whole numbers separated by commas or spaces ("5, 3 4" → [5, 3, 4]);
 * "" → [] (no dice); null when anything else is typed. Whether each fits its die is checked as rolled.
 */
export function parseDiceFaces(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter((p) => p !== '');
  if (parts.some((p) => !/^\d{1,3}$/.test(p))) return null;
  return parts.map(Number);
}
