// Terrain as textures: each CHUNK×CHUNK block of hexes is drawn into a RenderTexture and shown as one
// Sprite, so panning draws one texture per chunk (toolchain.md: few textures per batch, cost per pixel).
// Rasterising vector art is what is slow in software WebGL (100–300 ms per chunk of Graphics), so the
// art is rasterised ONCE into a small tile atlas (every terrain in a few looks, terrainTiles.ts) and a
// chunk is drawn by stamping CHUNK² tile sprites from that one texture: one batched draw, a few ms.
// Visible chunks are drawn at once, their neighbours in idle time within a time budget; a bounded
// number of textures stays alive; only chunks whose terrain changed are redrawn. Far out, one small
// overview texture replaces all chunks.
import { Container, RenderTexture, Sprite, Texture, type Renderer } from 'pixi.js';
import type { GameMap, HexCoord } from '../rules/index.ts';
import { CHUNK, chunkBounds, hexCenterX, hexCenterY, worldSize } from './hexLayout.ts';
import { terrainVariant } from './terrainArt.ts';
import { paintOverview } from './terrainOverview.ts';
import { buildTerrainTiles, TILE_CENTRE_X, TILE_CENTRE_Y, type TerrainTiles } from './terrainTiles.ts';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Below this zoom (on maps with many chunks) the overview texture is shown instead of chunks. */
export const OVERVIEW_ZOOM = 0.3;
const OVERVIEW_MIN_CHUNKS = 16;
/** Longest side of the overview texture: small enough to upload fast, big enough at OVERVIEW_ZOOM. */
const OVERVIEW_MAX_PIXELS = 2048;
/** Textures kept beyond what is on screen (each is ~900×800 RGBA, ~3 MB). */
const SPARE_TEXTURES = 24;
const PAD = 2;
/** Off-screen chunks around the view drawn ahead in idle time. */
const PREFETCH_MARGIN = 1;
/** Longest stretch of one idle slice spent drawing chunks ahead. */
const IDLE_BUDGET_MS = 8;

export interface ChunkRange {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** Chunks whose pixels meet `view` (world rect), widened by `margin` chunks, clipped to the map. */
export function visibleChunks(view: Rect, cols: number, rows: number, margin: number): ChunkRange {
  const probe = chunkBounds(1, 1);
  // probe.x/y is the step between chunks; a chunk's pixels reach beyond its step by half a hex.
  return {
    x0: Math.max(0, Math.floor((view.x - probe.width) / probe.x) + 1 - margin),
    x1: Math.min(cols - 1, Math.floor((view.x + view.width) / probe.x) + margin),
    y0: Math.max(0, Math.floor((view.y - probe.height) / probe.y) + 1 - margin),
    y1: Math.min(rows - 1, Math.floor((view.y + view.height) / probe.y) + margin),
  };
}

interface Chunk {
  readonly cx: number;
  readonly cy: number;
  readonly sprite: Sprite;
  texture: RenderTexture | null;
  dirty: boolean;
  lastUsed: number;
}

export class TerrainChunks {
  readonly container = new Container();
  /** Counts chunk rasterisations, for tests and the benchmark. */
  drawn = 0;
  private map: GameMap;
  private chunks: Chunk[] = [];
  private cols = 0;
  private rows = 0;
  private readonly tiles: TerrainTiles;
  /** CHUNK² reusable sprites, re-pointed at atlas tiles for each chunk drawn. */
  private readonly stamp = new Container();
  private readonly spareTextures: RenderTexture[] = [];
  private overview: Sprite | null = null;
  private overviewDirty = true;
  private frame = 0;
  private idleHandle: number | null = null;
  private lastView: Rect | null = null;

  constructor(
    private readonly renderer: Renderer,
    map: GameMap,
  ) {
    this.map = map;
    this.tiles = buildTerrainTiles(renderer);
    for (let i = 0; i < CHUNK * CHUNK; i++) this.stamp.addChild(new Sprite());
    this.layout();
  }

  get chunkCount(): number {
    return this.chunks.length;
  }

  /** New terrain: same array → nothing; same size → redraw only chunks whose hexes differ. */
  setMap(map: GameMap): void {
    const old = this.map;
    if (map.terrain === old.terrain && map.width === old.width && map.height === old.height) return;
    this.map = map;
    if (map.width !== old.width || map.height !== old.height) {
      this.releaseAll();
      this.layout();
    } else {
      const changed: HexCoord[] = [];
      for (let i = 0; i < map.terrain.length; i++) {
        if (map.terrain[i] !== old.terrain[i]) changed.push({ col: i % map.width, row: Math.floor(i / map.width) });
      }
      this.invalidateHexes(changed);
    }
    this.overviewDirty = true;
  }

  /** Marks the chunks holding these hexes for redrawing (the map editor's hook). */
  invalidateHexes(hexes: readonly HexCoord[]): void {
    for (const hex of hexes) {
      const chunk = this.chunks[Math.floor(hex.row / CHUNK) * this.cols + Math.floor(hex.col / CHUNK)];
      if (chunk) chunk.dirty = true;
    }
    if (hexes.length > 0) this.overviewDirty = true;
  }

  /** The overview's world→texture scale while it is shown, else null. */
  overviewScale: number | null = null;

  /** Shows what `view` (world rect) needs at `zoom`; draws missing visible chunks now, neighbours later. */
  update(view: Rect, zoom: number): ChunkRange {
    this.frame++;
    this.lastView = view;
    const useOverview = zoom < OVERVIEW_ZOOM && this.chunks.length > OVERVIEW_MIN_CHUNKS;
    this.overviewScale = null;
    if (useOverview) {
      this.showOverview();
      for (const chunk of this.chunks) chunk.sprite.visible = false;
      return this.chunkRange(view, 0);
    }
    if (this.overview) this.overview.visible = false;
    const range = this.chunkRange(view, 0);
    for (const chunk of this.chunks) {
      const visible = chunk.cx >= range.x0 && chunk.cx <= range.x1 && chunk.cy >= range.y0 && chunk.cy <= range.y1;
      chunk.sprite.visible = visible;
      if (!visible) continue;
      chunk.lastUsed = this.frame;
      if (!chunk.texture || chunk.dirty) this.draw(chunk);
    }
    this.evict(range);
    this.scheduleIdle();
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

  private layout(): void {
    this.cols = Math.ceil(this.map.width / CHUNK);
    this.rows = Math.ceil(this.map.height / CHUNK);
    this.chunks = [];
    for (let cy = 0; cy < this.rows; cy++) {
      for (let cx = 0; cx < this.cols; cx++) {
        const bounds = chunkBounds(cx, cy);
        const sprite = new Sprite();
        sprite.position.set(bounds.x - PAD, bounds.y - PAD);
        sprite.visible = false;
        this.container.addChild(sprite);
        this.chunks.push({ cx, cy, sprite, texture: null, dirty: true, lastUsed: 0 });
      }
    }
  }

  private chunkRange(view: Rect, margin: number): ChunkRange {
    return visibleChunks(view, this.cols, this.rows, margin);
  }

  private draw(chunk: Chunk): void {
    const bounds = chunkBounds(chunk.cx, chunk.cy);
    const { map } = this;
    const sprites = this.stamp.children as Sprite[];
    let n = 0;
    for (let row = chunk.cy * CHUNK; row < Math.min(map.height, (chunk.cy + 1) * CHUNK); row++) {
      const y = Math.round(hexCenterY(row) - bounds.y + PAD) - TILE_CENTRE_Y;
      for (let col = chunk.cx * CHUNK; col < Math.min(map.width, (chunk.cx + 1) * CHUNK); col++) {
        const sprite = sprites[n++]!;
        sprite.texture = this.tiles.get(map.terrain[row * map.width + col]!, terrainVariant(col, row));
        sprite.position.set(Math.round(hexCenterX(col, row) - bounds.x + PAD) - TILE_CENTRE_X, y);
        sprite.visible = true;
      }
    }
    for (let i = n; i < sprites.length; i++) sprites[i]!.visible = false;
    const texture =
      chunk.texture ??
      this.spareTextures.pop() ??
      RenderTexture.create({ width: Math.ceil(bounds.width) + 2 * PAD, height: Math.ceil(bounds.height) + 2 * PAD, antialias: false });
    this.renderer.render({ container: this.stamp, target: texture, clear: true, clearColor: [0, 0, 0, 0] });
    chunk.texture = texture;
    chunk.sprite.texture = texture;
    chunk.dirty = false;
    this.drawn++;
  }

  /** Keeps at most visible + SPARE_TEXTURES chunk textures; the least recently seen go to the pool. */
  private evict(range: ChunkRange): void {
    const visibleCount = (range.x1 - range.x0 + 1) * (range.y1 - range.y0 + 1);
    const held = this.chunks.filter((c) => c.texture);
    const excess = held.length - (visibleCount + SPARE_TEXTURES);
    if (excess <= 0) return;
    held.sort((a, b) => a.lastUsed - b.lastUsed);
    for (const chunk of held.slice(0, excess)) this.release(chunk);
  }

  private release(chunk: Chunk): void {
    if (!chunk.texture) return;
    chunk.sprite.texture = Texture.EMPTY;
    this.spareTextures.push(chunk.texture);
    chunk.texture = null;
  }

  /** Drops every chunk sprite and the overview (new map size, or the board going away). */
  private releaseAll(): void {
    for (const chunk of this.chunks) this.release(chunk);
    this.dropOverview();
    this.container.removeChildren().forEach((c) => c.destroy());
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
    if (this.idleHandle !== null || !this.lastView || this.overviewScale !== null) return;
    if (!this.nextToPrefetch()) return;
    this.idleHandle = requestIdle((deadline) => {
      this.idleHandle = null;
      const until = performance.now() + Math.min(IDLE_BUDGET_MS, deadline ? deadline.timeRemaining() : IDLE_BUDGET_MS);
      let next: Chunk | undefined;
      do {
        next = this.nextToPrefetch();
        if (!next) return;
        next.lastUsed = this.frame;
        this.draw(next);
      } while (performance.now() < until);
      this.scheduleIdle();
    });
  }

  /** A chunk within PREFETCH_MARGIN chunks of the view that is off screen and not drawn (each takes ~1 ms). */
  private nextToPrefetch(): Chunk | undefined {
    const range = this.chunkRange(this.lastView!, PREFETCH_MARGIN);
    return this.chunks.find(
      (c) => c.cx >= range.x0 && c.cx <= range.x1 && c.cy >= range.y0 && c.cy <= range.y1 && (!c.texture || c.dirty) && !c.sprite.visible,
    );
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

// requestIdleCallback where it exists (not in Safari); a short timeout elsewhere.
function requestIdle(fn: (deadline: IdleDeadline | null) => void): number {
  return typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 200 }) : (setTimeout(() => fn(null), 16) as unknown as number);
}
function cancelIdle(handle: number): void {
  if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
  else clearTimeout(handle);
}
