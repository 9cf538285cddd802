// A fill per terrain: its colour, a small motif at every hex centre (so terrains differ by shape too,
// for colour-blind readers and greyscale prints, as on the board) and the hex grid, as one SVG pattern.
// Patterns are drawn in drawing units; the terrain shapes that use them are in lattice units (lattice.ts),
// hence the pattern transform that undoes the lattice's stretch.
import { TERRAIN_IDS, type TerrainId } from '../../../rules/index.ts';
import { X_SCALE } from './lattice.ts';
import { TERRAIN_FILL } from './palette.ts';

// Motifs round (0, 0) in a hex of radius 2 (inradius √3): a few strokes or shapes each.
const MOTIFS: Readonly<Record<TerrainId, string>> = {
  grasslands: '<path d="M-1 .7l.3-.7.3.7M.3-.1l.3-.7.3.7" fill="none" stroke="#55802f" stroke-width=".14" stroke-linejoin="round"/>',
  forest: '<path d="M-.55-1.1l-.65 1.3h1.3zM.6-.3l-.65 1.3h1.3z" fill="#24532a"/>',
  hills: '<path d="M-1.1.6q.55-1 1.1 0M0-.2q.5-.9 1 0" fill="#cdb97f" stroke="#7a683a" stroke-width=".15"/>',
  mountains: '<path d="M-1.2.9L-.1-1.1 1.1.9z" fill="#6f6a64"/><path d="M-.45-.45L-.1-1.1.25-.45z" fill="#f4f6f8"/>',
  swamp: '<path d="M-1.1.5h.8M.1.5h.9M-.6-.2h1M-.9.5l.1-1M.6.5l-.1-1" fill="none" stroke="#33482a" stroke-width=".13" stroke-linecap="round"/>',
  desert:
    '<path d="M-1.1.2q.5-.5 1 0t1 0" fill="none" stroke="#bf9f52" stroke-width=".15"/><circle cx="-.5" cy=".8" r=".12" fill="#a88a45"/><circle cx=".6" cy="-.6" r=".12" fill="#a88a45"/>',
  tundra: '<path d="M-1 0l.6.2.4-.5.7.3M-.4.2l.1.8" fill="none" stroke="#8fa6b6" stroke-width=".12"/><circle cx=".6" cy=".7" r=".14" fill="#fff"/>',
  water: '<path d="M-1.1-.3q.28-.3.55 0t.55 0 .55 0 .55 0M-.8.5q.28-.3.55 0t.55 0 .55 0" fill="none" stroke="#8cbce6" stroke-width=".14"/>',
};

const W = X_SCALE * 2;
// The hex grid over one tile of two rows: even row's hex centred at (√3, 2), odd row's at (0, 5) and (2√3, 5).
const GRID = `<path d="M0 1 ${X_SCALE} 0 ${W} 1M0 1V3M${W} 1V3M0 3 ${X_SCALE} 4 ${W} 3M${X_SCALE} 4V6" fill="none" stroke="#1c2414" stroke-opacity=".28" stroke-width=".1"/>`;

/** The code of a terrain: its index in TERRAIN_IDS, used in element ids. */
export function terrainCode(terrain: TerrainId): number {
  return TERRAIN_IDS.indexOf(terrain);
}

/** <defs> content: the hex shape #h in lattice units, and pattern #mN for terrain code N. */
export function terrainDefs(): string {
  const parts = ['<path id="h" d="M0-2 1-1V1L0 2-1 1V-1z"/>'];
  TERRAIN_IDS.forEach((terrain, code) => {
    const motif = MOTIFS[terrain];
    parts.push(
      `<pattern id="m${code}" width="${W}" height="6" patternUnits="userSpaceOnUse" patternTransform="scale(${1 / X_SCALE} 1)">` +
        `<g transform="translate(${X_SCALE} 2)">${motif}</g><g transform="translate(0 5)">${motif}</g><g transform="translate(${W} 5)">${motif}</g>${GRID}</pattern>`,
    );
  });
  return parts.join('');
}

/** A hex of `terrain` as a small inline SVG for the key, drawn with the map's own fill. */
export function terrainSwatch(terrain: TerrainId): string {
  const code = terrainCode(terrain);
  return (
    `<svg class="sw" viewBox="0 0 ${W} 4" aria-hidden="true"><g transform="scale(${X_SCALE} 1)">` +
    `<use href="#h" x="1" y="2" fill="${TERRAIN_FILL[terrain]}"/><use href="#h" x="1" y="2" fill="url(#m${code})"/></g></svg>`
  );
}
