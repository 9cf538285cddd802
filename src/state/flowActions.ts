// Games begun, loaded, resumed and left: each puts a session in the store (or takes it out) together
// with the screen that shows it, in one change. Reading and writing the browser's copy of the game is
// the autosave's (./autosaveSubscriber.ts), which calls the last few of these. A game that would replace
// one in progress (a file, a replay's Continue from here, the editor's map) is asked about first
// (./gameListActions.ts).
import { castDraft } from 'immer';
import type { GameRecord } from '../io/schema/gameRecord.ts';
import { combatSystemsLoaded, DEFAULT_COMBAT_SYSTEM, loadCombatSystems, type Scenario } from '../rules/index.ts';
import type { ComputerSeats } from './computer/seats.ts';
import type { MapSetup, PremadeMap } from './premadeMap.ts';
import { begin, gameListActions, openOrAsk, type GameListActions } from './gameListActions.ts';
import { gameNamesOf, inProgress } from './replacing.ts';
import { showSetup, type ResumeOffer } from './router.ts';
import type { GameSession } from './session.ts';
import { sessionFromRecord, type SessionFromRecord } from './sessionFromRecord.ts';
import { keepSession, sessionOfSetup, startSession } from './sessionSlice.ts';
import type { StoreAccess } from './storeAccess.ts';
import { IDLE_UI, type DuelRequest } from './uiSlice.ts';

/** What loading a game file answered; a refusal leaves the store exactly as it was. */
export type LoadOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

export type BuildScenario = (setup: MapSetup) => Scenario | { error: string };

export interface FlowActions extends GameListActions {
  /** A new game from the setup screen; `setup.computers` names the seats computers play. */
  newGame(setup: MapSetup & ComputerSeats, diceSeed: number): void;
  /** Starts a prepared scenario (tests, saved scenarios). */
  startScenario(scenario: Scenario, diceSeed: number): void;
  /**
   * The editor's "Play this map": the setup screen, with this map (null: back to generated maps); over a game in
   * progress, asked about first.
   */
  offerMap(premade: PremadeMap | null): void;
  /**
   * Loads a game file's text: parsed, migrated, validated and replayed, or refused (nothing changes).
   * Asynchronous only to fetch the game file reader on first use. Over a game in progress, asked about first.
   */
  loadGame(text: string): Promise<LoadOutcome>;
  /** Plays on from a record (a loaded file, a replay's "continue from here"), or asks first; the autosave then holds it. */
  loadRecord(record: GameRecord): LoadOutcome;
  /**
   * Plays on from a session already verified (a game file checked in a worker), or asks first. `autosaveText`,
   * made with the session (autosaveTextOf), spares the page writing a big game out for the autosave.
   */
  loadSession(session: GameSession, autosaveText?: string): void;
  /** From the victory screen back to a new game. */
  leaveGame(): void;
  /** A saved game found at start-up, offered on the resume screen. */
  offerSavedGame(offer: ResumeOffer): void;
  /**
   * Plays on from the saved game, read back from the browser: at the duels it was fighting (src/state/duelResume.ts),
   * if any, with what reopening them had to say; `savedId`, its entry in Saved games.
   */
  resumeSession(session: GameSession, duel?: DuelRequest | null, notice?: string | null, savedId?: string | null): void;
  /**
   * "Continue" with a game still in memory (left for the editor), which is at least as new as its save, its duels
   * where they stood; false if none.
   */
  continueInMemory(): boolean;
  /** The setup screen, saying why (a saved game that could not be continued), or null for no message. */
  showSetup(message: string | null): void;
  /** The game is dropped ("New game" on the resume screen): the setup screen. */
  closeGame(): void;
}

function opened(api: StoreAccess, made: SessionFromRecord, autosaveText: string | null = null): LoadOutcome {
  if (!made.ok) return made;
  openOrAsk(api, { kind: 'game', session: made.session, autosaveText, duel: null, notice: null, savedId: null });
  return { ok: true };
}

function offerMap({ get, set }: StoreAccess, premade: PremadeMap | null): void {
  const { session } = get();
  set((d) => {
    d.premadeMap = premade && castDraft(premade);
    d.setupMessage = null;
    // Starting a game on the new map would replace the one in progress: asked first, the game still on show.
    if (premade !== null && inProgress(session))
      d.replacing = { current: castDraft(gameNamesOf(session.state)), incoming: { kind: 'map', name: premade.name } };
    else showSetup(d);
  });
}

function gameActions(api: StoreAccess, buildScenario: BuildScenario): Omit<FlowActions, keyof SavedGameActions | keyof GameListActions> {
  const { set } = api;
  const setupMessage = (message: string) =>
    set((d) => {
      d.setupMessage = message;
    });
  const newGame = (setup: MapSetup & ComputerSeats, diceSeed: number): void => {
    // A combat system besides Karnage is fetched first (registry.ts); the game starts once it is here.
    if (needsSystems(setup.combat?.combatSystem, setup.champions)) return void fetchSystems(setupMessage).then((ok) => ok && newGame(setup, diceSeed));
    const made = sessionOfSetup(setup, diceSeed, buildScenario);
    if (made.ok) set((d) => begin(d, made.session));
    else setupMessage(made.message);
  };
  const startScenario = (scenario: Scenario, diceSeed: number): void => {
    if (
      needsSystems(
        scenario.combatSystem,
        scenario.units.some((u) => u.hero),
      )
    )
      return void fetchSystems(setupMessage).then((ok) => ok && startScenario(scenario, diceSeed));
    const started = startSession(scenario, diceSeed);
    if (started.ok) set((d) => begin(d, started.session));
    else setupMessage(`The game cannot start: ${started.reason}`);
  };
  return {
    newGame,
    startScenario,
    offerMap: (premade) => offerMap(api, premade),
    loadGame: async (text) => {
      const { loadGameRecord } = await import('../io/loadGameRecord.ts');
      await loadCombatSystems();
      const loaded = loadGameRecord(text);
      return opened(api, loaded.ok ? sessionFromRecord(loaded.value) : loaded);
    },
    loadRecord: (record) => opened(api, sessionFromRecord(record)),
    loadSession: (session, autosaveText) => void opened(api, { ok: true, session }, autosaveText ?? null),
    leaveGame: () =>
      set((d) => {
        d.screen = 'setup';
        keepSession(d, null);
        d.savedGameId = null;
        d.ui = castDraft(IDLE_UI);
      }),
  };
}

type SavedGameActions = Pick<FlowActions, 'offerSavedGame' | 'resumeSession' | 'continueInMemory' | 'showSetup' | 'closeGame'>;

function savedGameActions({ get, set }: StoreAccess): SavedGameActions {
  return {
    offerSavedGame: (offer) =>
      set((d) => {
        d.screen = 'resume';
        d.resumeOffer = castDraft(offer);
      }),
    resumeSession: (session, duel = null, notice = null, savedId = null) =>
      set((d) => {
        begin(d, session, null, duel, savedId);
        d.ui.notice = notice;
      }),
    continueInMemory: () => {
      const { session, ui, savedGameId } = get();
      if (!inProgress(session)) return false;
      set((d) => begin(d, session, null, ui.duel, savedGameId));
      return true;
    },
    showSetup: (message) =>
      set((d) => {
        showSetup(d);
        d.setupMessage = message;
      }),
    closeGame: () =>
      set((d) => {
        keepSession(d, null);
        d.savedGameId = null;
        showSetup(d);
      }),
  };
}

export function flowActions(api: StoreAccess, buildScenario: BuildScenario): FlowActions {
  return { ...gameActions(api, buildScenario), ...savedGameActions(api), ...gameListActions(api) };
}

/** Whether a game of this combat system (or with heroes, whose duels have rules of their own) needs them fetched first. */
function needsSystems(system: string | undefined, heroes = false): boolean {
  return ((system ?? DEFAULT_COMBAT_SYSTEM) !== DEFAULT_COMBAT_SYSTEM || heroes) && !combatSystemsLoaded();
}

/** Fetches the combat systems; a fetch that fails is said in one line on the setup screen. */
async function fetchSystems(setupMessage: (message: string) => void): Promise<boolean> {
  try {
    await loadCombatSystems();
    return true;
  } catch (error) {
    setupMessage(`The game cannot start: the page could not fetch its combat rules (${error instanceof Error ? error.message : String(error)}).`);
    return false;
  }
}
