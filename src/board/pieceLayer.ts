// Units and buildings as sprites from the shared atlas, bucketed by terrain chunk so culling is one
// visibility flag per chunk rather than a test per sprite. Sprites are kept between state changes and
// updated in place (state changes every order; thousands of units must not be rebuilt each time).
// A bucket's sprites are created the first time its chunk comes into view, so the first frame of a big
// map builds only what is on screen rather than ~10,000 sprites.
import { Container, Sprite, Texture } from 'pixi.js';
import type { Building, GameState, PlayerId, Unit } from '../rules/index.ts';
import { inkOn, parseColour } from './colour.ts';
import { CHUNK, hexCenterX, hexCenterY, worldSize } from './hexLayout.ts';
import type { AtlasKey, SpriteAtlas } from './spriteAtlas.ts';

interface UnitSprites {
  readonly rim: Sprite;
  readonly disc: Sprite;
  readonly glyph: Sprite;
  readonly defend: Sprite;
  bucket: number;
}
interface BuildingSprites {
  readonly plate: Sprite;
  readonly rim: Sprite;
  readonly icon: Sprite;
  bucket: number;
}
interface Bucket {
  readonly root: Container;
  readonly buildings: Container;
  readonly units: Container;
  /** False until the bucket is first shown; until then its pieces have no sprites. */
  live: boolean;
}

export class PieceLayer {
  readonly container = new Container();
  private readonly bucketRoot = new Container();
  /** Far out, units become one texture of dots (thousands of 2-px sprites cost more than they show). */
  private dots: Sprite | null = null;
  private dotsDirty = true;
  private lastState: GameState | null = null;
  private lastColours: Readonly<Record<PlayerId, string>> = {};
  private occupied = new Set<string>();
  private colourOf: (player: PlayerId) => number = () => 0;
  private buckets: Bucket[] = [];
  private chunkCols = 1;
  private readonly units = new Map<string, UnitSprites>();
  private readonly buildings = new Map<string, BuildingSprites>();

  constructor(private readonly atlas: SpriteAtlas) {
    this.container.addChild(this.bucketRoot);
  }

  /** Brings sprites in line with `state`; cheap when little changed. */
  update(state: GameState, colours: Readonly<Record<PlayerId, string>>): void {
    const cols = Math.ceil(state.map.width / CHUNK);
    const count = cols * Math.ceil(state.map.height / CHUNK);
    if (cols !== this.chunkCols || count !== this.buckets.length) this.resetBuckets(cols, count);
    this.lastState = state;
    this.lastColours = colours;
    this.dotsDirty = true;
    const tint = new Map<PlayerId, number>();
    const colourOf = (p: PlayerId): number => {
      let c = tint.get(p);
      if (c === undefined) tint.set(p, (c = parseColour(colours[p])));
      return c;
    };
    const occupied = new Set<string>();
    for (const unit of Object.values(state.units)) occupied.add(`${unit.at.col},${unit.at.row}`);
    this.occupied = occupied;
    this.colourOf = colourOf;
    this.placeAll(false);
    for (const key of [...this.buildings.keys()]) if (!(key in state.buildings)) this.dropBuilding(key);
    for (const id of [...this.units.keys()]) if (!(id in state.units)) this.dropUnit(id);
  }

  /** Shows only buckets whose chunk lies in the given chunk range. */
  cull(range: { x0: number; x1: number; y0: number; y1: number }): void {
    let woken = false;
    this.buckets.forEach((bucket, i) => {
      const cx = i % this.chunkCols;
      const cy = Math.floor(i / this.chunkCols);
      bucket.root.visible = cx >= range.x0 && cx <= range.x1 && cy >= range.y0 && cy <= range.y1;
      if (bucket.root.visible && !bucket.live) woken = bucket.live = true;
    });
    if (woken && this.lastState) this.placeAll(true);
  }

  /** Places every piece whose bucket is live (only those without sprites yet if `onlyNew`); drops the rest. */
  private placeAll(onlyNew: boolean): void {
    const state = this.lastState!;
    const live = (at: { col: number; row: number }): boolean => this.buckets[this.bucketOf(at.col, at.row)]!.live;
    for (const [key, building] of Object.entries(state.buildings)) {
      if (onlyNew && this.buildings.has(key)) continue;
      if (live(building.at)) this.placeBuilding(key, building, this.colourOf(building.owner), this.occupied.has(key));
      else this.dropBuilding(key);
    }
    for (const unit of Object.values(state.units)) {
      if (onlyNew && this.units.has(unit.id)) continue;
      if (live(unit.at)) this.placeUnit(unit, this.colourOf(unit.owner));
      else this.dropUnit(unit.id);
    }
  }

  private dropUnit(id: string): void {
    const sprites = this.units.get(id);
    if (!sprites) return;
    for (const s of [sprites.rim, sprites.disc, sprites.glyph, sprites.defend]) s.destroy();
    this.units.delete(id);
  }

  private dropBuilding(key: string): void {
    const sprites = this.buildings.get(key);
    if (!sprites) return;
    for (const s of [sprites.plate, sprites.rim, sprites.icon]) s.destroy();
    this.buildings.delete(key);
  }

  /** Switches between sprites and the dot texture painted at `scale` (null = sprites). */
  showDots(scale: number | null): void {
    this.bucketRoot.visible = scale === null;
    if (scale === null) {
      if (this.dots) this.dots.visible = false;
      return;
    }
    if (!this.dots) {
      this.dots = new Sprite();
      this.container.addChild(this.dots);
    }
    if (this.dotsDirty && this.lastState) {
      const old = this.dots.texture;
      this.dots.texture = Texture.from(paintUnitDots(this.lastState, this.lastColours, scale));
      if (old !== Texture.EMPTY) old.destroy(true);
      this.dots.scale.set(1 / scale);
      this.dotsDirty = false;
    }
    this.dots.visible = true;
  }

  destroy(): void {
    this.dots?.texture.destroy(true);
    this.container.destroy({ children: true });
  }

  private resetBuckets(cols: number, count: number): void {
    this.bucketRoot.removeChildren().forEach((c) => c.destroy({ children: true }));
    this.units.clear();
    this.buildings.clear();
    this.chunkCols = cols;
    this.buckets = [];
    for (let i = 0; i < count; i++) {
      const bucket = { root: new Container(), buildings: new Container(), units: new Container(), live: false };
      bucket.root.addChild(bucket.buildings, bucket.units);
      this.bucketRoot.addChild(bucket.root);
      this.buckets.push(bucket);
    }
  }

  private bucketOf(col: number, row: number): number {
    return Math.floor(row / CHUNK) * this.chunkCols + Math.floor(col / CHUNK);
  }

  private sprite(key: AtlasKey): Sprite {
    const s = new Sprite(this.atlas.get(key)!);
    s.anchor.set(0.5);
    return s;
  }

  private placeUnit(unit: Unit, colour: number): void {
    let sprites = this.units.get(unit.id);
    const bucket = this.bucketOf(unit.at.col, unit.at.row);
    if (!sprites) {
      sprites = { rim: this.sprite('rim'), disc: this.sprite('disc'), glyph: this.sprite(`unit:${unit.type}`), defend: this.sprite('defend'), bucket: -1 };
      this.units.set(unit.id, sprites);
    }
    if (sprites.bucket !== bucket) {
      this.buckets[bucket]!.units.addChild(sprites.rim, sprites.disc, sprites.glyph, sprites.defend);
      sprites.bucket = bucket;
    }
    const x = hexCenterX(unit.at.col, unit.at.row);
    const y = hexCenterY(unit.at.row);
    for (const s of [sprites.rim, sprites.disc, sprites.glyph, sprites.defend]) s.position.set(x, y);
    sprites.glyph.texture = this.atlas.get(`unit:${unit.type}`)!;
    sprites.disc.tint = colour;
    sprites.glyph.tint = inkOn(colour);
    sprites.defend.visible = unit.defending;
  }

  private placeBuilding(key: string, building: Building, colour: number, withUnit: boolean): void {
    let sprites = this.buildings.get(key);
    const bucket = this.bucketOf(building.at.col, building.at.row);
    if (!sprites) {
      sprites = { plate: this.sprite('plate'), rim: this.sprite('plateRim'), icon: this.sprite(`building:${building.type}`), bucket: -1 };
      this.buildings.set(key, sprites);
    }
    if (sprites.bucket !== bucket) {
      this.buckets[bucket]!.buildings.addChild(sprites.plate, sprites.rim, sprites.icon);
      sprites.bucket = bucket;
    }
    // A unit standing on a building hides it; shrink the building to a badge at the hex's upper right.
    const x = hexCenterX(building.at.col, building.at.row) + (withUnit ? 15 : 0);
    const y = hexCenterY(building.at.row) + (withUnit ? -15 : 0);
    const scale = withUnit ? 0.5 : 1;
    for (const s of [sprites.plate, sprites.rim, sprites.icon]) {
      s.position.set(x, y);
      s.scale.set(scale);
    }
    sprites.icon.texture = this.atlas.get(`building:${building.type}`)!;
    sprites.plate.tint = colour;
  }
}

/** Units as squares in their owner's colour on a transparent canvas the size of the overview. */
function paintUnitDots(state: GameState, colours: Readonly<Record<PlayerId, string>>, scale: number): HTMLCanvasElement {
  const size = worldSize(state.map.width, state.map.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(size.width * scale);
  canvas.height = Math.ceil(size.height * scale);
  const ctx = canvas.getContext('2d')!;
  const dot = Math.max(2, 30 * scale);
  for (const unit of Object.values(state.units)) {
    const x = hexCenterX(unit.at.col, unit.at.row) * scale - dot / 2;
    const y = hexCenterY(unit.at.row) * scale - dot / 2;
    ctx.fillStyle = '#111111';
    ctx.fillRect(x - 0.5, y - 0.5, dot + 1, dot + 1);
    ctx.fillStyle = colours[unit.owner] ?? '#999999';
    ctx.fillRect(x, y, dot, dot);
  }
  return canvas;
}
