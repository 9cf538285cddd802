// Map generator figures: a realistic map with six starts, at three sizes [issue 4: 256×256 < 500 ms in Node].
import { generateMap } from '../../src/mapgen/generateMap.ts';
import { RACE_IDS } from '../../src/rules/index.ts';
import { median, row, timeRuns, type BenchRow, type BenchSuite } from './harness.ts';

const SIZES = [64, 128, 256] as const;
const TARGET_256_MS = 500;

export const mapgenSuite: BenchSuite = {
  name: 'Map generator',
  run(): BenchRow[] {
    return SIZES.map((size) => {
      let seed = 0;
      // A new seed every run, so the figure is not one lucky map.
      const ms = median(
        timeRuns(() => {
          const result = generateMap({ width: size, height: size, seed: seed++, races: RACE_IDS });
          if ('error' in result) throw new Error(result.error);
        }, { warmup: 2, runs: 7 }),
      );
      return row(`generate ${size}×${size}, 6 starts`, ms, 'ms', size === 256 ? { below: TARGET_256_MS } : undefined, 'median of 7 seeds');
    });
  },
};
