import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { chunkOfHex, rangeCount, visibleChunks, type Rect } from '../../src/board/chunkGrid.ts';
import { changedHexes, ChunkPlanner, OVERVIEW_ZOOM, PREFETCH_MARGIN, showsOverview, SPARE_TEXTURES } from '../../src/board/chunkPlanner.ts';
import { chunkBounds } from '../../src/board/hexLayout.ts';
import type { GameMap, TerrainId } from '../../src/rules/index.ts';

const STEP = chunkBounds(1, 1);

/** A view (world rect) well inside chunks x0..x1, y0..y1, clear of the neighbours' overhangs. */
function viewOver(x0: number, y0: number, x1: number, y1: number): Rect {
  return { x: x0 * STEP.x + 100, y: y0 * STEP.y + 100, width: (x1 - x0) * STEP.x + 200, height: (y1 - y0) * STEP.y + 200 };
}

/** One frame as terrainChunks.ts runs it: show, draw what is missing, give back surplus textures. */
function frame(plan: ChunkPlanner, view: Rect): string[] {
  const { range, drawNow } = plan.show(view);
  for (const slot of drawNow) plan.drawn(slot);
  for (const slot of plan.toEvict(range)) plan.released(slot);
  return drawNow.map((s) => `${s.cx},${s.cy}`);
}

/** Draws ahead until nothing is left to draw, as the idle callback does; the order drawn. */
function idle(plan: ChunkPlanner): string[] {
  const order: string[] = [];
  for (let next = plan.nextToPrefetch(); next; next = plan.nextToPrefetch()) {
    plan.drawn(next);
    order.push(`${next.cx},${next.cy}`);
  }
  return order;
}

/** Chunks holding a texture that no longer shows their terrain. */
const stale = (plan: ChunkPlanner): string[] => plan.slots.filter((s) => s.hasTexture && s.dirty).map((s) => `${s.cx},${s.cy}`);

describe('drawing chunks lazily', () => {
  test('a frame draws exactly the visible chunks, row by row, and the next frame of the same view none', () => {
    const plan = new ChunkPlanner(100, 100); // 7×7 chunks
    expect(frame(plan, viewOver(1, 1, 2, 2))).toEqual(['1,1', '2,1', '1,2', '2,2']);
    expect(plan.slots.filter((s) => s.visible).map((s) => `${s.cx},${s.cy}`)).toEqual(['1,1', '2,1', '1,2', '2,2']);
    expect(frame(plan, viewOver(1, 1, 2, 2))).toEqual([]);
  });

  test('idle time then draws the ring of chunks around the view in row order, and nothing further', () => {
    const plan = new ChunkPlanner(100, 100);
    frame(plan, viewOver(2, 2, 3, 3));
    const ring: string[] = [];
    for (let cy = 1; cy <= 4; cy++) for (let cx = 1; cx <= 4; cx++) if (cx < 2 || cx > 3 || cy < 2 || cy > 3) ring.push(`${cx},${cy}`);
    expect(PREFETCH_MARGIN).toBe(1);
    expect(idle(plan)).toEqual(ring);
    expect(plan.slots.filter((s) => s.hasTexture)).toHaveLength(16);
  });

  test('at the map edge the ring is cut to the map', () => {
    const plan = new ChunkPlanner(100, 100);
    frame(plan, viewOver(0, 0, 0, 0));
    expect(idle(plan)).toEqual(['1,0', '0,1', '1,1']);
  });

  test('panning onto drawn chunks draws only the new ones', () => {
    const plan = new ChunkPlanner(100, 100);
    frame(plan, viewOver(1, 1, 2, 2));
    expect(frame(plan, viewOver(2, 1, 3, 2))).toEqual(['3,1', '3,2']);
  });
});

describe('invalidating chunks', () => {
  test('a one-hex edit redraws exactly the chunk holding the hex, even on a chunk border', () => {
    const plan = new ChunkPlanner(100, 100);
    frame(plan, viewOver(0, 0, 2, 2));
    // The last hex of chunk (0,0) in both directions: its neighbours across the border are in other chunks.
    plan.invalidate([{ col: 15, row: 15 }]);
    expect(stale(plan)).toEqual(['0,0']);
    expect(frame(plan, viewOver(0, 0, 2, 2))).toEqual(['0,0']);
    plan.invalidate([{ col: 16, row: 32 }]);
    expect(frame(plan, viewOver(0, 0, 2, 2))).toEqual(['1,2']);
  });

  test('any one hex makes exactly one chunk stale: chunkOfHex', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (col, row) => {
        const plan = new ChunkPlanner(100, 100);
        for (const s of plan.slots) plan.drawn(s);
        plan.invalidate([{ col, row }]);
        const { cx, cy } = chunkOfHex({ col, row });
        expect(stale(plan)).toEqual([`${cx},${cy}`]);
      }),
    );
  });

  test('hexes off the map make nothing stale', () => {
    const plan = new ChunkPlanner(40, 40); // 3×3 chunks
    for (const s of plan.slots) plan.drawn(s);
    plan.invalidate([
      { col: 48, row: 0 },
      { col: -1, row: 5 },
      { col: 3, row: 60 },
    ]);
    expect(stale(plan)).toEqual([]);
  });

  test('a stale chunk off screen is redrawn ahead in idle time, or when it comes into view', () => {
    const plan = new ChunkPlanner(100, 100);
    frame(plan, viewOver(6, 6, 6, 6));
    frame(plan, viewOver(1, 1, 1, 1));
    idle(plan);
    plan.invalidate([
      { col: 0, row: 0 },
      { col: 99, row: 99 },
    ]);
    expect(stale(plan)).toEqual(['0,0', '6,6']);
    expect(idle(plan)).toEqual(['0,0']); // in the ring around the view; (6,6) is far away
    expect(frame(plan, viewOver(6, 6, 6, 6))).toEqual(['6,6']);
  });

  test('only the hexes whose terrain differs count as changed', () => {
    const terrain: TerrainId[] = Array.from({ length: 12 }, () => 'grasslands');
    const before: GameMap = { width: 4, height: 3, terrain } as unknown as GameMap;
    const edited = [...terrain];
    edited[5] = 'water';
    edited[11] = 'forest';
    const after = { ...before, terrain: edited } as GameMap;
    expect(changedHexes(before, after)).toEqual([
      { col: 1, row: 1 },
      { col: 3, row: 2 },
    ]);
    expect(changedHexes(before, { ...before, terrain: [...terrain] } as GameMap)).toEqual([]);
  });
});

describe('keeping textures', () => {
  test('while panning anywhere, no more than the visible chunks plus the spares hold textures, and all visible do', () => {
    const cell = fc.record({
      x: fc.integer({ min: 0, max: 15 }),
      y: fc.integer({ min: 0, max: 15 }),
      w: fc.integer({ min: 0, max: 3 }),
      h: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(fc.array(cell, { minLength: 1, maxLength: 40 }), (views) => {
        const plan = new ChunkPlanner(256, 256); // 16×16 chunks
        for (const v of views) {
          const view = viewOver(v.x, v.y, Math.min(15, v.x + v.w), Math.min(15, v.y + v.h));
          frame(plan, view);
          idle(plan);
          const visible = visibleChunks(view, plan.cols, plan.rows, 0);
          const held = plan.slots.filter((s) => s.hasTexture);
          // Idle drawing may add the ring before the next frame's eviction; a frame brings it back down.
          expect(plan.slots.filter((s) => s.visible).every((s) => s.hasTexture && !s.dirty)).toBe(true);
          expect(held.length).toBeLessThanOrEqual(rangeCount(visibleChunks(view, plan.cols, plan.rows, PREFETCH_MARGIN)) + SPARE_TEXTURES);
          frame(plan, view);
          expect(plan.slots.filter((s) => s.hasTexture).length).toBeLessThanOrEqual(rangeCount(visible) + SPARE_TEXTURES);
        }
      }),
      { numRuns: 60 },
    );
  });

  test('the least recently seen chunks give their textures back first', () => {
    const plan = new ChunkPlanner(256, 256);
    // Visit 30 single chunks along the top rows, one frame each: the oldest visits are dropped.
    const visits = Array.from({ length: 30 }, (_, i) => [i % 15, Math.floor(i / 15) * 2] as const);
    for (const [cx, cy] of visits) frame(plan, viewOver(cx, cy, cx, cy));
    const held = plan.slots.filter((s) => s.hasTexture).map((s) => `${s.cx},${s.cy}`);
    expect(held).toHaveLength(1 + SPARE_TEXTURES);
    expect(held.sort()).toEqual(
      visits
        .slice(-(1 + SPARE_TEXTURES))
        .map(([cx, cy]) => `${cx},${cy}`)
        .sort(),
    );
  });
});

describe('a time budget per frame', () => {
  /** One budgeted frame of `view` with a fake clock: each chunk drawn costs `cost` ms. Returns what it drew. */
  function budgetedFrame(plan: ChunkPlanner, view: Rect, cost: number, budget: number): { drew: string[]; left: number } {
    let clock = 0;
    const drew: string[] = [];
    const { drawNow } = plan.show(view);
    const left = plan.drawWithin(
      drawNow,
      budget,
      () => clock,
      (slot) => {
        clock += cost;
        plan.drawn(slot);
        drew.push(`${slot.cx},${slot.cy}`);
      },
    );
    return { drew, left: left.length };
  }

  test('draws what fits, nearest the view centre first, and the rest of the view in later frames', () => {
    const plan = new ChunkPlanner(100, 100); // 7×7 chunks
    const view = viewOver(1, 1, 3, 3); // 3×3 chunks, centred on 2,2
    const first = budgetedFrame(plan, view, 5, 12);
    expect(first.drew).toEqual(['2,2', '2,1']); // a third would end at 15 ms > 12
    expect(first.left).toBe(7);
    const second = budgetedFrame(plan, view, 5, 12);
    expect(second.drew).toHaveLength(2);
    const rest = [budgetedFrame(plan, view, 5, 12), budgetedFrame(plan, view, 5, 12), budgetedFrame(plan, view, 5, 12)];
    expect(rest.map((f) => f.drew.length)).toEqual([2, 2, 1]);
    expect(rest.at(-1)?.left).toBe(0);
    expect(budgetedFrame(plan, view, 5, 12).drew).toEqual([]);
    const drawnNow = plan.slots.filter((s) => s.hasTexture).map((s) => `${s.cx},${s.cy}`);
    expect(drawnNow.sort()).toEqual(['1,1', '1,2', '1,3', '2,1', '2,2', '2,3', '3,1', '3,2', '3,3']);
  });

  test('every frame draws at least one chunk, however slow; an infinite budget draws them all', () => {
    const plan = new ChunkPlanner(100, 100);
    const view = viewOver(1, 1, 3, 3);
    expect(budgetedFrame(plan, view, 50, 12).drew).toEqual(['2,2']);
    const all = budgetedFrame(plan, view, 50, Number.POSITIVE_INFINITY);
    expect(all.drew).toHaveLength(8);
    expect(all.left).toBe(0);
  });

  test('chunks are ordered by distance from the centre of the view', () => {
    const plan = new ChunkPlanner(100, 100);
    const view = viewOver(1, 1, 3, 3);
    const { drew } = budgetedFrame(plan, view, 1, Number.POSITIVE_INFINITY);
    const centre = { x: view.x + view.width / 2, y: view.y + view.height / 2 };
    const distance = (key: string): number => {
      const [cx, cy] = key.split(',').map(Number) as [number, number];
      const b = chunkBounds(cx, cy);
      return Math.hypot(b.x + b.width / 2 - centre.x, b.y + b.height / 2 - centre.y);
    };
    const distances = drew.map(distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(drew[0]).toBe('2,2');
  });
});

describe('the overview', () => {
  test('replaces chunks only when zoomed far out on a map of more than 16 chunks', () => {
    expect(showsOverview(OVERVIEW_ZOOM - 0.01, 17)).toBe(true);
    expect(showsOverview(OVERVIEW_ZOOM, 17)).toBe(false);
    expect(showsOverview(0.05, 16)).toBe(false);
  });

  test('while it shows, no chunk does; pieces are still culled by the chunks in view', () => {
    const plan = new ChunkPlanner(256, 256);
    frame(plan, viewOver(0, 0, 1, 1));
    const range = plan.hideAll(viewOver(0, 0, 15, 15));
    expect(rangeCount(range)).toBe(256);
    expect(plan.slots.some((s) => s.visible)).toBe(false);
  });
});
