// The game session and what can happen to it. Each step asks the rules and answers the next session, or
// the rules' reason to refuse; nothing here knows the screen or the browser's storage.
import { castDraft, type Draft } from 'immer';
import {
  activePlayer,
  playOrder,
  startGame,
  withdrawOrder,
  type DuelPlay,
  type GameEvent,
  type GameState,
  type Order,
  type PlannableOrder,
  type Scenario,
} from '../rules/index.ts';
import { coloursOf } from './colours.ts';
import { withComputerSeats, type ComputerSeats } from './computer/seats.ts';
import { knownUnitsOf, openingTurn, tagEvents, turnOf, withRecruits } from './eventLog.ts';
import type { MapSetup } from './premadeMap.ts';
import { replanOrder } from './replan.ts';
import { ordersOf, type GameSession, type LoggedEvent } from './session.ts';

export interface SessionSlice {
  readonly session: GameSession | null;
  /**
   * The autosave's text for `session`, when it came made with it (a big game file's, made in the worker
   * that checked the file); null once the session changes.
   */
  readonly autosaveText: string | null;
  /** The game's entry in Saved games (opened from there, or kept there while it went on), if any: kept again over it. */
  readonly savedGameId: string | null;
}

export const NO_SESSION: SessionSlice = { session: null, autosaveText: null, savedGameId: null };

/** Puts a session in the store, with the autosave text made with it, if any. */
export function keepSession(draft: Draft<SessionSlice>, session: GameSession | null, autosaveText: string | null = null): void {
  draft.session = session && castDraft(session);
  draft.autosaveText = autosaveText;
}

/** What one step of play answered: the next session and what happened, or why the rules refused. */
export type SessionStep =
  | { readonly ok: true; readonly session: GameSession; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly reason: string };

export type Started = { readonly ok: true; readonly session: GameSession } | { readonly ok: false; readonly reason: string };

/** The session after the rules answered `state` and `events`: the events logged in the turn they came from. */
function advanced(session: GameSession, state: GameState, tagged: readonly LoggedEvent[], events: readonly GameEvent[]): GameSession {
  return {
    ...session,
    state,
    log: tagged.length > 0 ? [...session.log, ...tagged] : session.log,
    knownUnits: withRecruits(session.knownUnits, events),
  };
}

function stepped(session: GameSession, state: GameState, events: readonly GameEvent[]): SessionStep {
  return { ok: true, session: advanced(session, state, tagEvents(events, turnOf(session.state)), events), events };
}

/** A new game of the scenario with these dice. */
export function startSession(scenario: Scenario, seed: number): Started {
  const started = startGame(scenario, seed);
  if (!started.ok) return started;
  const session: GameSession = {
    scenario,
    seed,
    played: [],
    state: started.state,
    colours: coloursOf(scenario),
    log: tagEvents(started.events, openingTurn(scenario)),
    lastReport: null,
    knownUnits: knownUnitsOf(scenario),
  };
  return { ok: true, session };
}

/** A new game from the setup screen (the seats it gave computers among its players), or the message saying why there is none. */
export function sessionOfSetup(
  setup: MapSetup & ComputerSeats,
  seed: number,
  buildScenario: (setup: MapSetup) => Scenario | { error: string },
): { readonly ok: true; readonly session: GameSession } | { readonly ok: false; readonly message: string } {
  const scenario = buildScenario(setup);
  if ('error' in scenario) return { ok: false, message: `No map for this game: ${scenario.error}` };
  const started = startSession(withComputerSeats(scenario, setup.computers), seed);
  return started.ok ? started : { ok: false, message: `The game cannot start: ${started.reason}` };
}

/** Plans one order of the active player; the rules keep it (normalised) in the state's plan. */
export function planStep(session: GameSession, order: PlannableOrder): SessionStep {
  const outcome = playOrder(session.state, order);
  return outcome.ok ? stepped(session, outcome.state, outcome.events) : outcome;
}

/** Takes back the planned order at `index`, and whatever the rules take back with it. */
export function takeBackStep(session: GameSession, index: number): SessionStep {
  const outcome = withdrawOrder(session.state, index);
  return outcome.ok ? stepped(session, outcome.state, outcome.events) : outcome;
}

/** Changes the planned order at `index`, keeping its place in the plan. */
export function replanStep(session: GameSession, index: number, changed: PlannableOrder): SessionStep {
  const outcome = replanOrder(session.state, index, changed);
  return outcome.ok ? stepped(session, outcome.state, []) : outcome;
}

/**
 * Resolves the plan and passes the turn; `rolls` are a referee's physical dice for its fights, `duels` the
 * plan's duels as their players played them (Champions).
 */
export function endTurnStep(session: GameSession, rolls?: readonly number[], duels?: readonly DuelPlay[]): SessionStep {
  const before = session.state;
  const order: Order = {
    type: 'END_TURN',
    player: activePlayer(before).id,
    ...(rolls ? { rolls: [...rolls] } : {}),
    ...(duels && duels.length > 0 ? { duels: [...duels] } : {}),
  };
  const outcome = playOrder(before, order);
  if (!outcome.ok) return outcome;
  const report = tagEvents(outcome.events, turnOf(before));
  // The plan just resolved joins the turns played: from here the log holds it.
  const next = advanced({ ...session, played: [...ordersOf(session), order] }, outcome.state, report, outcome.events);
  return { ok: true, session: { ...next, lastReport: report }, events: outcome.events };
}
