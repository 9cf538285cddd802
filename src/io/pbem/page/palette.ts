// The page's own colours. src/io may not import the board, so these repeat its look: terrain fills as
// in src/board/terrainArt.ts, player colours as in src/state/palette.ts (Okabe–Ito, in turn order).
// test/io/pbem/page/palette.test.ts fails if the two drift apart.
import type { GameState, PlayerId, TerrainId } from '../../../rules/index.ts';

export const TERRAIN_FILL: Readonly<Record<TerrainId, string>> = {
  grasslands: '#86b04f',
  forest: '#4d8a3c',
  hills: '#b8a46a',
  mountains: '#9a948c',
  swamp: '#6b7f5a',
  desert: '#e3cc85',
  tundra: '#dde7ec',
  water: '#3d7ab8',
};

export const PLAYER_COLOURS = ['#0072b2', '#e69f00', '#009e73', '#cc79a7', '#56b4e9', '#d55e00', '#f0e442', '#ffffff'] as const;

/** Pieces whose owner is not a player of the state (a damaged file) are drawn grey, not dropped. */
export const UNKNOWN_OWNER_COLOUR = '#9a9a9a';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * Each player's colour: the one given for them if it is a plain #rrggbb (it ends up in CSS, so nothing
 * else is let through), else the palette's in turn order.
 */
export function playerColours(state: GameState, given: Readonly<Record<PlayerId, string>> = {}): string[] {
  return state.players.map((p, i) => {
    const own = Object.hasOwn(given, p.id) ? given[p.id] : undefined;
    return own && HEX_COLOUR.test(own) ? own.toLowerCase() : (PLAYER_COLOURS[i % PLAYER_COLOURS.length] ?? UNKNOWN_OWNER_COLOUR);
  });
}

/** Letters drawn on `background`: near-black on light colours, white on dark ones (WCAG luminance). */
export function inkOn(background: string): string {
  const n = Number.parseInt(background.slice(1), 16);
  const channel = (c: number): number => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
  return luminance > 0.4 ? '#1a1a1a' : '#ffffff';
}
