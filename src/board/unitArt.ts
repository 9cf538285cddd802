// One emblem per unit type, drawn in white so a sprite tint can make it dark or light against the
// owner's colour. Shapes fit a box of ±11 around (0, 0); the disc behind them has radius UNIT_DISC.
import type { Graphics } from 'pixi.js';
import type { UnitTypeId } from '../rules/index.ts';

export const UNIT_DISC = 17;

type Glyph = (g: Graphics) => void;
const W = 0xffffff;
type Pair = readonly [x: number, y: number];
/** A white stroke from `from` through each point of `to`. */
const line = (g: Graphics, width: number, from: Pair, ...to: Pair[]): Graphics => {
  g.moveTo(from[0], from[1]);
  for (const [x, y] of to) g.lineTo(x, y);
  return g.stroke({ width, color: W, cap: 'round', join: 'round' });
};

const GLYPHS: Readonly<Record<UnitTypeId, Glyph>> = {
  // Humans
  cavalry: (g) => {
    // Horse head facing right, with a cut-out eye.
    g.poly([-7, 11, -7, 2, -4, -5, -1, -9, 0, -13, 2, -9, 5, -7, 10, -1, 10, 2, 7, 3, 3, 1, 1, 4, 3, 11]).fill(W);
    g.circle(3, -4, 1.3).cut();
  },
  footmen: (g) => {
    line(g, 2, [0, 11], [0, -7]);
    g.poly([0, -12, -2.5, -6, 2.5, -6]).fill(W);
    g.poly([-9, -4, -2, -4, -2, 8, -5.5, 11, -9, 8]).fill(W);
  },
  peasants: (g) => {
    // Pitchfork.
    line(g, 2.2, [0, 12], [0, -3]);
    line(g, 2, [-6, -11], [-6, -3], [6, -3], [6, -11]);
    line(g, 2, [0, -3], [0, -11]);
  },
  // Orcs
  warriors: (g) => {
    // Crossed swords.
    line(g, 2.6, [-9, -10], [7, 6]);
    line(g, 2.6, [9, -10], [-7, 6]);
    line(g, 2.4, [3, 9], [9, 3]);
    line(g, 2.4, [-3, 9], [-9, 3]);
    g.circle(9, 9, 1.8).circle(-9, 9, 1.8).fill(W);
  },
  'wolf-riders': (g) => {
    // Wolf head: pointed ears, long snout, cut-out eyes.
    g.poly([-10, -11, -4, -5, 4, -5, 10, -11, 10, 0, 4, 5, 2, 11, -2, 11, -4, 5, -10, 0]).fill(W);
    g.poly([-6, -1, -2, 0, -5, 2]).cut();
    g.poly([6, -1, 2, 0, 5, 2]).cut();
  },
  grunts: (g) => {
    // Club.
    g.poly([-1.8, 11, 1.8, 11, 5, -7, 2, -11, -3, -10, -5, -6]).fill(W);
    g.circle(-4, -6, 2).circle(3.5, -9, 2).circle(4.5, -3, 1.8).fill(W);
  },
  // Elves
  archers: (g) => {
    // Bow, string and arrow.
    g.moveTo(-3, -12).quadraticCurveTo(12, 0, -3, 12).stroke({ width: 2.6, color: W, cap: 'round' });
    line(g, 1.2, [-3, -12], [-3, 12]);
    line(g, 1.8, [-11, 0], [8, 0]);
    g.poly([11, 0, 6, -3, 6, 3]).fill(W);
  },
  wardens: (g) => {
    // Round shield with a boss.
    g.circle(0, 0, 11).fill(W);
    g.circle(0, 0, 7.5).cut();
    g.circle(0, 0, 3).fill(W);
  },
  foresters: (g) => {
    // Leaf with its vein cut out.
    g.moveTo(-9, 9).quadraticCurveTo(-10, -9, 10, -10).quadraticCurveTo(9, 9, -9, 9).fill(W);
    g.poly([-6, 5, 5, -6.5, 6, -5.5, -5, 6]).cut();
  },
  // Dwarves
  axemen: (g) => {
    // Double-bladed axe.
    line(g, 2.4, [0, 12], [0, -11]);
    g.moveTo(-1, -8).quadraticCurveTo(-11, -11, -10, -1).quadraticCurveTo(-6, -3, -1, -1).fill(W);
    g.moveTo(1, -8).quadraticCurveTo(11, -11, 10, -1).quadraticCurveTo(6, -3, 1, -1).fill(W);
  },
  ironguard: (g) => {
    // Helmet with a nose guard.
    g.moveTo(-10, 3).quadraticCurveTo(-10, -11, 0, -11).quadraticCurveTo(10, -11, 10, 3).closePath().fill(W);
    g.rect(-11, 2, 22, 3.5).fill(W);
    g.rect(-1.6, 4, 3.2, 8).fill(W);
  },
  miners: (g) => {
    // Pickaxe.
    line(g, 2.4, [-8, 10], [4, -6]);
    g.moveTo(-6, -9).quadraticCurveTo(4, -12, 10, 1).quadraticCurveTo(3, -6, -6, -9).fill(W);
  },
  // Trolls
  trolls: (g) => {
    // Jaw with two tusks.
    g.moveTo(-10, -1).quadraticCurveTo(0, 16, 10, -1).lineTo(6, 2).quadraticCurveTo(0, 8, -6, 2).closePath().fill(W);
    g.poly([-7, 2, -4, -10, -2, 4]).fill(W);
    g.poly([7, 2, 4, -10, 2, 4]).fill(W);
  },
  brutes: (g) => {
    // Spiked mace.
    line(g, 2.4, [0, 12], [0, 0]);
    g.circle(0, -4, 6).fill(W);
    for (let i = 0; i < 6; i++) {
      const a = (Math.PI / 3) * i + Math.PI / 6;
      const cx = Math.cos(a);
      const cy = Math.sin(a);
      g.poly([cx * 10, -4 + cy * 10, cx * 5 - cy * 2.5, -4 + cy * 5 + cx * 2.5, cx * 5 + cy * 2.5, -4 + cy * 5 - cx * 2.5]).fill(W);
    }
  },
  thralls: (g) => {
    // Two chain links.
    g.roundRect(-11, -4, 13, 8, 4).stroke({ width: 2.4, color: W });
    g.roundRect(-2, -4, 13, 8, 4).stroke({ width: 2.4, color: W });
    line(g, 2, [-11, 8], [11, 8]);
  },
  // Giants
  giants: (g) => {
    // A towering figure.
    g.circle(0, -8, 3.6).fill(W);
    g.poly([-6, -3, 6, -3, 8, 6, 4, 6, 3, 12, -3, 12, -4, 6, -8, 6]).fill(W);
  },
  'stone-throwers': (g) => {
    // A flying rock with speed lines.
    g.poly([-3, -7, 5, -9, 10, -3, 9, 5, 2, 9, -5, 6, -6, -1]).fill(W);
    line(g, 1.8, [-11, -5], [-7, -5]);
    line(g, 1.8, [-12, 1], [-8, 1]);
    line(g, 1.8, [-11, 7], [-6, 7]);
  },
  'hill-folk': (g) => {
    // Sledgehammer.
    line(g, 2.4, [-7, 11], [4, -2]);
    g.poly([-1, -7, 6, -12, 11, -5, 4, 0]).fill(W);
  },
};

export function drawUnitGlyph(g: Graphics, type: UnitTypeId): void {
  GLYPHS[type](g);
}

/** The disc the glyph sits on (tinted to the owner's colour). */
export function drawUnitDisc(g: Graphics): void {
  g.circle(0, 0, UNIT_DISC).fill(W);
}

/** Dark rim and drop shadow around the disc: keeps light colours (white, yellow) visible on any terrain. */
export function drawUnitRim(g: Graphics): void {
  g.circle(1.5, 2.5, UNIT_DISC + 1.5).fill({ color: 0x000000, alpha: 0.35 });
  g.circle(0, 0, UNIT_DISC + 1).cut();
  g.circle(0, 0, UNIT_DISC).stroke({ width: 2.2, color: 0x161616 });
  // A thin light inner edge so dark owner colours (blue) still separate from the black rim.
  g.circle(0, 0, UNIT_DISC - 2).stroke({ width: 1, color: 0xffffff, alpha: 0.45 });
}

/** DEFEND stance: a steel ring with studs and a small shield below the disc. */
export function drawDefendRing(g: Graphics): void {
  g.circle(0, 0, UNIT_DISC + 4).stroke({ width: 4.5, color: 0x1a1a1a });
  g.circle(0, 0, UNIT_DISC + 4).stroke({ width: 2.8, color: 0xd9e2ea });
  for (let i = 0; i < 4; i++) {
    const a = (Math.PI / 2) * i + Math.PI / 4;
    g.circle(Math.cos(a) * (UNIT_DISC + 4), Math.sin(a) * (UNIT_DISC + 4), 2).fill(0x8a9aa8);
  }
  g.poly([-6, 16, 6, 16, 6, 22, 0, 28, -6, 22]).fill(0xd9e2ea).stroke({ width: 1.6, color: 0x1a1a1a });
  g.moveTo(0, 17.5).lineTo(0, 26).stroke({ width: 1.4, color: 0x5b6b78 });
}
