// Terrain as textures: each CHUNK×CHUNK block of hexes is drawn into a RenderTexture and shown as one
// Sprite, so panning draws one texture per chunk (toolchain.md: few textures per batch, cost per pixel).
// Rasterising vector art is what is slow in software WebGL (100–300 ms per chunk of Graphics), so the
// art is rasterised ONCE into a small tile atlas (every terrain in a few looks, terrainTiles.ts) and a
// chunk is drawn by stamping CHUNK² tile sprites from that one texture: one batched draw, a few ms.
// Visible chunks are drawn nearest first within a per-frame time budget (the rest next frame), their neighbours in idle time within a time budget; a bounded
// number of textures stays alive; only chunks whose terrain changed are redrawn. Far out, one small
// overview texture replaces all chunks. Which chunks those are is decided in chunkPlanner.ts (no Pixi,
// unit-tested); this file carries the plan out with sprites and render textures.
import { Container, RenderTexture, Sprite, Texture, type Renderer } from 'pixi.js';
import type { GameMap, HexCoord } from '../rules/index.ts';
import { at } from './at.ts';
import { chunkTextureOrigin, chunkTextureSize, hexCentreInChunk, hexesOfChunk, type ChunkRange, type Rect } from './chunkGrid.ts';
import { changedHexes, ChunkPlanner, OVERVIEW_ZOOM, showsOverview, type ChunkSlot } from './chunkPlanner.ts';
import { CHUNK, worldSize } from './hexLayout.ts';
import { terrainVariant } from './terrainArt.ts';
import { paintOverview } from './terrainOverview.ts';
import { buildTerrainTiles, TILE_CENTRE_X, TILE_CENTRE_Y, type TerrainTiles } from './terrainTiles.ts';

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
  private readonly tiles: TerrainTiles;
  /** CHUNK² reusable sprites, re-pointed at atlas tiles for each chunk drawn. */
  private readonly stamp = new Container();
  private readonly spareTextures: RenderTexture[] = [];
  private overview: Sprite | null = null;
  private overviewDirty = true;
  private idleHandle: number | null = null;

  constructor(
    private readonly renderer: Renderer,
    map: GameMap,
  ) {
    this.map = map;
    this.tiles = buildTerrainTiles(renderer);
    for (let i = 0; i < CHUNK * CHUNK; i++) this.stamp.addChild(new Sprite());
    this.plan = this.layout();
  }

  get chunkCount(): number {
    return this.plan.slots.length;
  }

  /** Bytes of pixels this layer holds in textures (chunks in use and spare, the tile atlas, the overview). */
  get textureBytes(): number {
    const held = [...this.textures, ...this.spareTextures, this.tiles.source, this.overview?.texture];
    return held.reduce((sum, t) => sum + (t && t !== Texture.EMPTY ? pixelBytes(t) : 0), 0);
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

  /** Marks the chunks holding these hexes for redrawing (the map editor's hook). */
  invalidateHexes(hexes: readonly HexCoord[]): void {
    this.plan.invalidate(hexes);
    if (hexes.length > 0) this.overviewDirty = true;
  }

  /**
   * Shows what `view` (world rect) needs at `zoom`. Missing visible chunks are drawn now, nearest the
   * view centre first, within `budgetMs` (Infinity: all of them); `complete` tells whether any are left
   * for the next frame (they show the background meanwhile). Neighbours are drawn later in idle time.
   */
  update(view: Rect, zoom: number, budgetMs = Number.POSITIVE_INFINITY): ChunkRange {
    this.overviewScale = null;
    this.complete = true;
    if (showsOverview(zoom, this.plan.slots.length)) {
      this.showOverview();
      const range = this.plan.hideAll(view);
      this.showPlannedChunks();
      return range;
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
    for (const slot of this.plan.toEvict(range)) this.release(slot);
    if (this.complete) this.scheduleIdle();
    return range;
  }

  destroy(): void {
    if (this.idleHandle !== null) cancelIdle(this.idleHandle);
    this.releaseAll();
    for (const texture of this.spareTextures) texture.destroy(true);
    this.stamp.destroy({ children: true });
    this.tiles.source.destroy(true);
    this.container.destroy({ children: true });
  }

  /** A new plan for the map's chunks, with one hidden sprite each. */
  private layout(): ChunkPlanner {
    const plan = new ChunkPlanner(this.map.width, this.map.height);
    this.sprites = plan.slots.map((slot) => {
      const origin = chunkTextureOrigin(slot.cx, slot.cy);
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

  /** Stamps the chunk's hexes from the tile atlas into its texture. */
  private draw(slot: ChunkSlot): void {
    const { map } = this;
    const hexes = hexesOfChunk(slot.cx, slot.cy, map.width, map.height);
    const sprites = this.stamp.children as Sprite[];
    let n = 0;
    for (let row = hexes.row0; row <= hexes.row1; row++) {
      for (let col = hexes.col0; col <= hexes.col1; col++) {
        // The stamp has CHUNK² sprites, one per hex a chunk can hold.
        const sprite = at(sprites, n++);
        const centre = hexCentreInChunk(col, row);
        sprite.texture = this.tiles.get(at(map.terrain, row * map.width + col), terrainVariant(col, row));
        sprite.position.set(centre.x - TILE_CENTRE_X, centre.y - TILE_CENTRE_Y);
        sprite.visible = true;
      }
    }
    for (const spare of sprites.slice(n)) spare.visible = false;
    const texture = this.textures[slot.index] ?? this.spareTextures.pop() ?? RenderTexture.create({ ...chunkTextureSize(), antialias: false });
    this.renderer.render({ container: this.stamp, target: texture, clear: true, clearColor: [0, 0, 0, 0] });
    this.textures[slot.index] = texture;
    this.spriteOf(slot).texture = texture;
    this.plan.drawn(slot);
    this.drawn++;
  }

  private release(slot: ChunkSlot): void {
    const texture = this.textures[slot.index];
    if (!texture) return;
    this.spriteOf(slot).texture = Texture.EMPTY;
    this.spareTextures.push(texture);
    this.textures[slot.index] = null;
    this.plan.released(slot);
  }

  /** Drops every chunk sprite and the overview (new map size, or the board going away). */
  private releaseAll(): void {
    for (const slot of this.plan.slots) this.release(slot);
    this.dropOverview();
    for (const c of this.container.removeChildren()) c.destroy();
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
      do {
        const next = this.plan.nextToPrefetch();
        if (!next) return;
        this.draw(next);
      } while (performance.now() < until);
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

/** RGBA bytes of a texture's whole source at its resolution. */
export function pixelBytes(texture: Texture): number {
  return texture.source.pixelWidth * texture.source.pixelHeight * 4;
}

// requestIdleCallback where it exists (not in Safari); a short timeout elsewhere.
function requestIdle(fn: (deadline: IdleDeadline | null) => void): number {
  return typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 200 }) : (setTimeout(() => fn(null), 16) as unknown as number);
}
function cancelIdle(handle: number): void {
  if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
  else clearTimeout(handle);
}
