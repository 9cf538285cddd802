import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * Smooth value noise in [0, 1): random values on a coarse lattice, blended with a smoothstep.
 * Two octaves are enough for a skirmish map that looks like land rather than static.
 */
export function valueNoise(width: number, height: number, seed: number, cell: number): Float32Array {
  const rng = xoroshiro128plus(seed);
  const lw = Math.ceil(width / cell) + 2;
  const lh = Math.ceil(height / cell) + 2;
  const lattice = Float32Array.from({ length: lw * lh }, () => uniformInt(rng, 0, 1_000_000) / 1_000_001);
  const out = new Float32Array(width * height);
  const smooth = (t: number) => t * t * (3 - 2 * t);
  for (let row = 0; row < height; row++) {
    for (let col = 0; col < width; col++) {
      // Odd rows sit half a hex to the right: sample there so the field is smooth on the hex grid.
      const x = (col + (row & 1) * 0.5) / cell;
      const y = row / cell;
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      const sx = smooth(x - x0);
      const sy = smooth(y - y0);
      const at = (cx: number, cy: number) => lattice[cy * lw + cx]!;
      const top = at(x0, y0) * (1 - sx) + at(x0 + 1, y0) * sx;
      const bottom = at(x0, y0 + 1) * (1 - sx) + at(x0 + 1, y0 + 1) * sx;
      out[row * width + col] = top * (1 - sy) + bottom * sy;
    }
  }
  return out;
}

/** Noise at two scales, the coarse one weighing most. */
export function fractalNoise(width: number, height: number, seed: number, cell: number): Float32Array {
  const coarse = valueNoise(width, height, seed, cell);
  const fine = valueNoise(width, height, seed ^ 0x5bd1e995, Math.max(2, cell / 3));
  return coarse.map((v, i) => v * 0.7 + fine[i]! * 0.3);
}
