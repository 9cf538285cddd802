import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { screenToWorld, worldToScreen, zoomAt, type Camera } from '../../src/board/camera.ts';
import { CLICK_SLOP, GestureTracker, wheelZoomFactor, type PointerHandlers, type PointerSample } from '../../src/board/gestures.ts';
import { worldSize } from '../../src/board/hexLayout.ts';

type Call = [string, ...number[]];

/** A tracker whose handlers record every call; `strokes` makes a one-pointer drag a stroke. */
function recorder(strokes = false): { calls: Call[]; tracker: GestureTracker } {
  const calls: Call[] = [];
  const h: PointerHandlers = {
    pan: (dx, dy) => calls.push(['pan', dx, dy]),
    zoom: (x, y, factor) => calls.push(['zoom', x, y, factor]),
    click: (x, y) => calls.push(['click', x, y]),
    hover: (x, y) => calls.push(['hover', x, y]),
    leave: () => calls.push(['leave']),
    stroke: {
      wants: () => strokes,
      begin: (x, y) => calls.push(['begin', x, y]),
      extend: (x, y) => calls.push(['extend', x, y]),
      end: () => calls.push(['end']),
      cancel: () => calls.push(['cancel']),
    },
  };
  return { calls, tracker: new GestureTracker(h) };
}

const mouse = (x: number, y: number, button = 0): PointerSample => ({ id: 1, x, y, pointerType: 'mouse', button });
const finger = (id: number, x: number, y: number): PointerSample => ({ id, x, y, pointerType: 'touch', button: 0 });

/** Sum of all pans recorded. */
function panned(calls: Call[]): [number, number] {
  return calls.filter((c) => c[0] === 'pan').reduce<[number, number]>((s, c) => [s[0] + c[1]!, s[1] + c[2]!], [0, 0]);
}

describe('clicks and drags', () => {
  test('a press and release that moved no further than the slop is a click where released', () => {
    const { calls, tracker } = recorder();
    expect(tracker.down(mouse(100, 100))).toBe(true);
    tracker.move(mouse(103, 104)); // exactly CLICK_SLOP away
    tracker.up(mouse(103, 104), true);
    expect(CLICK_SLOP).toBe(5);
    expect(calls).toEqual([['click', 103, 104]]);
  });

  test('past the slop it is a drag: the map follows the pointer all the way, slop included, and no click', () => {
    const { calls, tracker } = recorder();
    tracker.down(mouse(100, 100));
    tracker.move(mouse(104, 100));
    tracker.move(mouse(106, 100)); // 6 px: now a drag, catching up all 6
    tracker.move(mouse(150, 130));
    tracker.up(mouse(150, 130), true);
    expect(calls).toEqual([
      ['pan', 6, 0],
      ['pan', 44, 30],
    ]);
  });

  test('for any path, a drag pans by exactly the distance from press to release', () => {
    const step = fc.tuple(fc.integer({ min: -40, max: 40 }), fc.integer({ min: -40, max: 40 }));
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 30 }), (steps) => {
        const { calls, tracker } = recorder();
        let [x, y] = [500, 400];
        let farthest = 0;
        tracker.down(mouse(x, y));
        for (const [dx, dy] of steps) {
          [x, y] = [x + dx, y + dy];
          farthest = Math.max(farthest, Math.hypot(x - 500, y - 400));
          tracker.move(mouse(x, y));
        }
        tracker.up(mouse(x, y), true);
        if (farthest > CLICK_SLOP) {
          expect(panned(calls)).toEqual([x - 500, y - 400]);
          expect(calls.some((c) => c[0] === 'click')).toBe(false);
        } else {
          expect(calls).toEqual([['click', x, y]]);
        }
      }),
    );
  });

  test('a cancelled press is never a click; other mouse buttons are ignored', () => {
    const { calls, tracker } = recorder();
    tracker.down(mouse(10, 10));
    tracker.up(mouse(10, 10), false);
    expect(tracker.down(mouse(10, 10, 2))).toBe(false);
    tracker.up(mouse(10, 10, 2), true);
    expect(calls).toEqual([]);
  });

  test('moving without a press hovers (not for fingers); leaving ends hover unless pressed', () => {
    const { calls, tracker } = recorder();
    tracker.move(mouse(5, 6));
    tracker.move(finger(7, 1, 2));
    tracker.leave(1);
    tracker.down(mouse(5, 6));
    tracker.leave(1); // captured: still ours
    expect(calls).toEqual([['hover', 5, 6], ['leave']]);
  });
});

describe('two-finger pinch', () => {
  test('scales by the ratio of the fingers’ distances about their midpoint, and pans with the midpoint', () => {
    const { calls, tracker } = recorder();
    tracker.down(finger(1, 100, 100));
    tracker.down(finger(2, 200, 100)); // 100 apart, midpoint (150, 100)
    tracker.move(finger(2, 300, 100)); // 200 apart, midpoint (200, 100)
    tracker.up(finger(2, 300, 100), true);
    tracker.up(finger(1, 100, 100), true);
    expect(calls).toEqual([
      ['pan', 50, 0],
      ['zoom', 200, 100, 2],
    ]);
  });

  test('applied to the camera, the world point between the fingers stays between them', () => {
    const world = worldSize(128, 128);
    const view = { width: 1024, height: 700 };
    const place = fc.record({ x: fc.integer({ min: 100, max: 900 }), y: fc.integer({ min: 100, max: 600 }) });
    fc.assert(
      fc.property(place, place, place, (a, b, moved) => {
        fc.pre(Math.hypot(a.x - b.x, a.y - b.y) > 20 && Math.hypot(moved.x - b.x, moved.y - b.y) > 20);
        const ratio = Math.hypot(moved.x - b.x, moved.y - b.y) / Math.hypot(a.x - b.x, a.y - b.y);
        fc.pre(ratio > 0.5 && ratio < 2); // zoom 1.2 → 0.6..2.4 stays clear of the zoom limits
        let cam: Camera = { x: -3000, y: -2500, zoom: 1.2 };
        const tracker = new GestureTracker({
          pan: (dx, dy) => (cam = { ...cam, x: cam.x + dx, y: cam.y + dy }),
          zoom: (x, y, factor) => (cam = zoomAt(cam, x, y, factor, world, view)),
          click: () => {},
          hover: () => {},
          leave: () => {},
        });
        const between = screenToWorld(cam, (a.x + b.x) / 2, (a.y + b.y) / 2);
        tracker.down({ id: 1, ...a, pointerType: 'touch', button: 0 });
        tracker.down({ id: 2, ...b, pointerType: 'touch', button: 0 });
        tracker.move({ id: 1, ...moved, pointerType: 'touch', button: 0 });
        const now = worldToScreen(cam, between.x, between.y);
        expect(now.x).toBeCloseTo((moved.x + b.x) / 2, 6);
        expect(now.y).toBeCloseTo((moved.y + b.y) / 2, 6);
        expect(cam.zoom).toBeCloseTo(1.2 * ratio, 9);
      }),
    );
  });

  test('a pinch never ends in a click, even when the fingers hardly moved', () => {
    const { calls, tracker } = recorder();
    tracker.down(finger(1, 100, 100));
    tracker.down(finger(2, 101, 100));
    tracker.up(finger(2, 101, 100), true);
    tracker.up(finger(1, 100, 100), true);
    expect(calls).toEqual([]);
  });
});

describe('strokes (the editor’s brush)', () => {
  test('a one-pointer drag paints instead of panning, and ends at the release without a click', () => {
    const { calls, tracker } = recorder(true);
    tracker.down(finger(1, 10, 10));
    tracker.move(finger(1, 12, 10));
    tracker.move(finger(1, 40, 10));
    tracker.up(finger(1, 40, 10), true);
    expect(calls).toEqual([['begin', 10, 10], ['extend', 12, 10], ['extend', 40, 10], ['end']]);
  });

  test('a second finger cancels the stroke and pinches instead', () => {
    const { calls, tracker } = recorder(true);
    tracker.down(finger(1, 10, 10));
    tracker.move(finger(1, 20, 10));
    tracker.down(finger(2, 120, 10));
    tracker.move(finger(2, 220, 10));
    expect(calls).toEqual([['begin', 10, 10], ['extend', 20, 10], ['cancel'], ['pan', 50, 0], ['zoom', 120, 10, 2]]);
  });
});

describe('the wheel', () => {
  test('zooms in for negative deltas and out for positive, proportionally; line deltas count 33 px', () => {
    expect(wheelZoomFactor(-100, 0)).toBeCloseTo(Math.exp(0.15), 12);
    expect(wheelZoomFactor(100, 0) * wheelZoomFactor(-100, 0)).toBeCloseTo(1, 12);
    expect(wheelZoomFactor(3, 1)).toBeCloseTo(wheelZoomFactor(99, 0), 12);
    expect(wheelZoomFactor(0, 0)).toBe(1);
  });
});
