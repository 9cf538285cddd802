import { normaliseName } from '../../io/displayName.ts';
import { parseArgs } from 'node:util';
import { quoteInput } from '../../io/quoteInput.ts';
import { displayName } from '../../io/schema/common.ts';
import { mapFileOf, mapFileText } from '../../io/saveMapFile.ts';
import { MAX_MAP_SIZE, MIN_MAP_SIZE, generateMap } from '../../mapgen/generateMap.ts';
import { MAX_PLAYERS, MIN_PLAYERS, RACE_IDS, type RaceId } from '../../rules/index.ts';
import { UsageError, type CliIo } from '../io.ts';

/** karnage generate --size 64x48 --seed 7 --races humans,orcs,elves [--name "…"] → a map file on stdout. */
export function generateCommand(args: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: [...args],
    options: { size: { type: 'string' }, seed: { type: 'string' }, races: { type: 'string' }, name: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  const { width, height } = parseSize(values.size);
  const seed = parseSeed(values.seed);
  const races = parseRaces(values.races);
  // Stored as every screen stores a typed name: NFC, without spaces at either end.
  const name = normaliseName(values.name ?? `Generated ${width}×${height} (seed ${seed})`);
  const named = displayName.safeParse(name);
  if (!named.success) throw new UsageError(`--name: ${named.error.issues[0]?.message ?? 'not a valid name'} `);

  const generated = generateMap({ width, height, seed, races });
  if ('error' in generated) {
    io.err(generated.error);
    return 1;
  }
  const starts = races.map((race, i) => {
    // generateMap gives starts[i] for races[i].
    const at = generated.starts[i];
    if (!at) throw new Error(`the generator gave no start for the ${race}`);
    return { at, race };
  });
  io.out(mapFileText(mapFileOf(name, generated.map, starts, { seed, races })).trimEnd());
  return 0;
}

function parseSize(value: string | undefined): { width: number; height: number } {
  if (value === undefined) throw new UsageError('missing --size WIDTHxHEIGHT, e.g. --size 64x48');
  const match = /^(\d{1,3})x(\d{1,3})$/i.exec(value);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  if (!match || width < MIN_MAP_SIZE || height < MIN_MAP_SIZE || width > MAX_MAP_SIZE || height > MAX_MAP_SIZE) {
    throw new UsageError(`--size must be WIDTHxHEIGHT, each ${MIN_MAP_SIZE} to ${MAX_MAP_SIZE}, not ${quoteInput(value)}`);
  }
  return { width, height };
}

function parseSeed(value: string | undefined): number {
  if (value === undefined) throw new UsageError('missing --seed N (a whole number)');
  const seed = Number(value);
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(seed)) throw new UsageError(`--seed must be a whole number, not ${quoteInput(value)}`);
  return seed;
}

function parseRaces(value: string | undefined): RaceId[] {
  if (value === undefined) throw new UsageError(`missing --races, e.g. --races humans,orcs (${MIN_PLAYERS}–${MAX_PLAYERS} of ${RACE_IDS.join(', ')})`);
  const races = value.split(',').map((r) => r.trim());
  for (const race of races) {
    if (!(RACE_IDS as readonly string[]).includes(race)) throw new UsageError(`unknown race ${quoteInput(race)}; expected ${RACE_IDS.join(', ')}`);
  }
  if (races.length < MIN_PLAYERS || races.length > MAX_PLAYERS) {
    throw new UsageError(`--races names one race per player, ${MIN_PLAYERS} to ${MAX_PLAYERS}, not ${races.length}`);
  }
  return races as RaceId[];
}
