import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { blendedEdges, forEachBlendedEdge, neighbourTerrains, TERRAIN_LAYER } from '../../src/board/art/edgeBlend.ts';
import { edgeCover, edgeNormal, edgeWave, INRADIUS, inHex } from '../../src/board/art/edgeMask.ts';
import { ChunkPlanner, hexesAround } from '../../src/board/chunkPlanner.ts';
import { HEX_RADIUS, hexCenter, hexCornerPoints } from '../../src/board/hexLayout.ts';
import { neighbourDeltas, TERRAIN_IDS, type GameMap, type TerrainId } from '../../src/rules/index.ts';

const six = (t: TerrainId | undefined): (TerrainId | undefined)[] => [t, t, t, t, t, t];

describe('which edges of a hex blend', () => {
  test('a neighbour of a higher layer spreads over the shared edge; the same terrain, a lower one or the map edge do not', () => {
    expect(blendedEdges('grasslands', six('grasslands'))).toEqual([]);
    expect(blendedEdges('grasslands', six(undefined))).toEqual([]);
    expect(blendedEdges('forest', ['grasslands', 'forest', undefined, 'desert', 'forest', 'swamp'])).toEqual([]);
    expect(blendedEdges('grasslands', ['forest', 'grasslands', 'hills', undefined, 'desert', 'forest'])).toEqual([
      { direction: 2, terrain: 'hills' },
      { direction: 0, terrain: 'forest' },
      { direction: 5, terrain: 'forest' },
    ]);
  });

  test('water takes every land neighbour as a shore, and never spreads itself', () => {
    const around: TerrainId[] = ['grasslands', 'water', 'desert', 'mountains', 'water', 'swamp'];
    expect(blendedEdges('water', around).map((e) => e.direction)).toEqual([5, 2, 0, 3]);
    for (const land of TERRAIN_IDS) if (land !== 'water') expect(blendedEdges(land, six('water'))).toEqual([]);
  });

  test('mountains spread over every other terrain and nothing softens their own edge', () => {
    for (const other of TERRAIN_IDS) {
      expect(blendedEdges('mountains', six(other))).toEqual([]);
      if (other !== 'mountains') expect(blendedEdges(other, six('mountains'))).toHaveLength(6);
    }
  });

  test('where two terrains meet, exactly one of them spreads over the edge: each meeting is drawn once', () => {
    const terrain = fc.constantFrom(...TERRAIN_IDS);
    fc.assert(
      fc.property(terrain, terrain, fc.integer({ min: 0, max: 5 }), (a, b, d) => {
        const around = six(undefined);
        around[d] = b;
        const back = six(undefined);
        back[(d + 3) % 6] = a;
        const spreads = blendedEdges(a, around).length + blendedEdges(b, back).length;
        expect(spreads).toBe(a === b ? 0 : 1);
      }),
    );
    expect(new Set(Object.values(TERRAIN_LAYER)).size).toBe(TERRAIN_IDS.length);
  });

  test('a hex’s neighbours are read in the rules’ direction order, off the map as none, on even and odd rows', () => {
    const width = 4;
    const terrain: TerrainId[] = Array.from({ length: 16 }, (_, i) => TERRAIN_IDS[i % TERRAIN_IDS.length] ?? 'water');
    const map: GameMap = { width, height: 4, terrain } as GameMap;
    for (const [col, row] of [
      [1, 1],
      [2, 2],
      [0, 0],
      [3, 3],
    ] as const) {
      const expected = neighbourDeltas(row).map(({ col: dc, row: dr }) => {
        const c = col + dc;
        const r = row + dr;
        return c >= 0 && r >= 0 && c < width && r < 4 ? terrain[r * width + c] : undefined;
      });
      expect(neighbourTerrains(map, col, row)).toEqual(expected);
    }
    // Direction d's neighbour lies across edge d: its centre is along the edge's outward normal.
    for (const row of [2, 3]) {
      neighbourDeltas(row).forEach((delta, d) => {
        const from = hexCenter({ col: 1, row });
        const to = hexCenter({ col: 1 + delta.col, row: row + delta.row });
        const n = edgeNormal(d);
        expect((to.x - from.x) * n.x + (to.y - from.y) * n.y).toBeCloseTo(2 * INRADIUS, 6);
      });
    }
  });
});

describe('the fade over a blended edge', () => {
  const wave = edgeWave(7);

  test('covers the edge fully and stops a width inside it', () => {
    for (let d = 0; d < 6; d++) {
      const n = edgeNormal(d);
      for (const along of [-0.4, 0, 0.3, 0.45]) {
        const x = n.x * INRADIUS - n.y * along * HEX_RADIUS;
        const y = n.y * INRADIUS + n.x * along * HEX_RADIUS;
        expect(edgeCover(x, y, d, 12, wave)).toBeCloseTo(1, 9);
      }
      expect(edgeCover(0, 0, d, 12, wave)).toBe(0);
      expect(edgeCover(n.x * (INRADIUS - 6), n.y * (INRADIUS - 6), d, 12)).toBeCloseTo(0.5, 9);
    }
  });

  test('agrees on both sides of an edge at a corner, so a fade turning round a corner shows no seam', () => {
    // Hex H, its east neighbour E (a higher terrain) and its south-east neighbour S (as low as H): S takes the
    // fade over its north-east edge (towards E), H over its east edge; along the edge H shares with S they meet.
    const h = { col: 2, row: 2 };
    const s = { col: 2, row: 3 };
    const ch = hexCenter(h);
    const cs = hexCenter(s);
    const [, , se, south] = hexCornerPoints(ch.x, ch.y);
    for (let k = 0; k <= 20; k++) {
      const t = k / 20;
      const p = { x: se.x + (south.x - se.x) * t, y: se.y + (south.y - se.y) * t };
      const fromH = edgeCover(p.x - ch.x, p.y - ch.y, 1, 14, wave);
      const fromS = edgeCover(p.x - cs.x, p.y - cs.y, 0, 14, edgeWave(3));
      expect(fromH).toBeCloseTo(fromS, 9);
    }
  });

  test('stays inside the hex grown by a pixel', () => {
    expect(inHex(0, -HEX_RADIUS + 0.5)).toBe(true);
    expect(inHex(INRADIUS + 0.5, 0)).toBe(false);
    expect(inHex(INRADIUS + 0.5, 0, 1)).toBe(true);
    expect(inHex(0, -HEX_RADIUS - 1.5, 1)).toBe(false);
  });
});

describe('an edit where edges blend', () => {
  test('redraws the chunks of the edited hex’s neighbours too', () => {
    const plan = new ChunkPlanner(48, 48);
    plan.invalidate([]);
    for (const slot of plan.slots) plan.drawn(slot);
    // (16, 16) is a chunk's corner hex: its neighbours lie in three other chunks.
    plan.invalidate(hexesAround([{ col: 16, row: 16 }], 1));
    expect(plan.slots.filter((s) => s.dirty).map((s) => `${s.cx},${s.cy}`)).toEqual(['0,0', '1,0', '0,1', '1,1']);
    expect(hexesAround([{ col: 3, row: 3 }], 0)).toEqual([{ col: 3, row: 3 }]);
  });
});

describe('the blended edges a chunk stamps', () => {
  test('are those blendedEdges names for the hex’s neighbours, in the same order, on any map', () => {
    const terrain = fc.constantFrom(...TERRAIN_IDS);
    fc.assert(
      fc.property(fc.array(terrain, { minLength: 20, maxLength: 20 }), fc.integer({ min: 0, max: 19 }), (cells, i) => {
        const map = { width: 5, height: 4, terrain: cells } as GameMap;
        const [col, row] = [i % 5, Math.floor(i / 5)];
        const seen: { direction: number; terrain: TerrainId }[] = [];
        forEachBlendedEdge(map, col, row, (direction, over) => seen.push({ direction, terrain: over }));
        expect(seen).toEqual(blendedEdges(cells[i] ?? 'water', neighbourTerrains(map, col, row)));
      }),
    );
  });
});
