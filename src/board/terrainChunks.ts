// Terrain as textures: each CHUNK×CHUNK block of hexes is drawn once into a RenderTexture and shown as
// one Sprite. Rasterising vector art is the whole cost in software WebGL (toolchain.md), so we pay it
// once per chunk, draw the visible chunks first and their neighbours in idle time, keep a bounded
// number of textures alive, and redraw only chunks whose terrain changed. Far out, one small overview
// texture replaces all chunks.
import { Container, Graphics, RenderTexture, Sprite, Texture, type Renderer } from 'pixi.js';
import type { GameMap, HexCoord } from '../rules/index.ts';
import { CHUNK, chunkBounds, hexCenterX, hexCenterY, worldSize } from './hexLayout.ts';
import { drawTerrainHex } from './terrainArt.ts';
import { paintOverview } from './terrainOverview.ts';

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
  private readonly painter = new Graphics();
  private readonly spareTextures: RenderTexture[] = [];
  private overview: Sprite | null = null;
  private overviewDirty = true;
  private frame = 0;
  private idleHandle: number | null = null;
  private lastView: Rect | null = null;
  private lastZoom = 1;

  constructor(
    private readonly renderer: Renderer,
    map: GameMap,
  ) {
    this.map = map;
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

  /** Shows what `view` (world rect) needs at `zoom`; draws missing visible chunks now, neighbours later. */
  /** The overview's world→texture scale while it is shown, else null. */
  overviewScale: number | null = null;

  update(view: Rect, zoom: number): ChunkRange {
    this.frame++;
    this.lastView = view;
    this.lastZoom = zoom;
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
    this.painter.destroy();
    this.overview?.texture.destroy(true);
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
    const g = this.painter;
    g.clear();
    const { map } = this;
    for (let row = chunk.cy * CHUNK; row < Math.min(map.height, (chunk.cy + 1) * CHUNK); row++) {
      for (let col = chunk.cx * CHUNK; col < Math.min(map.width, (chunk.cx + 1) * CHUNK); col++) {
        const x = hexCenterX(col, row) - bounds.x + PAD;
        const y = hexCenterY(row) - bounds.y + PAD;
        drawTerrainHex(g, map.terrain[row * map.width + col]!, col, row, x, y);
      }
    }
    const texture =
      chunk.texture ??
      this.spareTextures.pop() ??
      RenderTexture.create({ width: Math.ceil(bounds.width) + 2 * PAD, height: Math.ceil(bounds.height) + 2 * PAD, antialias: false });
    this.renderer.render({ container: g, target: texture, clear: true, clearColor: [0, 0, 0, 0] });
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

  private releaseAll(): void {
    for (const chunk of this.chunks) this.release(chunk);
    this.container.removeChildren().forEach((c) => c.destroy());
  }

  /** Draws one not-yet-drawn chunk next to the view per idle slice, so panning rarely waits. */
  private scheduleIdle(): void {
    if (this.idleHandle !== null || !this.lastView || this.lastZoom < OVERVIEW_ZOOM / 2) return;
    const range = this.chunkRange(this.lastView, 1);
    const next = this.chunks.find(
      (c) => c.cx >= range.x0 && c.cx <= range.x1 && c.cy >= range.y0 && c.cy <= range.y1 && (!c.texture || c.dirty) && !c.sprite.visible,
    );
    if (!next) return;
    this.idleHandle = requestIdle(() => {
      this.idleHandle = null;
      next.lastUsed = this.frame;
      this.draw(next);
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
      if (old !== Texture.EMPTY) old.destroy(true);
      this.overview.scale.set(1 / scale);
      this.overviewDirty = false;
    }
    this.overview.visible = true;
    this.overviewScale = scale;
  }
}

// requestIdleCallback where it exists (not in Safari); a short timeout elsewhere.
function requestIdle(fn: () => void): number {
  return typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 200 }) : (setTimeout(fn, 16) as unknown as number);
}
function cancelIdle(handle: number): void {
  if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
  else clearTimeout(handle);
}
