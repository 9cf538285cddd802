// The camera: world → screen is `screen = world * zoom + (x, y)`. Pure functions over a plain object so
// pointer handling, the minimap and tests share one piece of arithmetic.
import type { Point } from './hexLayout.ts';

export interface Camera {
  readonly x: number;
  readonly y: number;
  readonly zoom: number;
}
export interface Size {
  readonly width: number;
  readonly height: number;
}

export const MAX_ZOOM = 3;

/**
 * Smallest zoom: the whole map fits with room to spare (room for a fit beside the minimap too: fitCamera), but
 * never absurdly small.
 */
export function minZoom(world: Size, view: Size): number {
  return Math.max(0.02, Math.min(0.5, 0.6 * Math.min(view.width / world.width, view.height / world.height)));
}

export function screenToWorld(cam: Camera, sx: number, sy: number): Point {
  return { x: (sx - cam.x) / cam.zoom, y: (sy - cam.y) / cam.zoom };
}

export function worldToScreen(cam: Camera, wx: number, wy: number): Point {
  return { x: wx * cam.zoom + cam.x, y: wy * cam.zoom + cam.y };
}

/** The world rectangle on screen. */
export function viewRect(cam: Camera, view: Size): { x: number; y: number; width: number; height: number } {
  return { x: -cam.x / cam.zoom, y: -cam.y / cam.zoom, width: view.width / cam.zoom, height: view.height / cam.zoom };
}

/** Keeps part of the map on screen: the map's edge may come at most to the middle of the view. */
export function clampCamera(cam: Camera, world: Size, view: Size): Camera {
  const zoom = Math.min(MAX_ZOOM, Math.max(minZoom(world, view), cam.zoom));
  const w = world.width * zoom;
  const h = world.height * zoom;
  const x = Math.min(view.width / 2, Math.max(view.width / 2 - w, cam.x));
  const y = Math.min(view.height / 2, Math.max(view.height / 2 - h, cam.y));
  return { x, y, zoom };
}

/** Zooms by `factor` keeping the world point under (sx, sy) where it is. */
export function zoomAt(cam: Camera, sx: number, sy: number, factor: number, world: Size, view: Size): Camera {
  const zoom = Math.min(MAX_ZOOM, Math.max(minZoom(world, view), cam.zoom * factor));
  const k = zoom / cam.zoom;
  return clampCamera({ zoom, x: sx - (sx - cam.x) * k, y: sy - (sy - cam.y) * k }, world, view);
}

export function centreOn(wx: number, wy: number, zoom: number, world: Size, view: Size): Camera {
  return clampCamera({ zoom, x: view.width / 2 - wx * zoom, y: view.height / 2 - wy * zoom }, world, view);
}

/**
 * The whole map, centred, with a small margin. `corner`: a box over the view's bottom-right corner (the minimap
 * and its buttons) the map keeps clear of, fitted beside it or above it, whichever shows the map bigger.
 */
export function fitCamera(world: Size, view: Size, corner: Size = { width: 0, height: 0 }): Camera {
  const zoomIn = (area: Size) => Math.min(MAX_ZOOM, Math.max(0.02, 0.95 * Math.min(area.width / world.width, area.height / world.height)));
  const beside = { width: Math.max(1, view.width - corner.width), height: view.height };
  const above = { width: view.width, height: Math.max(1, view.height - corner.height) };
  const area = corner.width <= 0 || corner.height <= 0 ? view : zoomIn(beside) >= zoomIn(above) ? beside : above;
  const zoom = zoomIn(area);
  // Centred in its area, then as far towards the view's middle as the board lets a map be (clampCamera): within the
  // area still, while that is at least half the view.
  return clampCamera({ zoom, x: (area.width - world.width * zoom) / 2, y: (area.height - world.height * zoom) / 2 }, world, view);
}

/** Pans the least distance that brings the world point at least `margin` screen px inside the view. */
export function ensureVisible(cam: Camera, wx: number, wy: number, view: Size, margin: number): Camera {
  const s = worldToScreen(cam, wx, wy);
  let dx = 0;
  let dy = 0;
  if (s.x < margin) dx = margin - s.x;
  else if (s.x > view.width - margin) dx = view.width - margin - s.x;
  if (s.y < margin) dy = margin - s.y;
  else if (s.y > view.height - margin) dy = view.height - margin - s.y;
  return dx === 0 && dy === 0 ? cam : { ...cam, x: cam.x + dx, y: cam.y + dy };
}
