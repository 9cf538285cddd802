// Units and buildings as sprites from the shared atlas, bucketed by terrain chunk so culling is one
// visibility flag per chunk rather than a test per sprite. Sprites are kept between state changes and
// updated in place (state changes every order; thousands of units must not be rebuilt each time).
// A bucket's sprites are created the first time its chunk comes into view, so the first frame of a big
// map builds only what is on screen rather than ~10,000 sprites. A turn's motion places units off their hexes
// through piecePoses.ts.
import { Container, Sprite, Texture } from 'pixi.js';
import type { Building, GameState, PlayerId, Unit } from '../rules/index.ts';
import { at } from './at.ts';
import { BUILDING_BADGE } from './buildingArt.ts';
import { rangeHas, type ChunkRange } from './chunkGrid.ts';
import { parseColour } from './colour.ts';
import { CHUNK, hexCenterX, hexCenterY } from './hexLayout.ts';
import { CROWN_OFFSET, wearsCrown } from './heroArt.ts';
import { drawMenBadge, menBadge, menBadgeId } from './massArt.ts';
import { PiecePoses } from './piecePoses.ts';
import { atlasImage, type SpriteAtlas } from './spriteAtlas.ts';
import { paintUnitDots } from './unitDots.ts';
import { MIGHT_BADGE_OFFSET, mightBadge } from './warfareArt.ts';

// Each piece is ONE sprite showing a texture composed per (type, owner colour) in the shared atlas
// (spriteAtlas.ts), so a piece pixel is blended once; a unit gets a second sprite, the defend ring,
// only while it defends, and a third, its Might, only while that is below full (or its men, in Mass battle);
// a hero wears its crown (Champions).
interface UnitSprites {
  readonly piece: Sprite;
  defend: Sprite | null;
  /** Its Might, shown only below full (combat systems that wear units down). */
  might: Sprite | null;
  /** Its men, always, in Mass battle. */
  men: Sprite | null;
  /** Champions: the crown of its player's hero. */
  crown: Sprite | null;
  bucket: number;
}
interface BuildingSprites {
  readonly piece: Sprite;
  bucket: number;
}
interface Bucket {
  readonly root: Container;
  readonly buildings: Container;
  readonly units: Container;
  /** Buildings with a unit on them, as badges over the units (./buildingArt.ts BUILDING_BADGE). */
  readonly badges: Container;
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
  /** Units a turn's motion moves or fades, off their hexes and over the other pieces. */
  readonly poses = new PiecePoses({
    spritesOf: (id) => {
      const sprites = this.units.get(id);
      return sprites ? spritesOf(sprites) : null;
    },
    homeOf: (id) => this.bucket(this.units.get(id)?.bucket ?? -1).units,
  });

  constructor(private atlas: SpriteAtlas) {
    this.container.addChild(this.bucketRoot, this.poses.container);
  }

  /** Draws from `atlas` from the next update on (which re-points every sprite). */
  setAtlas(atlas: SpriteAtlas): void {
    this.atlas = atlas;
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
      if (c === undefined) {
        c = parseColour(colours[p]);
        tint.set(p, c);
      }
      return c;
    };
    const occupied = new Set<string>();
    for (const unit of Object.values(state.units)) occupied.add(`${unit.at.col},${unit.at.row}`);
    this.occupied = occupied;
    this.colourOf = colourOf;
    this.placeAll(state, false);
    this.atlas.pieces.flush();
    for (const key of [...this.buildings.keys()]) if (!(key in state.buildings)) this.dropBuilding(key);
    for (const id of [...this.units.keys()]) if (!(id in state.units)) this.dropUnit(id);
  }

  /** Shows only buckets whose chunk lies in the given chunk range. */
  cull(range: ChunkRange): void {
    let woken = false;
    this.buckets.forEach((bucket, i) => {
      const cx = i % this.chunkCols;
      const cy = Math.floor(i / this.chunkCols);
      bucket.root.visible = rangeHas(range, cx, cy);
      if (bucket.root.visible && !bucket.live) woken = bucket.live = true;
    });
    if (woken && this.lastState) this.placeAll(this.lastState, true);
    this.atlas.pieces.flush();
  }

  /** Places every piece whose bucket is live (only those without sprites yet if `onlyNew`); drops the rest. */
  private placeAll(state: GameState, onlyNew: boolean): void {
    const live = (hex: { col: number; row: number }): boolean => this.bucket(this.bucketOf(hex.col, hex.row)).live;
    for (const [key, building] of Object.entries(state.buildings)) {
      if (onlyNew && this.buildings.has(key)) continue;
      if (live(building.at)) this.placeBuilding(key, building, this.colourOf(building.owner), this.occupied.has(key));
      else this.dropBuilding(key);
    }
    for (const unit of Object.values(state.units)) {
      if (onlyNew && this.units.has(unit.id)) continue;
      if (live(unit.at)) this.placeUnit(state, unit, this.colourOf(unit.owner));
      else this.dropUnit(unit.id);
    }
  }

  private dropUnit(id: string): void {
    const sprites = this.units.get(id);
    if (!sprites) return;
    this.poses.forget(id);
    sprites.piece.destroy();
    sprites.defend?.destroy();
    sprites.might?.destroy();
    sprites.men?.destroy();
    sprites.crown?.destroy();
    this.units.delete(id);
  }

  private dropBuilding(key: string): void {
    const sprites = this.buildings.get(key);
    if (!sprites) return;
    sprites.piece.destroy();
    this.buildings.delete(key);
  }

  /** Switches between sprites and the dot texture painted at `scale` (null = sprites). */
  showDots(scale: number | null): void {
    this.bucketRoot.visible = scale === null;
    this.poses.container.visible = scale === null;
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
    for (const c of this.bucketRoot.removeChildren()) c.destroy({ children: true });
    this.units.clear();
    this.buildings.clear();
    this.chunkCols = cols;
    this.buckets = [];
    for (let i = 0; i < count; i++) {
      const bucket = { root: new Container(), buildings: new Container(), units: new Container(), badges: new Container(), live: false };
      bucket.root.addChild(bucket.buildings, bucket.units, bucket.badges);
      this.bucketRoot.addChild(bucket.root);
      this.buckets.push(bucket);
    }
  }

  private bucketOf(col: number, row: number): number {
    return Math.floor(row / CHUNK) * this.chunkCols + Math.floor(col / CHUNK);
  }

  /** Bucket `i` of bucketOf: the buckets cover the map, one per chunk. */
  private bucket(i: number): Bucket {
    return at(this.buckets, i);
  }

  private sprite(texture: Texture): Sprite {
    const s = new Sprite(texture);
    s.anchor.set(0.5);
    return s;
  }

  private placeUnit(state: GameState, unit: Unit, colour: number): void {
    let sprites = this.units.get(unit.id);
    const bucket = this.bucketOf(unit.at.col, unit.at.row);
    const texture = this.atlas.pieces.unit(unit.type, colour);
    if (!sprites) {
      sprites = { piece: this.sprite(texture), defend: null, might: null, men: null, crown: null, bucket: -1 };
      this.units.set(unit.id, sprites);
    }
    const { units } = this.bucket(bucket);
    // Placed again at its hex: a posed unit goes back to its chunk (the motion poses it again next frame).
    if (this.poses.forget(unit.id)) sprites.bucket = -1;
    if (sprites.bucket !== bucket) {
      for (const s of spritesOf(sprites)) s.alpha = 1;
      for (const s of spritesOf(sprites)) units.addChild(s);
      sprites.bucket = bucket;
    }
    const x = hexCenterX(unit.at.col, unit.at.row);
    const y = hexCenterY(unit.at.row);
    sprites.piece.texture = texture;
    sprites.piece.position.set(x, y);
    // A new mark goes just above the piece, under the unit's others: the men first, so they stay over the defend
    // ring; on a whole pixel, so its digits are crisp at zoom 1.
    const men = menBadge(state, unit);
    const menImage = men && this.atlas.pieces.badge(menBadgeId(men), (g) => drawMenBadge(g, men));
    sprites.men = this.mark(sprites.men, menImage, units, sprites.piece, Math.round(x), y);
    sprites.defend = this.mark(sprites.defend, unit.defending ? atlasImage(this.atlas, 'defend') : null, units, sprites.piece, x, y);
    const might = mightBadge(unit);
    const mightImage = might === null ? null : atlasImage(this.atlas, `might:${might}`);
    sprites.might = this.mark(sprites.might, mightImage, units, sprites.piece, x + MIGHT_BADGE_OFFSET.x, y + MIGHT_BADGE_OFFSET.y);
    const crown = wearsCrown(unit) ? atlasImage(this.atlas, 'crown') : null;
    sprites.crown = this.mark(sprites.crown, crown, units, sprites.piece, Math.round(x + CROWN_OFFSET.x), y + CROWN_OFFSET.y);
  }

  /**
   * A unit's extra sprite while it has an image (the defend ring, a Might badge, its men), just above its
   * own piece: the marks of neighbours stay over this unit, as when every unit had a ring.
   */
  private mark(current: Sprite | null, texture: Texture | null, units: Container, piece: Sprite, x: number, y: number): Sprite | null {
    if (!texture) {
      current?.destroy();
      return null;
    }
    const sprite = current ?? this.sprite(texture);
    if (!current) units.addChildAt(sprite, units.getChildIndex(piece) + 1);
    sprite.texture = texture;
    sprite.position.set(x, y);
    return sprite;
  }

  private placeBuilding(key: string, building: Building, colour: number, withUnit: boolean): void {
    let sprites = this.buildings.get(key);
    const bucket = this.bucketOf(building.at.col, building.at.row);
    const texture = this.atlas.pieces.building(building.type, colour);
    if (!sprites) {
      sprites = { piece: this.sprite(texture), bucket: -1 };
      this.buildings.set(key, sprites);
    }
    // A unit standing on a building would hide it: the building shows as a badge at the hex's upper right, over the unit.
    const { buildings, badges } = this.bucket(bucket);
    const layer = withUnit ? badges : buildings;
    if (sprites.piece.parent !== layer) layer.addChild(sprites.piece);
    sprites.bucket = bucket;
    const badge = withUnit ? BUILDING_BADGE : { x: 0, y: 0, scale: 1 };
    sprites.piece.texture = texture;
    sprites.piece.position.set(hexCenterX(building.at.col, building.at.row) + badge.x, hexCenterY(building.at.row) + badge.y);
    sprites.piece.scale.set(badge.scale);
  }
}

/** A unit's sprites, its piece first. */
function spritesOf(sprites: UnitSprites): Sprite[] {
  return [sprites.piece, sprites.defend, sprites.might, sprites.men, sprites.crown].filter((s): s is Sprite => s !== null);
}
