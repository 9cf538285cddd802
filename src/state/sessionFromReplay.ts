import type { ReplayStep } from '../io/replayRecord.ts';
import type { GameState, Order, Scenario } from '../rules/index.ts';
import { coloursOf } from './colours.ts';
import { knownUnitsOf, openingTurn, tagEvents, turnOf, withRecruits } from './eventLog.ts';
import { playedOf, type GameSession, type LoggedEvent } from './session.ts';

/** Rebuilds the session (its log and last turn report too) from a replayed game. */
export function sessionFromReplay(scenario: Scenario, seed: number, orders: readonly Order[], state: GameState, steps: readonly ReplayStep[]): GameSession {
  const log: LoggedEvent[] = [];
  let lastReport: LoggedEvent[] | null = null;
  let knownUnits = knownUnitsOf(scenario);
  for (const step of steps) {
    const tagged = tagEvents(step.events, step.before ? turnOf(step.before) : openingTurn(scenario));
    log.push(...tagged);
    knownUnits = withRecruits(knownUnits, step.events);
    if (step.order?.type === 'END_TURN') lastReport = tagged;
  }
  return { scenario, seed, played: playedOf(orders, state), state, colours: coloursOf(scenario), log, lastReport, knownUnits };
}
