// Pointer and wheel events on the board's DOM element, handed to the gesture rules in gestures.ts. DOM
// events rather than Pixi's event system, so hit-testing thousands of sprites never runs: the board only
// needs "which hex is at this point".
import { GestureTracker, wheelZoomFactor, type PointerHandlers, type PointerSample } from './gestures.ts';

export function attachPointerInput(el: HTMLElement, h: PointerHandlers): () => void {
  const gestures = new GestureTracker(h);
  const local = (e: PointerEvent | WheelEvent): { x: number; y: number } => {
    const r = el.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const sample = (e: PointerEvent): PointerSample => ({ id: e.pointerId, ...local(e), pointerType: e.pointerType, button: e.button });

  const down = (e: PointerEvent): void => {
    if (gestures.down(sample(e))) el.setPointerCapture(e.pointerId);
  };
  const move = (e: PointerEvent): void => gestures.move(sample(e));
  const up = (e: PointerEvent): void => gestures.up(sample(e), e.type === 'pointerup');
  const leave = (e: PointerEvent): void => gestures.leave(e.pointerId);
  const wheel = (e: WheelEvent): void => {
    e.preventDefault();
    const p = local(e);
    h.zoom(p.x, p.y, wheelZoomFactor(e.deltaY, e.deltaMode));
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
