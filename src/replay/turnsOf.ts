import type { PlayerId } from '../rules/index.ts';
import type { TimelineStep } from './timeline.ts';

/** One player's turn in the timeline: its orders are steps[first .. last]. */
export interface TimelineTurn {
  readonly round: number;
  readonly turnNumber: number;
  readonly player: PlayerId;
  readonly first: number;
  readonly last: number;
}

/** The timeline's steps grouped by turn, in order. */
export function turnsOf(steps: readonly TimelineStep[]): TimelineTurn[] {
  const turns: TimelineTurn[] = [];
  let first = 0;
  // An index loop: a long game has 100,000 steps, and this runs as its replay opens.
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    if (step === undefined) continue;
    if (step.order.type === 'END_TURN' || i === steps.length - 1) {
      turns.push({ round: step.round, turnNumber: step.turnNumber, player: step.player, first, last: i });
      first = i + 1;
    }
  }
  return turns;
}

/** Index in `turns` of the turn holding step `index` (binary search). */
export function turnIndexOf(turns: readonly TimelineTurn[], index: number): number {
  let lo = 0;
  let hi = turns.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const turn = turns[mid];
    if (turn !== undefined && turn.last < index) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
