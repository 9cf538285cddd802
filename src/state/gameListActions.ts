// A game shown afresh, and what the saved-games list and the question before a replacement do to the store
// (./replacing.ts): a game that would replace the one in progress waits for Keep or Replace; leaving a game for
// the main menu; the list's own screen. Keeping games in the list is I/O, done beside the store (./savedGames.ts).
import { castDraft, type Draft } from 'immer';
import { showGames, showSession, showSetup } from './router.ts';
import { inProgress, gameNamesOf, type IncomingGame } from './replacing.ts';
import type { GameSession } from './session.ts';
import { keepSession } from './sessionSlice.ts';
import type { GameStoreState, StoreAccess } from './storeAccess.ts';
import { freshUi, IDLE_UI, type DuelRequest } from './uiSlice.ts';

/**
 * A session shown afresh, behind the curtain unless decided; at the duels it was fighting, if any. `savedId`: its
 * entry in Saved games, if it has one.
 */
export function begin(
  draft: Draft<GameStoreState>,
  session: GameSession,
  autosaveText: string | null = null,
  duel: DuelRequest | null = null,
  savedId: string | null = null,
): void {
  keepSession(draft, session, autosaveText);
  draft.savedGameId = savedId;
  showSession(draft, session);
  freshUi(draft, !session.state.result, duel);
  draft.replacing = null;
  draft.menuNotice = null;
}

/** Plays on from `incoming`, or, with a game in progress, asks first (the game of its own entry is only shown again). */
export function openOrAsk({ get, set }: StoreAccess, incoming: IncomingGame): void {
  const { session, savedGameId } = get();
  if (inProgress(session) && incoming.savedId !== null && incoming.savedId === savedGameId) {
    set((d) => {
      showSession(d, session);
      d.replacing = null;
    });
    return;
  }
  set((d) => {
    if (inProgress(session)) d.replacing = castDraft({ current: gameNamesOf(session.state), incoming });
    else {
      begin(d, incoming.session, incoming.autosaveText, incoming.duel, incoming.savedId);
      d.ui.notice = incoming.notice;
    }
  });
}

export interface GameListActions {
  /**
   * A game from Saved games (entry `id`), read back and replayed: played on, or asked about first over a game in
   * progress; at the duels it was fighting, with what reopening them had to say.
   */
  openSavedGame(session: GameSession, duel: DuelRequest | null, notice: string | null, id: string): void;
  /**
   * The players' answer to the question before a replacement (the game in progress is kept in Saved games by then):
   * Replace plays the other game (or sets up the editor's map), Keep goes on with this one.
   */
  answerReplace(replace: boolean): void;
  /** "Main menu": the game is left (kept in Saved games, or saved to a file) for the setup screen, which says `notice`. */
  leaveToMenu(notice: string | null): void;
  /** The saved-games list, or (false) back to the setup screen. */
  showSavedGames(show: boolean): void;
  /** The game in progress was kept in Saved games as `id` (null: its entry is gone): kept again over it. */
  noteSavedGameId(id: string | null): void;
}

function answerReplace({ get, set }: StoreAccess, replace: boolean): void {
  const { replacing } = get();
  if (!replacing) return;
  set((d) => {
    d.replacing = null;
    if (!replace) return;
    const { incoming } = replacing;
    if (incoming.kind === 'game') {
      begin(d, incoming.session, incoming.autosaveText, incoming.duel, incoming.savedId);
      d.ui.notice = incoming.notice;
      return;
    }
    // A new game on the editor's map (kept in premadeMap): the setup screen.
    keepSession(d, null);
    d.savedGameId = null;
    d.ui = castDraft(IDLE_UI);
    showSetup(d);
    d.setupMessage = null;
  });
}

export function gameListActions(api: StoreAccess): GameListActions {
  const { set } = api;
  return {
    openSavedGame: (session, duel, notice, id) => openOrAsk(api, { kind: 'game', session, autosaveText: null, duel, notice, savedId: id }),
    answerReplace: (replace) => answerReplace(api, replace),
    leaveToMenu: (notice) =>
      set((d) => {
        keepSession(d, null);
        d.savedGameId = null;
        d.ui = castDraft(IDLE_UI);
        d.replacing = null;
        showSetup(d);
        d.setupMessage = null;
        d.menuNotice = notice;
      }),
    showSavedGames: (show) =>
      set((d) => {
        showGames(d, show);
        d.menuNotice = null;
      }),
    noteSavedGameId: (id) =>
      set((d) => {
        d.savedGameId = id;
      }),
  };
}
