// Every piece image (discs, rims, 18 unit emblems, 8 building icons, the badges) rendered once into ONE texture.
// All unit and building sprites then share a texture, so the whole piece layer is a single batch with
// a single texture, which is what software WebGL renders fastest (toolchain.md).
// The same texture also holds finished pieces composed on demand: a unit (rim + owner-tinted disc +
// inked glyph) or a building (owner-tinted plate + rim + icon) per type and colour, flattened into one
// cell so each piece on the board is ONE sprite and every piece pixel is blended once, not three times;
// and, drawn on demand the same way, a Mass battle unit's men badge per look (massArt.ts).
import { Container, Graphics, Rectangle, RenderTexture, Sprite, Texture, type Renderer } from 'pixi.js';
import { BUILDING_IDS, UNIT_TYPE_IDS, type BuildingId, type UnitTypeId } from '../rules/index.ts';
import { drawBuildingIcon, drawBuildingPlate, drawBuildingRim } from './buildingArt.ts';
import { inkOn } from './colour.ts';
import { drawDefendRing, drawUnitDisc, drawUnitGlyph, drawUnitRim } from './unitArt.ts';
import { drawCrown } from './heroArt.ts';
import { drawMightBadge, drawSiegeRing, MAX_MIGHT_BADGE } from './warfareArt.ts';
import { pixelBytes } from './textureBytes.ts';

const CELL = 64;
/** A page is COLUMNS × rows cells (ROWS at resolution 1); the cells after the base images take composed pieces. */
const COLUMNS = 16;
const ROWS = 16;

/**
 * How an atlas is drawn. `resolution`: atlas pixels per world pixel. 1 at first, like the terrain chunks:
 * software rendering samples a 2× atlas far slower (256×256 zoom-1 panning: ~0.65 → ~0.75 of the empty
 * stage's fps); the art loaded later (art/boardArt.ts) draws a new atlas at the zoom's resolution.
 * `shapes`: images drawn otherwise than by this file's painters (the art's emblems), each centred on (0, 0).
 */
export interface AtlasArt {
  readonly resolution: number;
  readonly shapes?: ReadonlyMap<AtlasKey, () => Container>;
}

/** Cell rows of a page at `resolution`: a page holds no more bytes than one at resolution 1 (nor fewer than two rows). */
export function pageRows(resolution: number): number {
  return Math.max(2, Math.floor(ROWS / (resolution * resolution)));
}

export type AtlasKey =
  | 'disc'
  | 'rim'
  | 'defend'
  | 'plate'
  | 'plateRim'
  | 'siege'
  | 'crown'
  | `unit:${UnitTypeId}`
  | `building:${BuildingId}`
  | `might:${number}`;

export interface PieceComposer {
  /** The finished unit of `type` in owner colour `colour` (a trimmed 64×64 cell, anchor at its centre). */
  unit(type: UnitTypeId, colour: number): Texture;
  /** The finished building of `type` on a plate of owner colour `colour`. */
  building(type: BuildingId, colour: number): Texture;
  /** A mark drawn by `paint` round the cell's centre (a unit's men), painted once per `id`, like a piece. */
  badge(id: string, paint: (g: Graphics) => void): Texture;
  /** Paints the pieces handed out since the last flush; call before the frame that shows them. */
  flush(): void;
  /** Frees overflow pages (the shared texture is the atlas's `source`). */
  destroy(): void;
  /** Bytes of pixels in the pages it owns (the copy it reads from and the overflow pages). */
  readonly textureBytes: number;
}

export type SpriteAtlas = ReadonlyMap<AtlasKey, Texture> & { readonly source: RenderTexture; readonly pieces: PieceComposer };

/** The image of `key`: the atlas paints every AtlasKey, so a missing one is a bug (an Error). */
export function atlasImage(images: ReadonlyMap<AtlasKey, Texture>, key: AtlasKey): Texture {
  const image = images.get(key);
  if (!image) throw new Error(`sprite atlas: no image for ${key}`);
  return image;
}

export function buildSpriteAtlas(renderer: Renderer, art: AtlasArt = { resolution: 1 }): SpriteAtlas {
  const { resolution } = art;
  const painters: [AtlasKey, (g: Graphics) => void][] = [
    ['disc', drawUnitDisc],
    ['rim', drawUnitRim],
    ['defend', drawDefendRing],
    ['plate', drawBuildingPlate],
    ['plateRim', drawBuildingRim],
    ...UNIT_TYPE_IDS.map((t): [AtlasKey, (g: Graphics) => void] => [`unit:${t}`, (g) => drawUnitGlyph(g, t)]),
    ...BUILDING_IDS.map((b): [AtlasKey, (g: Graphics) => void] => [`building:${b}`, (g) => drawBuildingIcon(g, b)]),
    ['siege', drawSiegeRing],
    ['crown', drawCrown],
    ...Array.from({ length: MAX_MIGHT_BADGE }, (_, i): [AtlasKey, (g: Graphics) => void] => [`might:${i + 1}`, (g) => drawMightBadge(g, i + 1)]),
  ];
  const stage = new Container();
  // Each texture is trimmed to its drawing's bounds (orig stays the whole cell, so anchors are
  // unchanged): blending is paid per pixel in software WebGL, and a unit's disc fills a third of its cell.
  const trims: [AtlasKey, Rectangle][] = [];
  painters.forEach(([key, paint], i) => {
    let g = art.shapes?.get(key)?.();
    if (!g) {
      const drawn = new Graphics();
      paint(drawn);
      g = drawn;
    }
    trims.push([key, trimOf(g)]);
    g.position.set((i % COLUMNS) * CELL + CELL / 2, Math.floor(i / COLUMNS) * CELL + CELL / 2);
    stage.addChild(g);
  });
  const rows = Math.max(pageRows(resolution), Math.ceil(painters.length / COLUMNS));
  const source = RenderTexture.create({ width: COLUMNS * CELL, height: rows * CELL, resolution, antialias: false });
  renderer.render({ container: stage, target: source, clear: true, clearColor: [0, 0, 0, 0] });
  // The same images again in a small texture of their own, which composing reads from: a texture can
  // not be read while it is being rendered into (WebGL feedback loop: nothing would be drawn).
  const base = RenderTexture.create({ width: COLUMNS * CELL, height: Math.ceil(painters.length / COLUMNS) * CELL, resolution, antialias: false });
  renderer.render({ container: stage, target: base, clear: true, clearColor: [0, 0, 0, 0] });
  stage.destroy({ children: true });
  const atlas = new Map<AtlasKey, Texture>();
  const baseImages = new Map<AtlasKey, BaseImage>();
  trims.forEach(([key, trim], i) => {
    const frame = new Rectangle((i % COLUMNS) * CELL + trim.x, Math.floor(i / COLUMNS) * CELL + trim.y, trim.width, trim.height);
    atlas.set(key, new Texture({ source: source.source, frame, orig: new Rectangle(0, 0, CELL, CELL), trim }));
    baseImages.set(key, { texture: new Texture({ source: base.source, frame, orig: new Rectangle(0, 0, CELL, CELL), trim }), trim });
  });
  const pieces = new Composer(renderer, source, painters.length, base, baseImages, rows);
  return Object.assign(atlas, { source, pieces });
}

/** The part of its cell a drawing centred in it covers, a pixel to spare. */
function trimOf(g: Container): Rectangle {
  const b = g.getLocalBounds();
  const x0 = Math.max(0, Math.floor(CELL / 2 + b.minX - 1));
  const y0 = Math.max(0, Math.floor(CELL / 2 + b.minY - 1));
  return new Rectangle(x0, y0, Math.min(CELL, Math.ceil(CELL / 2 + b.maxX + 1)) - x0, Math.min(CELL, Math.ceil(CELL / 2 + b.maxY + 1)) - y0);
}

/** A layer of a composed piece: an atlas image and its tint. */
type Layer = readonly [AtlasKey, number];

/** An image composing reads from, with its drawing's bounds inside its cell. */
interface BaseImage {
  readonly texture: Texture;
  readonly trim: Rectangle;
}

/** A composed piece waiting to be painted, and the page it is painted into. */
interface PendingCell {
  readonly cell: Container;
  readonly page: RenderTexture;
}

class Composer implements PieceComposer {
  private readonly cache = new Map<string, Texture>();
  private pending: PendingCell[] = [];
  /** Overflow pages once the shared texture is full (each one more texture in the piece batch). */
  private readonly pages: RenderTexture[] = [];
  private page: RenderTexture;
  private next: number;

  constructor(
    private readonly renderer: Renderer,
    first: RenderTexture,
    firstFree: number,
    private readonly base: RenderTexture,
    private readonly images: ReadonlyMap<AtlasKey, BaseImage>,
    /** Cell rows of each page. */
    private readonly rows: number,
  ) {
    this.page = first;
    this.next = firstFree;
  }

  unit(type: UnitTypeId, colour: number): Texture {
    // Same order and tints as the three sprites this replaces: rim, disc in the owner's colour, glyph inked.
    return this.compose(`u:${type}:${colour}`, [
      ['rim', 0xffffff],
      ['disc', colour],
      [`unit:${type}`, inkOn(colour)],
    ]);
  }

  building(type: BuildingId, colour: number): Texture {
    return this.compose(`b:${type}:${colour}`, [
      ['plate', colour],
      ['plateRim', 0xffffff],
      [`building:${type}`, 0xffffff],
    ]);
  }

  badge(id: string, paint: (g: Graphics) => void): Texture {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const g = new Graphics();
    paint(g);
    g.position.set(CELL / 2, CELL / 2);
    const cell = new Container();
    cell.addChild(g);
    return this.place(id, cell, trimOf(g));
  }

  flush(): void {
    if (this.pending.length === 0) return;
    // One pass per page; cells are never reused, so their pixels are still transparent (no clear).
    const byPage = new Map<RenderTexture, Container>();
    for (const { cell, page } of this.pending) {
      let group = byPage.get(page);
      if (!group) {
        group = new Container();
        byPage.set(page, group);
      }
      group.addChild(cell);
    }
    this.pending = [];
    for (const [target, group] of byPage) {
      this.renderer.render({ container: group, target, clear: false });
      group.destroy({ children: true });
    }
  }

  get textureBytes(): number {
    return [this.base, ...this.pages].reduce((sum, page) => sum + pixelBytes(page), 0);
  }

  destroy(): void {
    for (const { cell } of this.pending) cell.destroy({ children: true });
    this.base.destroy(true);
    for (const page of this.pages) page.destroy(true);
  }

  private compose(id: string, layers: readonly Layer[]): Texture {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const cell = new Container();
    let x0 = CELL,
      y0 = CELL,
      x1 = 0,
      y1 = 0;
    for (const [key, tint] of layers) {
      const image = this.images.get(key);
      if (!image) throw new Error(`sprite atlas: no base image for ${key}`);
      const s = new Sprite(image.texture);
      s.tint = tint;
      cell.addChild(s);
      const t = image.trim;
      x0 = Math.min(x0, t.x);
      y0 = Math.min(y0, t.y);
      x1 = Math.max(x1, t.x + t.width);
      y1 = Math.max(y1, t.y + t.height);
    }
    return this.place(id, cell, new Rectangle(x0, y0, x1 - x0, y1 - y0));
  }

  /** Gives `cell` (drawn in a CELL square from 0, 0) the next free cell, to be painted at the next flush. */
  private place(id: string, cell: Container, trim: Rectangle): Texture {
    if (this.next >= COLUMNS * this.rows) {
      const { resolution } = this.base.source;
      this.page = RenderTexture.create({ width: COLUMNS * CELL, height: this.rows * CELL, resolution, antialias: false });
      this.renderer.render({ container: new Container(), target: this.page, clear: true, clearColor: [0, 0, 0, 0] });
      this.pages.push(this.page);
      this.next = 0;
    }
    const cx = (this.next % COLUMNS) * CELL;
    const cy = Math.floor(this.next / COLUMNS) * CELL;
    this.next++;
    cell.position.set(cx, cy);
    this.pending.push({ cell, page: this.page });
    const texture = new Texture({
      source: this.page.source,
      frame: new Rectangle(cx + trim.x, cy + trim.y, trim.width, trim.height),
      orig: new Rectangle(0, 0, CELL, CELL),
      trim,
    });
    this.cache.set(id, texture);
    return texture;
  }
}
