// Far out, the units as one texture of dots in their owners' colours (thousands of 2-px sprites cost more than they show).
import type { GameState, PlayerId } from '../rules/index.ts';
import { context2d } from './at.ts';
import { hexCenterX, hexCenterY, worldSize } from './hexLayout.ts';

/** Units as squares in their owner's colour on a transparent canvas the size of the overview. */
export function paintUnitDots(state: GameState, colours: Readonly<Record<PlayerId, string>>, scale: number): HTMLCanvasElement {
  const size = worldSize(state.map.width, state.map.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(size.width * scale);
  canvas.height = Math.ceil(size.height * scale);
  const ctx = context2d(canvas);
  const dot = Math.max(2, 30 * scale);
  for (const unit of Object.values(state.units)) {
    const x = hexCenterX(unit.at.col, unit.at.row) * scale - dot / 2;
    const y = hexCenterY(unit.at.row) * scale - dot / 2;
    ctx.fillStyle = '#111111';
    ctx.fillRect(x - 0.5, y - 0.5, dot + 1, dot + 1);
    ctx.fillStyle = colours[unit.owner] ?? '#999999';
    ctx.fillRect(x, y, dot, dot);
  }
  return canvas;
}
