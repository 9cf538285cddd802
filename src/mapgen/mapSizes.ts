// The map sizes a new game and the map editor offer: one list, and the sides any map may have.

/** The narrowest and the widest side of a map, made or generated. */
export const MIN_MAP_SIDE = 8;
export const MAX_MAP_SIDE = 256;

export interface MapSizeChoice {
  readonly id: string;
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

/** From a quick skirmish up to the largest map a game may have. */
export const MAP_SIZES: readonly MapSizeChoice[] = [
  { id: 'small', name: 'Small', width: 16, height: 12 },
  { id: 'medium', name: 'Medium', width: 32, height: 24 },
  { id: 'large', name: 'Large', width: 64, height: 48 },
  { id: 'huge', name: 'Huge', width: 128, height: 96 },
  { id: 'giant', name: 'Giant', width: 256, height: 256 },
];

/** "Large (64×48)" */
export const mapSizeLabel = (size: MapSizeChoice): string => `${size.name} (${size.width}×${size.height})`;

/** A side as a whole number from MIN_MAP_SIDE to MAX_MAP_SIDE. */
export function clampSide(side: number): number {
  return Math.min(MAX_MAP_SIDE, Math.max(MIN_MAP_SIDE, Math.round(Number.isFinite(side) ? side : MIN_MAP_SIDE)));
}
