// How long each beat of a turn's motion lasts, and where within it a piece stands. Durations are in
// milliseconds at normal speed; the speed setting scales them all.
import type { HexCoord } from '../../rules/index.ts';
import type { MotionBeat } from '../../state/motion/turnMotion.ts';
import { hexCenterX, hexCenterY } from '../hexLayout.ts';

/** One hex of a march. */
export const MARCH_STEP_MS = 170;
/** A fight: its dice for the first part (FIGHT_DICE_SHARE), then the totals and who won. */
export const FIGHT_MS = 1500;
export const FIGHT_DICE_SHARE = 0.45;
export const FADE_MS = 500;
export const CAPTURE_MS = 700;

/** Multiplies every duration: slower is longer. */
export const SPEED_FACTOR = { slow: 1.6, normal: 1, fast: 0.5 } as const;
export type PlayingSpeed = keyof typeof SPEED_FACTOR;

/** How long `beat` plays at `speed`. */
export function beatDuration(beat: MotionBeat, speed: PlayingSpeed): number {
  const factor = SPEED_FACTOR[speed];
  switch (beat.kind) {
    case 'march':
      return factor * MARCH_STEP_MS * Math.max(1, ...beat.marches.map((m) => m.path.length - 1));
    case 'fight':
      return factor * FIGHT_MS;
    case 'fade':
      return factor * FADE_MS;
    case 'capture':
      return factor * CAPTURE_MS;
  }
}

/** Eases in and out, so a piece starts and stops gently: 0 → 0, 1 → 1. */
export const easeInOut = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * Where a marching piece stands (world pixels) at `t` (0–1) of `steps` hexes (the beat's longest march), eased
 * over the whole march; a shorter march arrives early and waits.
 */
export function marchPoint(path: readonly HexCoord[], t: number, steps: number): { x: number; y: number } {
  const last = path.length - 1;
  const along = Math.min(last, easeInOut(Math.min(1, Math.max(0, t))) * steps);
  const i = Math.min(Math.floor(along), Math.max(0, last - 1));
  const from = path[i] ?? path[0];
  const to = path[Math.min(i + 1, last)] ?? from;
  if (!from || !to) return { x: 0, y: 0 };
  const f = along - i;
  const x0 = hexCenterX(from.col, from.row);
  const y0 = hexCenterY(from.row);
  return { x: x0 + (hexCenterX(to.col, to.row) - x0) * f, y: y0 + (hexCenterY(to.row) - y0) * f };
}
