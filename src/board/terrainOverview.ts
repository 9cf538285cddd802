// The whole map painted flat (one colour per hex) on a 2D canvas. Used twice: as the single texture
// shown when zoomed far out (instead of hundreds of chunk textures) and as the minimap's background.
import type { GameMap } from '../rules/index.ts';
import { context2d } from './at.ts';
import { pointToHex, worldSize } from './hexLayout.ts';
import { TERRAIN_COLOUR } from './terrainArt.ts';

/**
 * Paints `map` into a canvas at `scale` world→canvas pixels, one pixel at a time through pointToHex.
 * Per pixel, not per hex path: a canvas path with 65,536 hexes took seconds to fill in software
 * rendering, while 2048×1770 pixel look-ups take a fraction of a second and 180×155 take nothing.
 */
export function paintOverview(map: GameMap, scale: number, canvas: HTMLCanvasElement = document.createElement('canvas')): HTMLCanvasElement {
  const size = worldSize(map.width, map.height);
  const width = Math.max(1, Math.ceil(size.width * scale));
  const height = Math.max(1, Math.ceil(size.height * scale));
  canvas.width = width;
  canvas.height = height;
  const ctx = context2d(canvas);
  const image = ctx.createImageData(width, height);
  const pixels = new Uint32Array(image.data.buffer);
  // ImageData is RGBA in memory; on little-endian machines a Uint32 reads it as 0xAABBGGRR.
  const abgr = (rgb: number): number => (0xff000000 | ((rgb & 0xff) << 16) | (rgb & 0xff00) | ((rgb >> 16) & 0xff)) >>> 0;
  const hexColours = Uint32Array.from(map.terrain, (terrain) => abgr(TERRAIN_COLOUR[terrain]));
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const hex = pointToHex((px + 0.5) / scale, (py + 0.5) / scale);
      if (hex.col < 0 || hex.col >= map.width) continue;
      // With the column on the map, a row above or below it is what leaves the colours' range.
      const colour = hexColours[hex.row * map.width + hex.col];
      if (colour !== undefined) pixels[py * width + px] = colour;
    }
  }
  ctx.putImageData(image, 0, 0);
  return canvas;
}
