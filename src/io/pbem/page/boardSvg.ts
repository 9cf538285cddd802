// The map as one inline SVG: terrain as one outline path per terrain (lattice.ts), filled with its colour
// and then its pattern (terrainArt.ts); coordinates along the top and left; a hover target per hex on
// maps small enough to afford one; the pieces on top.
import { TERRAIN, TERRAIN_IDS, type GameState } from '../../../rules/index.ts';
import { escapeText, num } from './escape.ts';
import { X_SCALE, latticeSize, latticeX, latticeY, mapOutline, terrainOutlines } from './lattice.ts';
import { TERRAIN_FILL } from './palette.ts';
import { type Owners, pieceMarks } from './pieces.ts';
import { terrainCode, terrainDefs } from './terrainArt.ts';

/**
 * Maps of up to this many hexes (64×64: the app's largest, 64×48, fits) get a hover target naming each hex:
 * ~55 bytes and two elements a hex. At 128×128 that was 1 MB and a second more to open in Chromium here,
 * so larger maps get grid references every REFERENCE_STEP hexes in the full-size view instead.
 */
export const HOVER_HEX_LIMIT = 64 * 64;
const REFERENCE_STEP = 10;

/** From this many columns hexes are a few pixels across when fitted: their motifs only add noise then. */
const PLAIN_FROM_COLUMNS = 160;

const RULER_STEPS = [1, 2, 5, 10, 20, 50, 100] as const;

interface Ruler {
  readonly font: number;
  readonly step: number;
  readonly left: number;
  readonly top: number;
}

/** Ruler labels stay about the same size on screen whatever the map's size, so big maps label fewer hexes. */
function ruler(state: GameState, drawWidth: number): Ruler {
  const font = Math.max(1.6, drawWidth / 70);
  const digits = String(Math.max(state.map.width, state.map.height) - 1).length;
  const labelWidth = (digits * 0.62 + 0.7) * font;
  const step = RULER_STEPS.find((s) => s * 2 * X_SCALE >= labelWidth && s * 3 >= font * 1.3) ?? 100;
  return { font, step, left: labelWidth, top: font * 1.5 };
}

function rulerLabels(state: GameState, r: Ruler): string {
  const parts = [`<g class="rl" font-size="${num(r.font)}">`];
  for (let col = 0; col < state.map.width; col += r.step) {
    parts.push(`<text x="${num(latticeX(col, 0) * X_SCALE)}" y="${num(-r.font * 0.45)}">${col}</text>`);
  }
  for (let row = 0; row < state.map.height; row += r.step) {
    parts.push(`<text class="rr" x="${num(-r.font * 0.35)}" y="${latticeY(row)}" dy=".35em">${row}</text>`);
  }
  parts.push('</g>');
  return parts.join('');
}

function terrainLayer(state: GameState): string {
  const parts = [`<g transform="scale(${X_SCALE} 1)">`];
  const defs: string[] = [];
  for (const [terrain, d] of terrainOutlines(state.map)) {
    const code = terrainCode(terrain);
    defs.push(`<path id="t${code}" d="${d}"/>`);
    parts.push(`<use href="#t${code}" fill="${TERRAIN_FILL[terrain]}"/><use class="tp" href="#t${code}" fill="url(#m${code})"/>`);
  }
  parts.push(`<path class="edge" d="${mapOutline(state.map)}"/></g>`);
  return `<defs>${defs.join('')}</defs>${parts.join('')}`;
}

/** "col,row" on every tenth hex of a big map, which CSS shows only in the full-size view. */
function referenceLayer(state: GameState): string {
  const parts = ['<g class="ref">'];
  for (let row = 0; row < state.map.height; row += REFERENCE_STEP) {
    for (let col = 0; col < state.map.width; col += REFERENCE_STEP) {
      parts.push(`<text x="${num(latticeX(col, row) * X_SCALE)}" y="${latticeY(row)}" dy=".35em">${col},${row}</text>`);
    }
  }
  parts.push('</g>');
  return parts.join('');
}

/** One invisible hex per map hex whose <title> names it; CSS lights it up under the pointer. */
function hoverLayer(state: GameState): string {
  const { width, height, terrain } = state.map;
  if (width * height > HOVER_HEX_LIMIT) return referenceLayer(state);
  const names = TERRAIN_IDS.map((t) => TERRAIN[t].name);
  const parts = [`<g class="hv" transform="scale(${X_SCALE} 1)">`];
  for (let row = 0; row < height; row++) {
    parts.push(`<g transform="translate(0 ${latticeY(row)})">`);
    for (let col = 0; col < width; col++) {
      const t = terrain[row * width + col];
      const name = t === undefined ? '' : ` ${names[terrainCode(t)] ?? ''}`;
      parts.push(`<use href="#h" x="${latticeX(col, row)}"><title>(${col},${row})${name}</title></use>`);
    }
    parts.push('</g>');
  }
  parts.push('</g>');
  return parts.join('');
}

/**
 * How many times their size pieces are drawn so that, with the map fitted to a screen ~900 px wide, a
 * unit's disc is still ~14 px across: 1 up to ~48 columns, ~5 at 256. They overlap neighbours then.
 */
export function pieceScale(viewWidth: number): number {
  return Math.max(1, viewWidth / 167);
}

/** The whole board SVG; `label` is its accessible name (already plain text, escaped here). */
export function boardSvg(state: GameState, owners: Owners, label: string): string {
  const size = latticeSize(state.map);
  const drawWidth = size.width * X_SCALE;
  const r = ruler(state, drawWidth);
  const pad = r.font * 0.5;
  const viewWidth = drawWidth + r.left + pad;
  const viewBox = [-r.left, -r.top, viewWidth, size.height + r.top + pad].map(num).join(' ');
  return (
    `<svg class="map${state.map.width >= PLAIN_FROM_COLUMNS ? ' plain' : ''}" viewBox="${viewBox}" role="img" aria-label="${escapeText(label)}">` +
    `<defs>${terrainDefs()}</defs>${terrainLayer(state)}${rulerLabels(state, r)}${hoverLayer(state)}` +
    `<g class="pc">${pieceMarks(state, owners, pieceScale(viewWidth))}</g></svg>`
  );
}
