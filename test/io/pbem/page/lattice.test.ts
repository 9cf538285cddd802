import { describe, expect, it } from 'vitest';
import { latticeSize, latticeX, latticeY, mapOutline, terrainOutlines } from '../../../../src/io/pbem/page/lattice.ts';
import { TERRAIN_IDS, type GameMap, type TerrainId } from '../../../../src/rules/index.ts';
import { randomMap } from '../../../support/randomPlay.ts';

type Point = readonly [number, number];

/** The closed loops of a path of only M, l (relative pairs) and z, as written by lattice.ts. */
function loops(d: string): Point[][] {
  const result: Point[][] = [];
  for (const part of d.split('M').filter(Boolean)) {
    const match = /^(-?\d+) (-?\d+)l?([^z]*)z$/.exec(part);
    if (!match) throw new Error(`unexpected path part ${part}`);
    const numbers = (match[3]!.match(/-?\d+/g) ?? []).map(Number);
    let x = Number(match[1]);
    let y = Number(match[2]);
    const loop: Point[] = [[x, y]];
    for (let i = 0; i < numbers.length; i += 2) {
      x += numbers[i]!;
      y += numbers[i + 1]!;
      loop.push([x, y]);
    }
    result.push(loop);
  }
  return result;
}

/** Nonzero winding number of `loops` round point p (the SVG fill rule the page uses). */
function winding(all: Point[][], [px, py]: Point): number {
  let w = 0;
  for (const loop of all) {
    for (let i = 0; i < loop.length; i++) {
      const [ax, ay] = loop[i]!;
      const [bx, by] = loop[(i + 1) % loop.length]!;
      const side = (bx - ax) * (py - ay) - (px - ax) * (by - ay);
      if (ay <= py && by > py && side > 0) w++;
      else if (ay > py && by <= py && side < 0) w--;
    }
  }
  return w;
}

/** Winding of every hex centre, and of a point off centre in each, against every terrain's path. */
function checkCovers(map: GameMap): void {
  const outlines = terrainOutlines(map);
  const parsed = new Map([...outlines].map(([t, d]) => [t, loops(d)]));
  for (let row = 0; row < map.height; row++) {
    for (let col = 0; col < map.width; col++) {
      const own = map.terrain[row * map.width + col];
      for (const p of [
        [latticeX(col, row), latticeY(row) + 0.1],
        [latticeX(col, row) + 0.7, latticeY(row) - 0.9],
      ] as const) {
        for (const [terrain, paths] of parsed) expect(winding(paths, p), `${terrain} at (${col},${row})`).toBe(terrain === own ? 1 : 0);
      }
    }
  }
}

describe('terrain outlines on the hex lattice', () => {
  it('fill each hex with its own terrain and no other, holes and islands included', () => {
    for (const [w, h, seed] of [
      [9, 7, 1],
      [16, 12, 2],
      [1, 1, 3],
      [1, 5, 4],
      [6, 1, 5],
    ] as const) {
      checkCovers(randomMap(w, h, seed));
    }
    // A lake inside a forest inside grassland, and a single-hex island.
    const rows = ['ggggggg', 'gfffffg', 'gffwffg', 'gfffffg', 'ggggggg', 'gggggwg'];
    const letters: Record<string, TerrainId> = { g: 'grasslands', f: 'forest', w: 'water' };
    checkCovers({
      width: 7,
      height: 6,
      terrain: rows
        .join('')
        .split('')
        .map((c) => letters[c]!),
    });
  });

  it('cost grows with the borders: one terrain is a single loop round the map', () => {
    const map: GameMap = { width: 50, height: 40, terrain: new Array(2000).fill('hills') };
    const d = terrainOutlines(map).get('hills')!;
    expect(loops(d)).toHaveLength(1);
    expect(d.length).toBeLessThan(2000);
    expect(loops(mapOutline(map))).toHaveLength(1);
  });

  it('the map outline encloses every hex and fits the lattice size', () => {
    const map = { width: 5, height: 4 };
    const outline = mapOutline(map).slice(1, -1).split(' ').map(Number);
    const points: Point[] = [];
    for (let i = 0; i < outline.length; i += 2) points.push([outline[i]!, outline[i + 1]!]);
    const size = latticeSize(map);
    for (const [x, y] of points) expect(x >= 0 && x <= size.width && y >= 0 && y <= size.height).toBe(true);
    for (let row = 0; row < 4; row++) for (let col = 0; col < 5; col++) expect(winding([points], [latticeX(col, row), latticeY(row) + 0.1])).not.toBe(0);
    expect(TERRAIN_IDS.length).toBe(8);
  });
});
