// The board's art, loaded after its first frame (artLoader.ts imports this module dynamically, so the
// first visit downloads only the first look): terrain tiles with blended edges and unit tokens with Game
// Icons emblems, both drawn for the resolution band the zoom calls for, and drawn again when it calls for
// another. Drawing a band takes a few hundred milliseconds at the sharpest, so it runs in a task of its own
// after the frame that asked for it: meanwhile the board shows the band it has, a little stretched or
// squeezed, rather than freezing mid-zoom. The scene owns what this hands out and frees what it replaces.
import type { Renderer } from 'pixi.js';
import { buildSpriteAtlas, type SpriteAtlas } from '../spriteAtlas.ts';
import type { TileSet } from '../terrainTiles.ts';
import { buildBlendedTiles } from './blendedTiles.ts';
import { resolutionBand } from './resolutionBand.ts';
import { tokenShapes } from './tokenArt.ts';

/** New tiles and a new atlas, drawn at a new resolution band. */
export interface ArtChange {
  readonly tiles: TileSet;
  readonly atlas: SpriteAtlas;
  readonly resolution: number;
}

export class BoardArt {
  /** The band last handed out; 0 before the first. */
  private band = 0;
  /** The band being drawn for a later frame; 0 when none is. */
  private drawing = 0;
  private ready: ArtChange | null = null;
  private destroyed = false;

  /** `onReady` is called when a band asked for is drawn: the next frame takes it with at(). */
  constructor(
    private readonly renderer: Renderer,
    private readonly onReady: () => void,
  ) {}

  /**
   * The art drawn since the last call, if any; and when `scale` (device pixels per world pixel) calls for
   * another band than the last, starts drawing it for a later frame.
   */
  at(scale: number): ArtChange | null {
    const band = resolutionBand(scale, this.band);
    if (band !== this.band && band !== this.drawing) {
      this.drawing = band;
      setTimeout(() => this.draw(band), 0);
    }
    const ready = this.ready;
    this.ready = null;
    return ready;
  }

  /** Frees art drawn but not yet handed out. */
  destroy(): void {
    this.destroyed = true;
    if (this.ready) free(this.ready);
    this.ready = null;
  }

  private draw(band: number): void {
    // A later zoom may have asked for another band meanwhile: only that one is drawn.
    if (this.destroyed || band !== this.drawing) return;
    const tokens = tokenShapes(band);
    const atlas = buildSpriteAtlas(this.renderer, { resolution: band, shapes: tokens.shapes });
    tokens.destroy();
    if (this.ready) free(this.ready);
    this.ready = { tiles: buildBlendedTiles(band), atlas, resolution: band };
    this.band = band;
    this.drawing = 0;
    this.onReady();
  }
}

function free(change: ArtChange): void {
  change.tiles.destroy();
  change.atlas.pieces.destroy();
  change.atlas.source.destroy(true);
}
