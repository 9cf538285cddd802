// The pixels of one edge overlay (blendedTiles.ts): a terrain's colour over a hex, as much of it as
// edgeMask.ts says covers each pixel, with a grain in the fade so it reads as ground rather than a
// gradient. Over water the overlay is a shore: a narrower fade ending in a line of surf.
import type { TerrainId } from '../../rules/index.ts';
import { GRID_LINE } from '../terrainArt.ts';
import { TILE_CENTRE_X, TILE_CENTRE_Y } from '../terrainTiles.ts';
import { edgeCover, edgeNormal, edgeWave, INRADIUS, inHex } from './edgeMask.ts';
import { FADE_REACH, type Box } from './tilePacking.ts';

export interface OverlayLook {
  readonly colour: number;
  readonly terrain: TerrainId;
  /** Over water: a shore. */
  readonly shore: boolean;
  /** Sets the wave of the fade and its grain. */
  readonly seed: number;
}

/** Narrower fades than FADE_REACH: a shore, and a mountain's scree. */
const NARROW = 0.38;
const SURF = { r: 0xee, g: 0xf6, b: 0xfa };
/** How much the grain moves the fade (0: a smooth gradient). */
const GRAIN = 0.35;

/** A deterministic 0..1 value per pixel and seed. */
function grain(x: number, y: number, seed: number): number {
  let h = Math.imul(x, 374761393) ^ Math.imul(y, 668265263) ^ Math.imul(seed + 1, 2246822519);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** The fade's cover with grain: none at the fade's two ends, most in its middle. */
function grained(cover: number, noise: number): number {
  return Math.min(1, Math.max(0, cover + GRAIN * (noise - 0.5) * 4 * cover * (1 - cover)));
}

/** Surf along a shore: strongest just before the land's fade runs out. */
function surf(cover: number): number {
  const d = (cover - 0.1) / 0.09;
  return 0.7 * Math.exp(-d * d);
}

/** How much of a pixel at (x, y), from a hex's centre, the grid line along the hex's edges covers (a pixel is 1 / resolution). */
function gridCover(x: number, y: number, resolution: number): number {
  let edge = Number.POSITIVE_INFINITY;
  for (let d = 0; d < 6; d++) {
    const n = edgeNormal(d);
    edge = Math.min(edge, Math.abs(INRADIUS - (x * n.x + y * n.y)));
  }
  return Math.min(1, Math.max(0, (GRID_LINE.width / 2) * resolution + 0.5 - edge * resolution));
}

/**
 * The part `box` (world pixels of a tile's cell) of an overlay for edge `direction`, at `resolution` pixels per
 * world pixel. It carries the grid line over its fade, as strong as the fade hides the line of the tile under it.
 */
export function overlayPixels(look: OverlayLook, direction: number, resolution: number, box: Box): ImageData {
  const width = Math.round(box.width * resolution);
  const height = Math.round(box.height * resolution);
  const image = new ImageData(width, height);
  const { data } = image;
  const colour = [(look.colour >> 16) & 255, (look.colour >> 8) & 255, look.colour & 255] as const;
  const line = [(GRID_LINE.color >> 16) & 255, (GRID_LINE.color >> 8) & 255, GRID_LINE.color & 255] as const;
  const reach = INRADIUS * (look.shore || look.terrain === 'mountains' ? NARROW : FADE_REACH);
  const wave = edgeWave(look.seed);
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const x = box.x + (px + 0.5) / resolution - TILE_CENTRE_X;
      const y = box.y + (py + 0.5) / resolution - TILE_CENTRE_Y;
      // A pixel past the hex, as its tile's fill reaches, so the neighbour's colour meets it without a seam.
      if (!inHex(x, y, 1)) continue;
      const cover = edgeCover(x, y, direction, reach, wave);
      if (cover <= 0) continue;
      // Grain in world pixels, so a tile drawn at any resolution has the same speckle, only sharper.
      const land = grained(cover, grain(Math.floor(x), Math.floor(y), look.seed));
      // Premultiplied layers, bottom up: surf, the neighbour's ground, the grid line.
      const foam = look.shore ? surf(cover) : 0;
      let [r, g, b, a] = [SURF.r * foam, SURF.g * foam, SURF.b * foam, foam];
      [r, g, b, a] = [colour[0] * land + r * (1 - land), colour[1] * land + g * (1 - land), colour[2] * land + b * (1 - land), land + a * (1 - land)];
      const ink = GRID_LINE.alpha * gridCover(x, y, resolution) * land;
      [r, g, b, a] = [line[0] * ink + r * (1 - ink), line[1] * ink + g * (1 - ink), line[2] * ink + b * (1 - ink), ink + a * (1 - ink)];
      if (a <= 0) continue;
      const i = (py * width + px) * 4;
      [data[i], data[i + 1], data[i + 2], data[i + 3]] = [r / a, g / a, b / a, a * 255];
    }
  }
  return image;
}
