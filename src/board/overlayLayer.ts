// What the player is doing, drawn over the pieces: selection, reach, targets, planned orders, hover and
// the keyboard cursor. Hover and cursor have their own Graphics so moving the mouse redraws two hexes,
// not every planned arrow.
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import type { HexCoord } from '../rules/index.ts';
import type { DrawnOverlays, EditorMark, PlannedMark } from './boardProps.ts';
import { HEX_RADIUS, hexCenter, hexCornerPoints, hexCorners, type Point } from './hexLayout.ts';
import { atlasImage, type AtlasKey, type SpriteAtlas } from './spriteAtlas.ts';
import { UNIT_DISC } from './unitArt.ts';

const SELECT = 0xffd84a;
const ATTACK = 0xe8312b;
const PATH = 0xf7f1dc;
const CURSOR = 0x3ee0ff;
const SHADOW = 0x111111;
/** Editor marks beyond this many are not drawn (a map full of forbidden pairs would stall the frame). */
const MAX_EDITOR_MARKS = 4000;

export class OverlayLayer {
  readonly container = new Container();
  private readonly marks = new Graphics();
  private readonly ghosts = new Container();
  private readonly hover = new Graphics();
  private readonly cursor = new Graphics();
  // The map editor's marks: the fixed ones (forbidden pairs, starts) are redrawn only when they change,
  // not each time the brush preview follows the pointer.
  private readonly editorFixed = new Graphics();
  private readonly editorLabels = new Container();
  private readonly editorBrush = new Graphics();
  private lastFixed: readonly EditorMark[] = [];
  private last: DrawnOverlays | null = null;

  constructor(private atlas: SpriteAtlas) {
    this.container.addChild(this.marks, this.ghosts, this.editorFixed, this.editorLabels, this.editorBrush, this.hover, this.cursor);
  }

  /** Draws from `atlas`: the faded pieces of planned orders are made again from it. */
  setAtlas(atlas: SpriteAtlas): void {
    this.atlas = atlas;
    if (this.last) this.setOverlays(this.last);
  }

  setOverlays(overlays: DrawnOverlays): void {
    this.last = overlays;
    const g = this.marks.clear();
    for (const c of this.ghosts.removeChildren()) c.destroy();
    for (const hex of overlays.reachable) {
      const c = hexCenter(hex);
      g.poly(hexCorners(c.x, c.y, HEX_RADIUS - 2))
        .fill({ color: 0xffffff, alpha: 0.22 })
        .stroke({ width: 1.5, color: 0xffffff, alpha: 0.55 });
    }
    for (const hex of overlays.attackable) this.target(g, hexCenter(hex));
    if (overlays.selected) {
      const c = hexCenter(overlays.selected);
      g.poly(hexCorners(c.x, c.y, HEX_RADIUS - 2)).stroke({ width: 7, color: SHADOW, alpha: 0.6 });
      g.poly(hexCorners(c.x, c.y, HEX_RADIUS - 2)).stroke({ width: 3.5, color: SELECT });
      g.circle(c.x, c.y, UNIT_DISC + 3).stroke({ width: 2, color: SELECT });
    }
    for (const mark of overlays.planned) this.planned(g, mark);
    this.editorMarks(overlays.marks ?? []);
  }

  setHover(hex: HexCoord | null): void {
    const g = this.hover.clear();
    if (!hex) return;
    const c = hexCenter(hex);
    g.poly(hexCorners(c.x, c.y, HEX_RADIUS - 1))
      .fill({ color: 0xffffff, alpha: 0.12 })
      .stroke({ width: 2, color: 0xffffff, alpha: 0.85 });
  }

  /** The keyboard cursor: bracketed corners in cyan over a dark edge, unlike the hover's plain outline. */
  setCursor(hex: HexCoord | null): void {
    const g = this.cursor.clear();
    if (!hex) return;
    const c = hexCenter(hex);
    const [n, ne, se, s, sw, nw] = hexCornerPoints(c.x, c.y, HEX_RADIUS - 3);
    // Each corner between the corners before and after it, round the hex.
    const corners = [
      [nw, n, ne],
      [n, ne, se],
      [ne, se, s],
      [se, s, sw],
      [s, sw, nw],
      [sw, nw, n],
    ] as const;
    for (const [width, color] of [
      [7, SHADOW],
      [3.5, CURSOR],
    ] as const) {
      for (const [prev, { x, y }, next] of corners) {
        g.moveTo(x + (prev.x - x) * 0.3, y + (prev.y - y) * 0.3)
          .lineTo(x, y)
          .lineTo(x + (next.x - x) * 0.3, y + (next.y - y) * 0.3);
      }
      g.stroke({ width, color, cap: 'round', join: 'round' });
    }
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }

  private target(g: Graphics, c: Point): void {
    g.poly(hexCorners(c.x, c.y, HEX_RADIUS - 2)).fill({ color: ATTACK, alpha: 0.18 });
    const r = UNIT_DISC + 5;
    for (const [width, color] of [
      [6, SHADOW],
      [3, ATTACK],
    ] as const) {
      g.circle(c.x, c.y, r).stroke({ width, color });
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        g.moveTo(c.x + dx * (r - 4), c.y + dy * (r - 4)).lineTo(c.x + dx * (r + 6), c.y + dy * (r + 6));
      }
      g.stroke({ width, color, cap: 'round' });
    }
  }

  private planned(g: Graphics, mark: PlannedMark): void {
    switch (mark.kind) {
      case 'move': {
        const points = mark.path.map(hexCenter);
        if (points.length >= 2) arrow(g, points, PATH, 1, UNIT_DISC - 4);
        for (const p of points.slice(1, -1)) g.circle(p.x, p.y, 3.5).fill(PATH).stroke({ width: 1.5, color: SHADOW });
        break;
      }
      case 'attack': {
        const from = hexCenter(mark.from);
        const to = hexCenter(mark.to);
        // Neighbouring discs leave ~20 px between them, so the arrow runs over both discs' edges.
        arrow(g, [from, to], ATTACK, mark.advance ? 2 : 1, UNIT_DISC - 9, UNIT_DISC - 8);
        if (mark.paired) {
          // Two linked rings beside the arrow: this attack fights together with another one.
          const len = Math.hypot(to.x - from.x, to.y - from.y) || 1;
          const mx = (from.x + to.x) / 2 + ((to.y - from.y) / len) * 14;
          const my = (from.y + to.y) / 2 - ((to.x - from.x) / len) * 14;
          g.circle(mx - 3.5, my, 5)
            .circle(mx + 3.5, my, 5)
            .stroke({ width: 4.5, color: SHADOW });
          g.circle(mx - 3.5, my, 5)
            .circle(mx + 3.5, my, 5)
            .stroke({ width: 2.2, color: SELECT });
        }
        break;
      }
      case 'defend': {
        const c = hexCenter(mark.at);
        // A faded ring (the real one appears once the order resolves) and a plus: "will defend".
        this.ghost('defend', c.x, c.y, 1, 0.6);
        plus(g, c.x + 16, c.y - 16);
        break;
      }
      case 'build': {
        // The building to come, as a faded badge with a plus.
        const c = hexCenter(mark.at);
        for (const key of ['plate', 'plateRim', `building:${mark.building}`] as const) this.ghost(key, c.x + 15, c.y - 15, 0.55, 0.75);
        plus(g, c.x + 24, c.y - 24);
        break;
      }
      case 'recruit': {
        const c = hexCenter(mark.at);
        for (const key of ['rim', 'disc', `unit:${mark.unitType}`] as const) {
          const s = this.ghost(key, c.x, c.y, 0.9, 0.6);
          if (key !== 'rim') s.tint = key === 'disc' ? 0xdcdcdc : 0x1a1a1a;
        }
        plus(g, c.x + 14, c.y - 14);
        break;
      }
    }
  }

  private editorMarks(marks: readonly EditorMark[]): void {
    const brush = this.editorBrush.clear();
    const fixed = marks.filter((m) => m.kind !== 'brush').slice(0, MAX_EDITOR_MARKS);
    for (const mark of marks) {
      if (mark.kind !== 'brush') continue;
      const c = hexCenter(mark.hex);
      brush
        .poly(hexCorners(c.x, c.y, HEX_RADIUS - 2))
        .fill({ color: 0xffffff, alpha: 0.15 })
        .stroke({ width: 1.5, color: 0xffffff, alpha: 0.7 });
    }
    if (fixed.length === this.lastFixed.length && fixed.every((m, i) => m === this.lastFixed[i])) return;
    this.lastFixed = fixed;
    const g = this.editorFixed.clear();
    for (const c of this.editorLabels.removeChildren()) c.destroy();
    for (const mark of fixed) {
      const c = hexCenter(mark.hex);
      if (mark.kind === 'forbidden') {
        // Red hatching inside a red edge: reads on every terrain, and differs from the attack target.
        g.poly(hexCorners(c.x, c.y, HEX_RADIUS - 3))
          .fill({ color: ATTACK, alpha: 0.25 })
          .stroke({ width: 3, color: ATTACK, alpha: 0.9 });
        g.moveTo(c.x - 9, c.y - 9)
          .lineTo(c.x + 9, c.y + 9)
          .moveTo(c.x + 9, c.y - 9)
          .lineTo(c.x - 9, c.y + 9)
          .stroke({ width: 3, color: ATTACK, cap: 'round' });
      } else if (mark.kind === 'jump') {
        g.poly(hexCorners(c.x, c.y, HEX_RADIUS + 2)).stroke({ width: 7, color: SHADOW, alpha: 0.6 });
        g.poly(hexCorners(c.x, c.y, HEX_RADIUS + 2)).stroke({ width: 3.5, color: CURSOR });
      } else {
        g.circle(c.x, c.y, 17).fill({ color: 0xffffff }).stroke({ width: 6, color: SHADOW });
        g.circle(c.x, c.y, 17).stroke({ width: 3, color: mark.warn ? ATTACK : SELECT });
      }
      if (mark.label) {
        const text = new Text({ text: mark.label, style: { fontFamily: 'sans-serif', fontSize: 20, fontWeight: 'bold', fill: SHADOW } });
        text.anchor.set(0.5);
        text.position.set(c.x, c.y);
        this.editorLabels.addChild(text);
      }
    }
  }

  private ghost(key: AtlasKey, x: number, y: number, scale = 1, alpha = 1): Sprite {
    const s = new Sprite(atlasImage(this.atlas, key));
    s.anchor.set(0.5);
    s.position.set(x, y);
    s.scale.set(scale);
    s.alpha = alpha;
    this.ghosts.addChild(s);
    return s;
  }
}

function plus(g: Graphics, x: number, y: number): void {
  g.circle(x, y, 7).fill(0x2f9e44).stroke({ width: 1.8, color: SHADOW });
  g.moveTo(x - 4, y)
    .lineTo(x + 4, y)
    .moveTo(x, y - 4)
    .lineTo(x, y + 4)
    .stroke({ width: 2.2, color: 0xffffff, cap: 'round' });
}

/**
 * A polyline with `heads` arrowheads at its end, drawn twice (dark, then colour) so it reads on any
 * terrain. The ends are pulled in by `trimStart`/`trimEnd` so the arrow meets discs, not centres.
 */
function arrow(g: Graphics, points: readonly Point[], colour: number, heads: number, trimEnd: number, trimStart = 0): void {
  const pts = points.map((p) => ({ ...p }));
  const [first, second] = pts;
  const last = pts.at(-1);
  const before = pts.at(-2);
  if (!first || !second || !last || !before) return; // fewer than two points: no arrow to draw
  trim(first, second, trimStart);
  trim(last, before, trimEnd);
  const dx = last.x - before.x;
  const dy = last.y - before.y;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len;
  const uy = dy / len;
  const head = 10;
  // The shaft stops where the last head begins, so the tip stays sharp.
  const shaftEnd = { x: last.x - ux * head * 0.8 * heads, y: last.y - uy * head * 0.8 * heads };
  for (const [width, color] of [
    [8, SHADOW],
    [4, colour],
  ] as const) {
    g.moveTo(first.x, first.y);
    for (const p of pts.slice(1, -1)) g.lineTo(p.x, p.y);
    g.lineTo(shaftEnd.x, shaftEnd.y).stroke({ width, color, cap: 'round', join: 'round', alpha: width === 8 ? 0.55 : 1 });
  }
  for (let i = 0; i < heads; i++) {
    const tx = last.x - ux * head * 0.8 * i;
    const ty = last.y - uy * head * 0.8 * i;
    g.poly([tx, ty, tx - ux * head - uy * head * 0.6, ty - uy * head + ux * head * 0.6, tx - ux * head + uy * head * 0.6, ty - uy * head - ux * head * 0.6])
      .fill(colour)
      .stroke({ width: 1.8, color: SHADOW, join: 'round' });
  }
}

/** Moves `p` towards `toward` by `by` pixels. */
function trim(p: Point, toward: Point, by: number): void {
  const dx = toward.x - p.x;
  const dy = toward.y - p.y;
  const len = Math.hypot(dx, dy);
  if (len === 0 || by === 0) return;
  const k = Math.min(by, len / 2) / len;
  p.x += dx * k;
  p.y += dy * k;
}
