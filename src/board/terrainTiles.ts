// The terrain tile atlas: every terrain in TERRAIN_VARIANTS looks, each a full hex with its pattern and
// border, rasterised once into ONE small texture at start (~30 Graphics hexes, a few ms). Chunks are
// then drawn by stamping sprites from it (terrainChunks.ts) instead of tessellating vector art per hex.
// This is the board's first look; the art loaded after the first frame (art/boardArt.ts) replaces it
// with a TileSet of its own: sharper, and blending each hex's edges into its neighbours.
import { Container, Graphics, Rectangle, RenderTexture, Texture, type Renderer } from 'pixi.js';
import { TERRAIN_IDS, type GameMap, type TerrainId } from '../rules/index.ts';
import { at } from './at.ts';
import { drawTerrainTile, TERRAIN_VARIANTS, terrainVariant } from './terrainArt.ts';
import { pixelBytes } from './textureBytes.ts';

/** Tile cell: a hex (≈57×66 px with its 1-px overlap) plus room for patterns reaching its edge. */
export const TILE_W = 64;
export const TILE_H = 72;
/** Hex centre inside a cell, in whole pixels so stamped tiles land pixel-exact. */
export const TILE_CENTRE_X = TILE_W / 2;
export const TILE_CENTRE_Y = TILE_H / 2;

/**
 * What terrain chunks are stamped from. Every tile is a TILE_W × TILE_H cell with the hex centre at
 * (TILE_CENTRE_X, TILE_CENTRE_Y); a chunk stamps pass 0 of all its hexes, then pass 1, and so on.
 */
export interface TileSet {
  /** Tile pixels per world pixel: chunk textures are made at the same resolution. */
  readonly resolution: number;
  readonly passes: number;
  /** How many hexes away a hex's look depends on: an edit redraws the chunks that far round it. */
  readonly reach: number;
  /** Bytes of pixels it holds. */
  readonly bytes: number;
  /** Calls `put` with each tile hex (col, row) of `map` shows in `pass`, bottom first. */
  stamp(map: GameMap, col: number, row: number, pass: number, put: (tile: Texture) => void): void;
  destroy(): void;
}

/** The first look: one tile per hex, at resolution 1, blending nothing. */
export function buildTerrainTiles(renderer: Renderer): TileSet {
  const g = new Graphics();
  TERRAIN_IDS.forEach((terrain, t) => {
    for (let v = 0; v < TERRAIN_VARIANTS; v++) drawTerrainTile(g, terrain, v, v * TILE_W + TILE_CENTRE_X, t * TILE_H + TILE_CENTRE_Y);
  });
  const stage = new Container();
  stage.addChild(g);
  const source = RenderTexture.create({
    width: TERRAIN_VARIANTS * TILE_W,
    height: TERRAIN_IDS.length * TILE_H,
    antialias: false,
    scaleMode: 'nearest',
  });
  renderer.render({ container: stage, target: source, clear: true, clearColor: [0, 0, 0, 0] });
  stage.destroy({ children: true });
  const textures = new Map<TerrainId, Texture[]>();
  TERRAIN_IDS.forEach((terrain, t) => {
    const looks: Texture[] = [];
    for (let v = 0; v < TERRAIN_VARIANTS; v++) {
      looks.push(new Texture({ source: source.source, frame: new Rectangle(v * TILE_W, t * TILE_H, TILE_W, TILE_H) }));
    }
    textures.set(terrain, looks);
  });
  const get = (terrain: TerrainId, variant: number): Texture => {
    const looks = textures.get(terrain);
    if (!looks) throw new Error(`terrain tiles: no tiles for ${terrain}`);
    return at(looks, variant);
  };
  return {
    resolution: 1,
    passes: 1,
    reach: 0,
    bytes: pixelBytes(source),
    stamp: (map, col, row, _pass, put) => put(get(at(map.terrain, row * map.width + col), terrainVariant(col, row))),
    destroy: () => source.destroy(true),
  };
}
