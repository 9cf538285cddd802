// Pointer gestures on the board's DOM element: drag to pan, wheel to zoom at the pointer, two-finger
// pinch, and click = press and release without dragging. A stroke (the editor's brush) takes a
// one-pointer drag instead of panning, for mouse, pen and finger alike. DOM events rather than Pixi's
// event system, so hit-testing thousands of sprites never runs: the board only needs "which hex is at
// this point".

export interface PointerHandlers {
  pan(dx: number, dy: number): void;
  zoom(x: number, y: number, factor: number): void;
  click(x: number, y: number): void;
  hover(x: number, y: number): void;
  leave(): void;
  /** When set and `wants()` at the press, a one-pointer drag is a stroke rather than a pan. */
  stroke?: StrokeHandlers;
}

export interface StrokeHandlers {
  wants(): boolean;
  begin(x: number, y: number): void;
  extend(x: number, y: number): void;
  end(): void;
  /** A second finger landed: the drag was the start of a pinch, not a stroke. */
  cancel(): void;
}

/** Movement (px) below which a press still counts as a click. */
const CLICK_SLOP = 5;

export function attachPointerInput(el: HTMLElement, h: PointerHandlers): () => void {
  const pointers = new Map<number, { x: number; y: number }>();
  let dragged = false;
  let stroking = false;
  let start: { x: number; y: number } | null = null;
  const local = (e: PointerEvent | WheelEvent): { x: number; y: number } => {
    const r = el.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const pinch = (): { x: number; y: number; d: number } | null => {
    if (pointers.size < 2) return null;
    const [a, b] = [...pointers.values()] as [{ x: number; y: number }, { x: number; y: number }];
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, d: Math.hypot(a.x - b.x, a.y - b.y) };
  };

  const down = (e: PointerEvent): void => {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    const p = local(e);
    pointers.set(e.pointerId, p);
    el.setPointerCapture(e.pointerId);
    if (pointers.size === 1) {
      start = p;
      dragged = false;
      if (h.stroke?.wants()) {
        stroking = true;
        h.stroke.begin(p.x, p.y);
      }
    } else {
      dragged = true; // a second finger never ends in a click…
      if (stroking) {
        // …and turns a stroke into a pinch: fingers never land together, so undo what the first painted.
        stroking = false;
        h.stroke!.cancel();
      }
    }
  };
  const move = (e: PointerEvent): void => {
    const p = local(e);
    const prev = pointers.get(e.pointerId);
    if (!prev) {
      if (e.pointerType !== 'touch') h.hover(p.x, p.y);
      return;
    }
    const before = pinch();
    pointers.set(e.pointerId, p);
    if (stroking) {
      h.stroke!.extend(p.x, p.y);
      return;
    }
    const after = pinch();
    if (before && after) {
      h.pan(after.x - before.x, after.y - before.y);
      if (before.d > 0) h.zoom(after.x, after.y, after.d / before.d);
      return;
    }
    if (!dragged && start && Math.hypot(p.x - start.x, p.y - start.y) > CLICK_SLOP) {
      dragged = true;
      h.pan(p.x - start.x, p.y - start.y); // catch up the slop, so the map stays under the finger
      return;
    }
    if (dragged) h.pan(p.x - prev.x, p.y - prev.y);
  };
  const up = (e: PointerEvent): void => {
    if (!pointers.has(e.pointerId)) return;
    pointers.delete(e.pointerId);
    if (pointers.size === 0) {
      if (stroking) {
        // A stroke ends at the release; even a press without movement painted, so it is no click.
        stroking = false;
        dragged = true;
        h.stroke!.end();
      }
      if (!dragged && e.type === 'pointerup') {
        const p = local(e);
        h.click(p.x, p.y);
      }
      start = null;
    }
  };
  const wheel = (e: WheelEvent): void => {
    e.preventDefault();
    const p = local(e);
    // Trackpads send small deltas, mouse wheels ~100 per notch; exp keeps both proportional.
    const delta = e.deltaMode === 1 ? e.deltaY * 33 : e.deltaY;
    h.zoom(p.x, p.y, Math.exp(-delta * 0.0015));
  };
  const leave = (e: PointerEvent): void => {
    if (!pointers.has(e.pointerId)) h.leave();
  };

  el.addEventListener('pointerdown', down);
  el.addEventListener('pointermove', move);
  el.addEventListener('pointerup', up);
  el.addEventListener('pointercancel', up);
  el.addEventListener('pointerleave', leave);
  el.addEventListener('wheel', wheel, { passive: false });
  return () => {
    el.removeEventListener('pointerdown', down);
    el.removeEventListener('pointermove', move);
    el.removeEventListener('pointerup', up);
    el.removeEventListener('pointercancel', up);
    el.removeEventListener('pointerleave', leave);
    el.removeEventListener('wheel', wheel);
  };
}
