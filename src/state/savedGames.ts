// The saved-games list as the screens use it: the games kept in this browser besides the one in progress (the
// autosave's), kept, listed, opened, renamed, deleted and exported (src/io/savedGames.ts, over a backend: IndexedDB
// in the browser). It keeps the game in progress there before anything replaces it or it is left for the main
// menu, so nothing is lost; the store only hears the outcome. Every answer is { ok } or one line why not.
import { autosaveTextOf } from '../io/autosave.ts';
import { oneLine, quoteInput } from '../io/quoteInput.ts';
import {
  deleteSavedGame,
  keepSavedGame,
  listSavedGames,
  readSavedGame,
  renameSavedGame,
  type BrokenSavedGame,
  type GamesResult,
  type SavedGameSummary,
  type SavedGamesBackend,
} from '../io/savedGames.ts';
import { loadCombatSystems } from '../rules/index.ts';
import type { Autosave } from './autosaveSubscriber.ts';
import { savedDuelOf } from './duelSave.ts';
import { gameFileOf } from './gameFileOf.ts';
import type { GameStoreApi } from './gameStore.ts';
import { reopenFound, type FoundGame } from './reopenSaved.ts';
import { capitalised, gameNamesOf, gameText, inProgress, incomingText, type GameNames } from './replacing.ts';
import { ordersOf } from './session.ts';

export type { BrokenSavedGame, GamesResult, SavedGameSummary } from '../io/savedGames.ts';

export interface SavedGames {
  /** Why this browser keeps no saved games (one line), or null when it may. */
  readonly unavailable: string | null;
  list(): Promise<GamesResult<{ games: SavedGameSummary[]; broken: BrokenSavedGame[] }>>;
  /** Keeps the game in progress (over its own entry, if it has one), which from then on has that entry. */
  keepCurrent(): Promise<GamesResult<{ summary: SavedGameSummary }>>;
  /** Keeps the game the browser saved (the resume screen's, before a new game drops it). */
  keepAutosaved(): Promise<GamesResult<{ summary: SavedGameSummary }>>;
  /**
   * "Main menu": keeps the game in Saved games, then leaves it for the setup screen. Refused (the game stays) when it
   * cannot be kept, unless `anyway`: then the browser's autosave still holds it for a reload.
   */
  leave(anyway: boolean): Promise<GamesResult<object>>;
  /**
   * The answer to the question before a replacement: the game in progress is kept first, either way. Replace is
   * refused when it cannot be kept, unless `anyway`. Answers what to tell the players.
   */
  answerReplace(replace: boolean, anyway: boolean): Promise<GamesResult<{ message: string }>>;
  /** Opens a kept game (asked about first over a game in progress); refused in one line when it cannot be read. */
  open(id: string): Promise<GamesResult<object>>;
  rename(id: string, name: string): Promise<GamesResult<{ summary: SavedGameSummary }>>;
  /** Deletes a kept game, or a broken record by the key it was listed with. */
  remove(key: unknown): Promise<GamesResult<object>>;
  /** The game file of a kept game, as Save game writes it: its name and text. */
  exportFile(id: string): Promise<GamesResult<{ name: string; text: string }>>;
}

export interface SavedGamesOptions {
  /** Where the games are kept; null when this browser cannot keep them (then `unavailable` says why). */
  readonly backend: SavedGamesBackend | null;
  readonly unavailable?: string;
  /** The clock, in milliseconds (tests set it). */
  readonly now?: () => number;
}

const refused = (reason: string) => ({ ok: false as const, reason: oneLine(reason) });

/** Runs `work`; anything it throws (the game reader could not be fetched) is one line. */
async function guarded<T>(what: string, work: () => Promise<GamesResult<T>>): Promise<GamesResult<T>> {
  try {
    return await work();
  } catch (error) {
    return refused(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A kept game's text read back through the game reader, replayed by the rules. */
async function readFound(backend: SavedGamesBackend, id: string): Promise<GamesResult<{ found: FoundGame; name: string }>> {
  const read = await readSavedGame(backend, id);
  if (!read.ok) return read;
  const { readAutosaveText } = await import('../io/readAutosave.ts');
  // A kept game may fight by any combat system: they are fetched before it is replayed.
  await loadCombatSystems();
  const found = readAutosaveText(read.text);
  const name = read.summary.name;
  if (found.kind !== 'ok') return refused(`cannot open the saved game ${quoteInput(name)}: ${found.message}`);
  return { ok: true, found, name };
}

/** The name a game new to the list gets: who plays, and on what ("Ann v Bob (Skirmish on a 16×12 map)"), cut to a name's length. */
export function defaultGameName(players: readonly string[], scenario: string): string {
  return `${players.join(' v ')} (${scenario})`;
}

/** The scenario's name in a saved game's text, for the entry it is kept as. */
function scenarioName(text: string): string {
  try {
    const name = (JSON.parse(text) as { scenario?: { name?: unknown } }).scenario?.name;
    return typeof name === 'string' ? name : 'a saved game';
  } catch {
    return 'a saved game';
  }
}

export function createSavedGames(store: GameStoreApi, autosave: Autosave, options: SavedGamesOptions): SavedGames {
  const { backend, now = Date.now } = options;
  const unavailable = backend ? null : (options.unavailable ?? 'this browser keeps no saved games');
  const noList = () => refused(`Saved games are not available: ${unavailable}`);

  const keepCurrent: SavedGames['keepCurrent'] = async () => {
    const { session, autosaveText: made, ui, savedGameId } = store.getState();
    if (!inProgress(session)) return refused('no game is in progress');
    if (!backend) return noList();
    const duel = savedDuelOf(ui.duel);
    const text = duel || made === null ? autosaveTextOf(session.scenario, session.seed, ordersOf(session), session.state, duel) : made;
    const { names, round } = gameNamesOf(session.state);
    const name = defaultGameName(names, session.scenario.name);
    const kept = await keepSavedGame(backend, { id: savedGameId, text, round, players: names, name }, now());
    if (kept.ok && store.getState().session === session) store.getState().noteSavedGameId(kept.summary.id);
    return kept;
  };

  /** Keeps the game in progress; its names, and the one line of why it could not be kept (null: it was). */
  const keepNamed = async (): Promise<{ game: GameNames | null; problem: string | null }> => {
    const { session } = store.getState();
    const kept = await keepCurrent();
    return { game: session && gameNamesOf(session.state), problem: kept.ok ? null : kept.reason };
  };

  return {
    unavailable,
    list: () => (backend ? listSavedGames(backend) : Promise.resolve(noList())),
    keepCurrent,
    keepAutosaved: async () => {
      const saved = autosave.savedText();
      const offer = store.getState().resumeOffer;
      if (!saved || !offer) return refused('no game is saved in this browser');
      if (!backend) return noList();
      const name = defaultGameName(offer.names, scenarioName(saved.text));
      const game = { id: saved.entry, text: saved.text, round: offer.round, players: offer.names, name };
      return keepSavedGame(backend, game, now());
    },
    leave: async (anyway) => {
      const { game, problem } = await keepNamed();
      if (!game) return refused('no game is in progress');
      if (problem && !anyway) return refused(problem);
      if (!problem) autosave.forget();
      const left = capitalised(gameText(game));
      const notice = problem
        ? `${left}, was not kept in Saved games (${problem}); a reload offers it again until another game starts.`
        : `${left}, is kept in Saved games.`;
      store.getState().leaveToMenu(oneLine(notice));
      return { ok: true };
    },
    answerReplace: async (replace, anyway) => {
      const asked = store.getState().replacing;
      if (!asked) return refused('nothing is waiting to replace the game');
      const { problem } = await keepNamed();
      if (replace && problem && !anyway) return refused(problem);
      const current = capitalised(gameText(asked.current));
      const incoming = incomingText(asked.incoming);
      const kept = problem ? ` (it could not be kept in Saved games: ${problem})` : ', kept in Saved games';
      // Replaced by the editor's map, the game is no longer the browser's to offer on a reload: the list has it.
      if (replace && !problem && asked.incoming.kind === 'map') autosave.forget();
      store.getState().answerReplace(replace);
      const message = replace ? `${current}, was replaced${kept}: now ${incoming}.` : `${current}, goes on${kept}. Not opened: ${incoming}.`;
      return { ok: true, message: oneLine(message) };
    },
    open: (id) =>
      guarded('cannot open the saved game', async () => {
        if (!backend) return noList();
        const read = await readFound(backend, id);
        if (!read.ok) return read;
        const { session, duel, notice } = await reopenFound(read.found);
        store.getState().openSavedGame(session, duel, notice, id);
        return { ok: true };
      }),
    rename: (id, name) => (backend ? renameSavedGame(backend, id, name) : Promise.resolve(noList())),
    remove: async (key) => {
      if (!backend) return noList();
      const removed = await deleteSavedGame(backend, key);
      // The game in progress keeps no entry that is gone: kept again, it gets a new one.
      if (removed.ok && store.getState().savedGameId === key) store.getState().noteSavedGameId(null);
      return removed;
    },
    exportFile: (id) =>
      guarded('cannot export the saved game', async () => {
        if (!backend) return noList();
        const read = await readFound(backend, id);
        if (!read.ok) return read;
        const file = gameFileOf((await reopenFound(read.found)).session);
        return 'error' in file ? refused(`cannot export the saved game ${quoteInput(read.name)}: ${file.error}`) : { ok: true, ...file };
      }),
  };
}
