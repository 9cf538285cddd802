// The editor's store: the draft (tracked by zundo for undo/redo) and the tool settings (not tracked).
// No immer here: a 256×256 map is a 65,536-entry array, and freezing or proxying it on every brush step
// costs more than the edit; the pure edit functions already return new arrays.
import { temporal, type TemporalState } from 'zundo';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isOnMap, sameHex, terrainAt, type HexCoord, type RaceId, type TerrainId } from '../rules/index.ts';
import type { CombatChoice } from '../state/premadeMap.ts';
import { blankDraft, emptySlots, type EditorDraft } from './draft.ts';
import { floodFill } from './edits/floodFill.ts';
import { hexLine } from './edits/hexLine.ts';
import { paintBrush } from './edits/paintBrush.ts';

export type EditorTool = 'brush' | 'fill' | 'eyedropper' | 'start';

export const MAX_BRUSH_RADIUS = 5;
/** Undo steps kept: each holds a terrain array (0.5 MB on a 256×256 map). */
export const UNDO_LIMIT = 60;

export interface EditorState {
  readonly draft: EditorDraft;
  readonly tool: EditorTool;
  readonly terrain: TerrainId;
  readonly radius: number;
  /** The slot the start tool places (index into draft.slots). */
  readonly activeSlot: number;
  /** Where the view was sent (a forbidden pair, a start): the board's cursor. */
  readonly cursor: HexCoord | null;
}

export interface EditorActions {
  setTool(tool: EditorTool): void;
  setTerrain(terrain: TerrainId): void;
  setRadius(radius: number): void;
  setActiveSlot(slot: number): void;
  setCursor(hex: HexCoord | null): void;
  /** Replaces the whole draft (new, open, generate, restore): one undo step. */
  replaceDraft(draft: EditorDraft): void;
  rename(name: string): void;
  /** The scenario's combat system: one undo step, like any change to the draft. */
  setCombat(combat: CombatChoice): void;
  /** Pointer down with the brush: paints at `hex` and opens a stroke. */
  beginStroke(hex: HexCoord): void;
  /** Pointer moved while painting: paints the line from the last hex to `hex`. */
  strokeTo(hex: HexCoord): void;
  /** Pointer up: the whole stroke becomes one undo step. */
  endStroke(): void;
  /** The pointer left the map: the stroke goes on where it comes back, without a line across. */
  liftStroke(): void;
  /** The press turned into a pinch: the stroke is undone, leaving no undo step. */
  cancelStroke(): void;
  isStroking(): boolean;
  fill(hex: HexCoord): void;
  pick(hex: HexCoord): void;
  placeStart(hex: HexCoord): void;
  clearStart(slot: number): void;
  setSlotRace(slot: number, race: RaceId | null): void;
  setSlotCount(count: number): void;
  /** Whichever tool is active, as a click on `hex`. */
  applyTool(hex: HexCoord): void;
}

export type EditorStore = EditorState & EditorActions;

type Tracked = Pick<EditorState, 'draft'>;
type SetState = (partial: Partial<EditorState>) => void;
type GetState = () => EditorStore;
/** The undo history zundo keeps beside the store. */
type History = StoreApi<TemporalState<Tracked>>;

export function createEditorStore(initial: EditorDraft = blankDraft()) {
  const store = createStore<EditorStore>()(
    temporal(
      (set, get) => ({
        draft: initial,
        tool: 'brush',
        terrain: 'forest',
        radius: 1,
        activeSlot: 0,
        cursor: null,
        ...settingActions(set, get),
        ...strokeActions(set, get, (): History => store.temporal),
        ...pointActions(set, get),
        ...slotActions(set, get),
        applyTool(hex) {
          const s = get();
          if (s.tool === 'fill') s.fill(hex);
          else if (s.tool === 'eyedropper') s.pick(hex);
          else if (s.tool === 'start') s.placeStart(hex);
          else {
            s.beginStroke(hex);
            s.endStroke();
          }
        },
      }),
      {
        partialize: (s): Tracked => ({ draft: s.draft }),
        equality: (a, b) => a.draft === b.draft,
        limit: UNDO_LIMIT,
      },
    ),
  );
  // Undo and redo swap the draft behind the actions' backs: whatever changed it, keep the start tool's
  // slot among the draft's slots (not tracked, so this records no undo step).
  store.subscribe((s) => {
    const last = s.draft.slots.length - 1;
    if (s.activeSlot > last) store.setState({ activeSlot: last });
  });
  return store;
}

const withMap = (draft: EditorDraft, map: EditorDraft['map']): EditorDraft => ({ ...draft, map });

function settingActions(
  set: SetState,
  get: GetState,
): Pick<EditorActions, 'setTool' | 'setTerrain' | 'setRadius' | 'setActiveSlot' | 'setCursor' | 'replaceDraft' | 'rename' | 'setCombat'> {
  return {
    setTool: (tool) => set({ tool }),
    setTerrain: (terrain) => set({ terrain }),
    setRadius: (radius) => set({ radius: Math.min(MAX_BRUSH_RADIUS, Math.max(0, Math.round(radius))) }),
    setActiveSlot: (slot) => set({ activeSlot: Math.min(get().draft.slots.length - 1, Math.max(0, slot)) }),
    setCursor: (cursor) => set({ cursor }),
    replaceDraft: (draft) => {
      if (get().isStroking()) get().endStroke();
      set({ draft, activeSlot: 0, cursor: null });
    },
    rename(name) {
      if (name !== get().draft.name) set({ draft: { ...get().draft, name } });
    },
    setCombat(combat) {
      const now = get().draft.combat;
      if (now?.combatSystem !== combat.combatSystem || now.newYearEvery !== combat.newYearEvery) set({ draft: { ...get().draft, combat } });
    },
  };
}

/** The brush's strokes: undo tracking is paused from press to release, which then record one step. */
function strokeActions(
  set: SetState,
  get: GetState,
  history: () => History,
): Pick<EditorActions, 'beginStroke' | 'strokeTo' | 'liftStroke' | 'cancelStroke' | 'endStroke' | 'isStroking'> {
  // Open stroke: the draft before it and the last painted hex; made per store, so each has its own.
  let stroke: { before: EditorDraft; last: HexCoord | null } | null = null;
  const paintAt = (hex: HexCoord) => {
    const { draft, radius, terrain } = get();
    const edit = paintBrush(draft.map, hex, radius, terrain);
    if (edit.changed.length > 0) set({ draft: withMap(draft, edit.map) });
  };
  return {
    beginStroke(hex) {
      if (stroke) get().endStroke();
      if (!isOnMap(get().draft.map, hex)) return;
      stroke = { before: get().draft, last: hex };
      history().getState().pause();
      paintAt(hex);
    },
    strokeTo(hex) {
      if (!stroke || !isOnMap(get().draft.map, hex)) return;
      if (stroke.last === null) paintAt(hex);
      else for (const step of hexLine(stroke.last, hex).slice(1)) if (isOnMap(get().draft.map, step)) paintAt(step);
      stroke.last = hex;
    },
    liftStroke() {
      if (stroke) stroke.last = null;
    },
    cancelStroke() {
      if (!stroke) return;
      const { before } = stroke;
      stroke = null;
      set({ draft: before });
      history().getState().resume();
    },
    endStroke() {
      if (!stroke) return;
      const { before } = stroke;
      stroke = null;
      const tracked = history();
      tracked.getState().resume();
      if (get().draft === before) return;
      // Tracking was paused during the stroke: record the draft from before it as one step.
      const past = [...tracked.getState().pastStates, { draft: before }];
      tracked.setState({ pastStates: past.slice(-UNDO_LIMIT), futureStates: [] });
    },
    isStroking: () => stroke !== null,
  };
}

/** The tools that act on one hex at a click. */
function pointActions(set: SetState, get: GetState): Pick<EditorActions, 'fill' | 'pick'> {
  return {
    fill(hex) {
      const { draft, terrain } = get();
      const edit = floodFill(draft.map, hex, terrain);
      if (edit.changed.length > 0) set({ draft: withMap(draft, edit.map) });
    },
    pick(hex) {
      const { map } = get().draft;
      if (isOnMap(map, hex)) set({ terrain: terrainAt(map, hex), tool: 'brush' });
    },
  };
}

function slotActions(set: SetState, get: GetState): Pick<EditorActions, 'placeStart' | 'clearStart' | 'setSlotRace' | 'setSlotCount'> {
  // A slot edit that changes nothing (a start put back on its own hex, a slot that no longer
  // exists) records no undo step, so it cannot wipe the redo stack.
  const changeSlot = (slot: number, change: Partial<EditorDraft['slots'][number]>): boolean => {
    const { draft } = get();
    const old = draft.slots[slot];
    if (!old) return false;
    const next = { ...old, ...change };
    if (sameSpot(next.at, old.at) && next.race === old.race) return false;
    set({ draft: { ...draft, slots: draft.slots.map((s, i) => (i === slot ? next : s)) } });
    return true;
  };
  return {
    placeStart(hex) {
      const { draft, activeSlot } = get();
      if (!isOnMap(draft.map, hex) || !changeSlot(activeSlot, { at: hex })) return;
      // Next click places the next unplaced slot, so laying out all starts is click, click, click.
      const slots = get().draft.slots;
      const next = slots.findIndex((s, i) => i > activeSlot && s.at === null);
      if (next >= 0) set({ activeSlot: next });
    },
    clearStart: (slot) => void changeSlot(slot, { at: null }),
    setSlotRace: (slot, race) => void changeSlot(slot, { race }),
    setSlotCount(count) {
      const { draft } = get();
      const fresh = emptySlots(count);
      if (fresh.length === draft.slots.length) return;
      set({ draft: { ...draft, slots: fresh.map((s, i) => draft.slots[i] ?? s) } });
    },
  };
}

const sameSpot = (a: HexCoord | null, b: HexCoord | null) => (a === null || b === null ? a === b : sameHex(a, b));

export type EditorStoreApi = ReturnType<typeof createEditorStore>;
