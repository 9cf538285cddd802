import { Grid, line } from 'honeycomb-grid';
import { MapHex, type HexCoord } from '../../rules/index.ts';

/**
 * The hexes on the straight line from `a` to `b`, both included (honeycomb-grid's line traverser). A fast
 * drag reports hexes far apart; the brush paints the whole line between them so the stroke has no gaps.
 */
export function hexLine(a: HexCoord, b: HexCoord): HexCoord[] {
  return new Grid(MapHex, line<MapHex>({ start: a, stop: b })).toArray().map((hex) => ({ col: hex.col, row: hex.row }));
}
