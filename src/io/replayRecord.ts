import { activePlayer, playOrder, seededDice, startGame, stateHash, type DiceSource, type GameEvent, type GameState, type Order } from '../rules/index.ts';
import type { GameRecord } from './schema/gameRecord.ts';
import { scenarioFromData } from './scenarioFromData.ts';

export type ReplayOutcome =
  | { readonly ok: true; readonly state: GameState; readonly hash: string /** Checkpoints that matched. */; readonly verifiedTurns: number }
  | { readonly ok: false; readonly message: string; readonly orderIndex?: number };

/** Called after each order with its events; the initial state comes with index -1. */
export type ReplayObserver = (step: {
  readonly index: number;
  readonly order: Order | null;
  readonly state: GameState;
  readonly events: readonly GameEvent[];
}) => void;

/** A replay in progress, played a slice at a time so a caller can report progress (or stop) between slices. */
export interface ReplayRun {
  /** Orders in the record. */
  readonly total: number;
  /** Orders replayed and checked so far. */
  readonly done: number;
  /** Replays up to `count` more orders; the outcome once the replay has ended (finished or failed), else null. */
  advance(count: number): ReplayOutcome | null;
}

interface Checkpoint {
  readonly hash: string;
  /** Its place in record.checkpoints, for the message. */
  readonly i: number;
}

/**
 * Starts re-resolving a validated record from its seed: every order is checked again at its point in
 * the log, the state after every END_TURN must match the file's checkpoint for it, and the final state
 * the file's hash. The first difference ends the replay and says where. The observer sees the initial
 * state at once, then each order as it is replayed.
 */
export function startReplay(record: GameRecord, observe?: ReplayObserver): ReplayRun {
  const total = record.orders.length;
  const prepared = prepare(record, observe);
  if ('failed' in prepared) return { total, done: 0, advance: () => prepared.failed };

  let { state } = prepared;
  const { checkpoints, dice } = prepared;
  let done = 0;
  let verifiedTurns = 0;
  let ended: ReplayOutcome | null = null;

  const playNext = (): ReplayOutcome | null => {
    const index = done;
    const order = record.orders[index];
    // advance() plays on only while done < total.
    if (!order) throw new RangeError(`replay: no orders[${index}] of ${total}`);
    const before = state;
    const outcome = playOrder(state, order, dice);
    if (!outcome.ok) {
      return { ok: false, orderIndex: index, message: `orders[${index}] (${order.type} by ${order.player}) is illegal at that point: ${outcome.reason}` };
    }
    state = outcome.state;
    done++;
    observe?.({ index, order, state, events: outcome.events });
    const checkpoint = checkpoints.get(index);
    if (!checkpoint) return null;
    const hash = stateHash(state);
    if (hash !== checkpoint.hash) return turnDiffers(before, index, hash, checkpoint);
    verifiedTurns++;
    return null;
  };

  return {
    total,
    get done() {
      return done;
    },
    advance(count) {
      const until = Math.min(total, done + Math.max(0, count));
      while (!ended && done < until) ended = playNext();
      if (!ended && done === total) ended = finalCheck(record, state, verifiedTurns);
      return ended;
    },
  };
}

export interface ReplayProgress {
  /** Orders between two reports (the last slice may be shorter). */
  readonly every: number;
  /** Orders replayed so far, of `total`; also once at the end (or at a failure). */
  onProgress(done: number, total: number): void;
}

/** The whole replay at once (see startReplay), telling `progress` how far it got along the way. */
export function replayRecord(record: GameRecord, observe?: ReplayObserver, progress?: ReplayProgress): ReplayOutcome {
  const run = startReplay(record, observe);
  const slice = progress ? Math.max(1, progress.every) : run.total;
  for (;;) {
    const outcome = run.advance(slice);
    progress?.onProgress(run.done, run.total);
    if (outcome) return outcome;
  }
}

/** One order of a replay with the states either side of it; the start comes first, with index -1 and no order. */
export interface ReplayStep {
  readonly index: number;
  readonly order: Order | null;
  /** The state the order was played on; null for the start. */
  readonly before: GameState | null;
  readonly after: GameState;
  readonly events: readonly GameEvent[];
}

/** What a caller keeps of a replay: the outcome and its own step for each order replayed (up to a failure). */
export interface ReplayedSteps<S> {
  readonly outcome: ReplayOutcome;
  readonly steps: S[];
}

/**
 * The one replay of a record into steps (the hotseat session, the autosave, the replay viewer's timeline):
 * replayRecord, with the state before each order carried along. `toStep` makes what the caller keeps of
 * each step, or undefined to keep nothing for it; keeping states is up to the caller (a long game has many).
 */
export function replaySteps<S>(record: GameRecord, toStep: (step: ReplayStep) => S | undefined, progress?: ReplayProgress): ReplayedSteps<S> {
  const steps: S[] = [];
  let before: GameState | null = null;
  const outcome = replayRecord(
    record,
    ({ index, order, state, events }) => {
      const step = toStep({ index, order, before, after: state, events });
      if (step !== undefined) steps.push(step);
      before = state;
    },
    progress,
  );
  return { outcome, steps };
}

function prepare(
  record: GameRecord,
  observe: ReplayObserver | undefined,
): { failed: ReplayOutcome } | { state: GameState; checkpoints: ReadonlyMap<number, Checkpoint>; dice: DiceSource } {
  const scenario = scenarioFromData(record.scenario);
  if ('error' in scenario) return { failed: { ok: false, message: scenario.error } };
  const started = startGame(scenario, record.seed);
  if (!started.ok) return { failed: { ok: false, message: `scenario: ${started.reason}` } };
  observe?.({ index: -1, order: null, state: started.state, events: started.events });

  const checkpoints = new Map(record.checkpoints.map((c, i) => [c.order, { hash: c.hash, i }]));
  for (const c of record.checkpoints) {
    if (record.orders[c.order]?.type !== 'END_TURN') return { failed: { ok: false, message: `checkpoints name orders[${c.order}], which is not an END_TURN` } };
  }
  return { state: started.state, checkpoints, dice: seededDice(record.seed) };
}

function turnDiffers(before: GameState, index: number, hash: string, checkpoint: Checkpoint): ReplayOutcome {
  const player = activePlayer(before);
  return {
    ok: false,
    orderIndex: index,
    message:
      `turn ${before.turnNumber} (${player.name}'s, round ${before.round}) ends differently from the file: ` +
      `after orders[${index}] the replay gives state hash ${hash}, checkpoints[${checkpoint.i}] says ${checkpoint.hash} ` +
      '(the file was changed, or made by different rules)',
  };
}

function finalCheck(record: GameRecord, state: GameState, verifiedTurns: number): ReplayOutcome {
  const hash = stateHash(state);
  if (record.stateHash !== undefined && record.stateHash !== hash) {
    return { ok: false, message: `the replayed game does not match the file: state hash ${hash}, the file says ${record.stateHash}` };
  }
  return { ok: true, state, hash, verifiedTurns };
}
