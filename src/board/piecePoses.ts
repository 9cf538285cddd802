// Units placed mid-motion: a turn's motion (motion/motionPlayer.ts) poses units off their hexes, moving or
// fading, and puts them back when it stops. A posed unit's sprites are lifted out of their chunk into one
// container over the other pieces, so a march passes over what it goes by; the piece layer (pieceLayer.ts)
// draws the pieces and places them at their hexes, and tells this module when it does.
import { Container, type Sprite } from 'pixi.js';

/** What poses need of the piece layer. */
export interface PosedUnits {
  /** Unit `id`'s sprites, its piece first; null if it has none. */
  spritesOf(id: string): readonly Sprite[] | null;
  /** The container unit `id`'s sprites are drawn in at its hex (its chunk's units). */
  homeOf(id: string): Container;
}

export class PiecePoses {
  /** The lifted units, drawn over the other pieces. */
  readonly container = new Container();
  /** Each lifted unit's offset from its hex (world pixels). */
  private readonly offsets = new Map<string, { x: number; y: number }>();

  constructor(private readonly units: PosedUnits) {}

  /** Draws unit `id` (if it has sprites) offset by (dx, dy) from its hex at `alpha`, over the other pieces. */
  pose(id: string, dx: number, dy: number, alpha: number): void {
    const sprites = this.units.spritesOf(id);
    if (!sprites) return;
    const last = this.offsets.get(id) ?? { x: 0, y: 0 };
    for (const s of sprites) {
      if (s.parent !== this.container) this.container.addChild(s);
      s.position.set(s.position.x + dx - last.x, s.position.y + dy - last.y);
      s.alpha = alpha;
    }
    this.offsets.set(id, { x: dx, y: dy });
  }

  /** Where unit `id`'s piece is drawn (world pixels), posed or not; null if it has no sprite. */
  unitPosition(id: string): { x: number; y: number; alpha: number } | null {
    const piece = this.units.spritesOf(id)?.[0];
    return piece ? { x: piece.position.x, y: piece.position.y, alpha: piece.alpha } : null;
  }

  /** Every posed unit back on its hex, in its chunk, opaque. */
  unpose(): void {
    for (const [id, offset] of this.offsets) {
      const sprites = this.units.spritesOf(id);
      if (!sprites) continue;
      const home = this.units.homeOf(id);
      for (const s of sprites) {
        home.addChild(s);
        s.position.set(s.position.x - offset.x, s.position.y - offset.y);
        s.alpha = 1;
      }
    }
    this.offsets.clear();
  }

  /**
   * Forgets unit `id`'s pose, without moving its sprites: the piece layer places it at its hex again, or it is
   * gone. True if it was posed (its sprites are then still lifted, for the piece layer to take back).
   */
  forget(id: string): boolean {
    return this.offsets.delete(id);
  }
}
