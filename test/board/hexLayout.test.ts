// The board's pixel arithmetic must match honeycomb-grid's layout that the rules use.
import { defineHex, Grid, Orientation, rectangle } from 'honeycomb-grid';
import { describe, expect, it } from 'vitest';
import { HEX_RADIUS, hexCenter, pointToHex } from '../../src/board/hexLayout.ts';

class PixelHex extends defineHex({ dimensions: HEX_RADIUS, orientation: Orientation.POINTY, origin: 'topLeft' }) {}
const grid = new Grid(PixelHex, rectangle({ width: 7, height: 6 }));

describe('hexLayout', () => {
  it('puts hex centres where honeycomb does', () => {
    for (const hex of grid) {
      const c = hexCenter(hex);
      expect(c.x).toBeCloseTo(hex.x, 6);
      expect(c.y).toBeCloseTo(hex.y, 6);
    }
  });
  it('finds the same hex under a point as honeycomb', () => {
    for (let y = 1; y < 280; y += 7) {
      for (let x = 1; x < 400; x += 7) {
        const ours = pointToHex(x, y);
        const theirs = grid.pointToHex({ x, y }, { allowOutside: true });
        expect(ours).toEqual({ col: theirs.col + 0, row: theirs.row + 0 }); // honeycomb can say -0
      }
    }
  });
});
