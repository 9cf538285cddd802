import { type Container, type RenderTexture, Sprite, Texture } from 'pixi.js';
import { describe, expect, test, vi } from 'vitest';
import { BUILDING_BADGE, PLATE } from '../../src/board/buildingArt.ts';
import { hexCenterX, hexCenterY, HEX_RADIUS, HEX_WIDTH } from '../../src/board/hexLayout.ts';
import { PieceLayer } from '../../src/board/pieceLayer.ts';
import type { AtlasKey, SpriteAtlas } from '../../src/board/spriteAtlas.ts';
import { UNIT_DISC } from '../../src/board/unitArt.ts';
import type { GameState } from '../../src/rules/index.ts';
import { joeAndKim, started } from '../support/scenarios.ts';

// A building under a unit shows as a badge over the unit, not hidden beneath it.

// Pixi asks the browser who it is when it loads; Node 20 has no navigator.
vi.hoisted(() => {
  if (!('navigator' in globalThis)) Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});

const unitImage = new Texture();
const buildingImage = new Texture();

/** An atlas that hands out one image for every unit and another for every building. */
function fakeAtlas(): SpriteAtlas {
  const images = new Map<AtlasKey, Texture>([['defend', new Texture()]]);
  const pieces = { unit: () => unitImage, building: () => buildingImage, badge: () => new Texture(), flush: () => {}, destroy: () => {}, textureBytes: 0 };
  return Object.assign(images, { source: {} as RenderTexture, pieces });
}

/** The sprites in the order they are drawn (a container's children after it, first to last). */
function drawOrder(node: Container): Sprite[] {
  return node.children.flatMap((child) => (child instanceof Sprite ? [child] : drawOrder(child)));
}

function drawn(state: GameState): Sprite[] {
  const layer = new PieceLayer(fakeAtlas());
  layer.update(state, { joe: '#0072b2', kim: '#e69f00' });
  layer.cull({ x0: 0, x1: 10, y0: 0, y1: 10 });
  return drawOrder(layer.container);
}

describe('a building with a unit on it', () => {
  const base = joeAndKim();
  // Joe's Cavalry u1 stands on a Weaponsmith of his.
  const state = started({ ...base, buildings: [...base.buildings, { type: 'weaponsmith', owner: 'joe', at: { col: 1, row: 1 } }] });
  const centre = { x: hexCenterX(1, 1), y: hexCenterY(1) };

  test('is drawn after (over) the unit, as a badge at the hex’s upper right', () => {
    const sprites = drawn(state);
    const badge = sprites.find((s) => s.texture === buildingImage && s.scale.x < 1);
    const unit = sprites.find((s) => s.texture === unitImage && s.position.x === centre.x && s.position.y === centre.y);
    expect(badge).toBeDefined();
    expect(unit).toBeDefined();
    expect(sprites.indexOf(badge!)).toBeGreaterThan(sprites.indexOf(unit!));
    expect({ x: badge!.position.x - centre.x, y: badge!.position.y - centre.y }).toEqual({ x: BUILDING_BADGE.x, y: BUILDING_BADGE.y });
  });

  test('the badge stays inside its hex and leaves the unit’s disc mostly in sight', () => {
    const half = PLATE * BUILDING_BADGE.scale;
    expect(BUILDING_BADGE.x + half).toBeLessThanOrEqual(HEX_WIDTH / 2);
    expect(-BUILDING_BADGE.y + half).toBeLessThanOrEqual(HEX_RADIUS);
    // The badge's nearest corner is more than half the disc's radius from the unit's centre.
    expect(Math.hypot(BUILDING_BADGE.x - half, BUILDING_BADGE.y + half)).toBeGreaterThan(UNIT_DISC / 2);
  });

  test('a building without a unit is drawn full size, under the units', () => {
    const sprites = drawn(state);
    const alone = sprites.filter((s) => s.texture === buildingImage && s.scale.x === 1);
    expect(alone).toHaveLength(base.buildings.length);
    const firstUnit = sprites.findIndex((s) => s.texture === unitImage);
    for (const sprite of alone) expect(sprites.indexOf(sprite)).toBeLessThan(firstUnit);
  });
});
