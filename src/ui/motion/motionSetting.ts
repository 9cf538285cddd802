// How fast turns play out on the board, kept in this browser: normal unless the player chose otherwise; none at
// all when the system asks for reduced motion, whatever was chosen.
import type { KeyValueStorage } from '../../io/autosave.ts';
import { MOTION_SPEEDS, type MotionSpeed } from '../../state/motion/motionSlice.ts';

export const MOTION_KEY = 'karnage-motion';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function chosenSpeed(storage: KeyValueStorage | null): MotionSpeed {
  try {
    const kept = storage?.getItem(MOTION_KEY);
    return MOTION_SPEEDS.find((speed) => speed === kept) ?? 'normal';
  } catch {
    return 'normal';
  }
}

export function keepSpeed(storage: KeyValueStorage | null, speed: MotionSpeed): void {
  try {
    if (speed === 'normal') storage?.removeItem(MOTION_KEY);
    else storage?.setItem(MOTION_KEY, speed);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

/** The speed turns play at: the chosen one, or off under reduced motion. */
export const playingSpeed = (chosen: MotionSpeed, reduced: boolean): MotionSpeed => (reduced ? 'off' : chosen);
