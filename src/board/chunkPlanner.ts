// The bookkeeping of terrain chunks, without Pixi: which chunks a frame shows, which of those must be
// drawn before it, which to draw ahead in idle time, which edits make a chunk stale, and which textures
// to give back. terrainChunks.ts carries the plan out with sprites and render textures.
import type { GameMap, HexCoord } from '../rules/index.ts';
import { at } from './at.ts';
import { chunkGridSize, chunkOfHex, chunkTextureSize, rangeCount, rangeHas, visibleChunks, type ChunkRange, type Rect } from './chunkGrid.ts';
import { CHUNK, chunkBounds } from './hexLayout.ts';

/** Below this zoom (on maps with many chunks) the overview texture is shown instead of chunks. */
export const OVERVIEW_ZOOM = 0.3;
const OVERVIEW_MIN_CHUNKS = 16;
/** Textures kept beyond what is on screen at resolution 1 (each is ~900×800 RGBA, ~3 MB). */
export const SPARE_TEXTURES = 24;

/** Spare textures of chunks of `side` hexes at `resolution` (tile pixels per world pixel): no more bytes than SPARE_TEXTURES at 1. */
export function spareTextures(resolution: number, side = CHUNK): number {
  const pixels = (size: { width: number; height: number }, r: number): number => size.width * size.height * r * r;
  return Math.floor((SPARE_TEXTURES * pixels(chunkTextureSize(), 1)) / pixels(chunkTextureSize(side), resolution));
}

/**
 * The hexes whose look may change when `hexes` change, if a hex's look depends on hexes up to `reach`
 * away (edges blended with neighbours: 1): a box of ±reach columns and rows round each, which holds them.
 */
export function hexesAround(hexes: readonly HexCoord[], reach: number): readonly HexCoord[] {
  if (reach === 0) return hexes;
  const around: HexCoord[] = [];
  for (const { col, row } of hexes) {
    for (let r = row - reach; r <= row + reach; r++) for (let c = col - reach; c <= col + reach; c++) around.push({ col: c, row: r });
  }
  return around;
}
/** Off-screen chunks around the view drawn ahead in idle time. */
export const PREFETCH_MARGIN = 1;
/** Longest stretch of one frame spent starting chunk draws; the rest of the view follows next frame. */
export const FRAME_BUDGET_MS = 12;

export interface ChunkSlot {
  /** Position in ChunkPlanner.slots: row-major, `cy * cols + cx`. */
  readonly index: number;
  readonly cx: number;
  readonly cy: number;
  /** Holds a texture (maybe stale). */
  hasTexture: boolean;
  /** Its texture no longer shows the terrain. */
  dirty: boolean;
  visible: boolean;
  /** Frame in which it was last on screen or drawn: the least recent give their textures back first. */
  lastUsed: number;
}

/** Far out on a big map one overview texture replaces hundreds of chunks. */
export function showsOverview(zoom: number, chunkCount: number): boolean {
  return zoom < OVERVIEW_ZOOM && chunkCount > OVERVIEW_MIN_CHUNKS;
}

/** Hexes whose terrain differs between two maps of the same size. */
export function changedHexes(before: GameMap, after: GameMap): HexCoord[] {
  const changed: HexCoord[] = [];
  for (let i = 0; i < after.terrain.length; i++) {
    if (after.terrain[i] !== before.terrain[i]) changed.push({ col: i % after.width, row: Math.floor(i / after.width) });
  }
  return changed;
}

export class ChunkPlanner {
  readonly cols: number;
  readonly rows: number;
  readonly slots: readonly ChunkSlot[];
  private frame = 0;
  private lastView: Rect | null = null;

  constructor(
    mapWidth: number,
    mapHeight: number,
    /** Hexes a side of a chunk. */
    readonly side = CHUNK,
  ) {
    ({ cols: this.cols, rows: this.rows } = chunkGridSize(mapWidth, mapHeight, side));
    const slots: ChunkSlot[] = [];
    for (let cy = 0; cy < this.rows; cy++) {
      for (let cx = 0; cx < this.cols; cx++) {
        slots.push({ index: slots.length, cx, cy, hasTexture: false, dirty: true, visible: false, lastUsed: 0 });
      }
    }
    this.slots = slots;
  }

  /** Marks the chunk holding each hex for redrawing: a hex is drawn into its own chunk's texture only. */
  invalidate(hexes: readonly HexCoord[]): void {
    for (const hex of hexes) {
      const { cx, cy } = chunkOfHex(hex, this.side);
      if (cx >= 0 && cx < this.cols && cy >= 0 && cy < this.rows) at(this.slots, cy * this.cols + cx).dirty = true;
    }
  }

  /** Every chunk's texture is stale (new tiles): each is redrawn when next in view or next to it. */
  invalidateAll(): void {
    for (const slot of this.slots) slot.dirty = true;
  }

  /** A frame with chunks: marks the chunks meeting `view`; those without a current texture are drawn now. */
  show(view: Rect): { range: ChunkRange; drawNow: ChunkSlot[] } {
    this.frame++;
    this.lastView = view;
    const range = visibleChunks(view, this.cols, this.rows, 0, this.side);
    const drawNow: ChunkSlot[] = [];
    for (const slot of this.slots) {
      slot.visible = rangeHas(range, slot.cx, slot.cy);
      if (!slot.visible) continue;
      slot.lastUsed = this.frame;
      if (!slot.hasTexture || slot.dirty) drawNow.push(slot);
    }
    return { range, drawNow };
  }

  /** A frame with the overview instead: no chunk shows; the range still culls pieces. */
  hideAll(view: Rect): ChunkRange {
    this.frame++;
    this.lastView = view;
    for (const slot of this.slots) slot.visible = false;
    return visibleChunks(view, this.cols, this.rows, 0, this.side);
  }

  drawn(slot: ChunkSlot): void {
    slot.hasTexture = true;
    slot.dirty = false;
    slot.lastUsed = this.frame;
  }

  /**
   * Draws `pending` (from show()) nearest the view centre first, starting no chunk that would end past
   * `budgetMs` by the last chunk's cost (at least one per call, so every frame makes progress).
   * Returns the chunks left for a later frame; `now` is the clock, `draw` rasterises one chunk.
   */
  drawWithin(pending: readonly ChunkSlot[], budgetMs: number, now: () => number, draw: (slot: ChunkSlot) => void): ChunkSlot[] {
    const queue = this.nearestFirst(pending);
    const start = now();
    let last = 0;
    let done = 0;
    while (done < queue.length) {
      const elapsed = now() - start;
      if (done > 0 && elapsed + last > budgetMs) break;
      draw(at(queue, done++));
      last = now() - start - elapsed;
    }
    return queue.slice(done);
  }

  /** Slots ordered by their distance (in chunks) from the last view's centre; ties keep their order. */
  private nearestFirst(slots: readonly ChunkSlot[]): ChunkSlot[] {
    const view = this.lastView;
    if (!view) return [...slots];
    const cx = view.x + view.width / 2;
    const cy = view.y + view.height / 2;
    const distance = (s: ChunkSlot): number => {
      const b = chunkBounds(s.cx, s.cy, this.side);
      return Math.hypot(b.x + b.width / 2 - cx, b.y + b.height / 2 - cy);
    };
    return slots
      .map((s) => ({ s, d: distance(s) }))
      .sort((a, b) => a.d - b.d)
      .map((e) => e.s);
  }

  released(slot: ChunkSlot): void {
    slot.hasTexture = false;
  }

  /** Textures to give back: all but the visible ones and the `spares` most recently used. */
  toEvict(range: ChunkRange, spares = SPARE_TEXTURES): ChunkSlot[] {
    const held = this.slots.filter((slot) => slot.hasTexture);
    const excess = held.length - (rangeCount(range) + spares);
    if (excess <= 0) return [];
    return held.sort((a, b) => a.lastUsed - b.lastUsed).slice(0, excess);
  }

  /** The next chunk to draw ahead: off screen, within PREFETCH_MARGIN of the last view, missing or stale. */
  nextToPrefetch(): ChunkSlot | undefined {
    if (!this.lastView) return undefined;
    const range = visibleChunks(this.lastView, this.cols, this.rows, PREFETCH_MARGIN, this.side);
    return this.slots.find((s) => rangeHas(range, s.cx, s.cy) && (!s.hasTexture || s.dirty) && !s.visible);
  }
}
