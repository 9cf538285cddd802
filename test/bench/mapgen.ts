// Map generator figures: a realistic map with six starts, at three sizes, and the largest with eight
// (each start looks for its home region, and passes are cut between them) [issue 4: 256×256 < 500 ms in Node].
import { generateMap } from '../../src/mapgen/generateMap.ts';
import { MAX_PLAYERS, RACE_IDS, type RaceId } from '../../src/rules/index.ts';
import { median, row, timeRuns, type BenchRow, type BenchSuite } from './harness.ts';

const SIX: readonly RaceId[] = RACE_IDS;
const EIGHT: readonly RaceId[] = Array.from({ length: MAX_PLAYERS }, (_, i) => RACE_IDS[i % RACE_IDS.length]!);
const RUNS: readonly { size: number; races: readonly RaceId[] }[] = [
  { size: 64, races: SIX },
  { size: 128, races: SIX },
  { size: 256, races: SIX },
  { size: 256, races: EIGHT },
];
const TARGET_256_MS = 500;

export const mapgenSuite: BenchSuite = {
  name: 'Map generator',
  run(): BenchRow[] {
    return RUNS.map(({ size, races }) => {
      let seed = 0;
      // A new seed every run, so the figure is not one lucky map.
      const ms = median(
        timeRuns(
          () => {
            const result = generateMap({ width: size, height: size, seed: seed++, races });
            if ('error' in result) throw new Error(result.error);
          },
          { warmup: 2, runs: 7 },
        ),
      );
      return row(`generate ${size}×${size}, ${races.length} starts`, ms, 'ms', size === 256 ? { below: TARGET_256_MS } : undefined, 'median of 7 seeds');
    });
  },
};
