// The terrain tile atlas: every terrain in TERRAIN_VARIANTS looks, each a full hex with its pattern and
// border, rasterised once into ONE small texture at start (~30 Graphics hexes, a few ms). Chunks are
// then drawn by stamping sprites from it (terrainChunks.ts) instead of tessellating vector art per hex.
import { Container, Graphics, Rectangle, RenderTexture, Texture, type Renderer } from 'pixi.js';
import { TERRAIN_IDS, type TerrainId } from '../rules/index.ts';
import { at } from './at.ts';
import { drawTerrainTile, TERRAIN_VARIANTS } from './terrainArt.ts';

/** Tile cell: a hex (≈57×66 px with its 1-px overlap) plus room for patterns reaching its edge. */
const CELL_W = 64;
const CELL_H = 72;
/** Hex centre inside a cell, in whole pixels so stamped tiles land pixel-exact. */
export const TILE_CENTRE_X = CELL_W / 2;
export const TILE_CENTRE_Y = CELL_H / 2;

export interface TerrainTiles {
  get(terrain: TerrainId, variant: number): Texture;
  readonly source: RenderTexture;
}

export function buildTerrainTiles(renderer: Renderer): TerrainTiles {
  const g = new Graphics();
  TERRAIN_IDS.forEach((terrain, t) => {
    for (let v = 0; v < TERRAIN_VARIANTS; v++) drawTerrainTile(g, terrain, v, v * CELL_W + TILE_CENTRE_X, t * CELL_H + TILE_CENTRE_Y);
  });
  const stage = new Container();
  stage.addChild(g);
  const source = RenderTexture.create({
    width: TERRAIN_VARIANTS * CELL_W,
    height: TERRAIN_IDS.length * CELL_H,
    antialias: false,
    scaleMode: 'nearest',
  });
  renderer.render({ container: stage, target: source, clear: true, clearColor: [0, 0, 0, 0] });
  stage.destroy({ children: true });
  const textures = new Map<TerrainId, Texture[]>();
  TERRAIN_IDS.forEach((terrain, t) => {
    const looks: Texture[] = [];
    for (let v = 0; v < TERRAIN_VARIANTS; v++) {
      looks.push(new Texture({ source: source.source, frame: new Rectangle(v * CELL_W, t * CELL_H, CELL_W, CELL_H) }));
    }
    textures.set(terrain, looks);
  });
  const get = (terrain: TerrainId, variant: number): Texture => {
    const looks = textures.get(terrain);
    if (!looks) throw new Error(`terrain tiles: no tiles for ${terrain}`);
    return at(looks, variant);
  };
  return { get, source };
}
