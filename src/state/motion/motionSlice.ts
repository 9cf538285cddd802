// The ended turn playing out on the board before what comes after it (its player's results, the next player's
// curtain, or the victory screen). The game has already moved on: the motion only shows the states between,
// and skipping it, or a speed of "off", changes nothing but what the screen shows while it lasts.
import { castDraft, type Draft } from 'immer';
import type { GameState } from '../../rules/index.ts';
import type { LoggedEvent } from '../session.ts';
import type { GameStoreState, StoreAccess } from '../storeAccess.ts';
import type { MotionBeat } from './turnMotion.ts';

/** How fast turns play out; "off" shows the result at once (and so does a system asking for reduced motion). */
export type MotionSpeed = 'off' | 'slow' | 'normal' | 'fast';

export const MOTION_SPEEDS: readonly MotionSpeed[] = ['off', 'slow', 'normal', 'fast'];

/** What the screen shows once the motion ends. */
export interface AfterMotion {
  readonly curtain: boolean;
  /** The ended turn's report, shown to its player before the curtain. */
  readonly results: readonly LoggedEvent[] | null;
  readonly victory: boolean;
}

export interface TurnMotion {
  readonly beats: readonly MotionBeat[];
  /** The beat playing now. */
  readonly index: number;
  /** The state the game is in once the beats are over: a motion left from another game is not shown. */
  readonly end: GameState;
  readonly then: AfterMotion;
}

export interface MotionSlice {
  readonly motion: TurnMotion | null;
  readonly motionSpeed: MotionSpeed;
}

/** A store makes no motion until a screen sets a speed: tests of the store and the command line see none. */
export const NO_MOTION: MotionSlice = { motion: null, motionSpeed: 'off' };

export interface MotionActions {
  /** The board played beat `index` to its end: the next beat, or what comes after. */
  beatDone(index: number): void;
  /** Click or Space: straight to what comes after. */
  skipMotion(): void;
  setMotionSpeed(speed: MotionSpeed): void;
}

/** The store as the motion sees it: its own slice, and the turn's end it hands over to (../turnEnd.ts). */
type MotionStore = GameStoreState & MotionSlice & { readonly turnResults: readonly LoggedEvent[] | null };

interface MotionAccess {
  readonly get: () => MotionStore;
  readonly set: (recipe: (draft: Draft<MotionStore>) => void) => void;
}

/** The store holds this slice beside the others (../gameStore.ts). */
const motionAccess = (api: StoreAccess): MotionAccess => api as unknown as MotionAccess;

/** The motion on the board now, if one plays over the game the store holds. */
export function motionShown(store: Pick<GameStoreState, 'session'> & Partial<MotionSlice>): TurnMotion | null {
  const motion = store.motion ?? null;
  return motion && store.session?.state === motion.end ? motion : null;
}

export function motionActions(api: StoreAccess): MotionActions {
  const { get, set } = motionAccess(api);
  return {
    beatDone: (index) => {
      const motion = motionShown(get());
      if (!motion || motion.index !== index) return;
      set((d) => {
        if (index + 1 < motion.beats.length) {
          if (d.motion) d.motion.index = index + 1;
        } else finishMotion(d, motion.then);
      });
    },
    skipMotion: () => {
      const motion = motionShown(get());
      if (motion) set((d) => finishMotion(d, motion.then));
    },
    setMotionSpeed: (speed) =>
      set((d) => {
        d.motionSpeed = speed;
      }),
  };
}

/** The motion over: what the turn's end shows next (set by ../turnEnd.ts's passTurn). */
export function finishMotion(d: Draft<MotionStore>, then: AfterMotion): void {
  d.motion = null;
  d.ui.curtain = then.curtain;
  d.turnResults = castDraft(then.results);
  if (then.victory) d.screen = 'victory';
}
