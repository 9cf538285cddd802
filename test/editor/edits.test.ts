import { describe, expect, test } from 'vitest';
import { blankMap } from '../../src/editor/edits/blankMap.ts';
import { floodFill } from '../../src/editor/edits/floodFill.ts';
import { forbiddenPairs } from '../../src/editor/edits/forbiddenPairs.ts';
import { hexLine } from '../../src/editor/edits/hexLine.ts';
import { paintBrush } from '../../src/editor/edits/paintBrush.ts';
import { startChecks } from '../../src/editor/edits/startChecks.ts';
import { mapFromRows, mapToRows } from '../../src/io/mapRows.ts';
import { areAdjacent, hexDistance, type GameMap } from '../../src/rules/index.ts';

function rows(...lines: string[]): GameMap {
  const map = mapFromRows(lines);
  if ('error' in map) throw new Error(map.error);
  return map;
}

describe('paintBrush', () => {
  test('radius 0 paints one hex and leaves the input map untouched', () => {
    const map = rows('gggg', 'gggg', 'gggg');
    const edit = paintBrush(map, { col: 1, row: 1 }, 0, 'water');
    expect(edit.changed).toEqual([5]);
    expect(mapToRows(edit.map)).toEqual(['gggg', 'gwgg', 'gggg']);
    expect(mapToRows(map)).toEqual(['gggg', 'gggg', 'gggg']);
  });

  test('radius 1 paints the hex and its six neighbours (odd row shifted right)', () => {
    const edit = paintBrush(rows('ggggg', 'ggggg', 'ggggg'), { col: 2, row: 1 }, 1, 'forest');
    expect(mapToRows(edit.map)).toEqual(['ggffg', 'gfffg', 'ggffg']);
    expect(edit.changed).toHaveLength(7);
  });

  test('every hex within the radius, and no other, takes the terrain; the map edge clips the brush', () => {
    const map = blankMap(20, 20);
    for (const radius of [0, 1, 2, 3, 4, 5]) {
      for (const center of [
        { col: 10, row: 10 },
        { col: 0, row: 0 },
        { col: 19, row: 7 },
      ]) {
        const edit = paintBrush(map, center, radius, 'hills');
        edit.map.terrain.forEach((t, i) => {
          const near = hexDistance(center, { col: i % 20, row: Math.floor(i / 20) }) <= radius;
          expect(t).toBe(near ? 'hills' : 'grasslands');
        });
        expect(edit.changed.length).toBe(edit.map.terrain.filter((t) => t === 'hills').length);
      }
    }
    expect(paintBrush(map, { col: 10, row: 10 }, 5, 'hills').changed).toHaveLength(91);
  });

  test('painting a hex its own terrain changes nothing and keeps the same map', () => {
    const map = rows('gggg', 'gggg');
    const edit = paintBrush(map, { col: 1, row: 1 }, 2, 'grasslands');
    expect(edit.changed).toEqual([]);
    expect(edit.map).toBe(map);
  });
});

describe('floodFill', () => {
  test('repaints the connected region of one terrain and stops at other terrain', () => {
    const map = rows('ggwgg', 'ggwgg', 'ggwgg');
    const edit = floodFill(map, { col: 0, row: 0 }, 'desert');
    expect(mapToRows(edit.map)).toEqual(['ddwgg', 'ddwgg', 'ddwgg']);
    expect(edit.changed).toHaveLength(6);
    expect(mapToRows(map)).toEqual(['ggwgg', 'ggwgg', 'ggwgg']);
  });

  test('a region of the same terrain elsewhere, not joined by an edge, is left alone', () => {
    const map = rows('wgw', 'www', 'wwg');
    const edit = floodFill(map, { col: 1, row: 0 }, 'forest');
    expect(mapToRows(edit.map)).toEqual(['wfw', 'www', 'wwg']);
  });

  test('a fill with the same terrain changes nothing; a whole-map fill reaches every hex', () => {
    const map = blankMap(64, 48);
    expect(floodFill(map, { col: 3, row: 3 }, 'grasslands').changed).toEqual([]);
    const all = floodFill(map, { col: 63, row: 47 }, 'tundra');
    expect(all.changed).toHaveLength(64 * 48);
    expect(new Set(all.changed).size).toBe(64 * 48);
  });
});

describe('forbiddenPairs', () => {
  test('finds each forbidden neighbour pair once, and only neighbours', () => {
    const map = rows('tdg', 'ggg', 'sgd');
    const pairs = forbiddenPairs(map);
    // tundra(0,0)–desert(1,0); swamp(0,2)–desert(2,2) are not adjacent.
    expect(pairs).toEqual([{ a: 0, b: 1 }]);
    for (const { a, b } of pairs) {
      expect(areAdjacent({ col: a % 3, row: Math.floor(a / 3) }, { col: b % 3, row: Math.floor(b / 3) })).toBe(true);
    }
  });

  test('a map of allowed pairs has none', () => {
    expect(forbiddenPairs(rows('gfhm', 'wsgt', 'dgfh'))).toEqual([]);
  });
});

describe('startChecks', () => {
  test('a start sees its race home terrain within 2 hexes, not at 3', () => {
    const map = rows('gggggg', 'gggggg', 'gggggg', 'fggggg');
    const checks = startChecks(map, [
      { at: { col: 1, row: 1 }, race: 'elves' }, // forest at (0,3): distance 2
      { at: { col: 4, row: 0 }, race: 'elves' }, // distance > 2
      { at: { col: 3, row: 2 }, race: null },
      { at: null, race: 'humans' },
    ]);
    expect(checks.map((c) => c.homeNear)).toEqual([true, false, null, null]);
    expect(checks[0]!.homeTerrain).toBe('forest');
  });

  test('flags two slots on one hex and a start on water', () => {
    const map = rows('gw', 'gg');
    const checks = startChecks(map, [
      { at: { col: 0, row: 0 }, race: 'humans' },
      { at: { col: 0, row: 0 }, race: null },
      { at: { col: 1, row: 0 }, race: null },
    ]);
    expect(checks.map((c) => c.shared)).toEqual([false, true, false]);
    expect(checks.map((c) => c.onWater)).toEqual([false, false, true]);
  });
});

describe('hexLine', () => {
  test('joins two hexes with a gap-free line of neighbours', () => {
    for (const [a, b] of [
      [
        { col: 0, row: 0 },
        { col: 9, row: 7 },
      ],
      [
        { col: 5, row: 8 },
        { col: 1, row: 1 },
      ],
      [
        { col: 2, row: 3 },
        { col: 2, row: 3 },
      ],
    ] as const) {
      const line = hexLine(a, b);
      expect(line[0]).toEqual(a);
      expect(line.at(-1)).toEqual(b);
      expect(line).toHaveLength(hexDistance(a, b) + 1);
      for (let i = 1; i < line.length; i++) expect(areAdjacent(line[i - 1]!, line[i]!)).toBe(true);
    }
  });
});
