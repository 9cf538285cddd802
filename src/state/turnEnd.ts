// Ending a turn as a player meets it: End turn asks once a turn before leaving units without orders, the
// plan resolves (or its duels are played first), and the player who ended it sees what their fights did
// before the next player's curtain comes down. The results shown are the ended turn's public report:
// nothing of the next player's turn, which has not begun to be planned.
import { castDraft, type Draft } from 'immer';
import { activePlayer, type GameState, type HexCoord, type Order, type UnitId } from '../rules/index.ts';
import { computerOnTurn, curtainWanted } from './computer/seats.ts';
import { plannedDuels } from './duelPlan.ts';
import { groupByTurn } from './eventLog.ts';
import { idleUnits, nextIdleUnit } from './idleUnits.ts';
import { finishMotion, motionShown, type AfterMotion, type MotionSlice } from './motion/motionSlice.ts';
import { turnMotion } from './motion/turnMotion.ts';
import type { GameSession, LoggedEvent } from './session.ts';
import { endTurnStep, keepSession, type SessionStep } from './sessionSlice.ts';
import type { GameStoreState, StoreAccess } from './storeAccess.ts';
import { IDLE_UI, refuse, settle } from './uiSlice.ts';

/** End turn found units with no orders: the question on the screen. */
export interface EndTurnQuestion {
  /** The state it was asked of: a question left from another game or turn is not shown. */
  readonly state: GameState;
  readonly idle: number;
  /** A referee's dice the turn is to end with, if End turn was given them. */
  readonly rolls: readonly number[] | null;
}

export interface TurnEndSlice {
  readonly endTurnQuestion: EndTurnQuestion | null;
  /** The turns played when the player said to end the turn with idle units anyway: not asked again in it. */
  readonly idleAccepted: readonly Order[] | null;
  /** The report of the turn just ended, shown to its player until they pass the screen on. */
  readonly turnResults: readonly LoggedEvent[] | null;
}

export const NO_TURN_END: TurnEndSlice = { endTurnQuestion: null, idleAccepted: null, turnResults: null };

export interface TurnEndActions {
  /**
   * Resolves the plan and passes the turn; `rolls` are a referee's physical dice for its fights. Units with no
   * orders are asked about first, once a turn. A plan with duels (Champions) opens the duel screen instead, and
   * the turn ends once they are played. A turn with fights shows its player the results before the curtain.
   */
  endTurn(rolls?: readonly number[]): void;
  /** "Yes" to the question: the turn ends with its idle units, and is not asked about again. */
  confirmEndTurn(): void;
  /** "No, back to the plan": the question closes, the next idle unit selected. */
  keepPlanning(): void;
  /** The player read their turn's results: the curtain for the next player. */
  passTurnOn(): void;
  /** Selects the next unit with no orders (row by row, round again), or says every unit has its order. */
  selectNextIdleUnit(): void;
  /** Selects one of the active player's units (the unit list), moving the cursor to it. */
  selectUnit(unit: UnitId): void;
}

type TurnEndStore = GameStoreState & TurnEndSlice & MotionSlice;

interface TurnEndAccess {
  readonly get: () => TurnEndStore;
  readonly set: (recipe: (draft: Draft<TurnEndStore>) => void) => void;
}

/** The store holds this slice beside the others: its fields come in with the play actions (./playActions.ts). */
const access = (api: StoreAccess): TurnEndAccess => api as unknown as TurnEndAccess;

type Shown = Pick<TurnEndStore, 'session' | 'ui' | 'screen'> & Partial<TurnEndSlice>;

/** The question End turn asked, if it is on the screen now. */
export function questionShown(store: Shown): EndTurnQuestion | null {
  const question = store.endTurnQuestion ?? null;
  return question && store.session?.state === question.state && !store.ui.curtain && !store.ui.duel ? question : null;
}

/** The report of the turn just ended, while its player is shown it (the next player's curtain not yet down). */
export function resultsShown(store: Shown): readonly LoggedEvent[] | null {
  const report = store.turnResults ?? null;
  const session = store.session;
  if (!report || !session || session.lastReport !== report || session.state.result) return null;
  return store.screen === 'game' && !store.ui.curtain && !store.ui.duel ? report : null;
}

/** The ended turn's own events in its report (the report runs on to the next player's income). */
export function endedTurnEvents(report: readonly LoggedEvent[]): readonly LoggedEvent[] {
  return groupByTurn(report)[0]?.events ?? [];
}

/** Whether the ended turn fought: only then is its player shown the results before the curtain. */
function fought(report: readonly LoggedEvent[]): boolean {
  return endedTurnEvents(report).some(({ event }) => event.type === 'COMBAT_RESOLVED' || event.type === 'DUEL_FOUGHT');
}

/** Nothing over the board: its curtain down, no duel being played, no motion, nothing asked or shown over it. */
export function boardFree(store: Shown & Partial<MotionSlice>): boolean {
  return !store.ui.curtain && !store.ui.duel && !motionShown(store) && !questionShown(store) && !resultsShown(store);
}

/** The session while a person may give orders: a game on, a person's turn, nothing over the board (see boardFree). */
export function playable(api: StoreAccess): GameSession | null {
  const store = access(api).get();
  const { session } = store;
  return session && boardFree(store) && !computerOnTurn(session) ? session : null;
}

/**
 * The turn ended: its player's results, the next player's curtain, or the victory screen — after the turn plays
 * out on the board, at the screen's motion speed; a refusal shows the reason and changes nothing else.
 */
export function passTurn(api: StoreAccess, step: SessionStep): void {
  const before = api.get().session?.state;
  access(api).set((d) => {
    d.ui.duel = null;
    if (!step.ok) return refuse(d.ui, step.reason);
    keepSession(d, step.session);
    const { lastReport, state } = step.session;
    const over = state.result !== null;
    const results = !over && lastReport !== null && fought(lastReport);
    // The curtain comes down only between two people (./computer/seats.ts).
    const curtain = !over && !results && curtainWanted(step.session);
    const then: AfterMotion = { curtain, results: results ? lastReport : null, victory: over };
    d.ui = castDraft({ ...IDLE_UI });
    d.endTurnQuestion = null;
    const beats = before && d.motionSpeed !== 'off' ? turnMotion(before, step.events) : [];
    if (beats.length > 0) {
      d.motion = castDraft({ beats, index: 0, end: state, then });
      d.turnResults = null;
    } else finishMotion(d, then);
  });
}

/** The plan resolves: through the duel screen if it holds duels, else at once. */
export function resolve(api: StoreAccess, session: GameSession, rolls: readonly number[] | null): void {
  if (plannedDuels(session.state).length > 0) {
    api.set((d) => {
      settle(d.ui, { menu: null, duel: { rolls: rolls ? [...rolls] : null } });
    });
    return;
  }
  passTurn(api, endTurnStep(session, rolls ?? undefined));
}

function endTurn(api: StoreAccess, rolls: readonly number[] | null): void {
  const session = playable(api);
  if (!session) return;
  const idle = idleUnits(session.state).length;
  if (idle > 0 && access(api).get().idleAccepted !== session.played) {
    access(api).set((d) => {
      d.endTurnQuestion = castDraft({ state: session.state, idle, rolls });
      settle(d.ui, { menu: null });
    });
    return;
  }
  resolve(api, session, rolls);
}

function confirmEndTurn(api: StoreAccess): void {
  const store = access(api).get();
  const question = questionShown(store);
  const session = store.session;
  if (!question || !session) return;
  access(api).set((d) => {
    d.endTurnQuestion = null;
    d.idleAccepted = castDraft(session.played);
  });
  resolve(api, session, question.rolls);
}

/** Selects the unit's hex and puts the cursor on it (the board keeps the cursor in view). */
function select(api: StoreAccess, at: HexCoord): void {
  api.set((d) => {
    d.ui.selected = castDraft(at);
    d.ui.cursor = castDraft(at);
    settle(d.ui, { menu: null });
  });
}

function selectNextIdleUnit(api: StoreAccess): void {
  const session = playable(api);
  if (!session) return;
  const unit = nextIdleUnit(session.state, api.get().ui.selected);
  if (unit) select(api, unit.at);
  else
    api.set((d) => {
      settle(d.ui, { notice: 'Every unit has its order.' });
    });
}

export function turnEndActions(api: StoreAccess): TurnEndActions {
  return {
    endTurn: (rolls) => endTurn(api, rolls ?? null),
    confirmEndTurn: () => confirmEndTurn(api),
    keepPlanning: () => {
      if (!questionShown(access(api).get())) return;
      access(api).set((d) => {
        d.endTurnQuestion = null;
      });
      selectNextIdleUnit(api);
    },
    passTurnOn: () => {
      const store = access(api).get();
      if (!resultsShown(store) || !store.session) return;
      const curtain = curtainWanted(store.session);
      access(api).set((d) => {
        d.turnResults = null;
        d.ui = castDraft({ ...IDLE_UI, curtain });
      });
    },
    selectNextIdleUnit: () => selectNextIdleUnit(api),
    selectUnit: (id) => {
      const session = playable(api);
      const unit = session?.state.units[id];
      if (session && unit && unit.owner === activePlayer(session.state).id) select(api, unit.at);
    },
  };
}
