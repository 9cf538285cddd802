// Which short sounds a turn's events call for: pure, so what plays is tested without a speaker.
import type { GameEvent } from '../../rules/index.ts';
import type { MotionBeatKind } from '../../state/motion/turnMotion.ts';

export type Cue = 'move' | 'fight' | 'fall' | 'capture' | 'turn';

const CUE_OF: Partial<Record<GameEvent['type'], Cue>> = {
  UNIT_MOVED: 'move',
  COMBAT_RESOLVED: 'fight',
  DUEL_FOUGHT: 'fight',
  UNIT_DESTROYED: 'fall',
  BUILDING_CAPTURED: 'capture',
};

/** The most sounds one turn plays: a big turn is a short flourish, not a minute of clatter. */
export const MAX_CUES = 8;

/**
 * The sounds of a resolved turn, in the order it happened: one per fight, fall and capture, and one for a
 * run of moves (ten units marching are one footfall); at most MAX_CUES.
 */
export function cuesOf(events: readonly GameEvent[]): Cue[] {
  const cues: Cue[] = [];
  for (const event of events) {
    const cue = CUE_OF[event.type];
    if (!cue || (cue === 'move' && cues.at(-1) === 'move')) continue;
    cues.push(cue);
    if (cues.length === MAX_CUES) break;
  }
  return cues;
}

/** The sound of a beat as a turn plays out on the board: each sounds as it shows. */
export const BEAT_CUE: Readonly<Record<MotionBeatKind, Cue>> = { march: 'move', fight: 'fight', fade: 'fall', capture: 'capture' };
