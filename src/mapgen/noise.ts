import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { HEX_ROW_HEIGHT, rowShift } from '../rules/index.ts';
import { inRange } from './cells.ts';

/** Spreads a seed and a salt over 32 bits, so each field and octave draws its own independent lattice. */
export function mixSeed(seed: number, salt: number): number {
  let h = Math.imul((seed | 0) ^ Math.imul(salt, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/**
 * Adds smooth value noise (random values on a lattice of `cell` hexes, blended with a smoothstep) times
 * `amplitude` into `out`. Odd rows sit half a hex right, so the field is sampled at true hex centres.
 */
function addValueNoise(out: Float32Array, width: number, height: number, seed: number, cell: number, amplitude: number): void {
  const rng = xoroshiro128plus(seed);
  const lw = Math.ceil((width + 1) / cell) + 2;
  const lh = Math.ceil((height * HEX_ROW_HEIGHT) / cell) + 2;
  const lattice = new Float32Array(lw * lh);
  for (let i = 0; i < lattice.length; i++) lattice[i] = uniformInt(rng, 0, 0xffffff) / 0x1000000;
  for (let row = 0; row < height; row++) {
    const y = (row * HEX_ROW_HEIGHT) / cell;
    const y0 = Math.floor(y);
    let sy = y - y0;
    sy = sy * sy * (3 - 2 * sy);
    const top = y0 * lw;
    const bottom = top + lw;
    const shift = rowShift(row);
    for (let col = 0; col < width; col++) {
      const x = (col + shift) / cell;
      const x0 = Math.floor(x);
      let sx = x - x0;
      sx = sx * sx * (3 - 2 * sx);
      const a = inRange(lattice[top + x0]) + (inRange(lattice[top + x0 + 1]) - inRange(lattice[top + x0])) * sx;
      const b = inRange(lattice[bottom + x0]) + (inRange(lattice[bottom + x0 + 1]) - inRange(lattice[bottom + x0])) * sx;
      const i = row * width + col;
      out[i] = inRange(out[i]) + (a + (b - a) * sy) * amplitude;
    }
  }
}

export interface NoiseOptions {
  /** Size of the coarsest features, in hexes. */
  readonly cell: number;
  /** How many layers, each with half the cell size. */
  readonly octaves: number;
  /** How much each finer layer weighs against the one before (0.5: half). */
  readonly gain?: number;
}

/** Fractal value noise in [0, 1]: a few octaves, stretched to span the whole range. */
export function fractalNoise(width: number, height: number, seed: number, { cell, octaves, gain = 0.5 }: NoiseOptions): Float32Array {
  const out = new Float32Array(width * height);
  let amplitude = 1;
  for (let octave = 0; octave < octaves; octave++) {
    addValueNoise(out, width, height, mixSeed(seed, octave + 1), Math.max(1.5, cell / 2 ** octave), amplitude);
    amplitude *= gain;
  }
  return normalize(out);
}

/** Rescales values in place to span [0, 1]. */
export function normalize(values: Float32Array): Float32Array {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const span = max - min || 1;
  for (let i = 0; i < values.length; i++) values[i] = (inRange(values[i]) - min) / span;
  return values;
}
