// Terrain as textures: each block of CHUNK×CHUNK hexes is drawn into a RenderTexture shown as one Sprite, so
// panning draws one texture per chunk (toolchain.md: few textures per batch, cost per pixel). Rasterising
// vector art is slow in software WebGL, so tiles are rasterised ONCE into an atlas (terrainTiles.ts, or the
// art's blended tiles) and a chunk is stamped from it (chunkStamp.ts): one batched draw, a few ms. Sharper tiles come with
// smaller chunks (chunkSideAt), so a chunk keeps its size in pixels; the old chunks stay on screen until the
// new ones are drawn. Visible chunks are drawn nearest first within a frame's budget, neighbours in idle time;
// a bounded number of textures stays alive; far out, one overview texture replaces all chunks. Which chunks
// those are is decided in chunkPlanner.ts (no Pixi, unit-tested); this file carries the plan out.
import { Container, RenderTexture, Sprite, Texture, type Renderer } from 'pixi.js';
import { pixelBytes } from './textureBytes.ts';
import type { GameMap, HexCoord } from '../rules/index.ts';
import { at } from './at.ts';
import { chunkSideAt, chunkTextureOrigin, chunkTextureSize, type Rect } from './chunkGrid.ts';
import { changedHexes, ChunkPlanner, hexesAround, OVERVIEW_ZOOM, showsOverview, spareTextures, type ChunkSlot } from './chunkPlanner.ts';
import { ChunkStamp } from './chunkStamp.ts';
import { worldSize } from './hexLayout.ts';
import { cancelIdle, requestIdle } from './renderScheduler.ts';
import { paintOverview } from './terrainOverview.ts';
import { buildTerrainTiles, type TileSet } from './terrainTiles.ts';

/** Longest side of the overview texture: small enough to upload fast, big enough at OVERVIEW_ZOOM. */
const OVERVIEW_MAX_PIXELS = 2048;
/** Longest stretch of one idle slice spent drawing chunks ahead. */
const IDLE_BUDGET_MS = 8;

export class TerrainChunks {
  readonly container = new Container();
  /** Counts chunk rasterisations, for tests and the benchmark. */
  drawn = 0;
  /** The overview's world→texture scale while it is shown, else null. */
  overviewScale: number | null = null;
  /** False after an update() that left visible chunks undrawn for a later frame. */
  complete = true;
  private map: GameMap;
  private plan: ChunkPlanner;
  /** Per chunk (ChunkSlot.index): its sprite and, while it holds one, its texture. */
  private sprites: Sprite[] = [];
  private textures: (RenderTexture | null)[] = [];
  private tiles: TileSet;
  private readonly stamp: ChunkStamp;
  private readonly spareTextures: RenderTexture[] = [];
  /** Chunks of the tiles before, shown under the new ones until those are all drawn. */
  private retired: Container | null = null;
  private overview: Sprite | null = null;
  private overviewDirty = true;
  private idleHandle: number | null = null;

  constructor(renderer: Renderer, map: GameMap) {
    this.map = map;
    this.stamp = new ChunkStamp(renderer);
    this.tiles = buildTerrainTiles(renderer);
    this.plan = this.layout();
  }

  get chunkCount(): number {
    return this.plan.slots.length;
  }

  /** Bytes of pixels this layer holds in textures (chunks in use and spare, the tile atlas, the overview). */
  get textureBytes(): number {
    const held = [...this.textures, ...this.spareTextures, this.overview?.texture];
    return held.reduce((sum, t) => sum + (t && t !== Texture.EMPTY ? pixelBytes(t) : 0), this.tiles.bytes);
  }

  /** New tiles (sharper, or blending edges): every chunk is redrawn from them, the visible ones first. */
  setTiles(tiles: TileSet): void {
    if (tiles === this.tiles) return;
    this.tiles.destroy();
    this.tiles = tiles;
    for (const texture of this.spareTextures.splice(0)) {
      if (texture.source.resolution === tiles.resolution) this.spareTextures.push(texture);
      else texture.destroy(true);
    }
    if (chunkSideAt(tiles.resolution) === this.plan.side) {
      this.plan.invalidateAll();
      return;
    }
    this.retire();
    this.plan = this.layout();
  }

  /** New terrain: same array → nothing; same size → redraw only chunks whose hexes differ. */
  setMap(map: GameMap): void {
    const old = this.map;
    if (map.terrain === old.terrain && map.width === old.width && map.height === old.height) return;
    this.map = map;
    if (map.width !== old.width || map.height !== old.height) {
      this.releaseAll();
      this.plan = this.layout();
    } else {
      this.invalidateHexes(changedHexes(old, map));
    }
    this.overviewDirty = true;
  }

  /** Marks every chunk for redrawing (the benchmark times it). */
  invalidateAll(): void {
    this.plan.invalidateAll();
  }

  /** Marks the chunks holding these hexes for redrawing (the map editor's hook). */
  invalidateHexes(hexes: readonly HexCoord[]): void {
    this.plan.invalidate(hexesAround(hexes, this.tiles.reach));
    if (hexes.length > 0) this.overviewDirty = true;
  }

  /**
   * Shows what `view` (world rect) needs at `zoom`. Missing visible chunks are drawn now, nearest the
   * view centre first, within `budgetMs` (Infinity: all of them); `complete` tells whether any are left
   * for the next frame (they show the background meanwhile). Neighbours are drawn later in idle time.
   */
  update(view: Rect, zoom: number, budgetMs = Number.POSITIVE_INFINITY): void {
    this.overviewScale = null;
    this.complete = true;
    if (showsOverview(zoom, this.plan.slots.length)) {
      this.dropRetired();
      this.showOverview();
      this.plan.hideAll(view);
      this.showPlannedChunks();
      return;
    }
    if (this.overview) this.overview.visible = false;
    const { range, drawNow } = this.plan.show(view);
    this.showPlannedChunks();
    const left = this.plan.drawWithin(
      drawNow,
      budgetMs,
      () => performance.now(),
      (slot) => this.draw(slot),
    );
    this.complete = left.length === 0;
    for (const slot of this.plan.toEvict(range, spareTextures(this.tiles.resolution, this.plan.side))) this.release(slot);
    if (this.complete) {
      this.dropRetired();
      this.scheduleIdle();
    }
  }

  destroy(): void {
    if (this.idleHandle !== null) cancelIdle(this.idleHandle);
    this.releaseAll();
    for (const texture of this.spareTextures) texture.destroy(true);
    this.stamp.destroy();
    this.tiles.destroy();
    this.container.destroy({ children: true });
  }

  /** A new plan for the map's chunks, as big as the tiles' resolution asks, with one hidden sprite each. */
  private layout(): ChunkPlanner {
    const plan = new ChunkPlanner(this.map.width, this.map.height, chunkSideAt(this.tiles.resolution));
    this.sprites = plan.slots.map((slot) => {
      const origin = chunkTextureOrigin(slot.cx, slot.cy, plan.side);
      const sprite = new Sprite();
      sprite.position.set(origin.x, origin.y);
      sprite.visible = false;
      this.container.addChild(sprite);
      return sprite;
    });
    this.textures = plan.slots.map(() => null);
    return plan;
  }

  private showPlannedChunks(): void {
    for (const slot of this.plan.slots) this.spriteOf(slot).visible = slot.visible;
  }

  /** The slot's sprite: layout() makes one per slot, at the slot's index. */
  private spriteOf(slot: ChunkSlot): Sprite {
    return at(this.sprites, slot.index);
  }

  /** Draws the chunk into its texture from the tile atlas. */
  private draw(slot: ChunkSlot): void {
    const texture = this.textureFor(slot);
    this.stamp.draw(this.map, this.tiles, slot, this.plan.side, texture);
    this.textures[slot.index] = texture;
    this.spriteOf(slot).texture = texture;
    this.plan.drawn(slot);
    this.drawn++;
  }

  /** The slot's texture if it has the tiles' resolution, else a spare or a new one (dropping the old). */
  private textureFor(slot: ChunkSlot): RenderTexture {
    const { resolution } = this.tiles;
    const held = this.textures[slot.index];
    if (held?.source.resolution === resolution) return held;
    held?.destroy(true);
    this.textures[slot.index] = null;
    return this.spareTextures.pop() ?? RenderTexture.create({ ...chunkTextureSize(this.plan.side), resolution, antialias: false });
  }

  private release(slot: ChunkSlot): void {
    const texture = this.textures[slot.index];
    if (!texture) return;
    this.spriteOf(slot).texture = Texture.EMPTY;
    // One drawn at another resolution (before new tiles came) is of no use to the next chunk drawn.
    if (texture.source.resolution === this.tiles.resolution) this.spareTextures.push(texture);
    else texture.destroy(true);
    this.textures[slot.index] = null;
    this.plan.released(slot);
  }

  /** Drops every chunk sprite and the overview (new map size, or the board going away). */
  private releaseAll(): void {
    for (const slot of this.plan.slots) this.release(slot);
    this.dropRetired();
    this.dropOverview();
    for (const c of this.container.removeChildren()) c.destroy();
  }

  /** Moves the chunks on screen under a container of their own, to show until new chunks cover them; frees the rest. */
  private retire(): void {
    this.dropRetired();
    const retired = new Container();
    for (const slot of this.plan.slots) {
      const sprite = this.spriteOf(slot);
      if (slot.visible && this.textures[slot.index]) retired.addChild(sprite);
      else this.textures[slot.index]?.destroy(true);
    }
    for (const c of this.container.removeChildren()) if (c !== this.overview) c.destroy();
    if (this.overview) this.container.addChild(this.overview);
    this.container.addChild(retired);
    this.retired = retired;
  }

  private dropRetired(): void {
    if (!this.retired) return;
    for (const sprite of this.retired.children as Sprite[]) sprite.texture.destroy(true);
    this.retired.destroy({ children: true });
    this.retired = null;
  }

  private dropOverview(): void {
    if (!this.overview) return;
    // Read the texture before destroying the sprite: Pixi nulls a destroyed sprite's texture.
    const texture = this.overview.texture;
    this.overview.destroy();
    if (texture && texture !== Texture.EMPTY) texture.destroy(true);
    this.overview = null;
    this.overviewDirty = true;
  }

  /** Draws not-yet-drawn chunks next to the view in idle time, a few ms per slice, so panning rarely waits. */
  private scheduleIdle(): void {
    if (this.idleHandle !== null || this.overviewScale !== null) return;
    if (!this.plan.nextToPrefetch()) return;
    this.idleHandle = requestIdle((deadline) => {
      this.idleHandle = null;
      const until = performance.now() + Math.min(IDLE_BUDGET_MS, deadline ? deadline.timeRemaining() : IDLE_BUDGET_MS);
      // One chunk at least; another only if one more, as long as the last, still ends within the slice.
      let last = 0;
      do {
        const next = this.plan.nextToPrefetch();
        if (!next) return;
        const start = performance.now();
        this.draw(next);
        last = performance.now() - start;
      } while (performance.now() + last < until);
      this.scheduleIdle();
    });
  }

  private showOverview(): void {
    const size = worldSize(this.map.width, this.map.height);
    const scale = Math.min(OVERVIEW_ZOOM, OVERVIEW_MAX_PIXELS / size.width, OVERVIEW_MAX_PIXELS / size.height);
    if (!this.overview) {
      this.overview = new Sprite();
      this.container.addChildAt(this.overview, 0);
    }
    if (this.overviewDirty) {
      const old = this.overview.texture;
      this.overview.texture = Texture.from(paintOverview(this.map, scale));
      if (old && old !== Texture.EMPTY) old.destroy(true);
      this.overview.scale.set(1 / scale);
      this.overviewDirty = false;
    }
    this.overview.visible = true;
    this.overviewScale = scale;
  }
}
