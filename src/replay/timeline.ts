import { replaySteps, type ReplayProgress } from '../io/replayRecord.ts';
import type { GameRecord } from '../io/schema/gameRecord.ts';
import { playOrder, seededDice, type GameEvent, type GameState, type Order } from '../rules/index.ts';

/** One order of a replay, with where it stands in the game. */
export interface TimelineStep {
  readonly index: number;
  readonly order: Order;
  readonly round: number;
  readonly turnNumber: number;
  readonly player: string;
  readonly events: readonly GameEvent[];
}

export type TimelineOutcome =
  | { readonly ok: true; readonly timeline: Timeline }
  | { readonly ok: false; readonly message: string; readonly orderIndex?: number; readonly timeline?: Timeline };

/** What a timeline is made of: plain data, so a worker can build it and hand it to the page. */
export interface TimelineParts {
  readonly record: GameRecord;
  readonly steps: readonly TimelineStep[];
  readonly snapshots: readonly GameState[];
  readonly verifiedTurns: number;
}

// A state is kept every SNAPSHOT_EVERY orders: jumping anywhere replays at most that many orders
// (~20 µs each), and 10,000 orders keep only 157 states.
const SNAPSHOT_EVERY = 64;

/**
 * A replayed game that can show the state after any order. Built by verifying the record from its
 * seed (every order re-checked, every turn's hash compared); keeps snapshots along the way.
 */
export class Timeline {
  private constructor(
    readonly record: GameRecord,
    readonly steps: readonly TimelineStep[],
    private readonly snapshots: readonly GameState[],
    readonly verifiedTurns: number,
  ) {}

  /** Verifies and indexes the record. A record that fails still gives the timeline up to the failure. */
  static build(record: GameRecord, progress?: ReplayProgress): TimelineOutcome {
    const snapshots: GameState[] = [];
    const { outcome, steps } = replaySteps<TimelineStep>(
      record,
      ({ index, order, before, after, events }) => {
        if (index === -1 || (index + 1) % SNAPSHOT_EVERY === 0) snapshots.push(after);
        if (!order || !before) return undefined;
        return { index, order, round: before.round, turnNumber: before.turnNumber, player: order.player, events };
      },
      progress,
    );
    if (outcome.ok) return { ok: true, timeline: new Timeline(record, steps, snapshots, outcome.verifiedTurns) };
    const partial = snapshots.length > 0 ? new Timeline({ ...record, orders: record.orders.slice(0, steps.length) }, steps, snapshots, 0) : undefined;
    return {
      ok: false,
      message: outcome.message,
      ...(outcome.orderIndex === undefined ? {} : { orderIndex: outcome.orderIndex }),
      ...(partial ? { timeline: partial } : {}),
    };
  }

  /** A timeline built elsewhere (by Timeline.build, e.g. in a worker), without replaying it again. */
  static fromParts(parts: TimelineParts): Timeline {
    return new Timeline(parts.record, parts.steps, parts.snapshots, parts.verifiedTurns);
  }

  get parts(): TimelineParts {
    return { record: this.record, steps: this.steps, snapshots: this.snapshots, verifiedTurns: this.verifiedTurns };
  }

  /** Positions run from 0 (the start, before any order) to length (after the last order). */
  get length(): number {
    return this.steps.length;
  }

  /** The state after the first `position` orders. */
  stateAt(position: number): GameState {
    const at = Math.max(0, Math.min(this.length, Math.floor(position)));
    const base = Math.floor(at / SNAPSHOT_EVERY);
    let state = this.snapshots[Math.min(base, this.snapshots.length - 1)];
    if (!state) throw new Error('a timeline always holds the state at the start');
    const dice = seededDice(this.record.seed);
    for (let i = base * SNAPSHOT_EVERY; i < at; i++) {
      const step = this.steps[i];
      if (!step) throw new RangeError(`no step ${i} of ${this.length}`);
      const outcome = playOrder(state, step.order, dice);
      if (!outcome.ok) throw new Error(`orders[${i}] was legal when verified: ${outcome.reason}`);
      state = outcome.state;
    }
    return state;
  }

  /** Position of the start of the turn that `position` is in (just after the previous END_TURN). */
  turnStart(position: number): number {
    let p = Math.min(position, this.length);
    while (p > 0 && this.steps[p - 1]?.order.type !== 'END_TURN') p--;
    return p;
  }

  /** Position just after the END_TURN that ends the turn `position` is in, or the end. */
  turnEnd(position: number): number {
    let p = Math.max(0, position);
    while (p < this.length && this.steps[p]?.order.type !== 'END_TURN') p++;
    return Math.min(this.length, p + 1);
  }
}
