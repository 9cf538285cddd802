import { describe, expect, it } from 'vitest';
import { loadMapFile } from '../../src/io/loadMapFile.ts';
import { mapFromRows } from '../../src/io/mapRows.ts';
import { mapFileOf, mapFileText } from '../../src/io/saveMapFile.ts';
import { forbiddenPairs, startProblems } from '../mapgen/mapChecks.ts';
import { cli } from '../support/runCli.ts';

describe('karnage generate', () => {
  it('stores a typed name as the screens do: NFC, without spaces at either end', () => {
    const result = cli('generate', '--size', '16x12', '--seed', '7', '--races', 'humans,orcs', '--name', '  Rene\u0301 ');
    expect(result.code).toBe(0);
    expect(loadMapFile(result.out)).toMatchObject({ ok: true, value: { name: 'Ren\u00e9' } });
  });

  it('prints a map file that loads, with the starts, races and how it was made', () => {
    const result = cli('generate', '--size', '64x48', '--seed', '7', '--races', 'humans,orcs,elves', '--name', 'Seven');
    expect(result.code).toBe(0);
    const loaded = loadMapFile(result.out);
    if (!loaded.ok) throw new Error(loaded.message);
    const file = loaded.value;
    expect(file.name).toBe('Seven');
    expect(file.map).toMatchObject({ width: 64, height: 48 });
    expect(file.starts.map((s) => s.race)).toEqual(['humans', 'orcs', 'elves']);
    expect(file.generator).toEqual({ seed: 7, races: ['humans', 'orcs', 'elves'] });
    const map = mapFromRows(file.map.rows);
    if ('error' in map) throw new Error(map.error);
    expect(forbiddenPairs(map)).toEqual([]);
    expect(
      startProblems(
        map,
        file.starts.map((s) => s.at),
        ['humans', 'orcs', 'elves'],
      ),
    ).toEqual([]);
  });

  it('prints the same file for the same arguments, another for another seed', () => {
    // A negative seed is written --seed=-3 (a value starting with "-" would read as an option).
    const args = ['generate', '--size', '20x16', '--seed=-3', '--races', 'trolls,giants'];
    expect(cli(...args).out).toBe(cli(...args).out);
    expect(cli(...args).out).not.toBe(cli('generate', '--size', '20x16', '--seed', '4', '--races', 'trolls,giants').out);
    expect(loadMapFile(cli(...args).out)).toMatchObject({ ok: true, value: { name: 'Generated 20×16 (seed -3)' } });
  });

  it.each([
    [['--seed', '7', '--races', 'humans,orcs'], /missing --size/],
    [['--size', '64', '--seed', '7', '--races', 'humans,orcs'], /--size must be WIDTHxHEIGHT/],
    [['--size', '300x40', '--seed', '7', '--races', 'humans,orcs'], /8 to 256/],
    [['--size', '64x48', '--races', 'humans,orcs'], /missing --seed/],
    [['--size', '64x48', '--seed', 'x', '--races', 'humans,orcs'], /--seed must be a whole number/],
    [['--size', '64x48', '--seed', '7'], /missing --races/],
    [['--size', '64x48', '--seed', '7', '--races', 'humans,gnomes'], /unknown race "gnomes"/],
    [['--size', '64x48', '--seed', '7', '--races', 'humans'], /2 to 8, not 1/],
    [['--size', '64x48', '--seed', '7', '--races', 'humans,orcs', '--name', '<b>'], /--name/],
    [
      ['--size', '64x48', '--seed', '7', '--races', 'humans,orcs', '--name', 'Seven\u202eRivers'],
      /--name: a name may not hold control, format or invisible characters \(found U\+202E\)/,
    ],
    [['--size', '64x48', '--seed', '7', '--races', 'humans,orcs', '--colour', 'red'], /Unknown option/],
  ])('refuses %j with the usage (exit 2)', (args, message) => {
    const result = cli('generate', ...args);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(message);
    expect(result.err).toContain('karnage generate --size');
    expect(result.out).toBe('');
  });

  it('says plainly when the players do not fit (exit 1)', () => {
    const result = cli('generate', '--size', '8x8', '--seed', '1', '--races', 'humans,orcs,elves,dwarves,trolls,giants,humans,orcs');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/8×8 map has room for \d+ starts .* not 8: try a larger map/);
    expect(result.out).toBe('');
  });
});

describe('map files', () => {
  it('round-trip through mapFileOf, mapFileText and loadMapFile', () => {
    const map = { width: 3, height: 2, terrain: ['grasslands', 'forest', 'water', 'hills', 'mountains', 'tundra'] as const };
    const file = mapFileOf('Tiny', { ...map, terrain: [...map.terrain] }, [
      { at: { col: 0, row: 0 }, race: 'humans' },
      { at: { col: 1, row: 1 }, race: null },
    ]);
    expect(file.map.rows).toEqual(['gfw', 'hmt']);
    expect(file).not.toHaveProperty('generator');
    expect(loadMapFile(mapFileText(file))).toEqual({ ok: true, value: file });
    const generated = mapFileOf('Tiny', { ...map, terrain: [...map.terrain] }, [], { seed: 9, races: ['orcs'] });
    expect(loadMapFile(mapFileText(generated))).toEqual({ ok: true, value: generated });
  });
});
