import type { ReplayedStep } from '../io/autosave.ts';
import type { GameState, Order, Scenario } from '../rules/index.ts';
import { coloursOf } from './colours.ts';
import { knownUnitsOf, tagEvents, turnOf, withRecruits } from './eventLog.ts';
import type { GameSession, LoggedEvent } from './session.ts';

/** Rebuilds the session (its log and last turn report too) from a replayed game. */
export function sessionFromReplay(
  scenario: Scenario,
  seed: number,
  orders: readonly Order[],
  state: GameState,
  steps: readonly ReplayedStep[],
): GameSession {
  const log: LoggedEvent[] = [];
  let lastReport: LoggedEvent[] | null = null;
  let knownUnits = knownUnitsOf(scenario);
  for (const step of steps) {
    const turn = step.before ? turnOf(step.before) : { round: scenario.round ?? 1, turnNumber: 0, player: scenario.players[0]!.id };
    const tagged = tagEvents(step.events, turn);
    log.push(...tagged);
    knownUnits = withRecruits(knownUnits, step.events);
    if (step.order?.type === 'END_TURN') lastReport = tagged;
  }
  return { scenario, seed, orders, state, colours: coloursOf(scenario), log, lastReport, knownUnits };
}
