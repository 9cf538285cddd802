// The terrain painters' Pen (terrainArt.ts) on a 2D canvas: the same drawing calls as on a Pixi Graphics,
// rasterised by the browser with antialiasing at any scale, so tiles drawn at a zoom's resolution are
// sharp on every renderer (Pixi's WebGL render textures have no antialiasing).
import type { Pen } from '../terrainArt.ts';

type FillStyle = Parameters<Pen['fill']>[0];
type StrokeStyle = Parameters<Pen['stroke']>[0];

/** `colour` (0xrrggbb) with `alpha` as a CSS colour. */
export function cssColour(colour: number, alpha = 1): string {
  return `rgba(${(colour >> 16) & 255},${(colour >> 8) & 255},${colour & 255},${alpha})`;
}

/**
 * A Pen drawing on `ctx`: shapes gather into a path until fill or stroke paints it, as on a Graphics;
 * a stroke right after a fill outlines the shape just filled.
 */
export function canvasPen(ctx: CanvasRenderingContext2D): Pen {
  let path = new Path2D();
  let empty = true;
  let last = path;
  const shape = (draw: (p: Path2D) => void): Pen => {
    draw(path);
    empty = false;
    return pen;
  };
  const paint = (fill: (p: Path2D) => void): Pen => {
    const target = empty ? last : path;
    fill(target);
    last = target;
    path = new Path2D();
    empty = true;
    return pen;
  };
  const pen: Pen = {
    moveTo: (x, y) => shape((p) => p.moveTo(x, y)),
    lineTo: (x, y) => shape((p) => p.lineTo(x, y)),
    quadraticCurveTo: (cpx, cpy, x, y) => shape((p) => p.quadraticCurveTo(cpx, cpy, x, y)),
    closePath: () => shape((p) => p.closePath()),
    poly: (points) =>
      shape((p) => {
        for (let i = 0; i + 1 < points.length; i += 2) {
          const [x, y] = [points[i] ?? 0, points[i + 1] ?? 0];
          if (i === 0) p.moveTo(x, y);
          else p.lineTo(x, y);
        }
        p.closePath();
      }),
    circle: (x, y, radius) =>
      shape((p) => {
        p.moveTo(x + radius, y);
        p.arc(x, y, radius, 0, Math.PI * 2);
      }),
    ellipse: (x, y, rx, ry) =>
      shape((p) => {
        p.moveTo(x + rx, y);
        p.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
      }),
    rect: (x, y, width, height) => shape((p) => p.rect(x, y, width, height)),
    fill: (style: FillStyle) =>
      paint((p) => {
        ctx.fillStyle = typeof style === 'number' ? cssColour(style) : cssColour(style.color, style.alpha);
        ctx.fill(p);
      }),
    stroke: (style: StrokeStyle) =>
      paint((p) => {
        ctx.strokeStyle = cssColour(style.color, style.alpha);
        ctx.lineWidth = style.width;
        ctx.lineCap = style.cap ?? 'butt';
        ctx.lineJoin = style.join ?? 'miter';
        ctx.stroke(p);
      }),
  };
  return pen;
}
