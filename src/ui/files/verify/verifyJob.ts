// What the worker does with a game file's text: parse, migrate and validate it, then replay every
// order and compare every checkpoint, building on the way what the page needs to open it (the hotseat
// session, or the replay viewer's timeline) so the page never replays it again.
import { autosaveTextOf } from '../../../io/autosave.ts';
import { loadGameRecord } from '../../../io/loadGameRecord.ts';
import type { ReplayProgress } from '../../../io/replayRecord.ts';
import type { SplitList } from '../../../io/verify/parts.ts';
import type { VerifyKind, VerifyProgress, VerifyRequest } from '../../../io/verify/protocol.ts';
import { scenarioFromData } from '../../../io/scenarioFromData.ts';
import type { GameRecord } from '../../../io/schema/gameRecord.ts';
import { Timeline, type TimelineOutcome, type TimelineParts } from '../../../replay/timeline.ts';
import type { GameMap, GameState } from '../../../rules/index.ts';
import { ordersOf, type GameSession } from '../../../state/session.ts';
import { sessionFromRecord } from '../../../state/sessionFromRecord.ts';

/** A timeline's snapshots all share the game's one map: only the first carries it across. */
type LeanState = Omit<GameState, 'map'> & { readonly map?: GameMap };
/** Sent without what the page can restore cheaply: the record's orders are the steps' orders. */
export type LeanTimelineParts = Omit<TimelineParts, 'snapshots'> & { readonly snapshots: readonly LeanState[] };

export type Verified =
  /** The session to play on, and the autosave's text for it (made here: for a big game it takes a while). */
  | { readonly kind: 'game'; readonly session: GameSession; readonly autosaveText: string }
  | {
      readonly kind: 'replay';
      readonly timeline: LeanTimelineParts;
      /** Why verification stopped, for a file that opens only up to its first difference. */
      readonly failure?: { readonly message: string; readonly orderIndex?: number };
    };

export type JobOutcome = { readonly ok: true; readonly value: Verified } | { readonly ok: false; readonly message: string };

/** Orders between two progress messages: often enough for a smooth bar, rare enough to cost nothing. */
const PROGRESS_EVERY = 500;

/** The long lists of each kind of result, posted in parts (see src/io/verify/parts.ts); sizes keep each part a few ms to read. */
export const LONG_LISTS: Readonly<Record<VerifyKind, readonly SplitList[]>> = {
  game: [
    { path: ['session', 'played'], perPart: 2000 },
    { path: ['session', 'log'], perPart: 1000 },
  ],
  replay: [
    { path: ['timeline', 'record', 'checkpoints'], perPart: 4000 },
    { path: ['timeline', 'steps'], perPart: 500 },
    { path: ['timeline', 'snapshots'], perPart: 8 },
  ],
};

/** The whole check of a file's text, reporting how far it got; what the worker posts back, or why not. */
export function verifyGameText({ text, kind }: VerifyRequest, report: (progress: VerifyProgress) => void): JobOutcome {
  report({ phase: 'reading', done: 0, total: 0 });
  const loaded = loadGameRecord(text);
  if (!loaded.ok) return loaded;
  const record = loaded.value;
  const progress: ReplayProgress = { every: PROGRESS_EVERY, onProgress: (done, total) => report({ phase: 'checking', done, total }) };
  if (kind === 'game') {
    const made = sessionFromRecord(record, progress);
    if (!made.ok) return made;
    const { scenario, seed, state } = made.session;
    return { ok: true, value: { kind, session: made.session, autosaveText: autosaveTextOf(scenario, seed, ordersOf(made.session), state) } };
  }
  return verifiedReplay(record, progress);
}

/** The replay viewer's timeline; a record that fails verification still gives it up to the failure. */
function verifiedReplay(record: GameRecord, progress: ReplayProgress): JobOutcome {
  const scenario = scenarioFromData(record.scenario);
  if ('error' in scenario) return { ok: false, message: `scenario: ${scenario.error}` };
  const built = Timeline.build(record, progress);
  const timeline = built.ok ? built.timeline : built.timeline;
  if (!timeline) return { ok: false, message: built.ok ? 'no timeline' : built.message };
  const parts = timeline.parts;
  const lean: LeanTimelineParts = {
    ...parts,
    // A timeline's record holds exactly the orders of its steps (up to a failure): not sent twice.
    record: { ...parts.record, orders: [] },
    snapshots: parts.snapshots.map((s, i) => (i === 0 ? s : { ...s, map: undefined })),
  };
  const failure = built.ok ? undefined : { message: built.message, ...(built.orderIndex === undefined ? {} : { orderIndex: built.orderIndex }) };
  return { ok: true, value: { kind: 'replay', timeline: lean, ...(failure ? { failure } : {}) } };
}

/** Snapshots with the map each lean one left out: the one before it carried (the first carries it). */
function withMaps(snapshots: readonly LeanState[]): GameState[] {
  let map: GameMap | undefined;
  return snapshots.flatMap((s) => {
    map = s.map ?? map;
    return map ? [{ ...s, map }] : [];
  });
}

/** The page's side of a replay result: the timeline with its map back in every snapshot. */
export function timelineOutcomeOf(value: Extract<Verified, { kind: 'replay' }>): TimelineOutcome {
  const { snapshots, steps, record } = value.timeline;
  const timeline = Timeline.fromParts({
    ...value.timeline,
    record: { ...record, orders: steps.map((step) => step.order) },
    snapshots: withMaps(snapshots),
  });
  return value.failure ? { ok: false, ...value.failure, timeline } : { ok: true, timeline };
}
