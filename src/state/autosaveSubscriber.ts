// The hotseat game kept in the browser (one slot per browser): written whenever the session changes, or the
// duel being fought once a hand has been shown (./duelSave.ts), read back at start-up. It subscribes to the
// game store, which never touches the storage itself; the app installs it at start-up (src/state/gameApp.ts),
// tests with a storage of their own. Reading a save back needs the game file reader (src/io/readAutosave.ts),
// and a duel in it the card engine (./duelResume.ts), fetched only when there is one to read.
import {
  AUTOSAVE_KEY,
  autosaveText,
  autosaveTextOf,
  clearAutosave,
  mayHoldAutosave,
  mayHoldDuel,
  readAutosaveEntry,
  writeAutosave,
  writeAutosaveEntry,
  type KeyValueStorage,
  type SavedDuel,
} from '../io/autosave.ts';
import { loadCombatSystems, type Scenario } from '../rules/index.ts';
import { savedDuelOf, savedDuelText } from './duelSave.ts';
import type { GameStore, GameStoreApi } from './gameStore.ts';
import { reopenFound, type FoundGame } from './reopenSaved.ts';
import { ordersOf, type GameSession } from './session.ts';

/** The saved game's side of the resume screen, and the notice of another tab's save. */
export interface Autosave {
  /**
   * At start-up, once per page and never over a game in progress: offers the saved game, or reports and
   * drops a broken one. Null when that was settled at once (nothing saved, or nothing to offer); else
   * the reading of the save (its reader is fetched first), the same promise on every later call.
   */
  offerSaved(): Promise<void> | null;
  /** "Continue": the game still in memory (left for the editor), else the saved one. */
  continueSaved(): Promise<void>;
  /** "New game" instead: the saved game is dropped. */
  discardSaved(): void;
  /**
   * Another tab wrote the autosave: this game is no longer the one a reload would offer. With a duel under way
   * in either tab, this one follows the other's save or writes its duel again (settled when the promise is).
   */
  noteOtherTabSave(): Promise<void>;
  /** Every other tab that saved here has gone (closed, or left its game): the notice goes. */
  otherTabsGone(): void;
  /** The saved game's text as it is, and its entry in Saved games (to keep it there before it is dropped); null: none. */
  savedText(): { readonly text: string; readonly entry: string | null } | null;
  /** The game is kept elsewhere now (Saved games): the storage forgets it, so a reload does not offer it. */
  forget(): void;
  /** Unsubscribes from the store. */
  stop(): void;
}

const DISCARDED = 'The saved game could not be continued and was discarded: ';

/** What the player reads when a save failed; `keptBack`: the storage still holds this game, a few orders back. */
function saveErrorText(error: string | null, keptBack: boolean): string | null {
  if (!error) return null;
  return keptBack
    ? `${error} A reload would continue this game from its last save, a few orders back (orders taken back since then would return); save the game to a file to keep it as it is.`
    : `${error} Save the game to a file to keep it.`;
}

/** What this page knows of the storage's one slot. */
interface Slot {
  /** The scenario of the game the storage holds, as far as this page knows (null: none or another's). */
  stored: Scenario | null;
  /** The session and duel (savedDuelText) this page last wrote or read back: a change of neither is not written again. */
  written: { readonly session: GameSession; readonly duel: string | null } | null;
}

type Save = (session: GameSession, duel: SavedDuel | null, text?: string) => void;

function writer(store: GameStoreApi, storage: KeyValueStorage, slot: Slot): Save {
  return (session, duel, text) => {
    if (session.state.result) {
      clearAutosave(storage);
      slot.stored = null;
      return;
    }
    const orders = ordersOf(session);
    const withDuel = duel ? autosaveTextOf(session.scenario, session.seed, orders, session.state, duel) : text;
    const error = writeAutosave(storage, session.scenario, session.seed, orders, session.state, withDuel);
    if (!error) slot.stored = session.scenario;
    else if (slot.stored !== session.scenario) {
      // The storage holds another game: drop it rather than have a reload offer it instead of this one.
      clearAutosave(storage);
      slot.stored = null;
    }
    // Else it keeps this game a few orders back, which beats losing the whole game on a reload.
    store.getState().showSaveError(saveErrorText(error, slot.stored === session.scenario));
  };
}

/** Saves every new session of the store, and every step of a duel once a hand is shown; answers how to stop. */
function subscribeWrites(store: GameStoreApi, storage: KeyValueStorage, save: Save, slot: Slot): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const onChange = ({ session, autosaveText, ui, savedGameId }: GameStore, before: GameStore) => {
    if (savedGameId !== before.savedGameId) writeAutosaveEntry(storage, savedGameId);
    if (!session || (session === before.session && ui.duel === before.ui.duel)) return;
    const duel = savedDuelOf(ui.duel);
    const duelText = duel && JSON.stringify(duel);
    if (slot.written?.session === session && slot.written.duel === duelText) return;
    slot.written = { session, duel: duelText };
    if (duel || autosaveText === null) return save(session, duel);
    // Writing out a big game takes tens of milliseconds: in a task of its own, once the game shows
    // (and only if it is still the game: an order since then has saved it already).
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (store.getState().session === session) save(session, null, autosaveText);
    }, 0);
    timers.add(timer);
  };
  const unsubscribe = store.subscribe(onChange);
  return () => {
    unsubscribe();
    for (const timer of timers) clearTimeout(timer);
  };
}

/** The saved game, read with the game file reader (fetched on first use). */
async function readSaved(storage: KeyValueStorage) {
  const { readAutosave } = await import('../io/readAutosave.ts');
  // A saved game may fight by any combat system: fetch them before replaying it (only when there is one).
  if (storage.getItem(AUTOSAVE_KEY) !== null) await loadCombatSystems();
  return readAutosave(storage);
}

/** Plays on from a save read back: at the duel it was fighting, if any; `note` says why, when it is not the player's Continue. */
function reopener(store: GameStoreApi, storage: KeyValueStorage | null, slot: Slot) {
  return async (found: FoundGame, note: string | null = null): Promise<void> => {
    const { session, duel, notice } = await reopenFound(found);
    slot.stored = session.scenario;
    // The storage holds this already, unless its duel could not be reopened as it was: then the start it reopened at.
    slot.written = notice ? null : { session, duel: savedDuelText(duel) };
    store.getState().resumeSession(session, duel, notice ?? note, storage && readAutosaveEntry(storage));
  };
}

/**
 * Another tab wrote the slot: the notice; and when a duel of this game is being fought in either tab, this
 * tab follows the other's save or writes its own duel again (./otherTabSave.ts), so a duel is fought once.
 */
function otherTabFollower(store: GameStoreApi, storage: KeyValueStorage | null, save: Save, slot: Slot) {
  const reopen = reopener(store, storage, slot);
  return async (): Promise<void> => {
    const { session, ui } = store.getState();
    const mine = savedDuelOf(ui.duel);
    if (!storage || !session || session.state.result || (!mine && !mayHoldDuel(storage))) return;
    const found = await readSaved(storage);
    if (found.kind !== 'ok' || store.getState().session !== session || store.getState().ui.duel !== ui.duel) return;
    const { otherTabMove } = await import('./otherTabSave.ts');
    const move = otherTabMove(found, session, mine !== null);
    if (move === 'follow') await reopen(found, 'Another tab of this browser went on with this duel: this tab follows it, so it is fought once.');
    else if (move === 'reassert' && mine) {
      slot.written = { session, duel: JSON.stringify(mine) };
      save(session, mine);
    }
  };
}

function resumeActions(store: GameStoreApi, storage: KeyValueStorage | null, slot: Slot, save: Save): Omit<Autosave, 'stop'> {
  const reopen = reopener(store, storage, slot);
  const followOtherTab = otherTabFollower(store, storage, save, slot);
  let offering: Promise<void> | null | undefined;
  const offer = async (from: KeyValueStorage) => {
    const found = await readSaved(from);
    // A game begun meanwhile is not replaced by the offer.
    if (found.kind === 'none' || store.getState().session) return;
    if (found.kind === 'broken' || found.state.result) {
      clearAutosave(from);
      if (found.kind === 'broken') store.getState().showSetup(DISCARDED + found.message);
      return;
    }
    store.getState().offerSavedGame({ names: found.state.players.map((p) => p.name), round: found.state.round });
  };
  return {
    offerSaved() {
      if (offering !== undefined) return offering;
      if (!storage || store.getState().session) return null;
      // Coming from the editor with a map to play, a saved game is still offered first: starting a
      // new game would replace it. Declining it leads to the setup screen with that map.
      offering = mayHoldAutosave(storage) ? offer(storage) : null;
      return offering;
    },
    async continueSaved() {
      if (store.getState().continueInMemory() || !storage) return;
      const found = await readSaved(storage);
      const actions = store.getState();
      if (found.kind !== 'ok') {
        clearAutosave(storage);
        actions.showSetup(found.kind === 'broken' ? DISCARDED + found.message : 'The saved game is gone.');
        return;
      }
      await reopen(found);
    },
    discardSaved() {
      if (storage) clearAutosave(storage);
      slot.stored = null;
      store.getState().closeGame();
    },
    noteOtherTabSave() {
      slot.stored = null;
      store.getState().noteOtherTabSave();
      // The notice stands whatever happens; a save that cannot be read is not followed.
      return followOtherTab().catch(() => {});
    },
    otherTabsGone() {
      store.setState((d) => {
        d.otherTabSaved = false;
      });
    },
    savedText() {
      const text = storage && autosaveText(storage);
      return storage && text !== null ? { text, entry: readAutosaveEntry(storage) } : null;
    },
    forget() {
      if (storage) clearAutosave(storage);
      slot.stored = null;
    },
  };
}

/**
 * Saves the store's game in `storage` whenever its session (or a duel under way) changes (null: storage
 * blocked, nothing saved); answers the resume screen's actions and how to stop.
 */
export function installAutosave(store: GameStoreApi, storage: KeyValueStorage | null): Autosave {
  const slot: Slot = { stored: null, written: null };
  const save: Save = storage ? writer(store, storage, slot) : () => {};
  const stop = storage ? subscribeWrites(store, storage, save, slot) : () => {};
  return { ...resumeActions(store, storage, slot, save), stop };
}
