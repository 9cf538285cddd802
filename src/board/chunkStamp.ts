// Draws one terrain chunk: its hexes stamped from the tile atlas (terrainTiles.ts, or the art's blended tiles)
// into the chunk's texture, pass by pass, in one batched render. Which chunks to draw, and into which textures,
// is terrainChunks.ts's business.
import { Container, Sprite, type Renderer, type RenderTexture } from 'pixi.js';
import type { GameMap } from '../rules/index.ts';
import { hexCentreInChunk, hexesOfChunk } from './chunkGrid.ts';
import type { TileSet } from './terrainTiles.ts';

export class ChunkStamp {
  /** Reusable sprites, re-pointed at atlas tiles for each chunk drawn (a few per hex once edges blend). */
  private readonly stamp = new Container();

  constructor(private readonly renderer: Renderer) {}

  /** Stamps chunk (cx, cy), `side` hexes a side, of `map` from `tiles` into `target`. */
  draw(map: GameMap, tiles: TileSet, chunk: { cx: number; cy: number }, side: number, target: RenderTexture): void {
    const hexes = hexesOfChunk(chunk.cx, chunk.cy, map.width, map.height, side);
    const sprites = this.stamp.children as Sprite[];
    let n = 0;
    for (let pass = 0; pass < tiles.passes; pass++) {
      for (let row = hexes.row0; row <= hexes.row1; row++) {
        for (let col = hexes.col0; col <= hexes.col1; col++) {
          const centre = hexCentreInChunk(col, row, side);
          tiles.stamp(map, col, row, pass, (tile) => {
            // Anchored at the tile's middle, which is the hex centre (TILE_CENTRE_X, TILE_CENTRE_Y).
            const sprite = sprites[n++] ?? this.stamp.addChild(new Sprite({ anchor: 0.5 }));
            sprite.texture = tile;
            sprite.position.set(centre.x, centre.y);
            sprite.visible = true;
          });
        }
      }
    }
    for (const spare of sprites.slice(n)) spare.visible = false;
    this.renderer.render({ container: this.stamp, target, clear: true, clearColor: [0, 0, 0, 0] });
  }

  destroy(): void {
    this.stamp.destroy({ children: true });
  }
}
