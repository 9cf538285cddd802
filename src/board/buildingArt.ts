// One icon per building type, in natural colours, on a rounded plate tinted to the owner's colour
// (a square plate for buildings, a round disc for units: shape tells them apart, not only colour).
// Shapes fit a box of ±14 around (0, 0).
import type { Graphics } from 'pixi.js';
import type { BuildingId } from '../rules/index.ts';

export const PLATE = 19;
const INK = 0x1b1b1b;
const STONE = 0xb9b3a7;
const WOOD = 0x8a5a2b;
const ink = { width: 1.4, color: INK, join: 'round' as const };

const ICONS: Readonly<Record<BuildingId, (g: Graphics) => void>> = {
  weaponsmith: (g) => {
    // Anvil and hammer.
    g.poly([-12, -3, 10, -3, 12, -6, 12, -1, 6, 2, 4, 7, 8, 10, -8, 10, -4, 7, -6, 2, -12, 1]).fill(0x4a4f57).stroke(ink);
    g.moveTo(-4, -13).lineTo(4, -6).stroke({ width: 2.6, color: WOOD, cap: 'round' });
    g.poly([-9, -12, -3, -17, 0, -14, -6, -9]).fill(0x9aa3ad).stroke(ink);
  },
  armory: (g) => {
    // Breastplate.
    g.poly([-11, -11, -4, -12, 0, -9, 4, -12, 11, -11, 10, 2, 6, 11, -6, 11, -10, 2]).fill(0xa9b4bf).stroke(ink);
    g.moveTo(0, -9).lineTo(0, 10).stroke({ width: 1.2, color: 0x5d6873 });
    g.moveTo(-7, 2).quadraticCurveTo(0, 6, 7, 2).stroke({ width: 1.2, color: 0x5d6873 });
  },
  stable: (g) => {
    // Barn with a horseshoe over the door.
    g.poly([-13, -2, 0, -13, 13, -2, 13, 12, -13, 12]).fill(0xa8432f).stroke(ink);
    g.rect(-5, 2, 10, 10).fill(0x5a2a1e);
    g.moveTo(-4, -2)
      .arc(0, -4, 4.5, Math.PI * 0.85, Math.PI * 0.15, true)
      .stroke({ width: 2.2, color: 0xe0e0e0 });
  },
  barracks: (g) => {
    // Long hall with a banner.
    g.rect(-13, -3, 26, 14).fill(0x9c7a4e).stroke(ink);
    g.poly([-14, -3, -10, -9, 10, -9, 14, -3]).fill(0x6b3f25).stroke(ink);
    for (const x of [-8, 0, 8]) g.rect(x - 2, 3, 4, 8).fill(0x3b2717);
    g.moveTo(9, -9).lineTo(9, -17).stroke({ width: 1.4, color: INK });
    g.poly([9, -17, 15, -15, 9, -13]).fill(0xd33c2f);
  },
  farm: (g) => {
    // Wheat sheaf over furrows.
    for (const y of [6, 10]) g.moveTo(-12, y).lineTo(12, y);
    g.stroke({ width: 2, color: 0x7a5a2c, cap: 'round' });
    for (const [x, lean] of [
      [-6, -3],
      [0, 0],
      [6, 3],
    ] as const) {
      g.moveTo(x, 8)
        .lineTo(x + lean, -6)
        .stroke({ width: 1.6, color: 0xc79a2e });
      g.ellipse(x + lean, -9, 3, 6)
        .fill(0xf0c23b)
        .stroke(ink);
    }
  },
  mine: (g) => {
    // Timbered entrance in a rock face.
    g.poly([-14, 12, -10, -6, -2, -13, 8, -9, 14, 12]).fill(STONE).stroke(ink);
    g.moveTo(-6, 12).lineTo(-6, -2).quadraticCurveTo(0, -8, 6, -2).lineTo(6, 12).closePath().fill(0x1d1a17);
    g.moveTo(-7, 12).lineTo(-7, -3).lineTo(7, -3).lineTo(7, 12).stroke({ width: 2.2, color: WOOD });
  },
  fortress: (g) => {
    // Crenellated wall with a gate.
    g.poly([-14, 12, -14, -8, -10, -8, -10, -4, -5, -4, -5, -8, -1, -8, -1, -4, 3, -4, 3, -8, 7, -8, 7, -4, 10, -4, 10, -8, 14, -8, 14, 12])
      .fill(STONE)
      .stroke(ink);
    g.moveTo(-5, 12).lineTo(-5, 4).quadraticCurveTo(0, -1, 5, 4).lineTo(5, 12).closePath().fill(0x3b2a1c);
  },
  keep: (g) => {
    // Tall tower with a flag.
    g.poly([-8, 13, -8, -6, -11, -6, -11, -12, -7, -12, -7, -9, -2, -9, -2, -12, 2, -12, 2, -9, 7, -9, 7, -12, 11, -12, 11, -6, 8, -6, 8, 13])
      .fill(0xcfc8ba)
      .stroke(ink);
    g.rect(-2.5, 5, 5, 8).fill(0x3b2a1c);
    g.rect(-2, -3, 4, 4).fill(0x3b2a1c);
    g.moveTo(0, -12).lineTo(0, -19).stroke({ width: 1.4, color: INK });
    g.poly([0, -19, 7, -17, 0, -15]).fill(0xd33c2f);
  },
};

export function drawBuildingIcon(g: Graphics, type: BuildingId): void {
  ICONS[type](g);
}

/** The owner plate under a building (drawn white, tinted per owner). */
export function drawBuildingPlate(g: Graphics): void {
  g.roundRect(-PLATE, -PLATE, 2 * PLATE, 2 * PLATE, 7).fill(0xffffff);
}

/** Shadow and dark rim of the plate, untinted. */
export function drawBuildingRim(g: Graphics): void {
  g.roundRect(-PLATE + 2, -PLATE + 3, 2 * PLATE, 2 * PLATE, 7).fill({ color: 0x000000, alpha: 0.35 });
  g.roundRect(-PLATE, -PLATE, 2 * PLATE, 2 * PLATE, 7).cut();
  g.roundRect(-PLATE, -PLATE, 2 * PLATE, 2 * PLATE, 7).stroke({ width: 2.2, color: INK });
  // A light inner panel so icons stay legible on any owner colour.
  g.roundRect(-PLATE + 4, -PLATE + 4, 2 * PLATE - 8, 2 * PLATE - 8, 4).fill({ color: 0xf3eee2, alpha: 0.85 });
}

/**
 * A building with a unit on it: a badge of this scale at this offset from the hex centre (its upper right), drawn
 * over the unit and clear of most of the unit's disc, so both show.
 */
export const BUILDING_BADGE = { x: 17, y: -16, scale: 0.55 } as const;
