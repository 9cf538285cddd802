// Sieges that go on (Warfare), drawn as a ring round each besieged hex, under the pieces so the garrison
// and its building stay readable. There are a handful at most: one atlas sprite each, rebuilt only when
// the state's list of sieges changes.
import { Container, Sprite } from 'pixi.js';
import type { GameState } from '../rules/index.ts';
import { hexCenter } from './hexLayout.ts';
import { atlasImage, type SpriteAtlas } from './spriteAtlas.ts';

export class SiegeLayer {
  readonly container = new Container();
  private shown: GameState['sieges'] = undefined;

  constructor(private atlas: SpriteAtlas) {}

  /** Draws from `atlas`: the rings are made again at the next update. */
  setAtlas(atlas: SpriteAtlas): void {
    this.atlas = atlas;
    this.shown = undefined;
    for (const c of this.container.removeChildren()) c.destroy();
  }

  update(state: GameState): void {
    if (state.sieges === this.shown) return;
    this.shown = state.sieges;
    for (const c of this.container.removeChildren()) c.destroy();
    for (const siege of state.sieges ?? []) {
      const ring = new Sprite(atlasImage(this.atlas, 'siege'));
      ring.anchor.set(0.5);
      const c = hexCenter(siege.target);
      ring.position.set(c.x, c.y);
      this.container.addChild(ring);
    }
  }

  /** How many besieged hexes are marked (for tests through the debug hook). */
  get count(): number {
    return this.container.children.length;
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}
