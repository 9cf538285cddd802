// What the screen shows around the game: the selection, the cursor, the hover, the open menu, the
// hand-off curtain, and the messages. The rules are only asked where a hex is.
import { castDraft, type Draft } from 'immer';
import type { HexCoord } from '../rules/index.ts';
import { cursorHome, stepCursor, type CursorStep } from './cursor.ts';
import type { DuelFlow } from './duelFlow.ts';
import type { StoreAccess } from './storeAccess.ts';

export type Menu = 'build' | 'recruit' | null;

export interface UiState {
  /** The hex of the selected own unit or own building. */
  readonly selected: HexCoord | null;
  /** The keyboard cursor. */
  readonly cursor: HexCoord | null;
  readonly hovered: HexCoord | null;
  /** New attacks advance into the defeated unit's hex. */
  readonly advance: boolean;
  /** Why the last order was refused, in the rules' words. */
  readonly refusal: string | null;
  /** A note that is not a refusal ("also taken back: …"). */
  readonly notice: string | null;
  /** The hand-off curtain: nothing of the game shows while it is up. */
  readonly curtain: boolean;
  readonly menu: Menu;
  /** Champions: End turn found duels in the plan, played on the duel screen before the turn ends. */
  readonly duel: DuelRequest | null;
}

/** The End turn that opened the duel screen: a referee's dice for the turn's fights, if it gave them; the duels so far. */
export interface DuelRequest {
  readonly rolls: number[] | null;
  /**
   * The duels as far as they are played (absent until the duel screen takes its first step). Kept here, not on
   * the screen, so the autosave keeps them once a hand is shown and a reload reopens them (./duelSave.ts).
   */
  readonly flow?: DuelFlow;
}

export const IDLE_UI: UiState = {
  selected: null,
  cursor: null,
  hovered: null,
  advance: false,
  refusal: null,
  notice: null,
  curtain: false,
  menu: null,
  duel: null,
};

export interface UiSlice {
  readonly ui: UiState;
  /** Shown on the setup screen: a map that could not be made, a saved game that was discarded. */
  readonly setupMessage: string | null;
  /** Why the last autosave failed, if it did. */
  readonly saveError: string | null;
  /** Set when another tab of the game saved over this one's autosave (one slot per browser). */
  readonly otherTabSaved: boolean;
}

export const INITIAL_UI: UiSlice = { ui: IDLE_UI, setupMessage: null, saveError: null, otherTabSaved: false };

/** Shows the rules' reason for refusing an order (the last notice goes). */
export function refuse(ui: Draft<UiState>, reason: string): void {
  ui.refusal = reason;
  ui.notice = null;
}

/** After an order stood: no refusal or notice left, and the screen's other changes. */
export function settle(ui: Draft<UiState>, change: Partial<UiState>): void {
  Object.assign(ui, { refusal: null, notice: null, ...change });
}

/** A game shown afresh: nothing selected, the curtain up unless the game is decided; the duels it was fighting, if any. */
export function freshUi(draft: Draft<UiSlice>, curtain: boolean, duel: DuelRequest | null = null): void {
  draft.ui = castDraft({ ...IDLE_UI, curtain, duel });
  draft.setupMessage = null;
  draft.otherTabSaved = false;
}

export interface UiActions {
  hoverHex(hex: HexCoord | null): void;
  moveCursor(step: CursorStep): void;
  /** Escape: closes a menu, else clears the selection. */
  cancel(): void;
  confirmHandoff(): void;
  /** What the autosave answered: why the game could not be saved, or null when it was. */
  showSaveError(message: string | null): void;
  /** Another tab wrote the autosave: this game is no longer the one a reload would offer. */
  noteOtherTabSave(): void;
}

export function moveCursor({ get, set }: StoreAccess, step: CursorStep): void {
  const { session, ui } = get();
  if (!session || ui.curtain || ui.duel) return;
  const cursor = ui.cursor ? stepCursor(session.state.map, ui.cursor, step) : cursorHome(session.state, ui.selected);
  set((d) => {
    d.ui.cursor = cursor;
  });
}

export function uiActions(api: StoreAccess): UiActions {
  const { set } = api;
  return {
    hoverHex: (hex) =>
      set((d) => {
        d.ui.hovered = hex && castDraft(hex);
      }),
    moveCursor: (step) => moveCursor(api, step),
    cancel: () =>
      set((d) => {
        if (d.ui.menu) d.ui.menu = null;
        else d.ui.selected = null;
        d.ui.refusal = null;
        d.ui.notice = null;
      }),
    confirmHandoff: () =>
      set((d) => {
        d.ui.curtain = false;
      }),
    showSaveError: (message) =>
      set((d) => {
        d.saveError = message;
      }),
    noteOtherTabSave: () =>
      set((d) => {
        d.otherTabSaved = d.session !== null && d.session.state.result === null;
      }),
  };
}
