import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  centreOn,
  clampCamera,
  ensureVisible,
  fitCamera,
  MAX_ZOOM,
  minZoom,
  screenToWorld,
  viewRect,
  worldToScreen,
  zoomAt,
  type Camera,
  type Size,
} from '../../src/board/camera.ts';
import { worldSize } from '../../src/board/hexLayout.ts';

const VIEW: Size = { width: 1024, height: 700 };
const WORLD: Size = worldSize(128, 128);

const camera = fc.record({
  x: fc.double({ min: -20_000, max: 20_000, noNaN: true }),
  y: fc.double({ min: -20_000, max: 20_000, noNaN: true }),
  zoom: fc.double({ min: 0.02, max: MAX_ZOOM, noNaN: true }),
});
const onScreen = fc.record({ x: fc.double({ min: 0, max: VIEW.width, noNaN: true }), y: fc.double({ min: 0, max: VIEW.height, noNaN: true }) });

/** The map's rectangle in screen pixels. */
function mapOnScreen(cam: Camera, world: Size): { left: number; top: number; right: number; bottom: number } {
  const topLeft = worldToScreen(cam, 0, 0);
  const bottomRight = worldToScreen(cam, world.width, world.height);
  return { left: topLeft.x, top: topLeft.y, right: bottomRight.x, bottom: bottomRight.y };
}

describe('camera', () => {
  test('screen → world → screen returns to the same pixel', () => {
    fc.assert(
      fc.property(camera, onScreen, (cam, p) => {
        const w = screenToWorld(cam, p.x, p.y);
        const back = worldToScreen(cam, w.x, w.y);
        expect(back.x).toBeCloseTo(p.x, 6);
        expect(back.y).toBeCloseTo(p.y, 6);
      }),
    );
  });

  test('the view rectangle is the world under the screen corners', () => {
    const cam = { x: -300, y: 120, zoom: 2 };
    const rect = viewRect(cam, VIEW);
    expect(rect).toEqual({ x: 150, y: -60, width: 512, height: 350 });
    expect(screenToWorld(cam, VIEW.width, VIEW.height)).toEqual({ x: rect.x + rect.width, y: rect.y + rect.height });
  });

  test('zooming about a point keeps the world point under it where it was', () => {
    const start = centreOn(WORLD.width / 2, WORLD.height / 2, 1.5, WORLD, VIEW);
    fc.assert(
      fc.property(onScreen, fc.double({ min: 0.5, max: 2, noNaN: true }), (p, factor) => {
        const before = screenToWorld(start, p.x, p.y);
        const after = zoomAt(start, p.x, p.y, factor, WORLD, VIEW);
        // Zoomed about the middle of a big map from 1.5 to 0.75…3, neither the zoom nor the pan is clamped.
        expect(after.zoom).toBeCloseTo(1.5 * factor, 9);
        const moved = worldToScreen(after, before.x, before.y);
        expect(moved.x).toBeCloseTo(p.x, 6);
        expect(moved.y).toBeCloseTo(p.y, 6);
      }),
    );
  });

  test('zoom stays between the smallest that shows the map with room to spare and MAX_ZOOM', () => {
    const start = centreOn(WORLD.width / 2, WORLD.height / 2, 1, WORLD, VIEW);
    expect(zoomAt(start, 500, 300, 100, WORLD, VIEW).zoom).toBe(MAX_ZOOM);
    expect(zoomAt(start, 500, 300, 1e-6, WORLD, VIEW).zoom).toBe(minZoom(WORLD, VIEW));
    // 60% of the view's tighter side, but never above 0.5 (small maps) nor below 0.02 (huge ones).
    expect(minZoom(WORLD, VIEW)).toBeCloseTo((0.6 * VIEW.height) / WORLD.height, 12);
    expect(minZoom(worldSize(4, 4), VIEW)).toBe(0.5);
    expect(minZoom(worldSize(2000, 2000), VIEW)).toBe(0.02);
  });

  test('clamping keeps the middle of the view over the map, at every zoom, and changes nothing twice', () => {
    fc.assert(
      fc.property(camera, fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 300 }), (cam, cols, rows) => {
        const world = worldSize(cols, rows);
        const clamped = clampCamera(cam, world, VIEW);
        expect(clamped.zoom).toBeGreaterThanOrEqual(minZoom(world, VIEW));
        expect(clamped.zoom).toBeLessThanOrEqual(MAX_ZOOM);
        const map = mapOnScreen(clamped, world);
        expect(map.left).toBeLessThanOrEqual(VIEW.width / 2 + 1e-6);
        expect(map.right).toBeGreaterThanOrEqual(VIEW.width / 2 - 1e-6);
        expect(map.top).toBeLessThanOrEqual(VIEW.height / 2 + 1e-6);
        expect(map.bottom).toBeGreaterThanOrEqual(VIEW.height / 2 - 1e-6);
        expect(clampCamera(clamped, world, VIEW)).toEqual(clamped);
      }),
    );
  });

  test('clamping leaves a camera inside the limits alone and stops a pan at the map edge', () => {
    const inside = { x: -1000, y: -800, zoom: 1 };
    expect(clampCamera(inside, WORLD, VIEW)).toEqual(inside);
    // Dragged far right: the map's left edge stops at the middle of the view.
    expect(clampCamera({ x: 5000, y: -800, zoom: 1 }, WORLD, VIEW).x).toBe(VIEW.width / 2);
    // Dragged far left: the map's right edge stops at the middle.
    expect(clampCamera({ x: -1e6, y: -800, zoom: 1 }, WORLD, VIEW).x).toBeCloseTo(VIEW.width / 2 - WORLD.width, 9);
  });

  test('centring puts the point in the middle of the view unless that would pass the limits', () => {
    const c = centreOn(3000, 2500, 1.5, WORLD, VIEW);
    expect(worldToScreen(c, 3000, 2500)).toEqual({ x: VIEW.width / 2, y: VIEW.height / 2 });
    const corner = centreOn(-500, -500, 1, WORLD, VIEW);
    expect(worldToScreen(corner, 0, 0)).toEqual({ x: VIEW.width / 2, y: VIEW.height / 2 });
  });

  test('fitting shows the whole map, centred, with a margin', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 1, max: 400 }), (cols, rows) => {
        const world = worldSize(cols, rows);
        const map = mapOnScreen(fitCamera(world, VIEW), world);
        expect(map.left).toBeGreaterThanOrEqual(-1e-9);
        expect(map.top).toBeGreaterThanOrEqual(-1e-9);
        expect(map.right).toBeLessThanOrEqual(VIEW.width + 1e-9);
        expect(map.bottom).toBeLessThanOrEqual(VIEW.height + 1e-9);
        expect(map.left + map.right).toBeCloseTo(VIEW.width, 6);
        expect(map.top + map.bottom).toBeCloseTo(VIEW.height, 6);
      }),
    );
    // Small maps are not blown up beyond MAX_ZOOM.
    expect(fitCamera(worldSize(2, 2), VIEW).zoom).toBe(MAX_ZOOM);
  });

  test('a fit keeps the map off the minimap in the bottom-right corner, and clamping keeps that fit as it is', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 256 }),
        fc.integer({ min: 8, max: 256 }),
        fc.integer({ min: 40, max: 220 }),
        fc.integer({ min: 30, max: 230 }),
        (cols, rows, width, height) => {
          const world = worldSize(cols, rows);
          const cam = fitCamera(world, VIEW, { width, height });
          const map = mapOnScreen(cam, world);
          expect(map.left).toBeGreaterThanOrEqual(-1e-9);
          expect(map.top).toBeGreaterThanOrEqual(-1e-9);
          // Beside the corner's box, or above it: never over it.
          expect(map.right <= VIEW.width - width + 1e-9 || map.bottom <= VIEW.height - height + 1e-9).toBe(true);
          expect(clampCamera(cam, world, VIEW)).toEqual(cam);
        },
      ),
    );
    // A 16×12 map in a 660×700 board with a 200×190 minimap corner: above it, the bigger of the two.
    const world = worldSize(16, 12);
    const view = { width: 660, height: 700 };
    const cam = fitCamera(world, view, { width: 200, height: 190 });
    expect(mapOnScreen(cam, world).bottom).toBeLessThanOrEqual(510);
    expect(cam.zoom).toBeCloseTo(0.95 * Math.min(660 / world.width, 510 / world.height), 12);
  });

  test('revealing a point pans the least distance that brings it a margin inside the view', () => {
    const cam = { x: -1000, y: -800, zoom: 1 };
    expect(ensureVisible(cam, 1500, 1000, VIEW, 48)).toBe(cam); // already well inside: the same object
    const right = ensureVisible(cam, 2100, 1000, VIEW, 48);
    expect(worldToScreen(right, 2100, 1000)).toEqual({ x: VIEW.width - 48, y: 200 });
    const aboveLeft = ensureVisible(cam, 1010, 790, VIEW, 48);
    expect(worldToScreen(aboveLeft, 1010, 790)).toEqual({ x: 48, y: 48 });
    expect(aboveLeft.zoom).toBe(1);
  });
});
