// What pointer presses, moves and releases mean on the board: drag to pan, wheel to zoom at the pointer,
// two-finger pinch, and click = press and release without dragging. A stroke (the editor's brush) takes
// a one-pointer drag instead of panning, for mouse, pen and finger alike. Plain samples in, handler
// calls out, so the rules are tested without a browser; pointerInput.ts feeds it DOM events.

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

/** One pointer event, in the board element's pixels. */
export interface PointerSample {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  /** 'mouse', 'pen' or 'touch', as PointerEvent.pointerType. */
  readonly pointerType: string;
  /** As PointerEvent.button: 0 is the main button (or a touch, or a pen's tip). */
  readonly button: number;
}

/** Movement (px) below which a press still counts as a click. */
export const CLICK_SLOP = 5;

/** Zoom factor for one wheel event: exp keeps trackpads' small deltas and wheels' ~100 per notch proportional. */
export function wheelZoomFactor(deltaY: number, deltaMode: number): number {
  const pixels = deltaMode === 1 ? deltaY * 33 : deltaY; // deltaMode 1: lines
  return Math.exp(-pixels * 0.0015);
}

interface Point {
  x: number;
  y: number;
}

export class GestureTracker {
  private readonly pointers = new Map<number, Point>();
  private dragged = false;
  /** The stroke the pointer is drawing, from its press to its release; null while panning. */
  private stroke: StrokeHandlers | null = null;
  private start: Point | null = null;

  constructor(private readonly h: PointerHandlers) {}

  /** A press. False when it is ignored (a mouse button other than the main one): do not capture it. */
  down(p: PointerSample): boolean {
    if (p.button !== 0 && p.pointerType === 'mouse') return false;
    this.pointers.set(p.id, { x: p.x, y: p.y });
    if (this.pointers.size === 1) {
      this.start = { x: p.x, y: p.y };
      this.dragged = false;
      const { stroke } = this.h;
      if (stroke?.wants()) {
        this.stroke = stroke;
        stroke.begin(p.x, p.y);
      }
    } else {
      this.dragged = true; // a second finger never ends in a click…
      const { stroke } = this;
      if (stroke) {
        // …and turns a stroke into a pinch: fingers never land together, so undo what the first painted.
        this.stroke = null;
        stroke.cancel();
      }
    }
    return true;
  }

  move(p: PointerSample): void {
    const prev = this.pointers.get(p.id);
    if (!prev) {
      if (p.pointerType !== 'touch') this.h.hover(p.x, p.y);
      return;
    }
    const before = this.pinch();
    this.pointers.set(p.id, { x: p.x, y: p.y });
    if (this.stroke) {
      this.stroke.extend(p.x, p.y);
      return;
    }
    const after = this.pinch();
    if (before && after) {
      this.h.pan(after.x - before.x, after.y - before.y);
      if (before.d > 0) this.h.zoom(after.x, after.y, after.d / before.d);
      return;
    }
    const { start } = this;
    if (!this.dragged && start && Math.hypot(p.x - start.x, p.y - start.y) > CLICK_SLOP) {
      this.dragged = true;
      this.h.pan(p.x - start.x, p.y - start.y); // catch up the slop, so the map stays under the finger
      return;
    }
    if (this.dragged) this.h.pan(p.x - prev.x, p.y - prev.y);
  }

  /** A release (`released`) or a cancel (the browser took the pointer: never a click). */
  up(p: PointerSample, released: boolean): void {
    if (!this.pointers.delete(p.id) || this.pointers.size > 0) return;
    const { stroke } = this;
    if (stroke) {
      // A stroke ends at the release; even a press without movement painted, so it is no click.
      this.stroke = null;
      this.dragged = true;
      stroke.end();
    }
    if (!this.dragged && released) this.h.click(p.x, p.y);
    this.start = null;
  }

  /** The pointer left the board: hover ends, unless it is pressed (captured). */
  leave(id: number): void {
    if (!this.pointers.has(id)) this.h.leave();
  }

  /** Midpoint and distance of the first two pointers down, or null with fewer. */
  private pinch(): { x: number; y: number; d: number } | null {
    if (this.pointers.size < 2) return null;
    const [a, b] = [...this.pointers.values()] as [Point, Point];
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, d: Math.hypot(a.x - b.x, a.y - b.y) };
  }
}
