// A unit token of the loaded art, drawn on a 2D canvas at a resolution band and handed to the sprite atlas
// (spriteAtlas.ts, as AtlasArt shapes) in place of the first look's: the owner's disc, the Game Icons emblem
// of its type (emblemPaths.ts, fitted to the disc), and a rim that keeps any owner colour readable on any
// terrain: a dark ring against light ground, and outside it a light halo against dark ground (an Elf's green
// disc on a forest is told from the forest by the halo, and on snow by the ring).
import { CanvasSource, type Container, Rectangle, Sprite, Texture } from 'pixi.js';
import { UNIT_TYPE_IDS } from '../../rules/index.ts';
import { at, context2d } from '../at.ts';
import type { AtlasKey } from '../spriteAtlas.ts';
import { UNIT_DISC } from '../unitArt.ts';
import { cssColour } from './canvasPen.ts';
import { EMBLEM_VIEWBOX, EMBLEMS } from './emblemPaths.ts';

/** The ring round the disc, and the halo round the ring. */
export const RING = { colour: 0x161616, radius: UNIT_DISC + 0.8, width: 1.8 } as const;
export const HALO = { colour: 0xf2eee0, alpha: 0.92, radius: UNIT_DISC + 2.5, width: 1.8 } as const;
/** The emblem's ink stays within this radius of the disc's centre, and within a square of EMBLEM_BOX. */
const EMBLEM_RADIUS = 15;
const EMBLEM_BOX = 27;
/** An atlas cell: the images are drawn round its centre. */
const CELL = 64;
const COLUMNS = 5;
/** Pixels of the square an icon is measured in (emblemFit). */
const PROBE = 128;

type Shape = readonly [AtlasKey, (ctx: CanvasRenderingContext2D) => void];

/** Where an icon's ink lies in its viewbox: the middle of its bounds and how far ink reaches from there. */
export interface EmblemFit {
  readonly cx: number;
  readonly cy: number;
  readonly radius: number;
  readonly side: number;
}

/** Measures an icon by drawing it small: the browser knows its outline better than any bounds of the path data. */
function emblemFit(path: Path2D): EmblemFit {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = PROBE;
  const ctx = context2d(canvas);
  const k = PROBE / EMBLEM_VIEWBOX;
  ctx.scale(k, k);
  ctx.fill(path);
  const { data } = ctx.getImageData(0, 0, PROBE, PROBE);
  const inked: number[] = [];
  for (let i = 0; i < PROBE * PROBE; i++) if ((data[i * 4 + 3] ?? 0) > 32) inked.push(i);
  const xs = inked.map((i) => i % PROBE);
  const ys = inked.map((i) => Math.floor(i / PROBE));
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs) + 1, Math.min(...ys), Math.max(...ys) + 1];
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const radius = Math.max(...inked.map((i) => Math.hypot((i % PROBE) + 0.5 - cx, Math.floor(i / PROBE) + 0.5 - cy)));
  return { cx: cx / k, cy: cy / k, radius: radius / k, side: Math.max(x1 - x0, y1 - y0) / k };
}

/** The scale from viewbox units to world pixels that fits an icon measured as `fit` on the disc. */
export function emblemScale(fit: EmblemFit): number {
  return Math.min(EMBLEM_RADIUS / fit.radius, EMBLEM_BOX / fit.side);
}

const circle = (ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void => {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
};

/** Shadow, ring and halo, around (not under) the disc. */
function drawRim(ctx: CanvasRenderingContext2D): void {
  circle(ctx, 1.5, 2.5, HALO.radius + HALO.width / 2);
  ctx.fillStyle = cssColour(0x000000, 0.35);
  ctx.fill();
  circle(ctx, 0, 0, HALO.radius);
  ctx.strokeStyle = cssColour(HALO.colour, HALO.alpha);
  ctx.lineWidth = HALO.width;
  ctx.stroke();
  circle(ctx, 0, 0, RING.radius);
  ctx.strokeStyle = cssColour(RING.colour);
  ctx.lineWidth = RING.width;
  ctx.stroke();
  // The shadow shows only outside the halo: the disc is drawn over the middle.
  ctx.globalCompositeOperation = 'destination-out';
  circle(ctx, 0, 0, UNIT_DISC);
  ctx.fill();
  ctx.globalCompositeOperation = 'source-over';
}

function shapes(): Shape[] {
  const white = cssColour(0xffffff);
  return [
    ['rim', drawRim],
    [
      'disc',
      (ctx) => {
        circle(ctx, 0, 0, UNIT_DISC);
        ctx.fillStyle = white;
        ctx.fill();
      },
    ],
    ...UNIT_TYPE_IDS.map((type): Shape => {
      const path = new Path2D(EMBLEMS[type].path);
      const fit = emblemFit(path);
      const s = emblemScale(fit);
      return [
        `unit:${type}`,
        (ctx) => {
          ctx.transform(s, 0, 0, s, -fit.cx * s, -fit.cy * s);
          ctx.fillStyle = white;
          ctx.fill(path);
        },
      ];
    }),
  ];
}

/** The token's images drawn at `resolution`, as atlas shapes; destroy() once the atlas holds them. */
export function tokenShapes(resolution: number): { shapes: ReadonlyMap<AtlasKey, () => Container>; destroy(): void } {
  const list = shapes();
  const canvas = document.createElement('canvas');
  canvas.width = COLUMNS * CELL * resolution;
  canvas.height = Math.ceil(list.length / COLUMNS) * CELL * resolution;
  const ctx = context2d(canvas);
  list.forEach(([, paint], i) => {
    ctx.setTransform(resolution, 0, 0, resolution, ((i % COLUMNS) * CELL + CELL / 2) * resolution, (Math.floor(i / COLUMNS) * CELL + CELL / 2) * resolution);
    paint(ctx);
  });
  const source = new CanvasSource({ resource: canvas, resolution });
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const map = new Map<AtlasKey, () => Container>();
  list.forEach(([key], i) => {
    const trim = inkTrim(pixels, i, resolution);
    const frame = new Rectangle((i % COLUMNS) * CELL + trim.x, Math.floor(i / COLUMNS) * CELL + trim.y, trim.width, trim.height);
    const texture = new Texture({ source, frame, orig: new Rectangle(0, 0, CELL, CELL), trim });
    map.set(key, () => new Sprite({ texture, anchor: 0.5 }));
  });
  return {
    shapes: map,
    destroy() {
      source.destroy();
      canvas.width = canvas.height = 0;
    },
  };
}

/** The part of cell `i` holding ink, in world pixels from the cell's corner, on whole pixels of the canvas. */
function inkTrim(pixels: ImageData, i: number, resolution: number): Rectangle {
  const size = CELL * resolution;
  const left = (i % COLUMNS) * size;
  const top = Math.floor(i / COLUMNS) * size;
  let [x0, y0, x1, y1] = [size, size, 0, 0];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (at(pixels.data, ((top + y) * pixels.width + left + x) * 4 + 3) === 0) continue;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x + 1);
      y1 = Math.max(y1, y + 1);
    }
  }
  if (x1 <= x0) return new Rectangle(0, 0, 1 / resolution, 1 / resolution);
  return new Rectangle(x0 / resolution, y0 / resolution, (x1 - x0) / resolution, (y1 - y0) / resolution);
}
