// The hotseat session: one game at one screen. Every action asks the rules; the store only keeps
// what they answer (the state, the events) and what the screen shows (selection, cursor, curtain).
import { castDraft } from 'immer';
import { immer } from 'zustand/middleware/immer';
import { createStore } from 'zustand/vanilla';
import { clearAutosave, readAutosave, writeAutosave, type KeyValueStorage } from '../io/autosave.ts';
import { loadGameRecord } from '../io/loadGameRecord.ts';
import type { GameRecord } from '../io/schema/gameRecord.ts';
import {
  BUILDINGS,
  playOrder,
  startGame,
  withdrawOrder,
  type BuildingId,
  type GameEvent,
  type GameState,
  type HexCoord,
  type Order,
  type PlannableOrder,
  type Scenario,
  type UnitTypeId,
} from '../rules/index.ts';
import { clickIntent } from './clickIntent.ts';
import { scenarioOfSetup, type MapSetup, type PremadeMap } from './premadeMap.ts';
import { coloursOf } from './colours.ts';
import { cursorHome, stepCursor, type CursorStep } from './cursor.ts';
import { describeOrder } from './describeOrder.ts';
import { knownUnitsOf, tagEvents, turnOf, withRecruits } from './eventLog.ts';
import { replanOrder } from './replan.ts';
import { activePlayerOf, ownBuildingAt, ownUnitAt, plannedOrderOf } from './selection.ts';
import { IDLE_UI, type GameSession, type Menu, type ResumeOffer, type Screen, type UiState } from './session.ts';
import { sessionFromRecord } from './sessionFromRecord.ts';
import { sessionFromReplay } from './sessionFromReplay.ts';

/** What loading a game file answered; a refusal leaves the store exactly as it was. */
export type LoadOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

export interface GameStoreState {
  readonly screen: Screen;
  readonly session: GameSession | null;
  readonly ui: UiState;
  readonly resumeOffer: ResumeOffer | null;
  /** Shown on the setup screen: a map that could not be made, a saved game that was discarded. */
  readonly setupMessage: string | null;
  /** Why the last autosave failed, if it did. */
  readonly saveError: string | null;
  /** Set when another tab of the game saved over this one's autosave (one slot per browser). */
  readonly otherTabSaved: boolean;
  /** A map from the editor that the setup screen offers to play on. */
  readonly premadeMap: PremadeMap | null;
}

export interface GameActions {
  /** At start-up: offers a saved game, or reports and drops a broken one. */
  boot(): void;
  newGame(setup: MapSetup, diceSeed: number): void;
  /** The editor's "Play this map": the setup screen, with this map (null: back to generated maps). */
  offerMap(premade: PremadeMap | null): void;
  /** Starts a prepared scenario (tests, saved scenarios). */
  startScenario(scenario: Scenario, diceSeed: number): void;
  clickHex(hex: HexCoord): void;
  hoverHex(hex: HexCoord | null): void;
  moveCursor(step: CursorStep): void;
  /** Enter: the same as clicking the cursor's hex. */
  activateCursor(): void;
  planDefend(): void;
  planBuild(building: BuildingId): void;
  planRecruit(at: HexCoord, unitType: UnitTypeId): void;
  takeBack(index: number): void;
  takeBackLast(): void;
  toggleAdvance(): void;
  openMenu(menu: Menu): void;
  /** Escape: closes a menu, else clears the selection. */
  cancel(): void;
  /** Another tab wrote the autosave: this game is no longer the one a reload would offer. */
  noteOtherTabSave(): void;
  /** Resolves the plan and passes the turn; `rolls` are a referee's physical dice for its fights. */
  endTurn(rolls?: readonly number[]): void;
  confirmHandoff(): void;
  continueAutosave(): void;
  /** Loads a game file's text: parsed, migrated, validated and replayed, or refused (nothing changes). */
  loadGame(text: string): LoadOutcome;
  /** Plays on from a record (a loaded file, a replay's "continue from here"); the autosave then holds it. */
  loadRecord(record: GameRecord): LoadOutcome;
  /**
   * Plays on from a session already verified (a game file checked in a worker); the autosave holds it
   * from the next task. `autosaveText`, made with the session (autosaveTextOf), spares the page writing
   * a big game out.
   */
  loadSession(session: GameSession, autosaveText?: string): void;
  discardAutosave(): void;
  /** From the victory screen back to a new game. */
  leaveGame(): void;
}

export type GameStore = GameStoreState & GameActions;

export interface GameStoreOptions {
  /** Where the game is saved after every order; null = not saved. */
  readonly storage: KeyValueStorage | null;
  readonly buildScenario?: (setup: MapSetup) => Scenario | { error: string };
}

export function createGameStore({ storage, buildScenario = scenarioOfSetup }: GameStoreOptions) {
  return createStore<GameStore>()(
    immer((set, get) => {
      /** The scenario of the game the storage holds, as far as this page knows (null: none or another's). */
      let stored: Scenario | null = null;
      /** Looks for a saved game once per page: screens that mount again must not re-offer it. */
      let booted = false;

      /** `text`: the session's autosave text, when already made (see loadSession). */
      const save = (session: GameSession, text?: string) => {
        if (!storage) return;
        if (session.state.result) {
          clearAutosave(storage);
          stored = null;
          return;
        }
        const error = writeAutosave(storage, session.scenario, session.seed, session.orders, session.state, text);
        if (!error) stored = session.scenario;
        else if (stored !== session.scenario) {
          // The storage holds another game: drop it rather than have a reload offer it instead of this one.
          clearAutosave(storage);
          stored = null;
        }
        // Else it keeps this game a few orders back, which beats losing the whole game on a reload.
        set((d) => {
          d.saveError = !error
            ? null
            : stored === session.scenario
              ? `${error} A reload would continue this game from its last save, a few orders back (orders taken back since then would return); save the game to a file to keep it as it is.`
              : `${error} Save the game to a file to keep it.`;
        });
      };

      const refuse = (reason: string) =>
        set((d) => {
          d.ui.refusal = reason;
          d.ui.notice = null;
        });

      /** Keeps what the rules answered, logs its events and saves the game. */
      const commit = (before: GameState, state: GameState, orders: readonly Order[], events: readonly GameEvent[], ui: Partial<UiState>) => {
        const session = get().session!;
        const tagged = tagEvents(events, turnOf(before));
        const next: GameSession = {
          ...session,
          state,
          orders,
          log: tagged.length > 0 ? [...session.log, ...tagged] : session.log,
          knownUnits: withRecruits(session.knownUnits, events),
        };
        set((d) => {
          d.session = castDraft(next);
          Object.assign(d.ui, { refusal: null, notice: null, ...ui });
        });
        save(next);
      };

      /** The current turn's orders are the tail of the log: swap them for the state's plan. */
      const withPlanOf = (session: GameSession, state: GameState): Order[] => [
        ...session.orders.slice(0, session.orders.length - session.state.pending.length),
        ...state.pending.map((p) => p.order),
      ];

      /** Plans one order of the active player, or shows why the rules refuse it. */
      const plan = (order: PlannableOrder, ui: Partial<UiState> = {}) => {
        const session = get().session;
        if (!session || get().ui.curtain) return;
        const outcome = playOrder(session.state, order);
        if (!outcome.ok) return refuse(outcome.reason);
        // The log keeps the order as the rules planned it (normalised), so it always equals the plan.
        commit(session.state, outcome.state, withPlanOf(session, outcome.state), outcome.events, ui);
      };

      const selectedUnit = () => {
        const { session, ui } = get();
        return session ? ownUnitAt(session.state, ui.selected) : undefined;
      };

      const requireUnit = (what: string) => {
        const unit = selectedUnit();
        if (!unit) refuse(`select one of your units first to ${what}`);
        return unit;
      };

      const begin = (session: GameSession) =>
        set((d) => {
          d.otherTabSaved = false;
          d.session = castDraft(session);
          d.screen = session.state.result ? 'victory' : 'game';
          d.ui = { ...IDLE_UI, curtain: !session.state.result };
          d.resumeOffer = null;
          d.setupMessage = null;
        });

      return {
        screen: 'setup',
        session: null,
        ui: IDLE_UI,
        resumeOffer: null,
        setupMessage: null,
        saveError: null,
        otherTabSaved: false,
        premadeMap: null,

        boot() {
          // Once per page, and never over a game in progress (browser Back and Forward remount screens).
          if (!storage || booted || get().session) return;
          booted = true;
          // Coming from the editor with a map to play, a saved game is still offered first: starting a
          // new game would replace it. Declining it leads to the setup screen with that map.
          const found = readAutosave(storage);
          if (found.kind === 'none') return;
          if (found.kind === 'broken' || found.state.result) {
            clearAutosave(storage);
            if (found.kind === 'broken') {
              set((d) => {
                d.setupMessage = `The saved game could not be continued and was discarded: ${found.message}`;
              });
            }
            return;
          }
          const { state } = found;
          set((d) => {
            d.screen = 'resume';
            d.resumeOffer = { names: state.players.map((p) => p.name), round: state.round };
          });
        },

        offerMap(premade) {
          const { session } = get();
          // A game in progress is offered first: starting one on the new map would replace it.
          const inProgress = premade !== null && session !== null && session.state.result === null;
          set((d) => {
            d.premadeMap = premade ? castDraft(premade) : null;
            d.screen = inProgress ? 'resume' : 'setup';
            d.resumeOffer = inProgress ? { names: session.state.players.map((p) => p.name), round: session.state.round } : null;
            d.setupMessage = null;
          });
        },

        newGame(setup, diceSeed) {
          const scenario = buildScenario(setup);
          if ('error' in scenario) {
            set((d) => {
              d.setupMessage = `No map for this game: ${scenario.error}`;
            });
            return;
          }
          get().startScenario(scenario, diceSeed);
        },

        startScenario(scenario, diceSeed) {
          const started = startGame(scenario, diceSeed);
          if (!started.ok) {
            set((d) => {
              d.setupMessage = `The game cannot start: ${started.reason}`;
            });
            return;
          }
          const first = { round: scenario.round ?? 1, turnNumber: 0, player: scenario.players[0]!.id };
          const session: GameSession = {
            scenario,
            seed: diceSeed,
            orders: [],
            state: started.state,
            colours: coloursOf(scenario),
            log: tagEvents(started.events, first),
            lastReport: null,
            knownUnits: knownUnitsOf(scenario),
          };
          begin(session);
          save(session);
        },

        clickHex(hex) {
          const { session, ui } = get();
          if (!session || ui.curtain || session.state.result) return;
          const intent = clickIntent(session.state, ui.selected, hex, ui.advance);
          if (intent.kind === 'order') return plan(intent.order, { menu: null });
          set((d) => {
            d.ui.selected = intent.kind === 'select' ? castDraft(intent.hex) : null;
            d.ui.menu = null;
            d.ui.refusal = null;
            d.ui.notice = null;
          });
        },

        hoverHex(hex) {
          set((d) => {
            d.ui.hovered = hex;
          });
        },

        moveCursor(step) {
          const { session, ui } = get();
          if (!session || ui.curtain) return;
          const cursor = ui.cursor ? stepCursor(session.state.map, ui.cursor, step) : cursorHome(session.state, ui.selected);
          set((d) => {
            d.ui.cursor = cursor;
          });
        },

        activateCursor() {
          const { cursor } = get().ui;
          if (cursor) get().clickHex(cursor);
          else get().moveCursor('left');
        },

        planDefend() {
          const unit = requireUnit('defend');
          if (unit) plan({ type: 'DEFEND', player: unit.owner, unit: unit.id });
        },

        planBuild(building) {
          const unit = requireUnit('build');
          if (unit) plan({ type: 'BUILD', player: unit.owner, unit: unit.id, building }, { menu: null });
        },

        planRecruit(at, unitType) {
          const session = get().session;
          if (!session) return;
          plan({ type: 'RECRUIT', player: activePlayerOf(session.state).id, at, unitType }, { menu: null });
        },

        takeBack(index) {
          const session = get().session;
          if (!session || get().ui.curtain) return;
          const outcome = withdrawOrder(session.state, index);
          if (!outcome.ok) return refuse(outcome.reason);
          const also = outcome.events
            .slice(1)
            .flatMap((e) => (e.type === 'ORDER_WITHDRAWN' ? [`${describeOrder(session.state, e.order)} (${e.reason})`] : []));
          commit(session.state, outcome.state, withPlanOf(session, outcome.state), outcome.events, {
            notice: also.length > 0 ? `Also taken back: ${also.join('; ')}` : null,
          });
        },

        takeBackLast() {
          const pending = get().session?.state.pending.length ?? 0;
          if (pending > 0) get().takeBack(pending - 1);
          else refuse('there is no planned order to take back');
        },

        toggleAdvance() {
          const session = get().session;
          if (!session || get().ui.curtain) return;
          const unit = selectedUnit();
          const planned = unit ? plannedOrderOf(session.state, unit.id) : null;
          const attack = planned?.planned.order;
          if (!planned || attack?.type !== 'ATTACK') {
            set((d) => {
              d.ui.advance = !d.ui.advance;
            });
            return;
          }
          const advance = !(attack.advance ?? false);
          const { advance: _dropped, ...rest } = attack;
          const changed = advance ? { ...rest, advance: true } : rest;
          const outcome = replanOrder(session.state, planned.index, changed);
          if (!outcome.ok) return refuse(outcome.reason);
          commit(session.state, outcome.state, withPlanOf(session, outcome.state), [], { advance });
        },

        openMenu(menu) {
          const session = get().session;
          if (!session || get().ui.curtain) return;
          if (menu === 'build' && !requireUnit('build')) return;
          if (menu === 'recruit') {
            const building = ownBuildingAt(session.state, get().ui.selected);
            if (!building || BUILDINGS[building.type].recruits === 'none') {
              return refuse('select one of your buildings that recruits (Keep, Barracks or Stable) first');
            }
          }
          set((d) => {
            d.ui.menu = d.ui.menu === menu ? null : menu;
            d.ui.refusal = null;
          });
        },

        cancel() {
          set((d) => {
            if (d.ui.menu) d.ui.menu = null;
            else d.ui.selected = null;
            d.ui.refusal = null;
            d.ui.notice = null;
          });
        },

        endTurn(rolls) {
          const session = get().session;
          if (!session || get().ui.curtain) return;
          const before = session.state;
          const order: Order = { type: 'END_TURN', player: activePlayerOf(before).id, ...(rolls ? { rolls: [...rolls] } : {}) };
          const outcome = playOrder(before, order);
          if (!outcome.ok) return refuse(outcome.reason);
          const over = outcome.state.result !== null;
          commit(before, outcome.state, [...session.orders, order], outcome.events, { ...IDLE_UI, curtain: !over });
          set((d) => {
            d.session!.lastReport = castDraft(tagEvents(outcome.events, turnOf(before)));
            if (over) d.screen = 'victory';
          });
        },

        noteOtherTabSave() {
          stored = null;
          set((d) => {
            d.otherTabSaved = d.session !== null && d.session.state.result === null;
          });
        },

        confirmHandoff() {
          set((d) => {
            d.ui.curtain = false;
          });
        },

        continueAutosave() {
          // The game still in memory (left for the editor) is at least as new as its autosave.
          const inMemory = get().session;
          if (inMemory && inMemory.state.result === null) return begin(inMemory);
          if (!storage) return;
          const found = readAutosave(storage);
          if (found.kind !== 'ok') {
            clearAutosave(storage);
            set((d) => {
              d.screen = 'setup';
              d.resumeOffer = null;
              d.setupMessage =
                found.kind === 'broken' ? `The saved game could not be continued and was discarded: ${found.message}` : 'The saved game is gone.';
            });
            return;
          }
          const session = sessionFromReplay(found.scenario, found.seed, found.orders, found.state, found.steps);
          stored = session.scenario;
          begin(session);
        },

        loadGame(text) {
          const loaded = loadGameRecord(text);
          return loaded.ok ? get().loadRecord(loaded.value) : loaded;
        },

        loadRecord(record) {
          const made = sessionFromRecord(record);
          if (!made.ok) return made;
          begin(made.session);
          save(made.session);
          return { ok: true };
        },

        loadSession(session, autosaveText) {
          begin(session);
          // Writing out a big game takes tens of milliseconds: in a task of its own, once the game
          // shows (and only if it is still the game: an order since then has saved it already).
          setTimeout(() => {
            if (get().session === session) save(session, autosaveText);
          }, 0);
        },

        discardAutosave() {
          if (storage) clearAutosave(storage);
          stored = null;
          set((d) => {
            d.session = null;
            d.screen = 'setup';
            d.resumeOffer = null;
          });
        },

        leaveGame() {
          set((d) => {
            d.screen = 'setup';
            d.session = null;
            d.ui = IDLE_UI;
          });
        },
      };
    }),
  );
}

export type GameStoreApi = ReturnType<typeof createGameStore>;
