// Which resolution the board's tiles and pieces are drawn at: whole bands of device pixels per world pixel
// (the camera's zoom times the screen's pixel ratio), so zoomed-in hexes are drawn afresh rather than
// stretched, and a small change of zoom never redraws the map. Plain arithmetic, unit-tested.

/** The sharpest band: a chunk of terrain at 3 is ~2,800 × 2,400 pixels (26 MB), under every GPU's texture limit. */
export const MAX_BAND = 3;
/** A band is used up to this far past its own scale before the next one is drawn (a barely visible stretch). */
const STRETCH = 0.15;

/**
 * The band (1, 2 … MAX_BAND) to draw at for `scale` device pixels per world pixel, coming from band
 * `current` (0 before anything is drawn): up at once when stretched, down once the band below is no longer stretched (between the two, the
 * band stays: a wheel's back and forth over a threshold does not redraw the map each time).
 */
export function resolutionBand(scale: number, current: number, max = MAX_BAND): number {
  const needed = Math.min(max, Math.max(1, Math.ceil(scale - STRETCH)));
  if (needed >= current) return needed;
  return scale > current - 1 ? current : needed;
}
