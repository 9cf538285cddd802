// The terrain tiles of the loaded art: drawn on a 2D canvas at a resolution band (resolutionBand.ts), so a
// zoomed-in chunk is stamped from tiles as sharp as the screen, and stamped in three passes: every hex's own
// tile with its grid line, then its edges blended with higher neighbours (edgeBlend.ts) from overlays fading in over the edge
// (edgeMask.ts), which carry the grid line over their fade. Overlays are drawn for each of the six edges
// rather than turned when stamped: a turned image costs a software renderer several times a straight one.
import { CanvasSource, Rectangle, Texture } from 'pixi.js';
import { TERRAIN_IDS, type TerrainId } from '../../rules/index.ts';
import { at, context2d } from '../at.ts';
import { drawTerrainTile, TERRAIN_COLOUR, TERRAIN_VARIANTS, terrainVariant } from '../terrainArt.ts';
import { TILE_CENTRE_X, TILE_CENTRE_Y, TILE_H, TILE_W, type TileSet } from '../terrainTiles.ts';
import { canvasPen } from './canvasPen.ts';
import { forEachBlendedEdge, TERRAIN_LAYER } from './edgeBlend.ts';
import { overlayPixels } from './overlayPixels.ts';
import { overlayIndex, SPREADING, tilePacking, type TileFrame, type TilePacking } from './tilePacking.ts';

/** Each terrain's place in TERRAIN_IDS. */
const TERRAIN_INDEX = Object.fromEntries(TERRAIN_IDS.map((t, i) => [t, i])) as Readonly<Record<TerrainId, number>>;

/** The tiles, drawn at `resolution` tile pixels per world pixel. */
export function buildBlendedTiles(resolution: number): TileSet {
  const packing = tilePacking(resolution);
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(packing.width * resolution);
  canvas.height = Math.ceil(packing.height * resolution);
  const ctx = context2d(canvas);
  const pen = canvasPen(ctx);
  /** Paints in `tile`'s cell coordinates, clipped to its frame. */
  const inTile = (tile: TileFrame, paint: () => void): void => {
    const { frame, trim } = tile;
    ctx.save();
    ctx.setTransform(resolution, 0, 0, resolution, (frame.x - trim.x) * resolution, (frame.y - trim.y) * resolution);
    ctx.beginPath();
    ctx.rect(trim.x, trim.y, trim.width, trim.height);
    ctx.clip();
    paint();
    ctx.restore();
  };
  TERRAIN_IDS.forEach((terrain, t) => {
    for (let v = 0; v < TERRAIN_VARIANTS; v++) {
      inTile(at(packing.base, t * TERRAIN_VARIANTS + v), () => drawTerrainTile(pen, terrain, v, TILE_CENTRE_X, TILE_CENTRE_Y));
    }
  });
  for (const terrain of SPREADING) {
    for (const shore of [false, true]) {
      for (let direction = 0; direction < 6; direction++) {
        const { frame, trim } = at(packing.overlays, overlayIndex(terrain, shore, direction));
        const look = { colour: TERRAIN_COLOUR[terrain], terrain, shore, seed: TERRAIN_LAYER[terrain] * 13 + direction * 3 + (shore ? 1 : 0) };
        ctx.putImageData(overlayPixels(look, direction, resolution, trim), Math.round(frame.x * resolution), Math.round(frame.y * resolution));
      }
    }
  }
  return tileSetOf(canvas, resolution, packing);
}

/** The TileSet over a drawn tile canvas. */
function tileSetOf(canvas: HTMLCanvasElement, resolution: number, packing: TilePacking): TileSet {
  const source = new CanvasSource({ resource: canvas, resolution });
  const textureOf = ({ frame, trim }: TileFrame): Texture =>
    new Texture({
      source,
      frame: new Rectangle(frame.x, frame.y, frame.width, frame.height),
      orig: new Rectangle(0, 0, TILE_W, TILE_H),
      trim: new Rectangle(trim.x, trim.y, trim.width, trim.height),
    });
  const base = packing.base.map(textureOf);
  const overlays = packing.overlays.map(textureOf);
  return {
    resolution,
    passes: 2,
    reach: 1,
    bytes: canvas.width * canvas.height * 4,
    stamp(map, col, row, pass, put) {
      const terrain = at(map.terrain, row * map.width + col);
      if (pass === 0) put(at(base, TERRAIN_INDEX[terrain] * TERRAIN_VARIANTS + terrainVariant(col, row)));
      else forEachBlendedEdge(map, col, row, (direction, over) => put(at(overlays, overlayIndex(over, terrain === 'water', direction))));
    },
    destroy() {
      source.destroy();
      canvas.width = 0;
      canvas.height = 0;
    },
  };
}
