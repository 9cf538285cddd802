// The replay viewer's state: which game is open, where in it we stand, and whether it plays.
// Kept apart from the hotseat store: opening, browsing and closing a replay never touch the game
// in progress (only "continue from here" hands a record over to it).
import { createStore } from 'zustand/vanilla';
import { scenarioFromData } from '../io/scenarioFromData.ts';
import type { GameRecord } from '../io/schema/gameRecord.ts';
import { loadCombatSystems, type GameState, type PlayerId, type Scenario, type UnitId } from '../rules/index.ts';
import { coloursOf } from '../state/colours.ts';
import { knownUnitsOf } from '../state/eventLog.ts';
import type { KnownUnit } from '../state/session.ts';
import { Timeline, type TimelineOutcome } from './timeline.ts';

export type Verification = { readonly ok: true; readonly turns: number } | { readonly ok: false; readonly message: string; readonly orderIndex?: number };

export interface OpenReplay {
  /** The file's name, or "the game in progress". */
  readonly title: string;
  readonly timeline: Timeline;
  readonly scenario: Scenario;
  readonly colours: Readonly<Record<PlayerId, string>>;
  /** Every unit the game ever had, for the texts to name the gone ones too. */
  readonly knownUnits: Readonly<Record<UnitId, KnownUnit>>;
  readonly verification: Verification;
}

/** Orders per second when playing. */
export const REPLAY_SPEEDS = [1, 2, 5, 10] as const;

export interface ReplayStoreState {
  readonly replay: OpenReplay | null;
  /** 0 (before any order) to timeline.length (after the last). */
  readonly position: number;
  /** The state after `position` orders (null when no replay is open). */
  readonly state: GameState | null;
  readonly playing: boolean;
  readonly speed: number;
}

export type OpenOutcome = { readonly ok: true; readonly verification: Verification } | { readonly ok: false; readonly message: string };

export interface ReplayActions {
  /**
   * A game file's text: loaded and verified; a record that fails verification opens up to the failure.
   * Asynchronous only to fetch the game file reader on first use.
   */
  openText(text: string, title: string): Promise<OpenOutcome>;
  openRecord(record: GameRecord, title: string): OpenOutcome;
  /** A timeline already built and verified (in a worker); one that failed opens up to the failure. */
  openTimeline(built: TimelineOutcome, title: string): OpenOutcome;
  close(): void;
  jump(position: number): void;
  step(by: number): void;
  /** To the start of this turn (or the previous one when already there), or past the end of this one. */
  stepTurn(direction: -1 | 1): void;
  setPlaying(playing: boolean): void;
  setSpeed(speed: number): void;
  /** One order forward while playing; stops at the end. */
  tick(): void;
}

export type ReplayStore = ReplayStoreState & ReplayActions;

export function createReplayStore() {
  return createStore<ReplayStore>()((set, get) => {
    const clamp = (position: number) => Math.max(0, Math.min(get().replay?.timeline.length ?? 0, Math.round(position)));
    const at = (timeline: Timeline, position: number) => ({ position, state: timeline.stateAt(position) });
    const jump = (position: number) => {
      const replay = get().replay;
      if (!replay) return;
      const to = clamp(position);
      if (to !== get().position) set(at(replay.timeline, to));
    };
    return {
      replay: null,
      position: 0,
      state: null,
      playing: false,
      speed: 2,

      async openText(text, title) {
        const { loadGameRecord } = await import('../io/loadGameRecord.ts');
        await loadCombatSystems();
        const loaded = loadGameRecord(text);
        return loaded.ok ? get().openRecord(loaded.value, title) : loaded;
      },

      openRecord(record, title) {
        const scenario = scenarioFromData(record.scenario);
        if ('error' in scenario) return { ok: false, message: `scenario: ${scenario.error}` };
        return get().openTimeline(Timeline.build(record), title);
      },

      openTimeline(built, title) {
        const timeline = built.ok ? built.timeline : built.timeline;
        if (!timeline) return { ok: false, message: built.ok ? 'no timeline' : built.message };
        const scenario = scenarioFromData(timeline.record.scenario);
        if ('error' in scenario) return { ok: false, message: `scenario: ${scenario.error}` };
        const verification: Verification = built.ok
          ? { ok: true, turns: built.timeline.verifiedTurns }
          : { ok: false, message: built.message, ...(built.orderIndex === undefined ? {} : { orderIndex: built.orderIndex }) };
        const knownUnits = knownUnitsOf(scenario);
        for (const step of timeline.steps) {
          for (const event of step.events) if (event.type === 'UNIT_RECRUITED') knownUnits[event.unit.id] = { type: event.unit.type, owner: event.unit.owner };
        }
        set({
          replay: { title, timeline, scenario, colours: coloursOf(scenario), knownUnits, verification },
          position: 0,
          state: timeline.stateAt(0),
          playing: false,
        });
        return { ok: true, verification };
      },

      close() {
        set({ replay: null, position: 0, state: null, playing: false });
      },

      jump,

      step(by) {
        jump(get().position + by);
      },

      stepTurn(direction) {
        const replay = get().replay;
        if (!replay) return;
        const { timeline } = replay;
        const p = get().position;
        if (direction > 0) return jump(timeline.turnEnd(p));
        const start = timeline.turnStart(p);
        jump(start < p ? start : timeline.turnStart(Math.max(0, p - 1)));
      },

      setPlaying(playing) {
        const replay = get().replay;
        if (!replay) return;
        // Play from the start again once at the end.
        if (playing && get().position >= replay.timeline.length) set(at(replay.timeline, 0));
        set({ playing });
      },

      setSpeed(speed) {
        set({ speed });
      },

      tick() {
        const replay = get().replay;
        if (!replay || !get().playing) return;
        const next = get().position + 1;
        set(next >= replay.timeline.length ? { ...at(replay.timeline, replay.timeline.length), playing: false } : at(replay.timeline, next));
      },
    };
  });
}

export type ReplayStoreApi = ReturnType<typeof createReplayStore>;
