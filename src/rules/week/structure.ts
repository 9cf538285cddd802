import type { DiceSource } from '../dice.ts';
import type { TurnStructureId } from '../ids.ts';
import { newYearIfDue } from '../newYear.ts';
import { unitsWithOrders } from '../planLog.ts';
import { EventRecorder } from '../recorder.ts';
import { activePlayer } from '../stateQueries.ts';
import { collectIncomeAndStandDown, eliminateThoseWithNothing, endAtTurnLimit, endIfDecided } from '../turnFlow.ts';
import type { TurnStructure } from '../turnStructure.ts';
import type { GameEvent, GameState, Order, Player } from '../types.ts';
import { attackTargets, resolveWeekCombats, resolveWeekMovement, type SentPlan } from './resolveWeek.ts';

/**
 * Simultaneous weeks (docs/rules.md): every player still in the game plans alone against the board
 * the week found (orders are taken one player at a time: `activePlayer` is whose plan is being made),
 * and the last plan sent resolves them all together: every move at once, then DEFEND stances, builds
 * and recruits, then every fight. With `attacksMidweek`, attacks are not sent with the week's orders
 * but after the map that shows the moves (a second round of plans holding attacks only).
 */
function simultaneousWeek(id: TurnStructureId, attacksMidweek: boolean): TurnStructure {
  return {
    id,
    cannotOrder: (state, player, order) => cannotOrder(state, player, order, attacksMidweek),
    begin(recorder) {
      startWeek(
        recorder,
        recorder.ask((state) => state.round),
      );
    },
    onEndTurn(recorder, order, dice) {
      recorder.emit({ type: 'ORDERS_SENT', player: order.player });
      const next = recorder.ask(nextToPlan);
      if (next) recorder.emit({ type: 'PLANNING_STARTED', player: next.id });
      else resolvePhase(recorder, dice, attacksMidweek);
    },
  };
}

export const week = simultaneousWeek('week', false);
export const weekAttacksMidweek = simultaneousWeek('week-attacks-midweek', true);

function cannotOrder(state: GameState, player: Player, order: Order, attacksMidweek: boolean): string | null {
  const progress = state.week;
  if (player.eliminated) return `${player.name} is out of the game`;
  if (!progress) return 'the week has not started';
  if (Object.hasOwn(progress.sent, player.id))
    return `${player.name} has already sent this ${progress.phase === 'attacks' ? "week's attacks" : "week's orders"}`;
  const planning = activePlayer(state);
  if (planning.id !== player.id) return `orders are being taken from ${planning.name} now, not from ${player.name}`;
  if (order.type === 'END_TURN') return null;
  if (progress.phase === 'attacks' && order.type !== 'ATTACK') return "only attacks now: the week's other orders were resolved with the midweek map";
  if (attacksMidweek && progress.phase === 'orders' && order.type === 'ATTACK') return "attacks are sent after the midweek map, not with the week's orders";
  if (order.type !== 'RECRUIT' && progress.acted.includes(order.unit)) return `unit ${order.unit} already had its order this week`;
  return null;
}

/** A new week: one turn number for everyone, every player's income and stand-down, then the first plan is taken. */
function startWeek(recorder: EventRecorder, round: number): void {
  const standing = recorder.ask((state) => state.players.filter((p) => !p.eliminated));
  const first = standing[0];
  if (!first) return;
  newYearIfDue(recorder, round);
  const turnNumber = recorder.ask((state) => state.turnNumber + 1);
  recorder.emit({ type: 'TURN_STARTED', player: first.id, round, turnNumber });
  for (const player of standing) collectIncomeAndStandDown(recorder, player);
  recorder.emit({ type: 'WEEK_PHASE_STARTED', phase: 'orders', acted: [] });
  recorder.emit({ type: 'PLANNING_STARTED', player: first.id });
  endIfDecided(recorder);
}

/** The players still in the game who have not sent a plan for this phase, in seat order. */
export function yetToSend(state: GameState): Player[] {
  const sent = state.week?.sent ?? {};
  return state.players.filter((p) => !p.eliminated && !Object.hasOwn(sent, p.id));
}

/** The first of them: whose plan is taken next. */
function nextToPlan(state: GameState): Player | undefined {
  return yetToSend(state)[0];
}

/**
 * The sent plans in the order their fights go: seat order from a first seat that moves on one place
 * each week, so no seat always strikes first.
 */
export function plansInWeekOrder(state: GameState): SentPlan[] {
  const { players, round, roundStarter } = state;
  const sent = state.week?.sent ?? {};
  const plans: SentPlan[] = [];
  for (let i = 0; i < players.length; i++) {
    const player = players[(roundStarter + round - 1 + i) % players.length];
    const plan = player && Object.hasOwn(sent, player.id) ? sent[player.id] : undefined;
    if (player && plan) plans.push({ player: player.id, plan });
  }
  return plans;
}

function resolvePhase(recorder: EventRecorder, dice: DiceSource, attacksMidweek: boolean): void {
  const { plans, targets, phase } = recorder.ask((state) => {
    const plans = plansInWeekOrder(state);
    return { plans, targets: attackTargets(state, plans), phase: state.week?.phase };
  });
  if (phase === 'orders') {
    resolveWeekMovement(recorder, plans);
    if (attacksMidweek) {
      const acted = [...unitsWithOrders(plans.flatMap(({ plan }) => plan))];
      recorder.emit({ type: 'WEEK_PHASE_STARTED', phase: 'attacks', acted });
      eliminateThoseWithNothing(recorder);
      if (endIfDecided(recorder)) return;
      const first = recorder.ask(nextToPlan);
      if (first) recorder.emit({ type: 'PLANNING_STARTED', player: first.id });
      return;
    }
  }
  resolveWeekCombats(recorder, plans, targets, dice);
  endWeek(recorder);
}

function endWeek(recorder: EventRecorder): void {
  eliminateThoseWithNothing(recorder);
  if (endIfDecided(recorder)) return;
  const round = recorder.ask((state) => state.round + 1);
  if (endAtTurnLimit(recorder, round)) return;
  startWeek(recorder, round);
}

/**
 * The midweek map of a week whose attacks come with the orders: the board once every plan is sent
 * and its moves, builds and recruits are resolved, before any fight. For the referee to publish while
 * the turn's dice are not yet known (moves need none). The state given holds every plan but the
 * active player's, which is taken as sent.
 */
export function midweekMap(state: GameState): { state: GameState; events: readonly GameEvent[] } {
  if (state.week?.phase !== 'orders') return { state, events: [] };
  const recorder = new EventRecorder(state);
  recorder.emit({ type: 'ORDERS_SENT', player: activePlayer(state).id });
  if (recorder.ask(nextToPlan)) return { state, events: [] };
  resolveWeekMovement(recorder, recorder.ask(plansInWeekOrder));
  return { state: recorder.state, events: recorder.events };
}

/** Orders are now taken from this player (a week's plans can be made in any order): refused once they sent theirs, or while another plan is half made. */
export function takeOrdersFrom(state: GameState, playerId: string): GameState | string {
  const player = state.players.find((p) => p.id === playerId);
  if (!state.week || !player) return `there is no week, or no player "${playerId}"`;
  if (player.eliminated) return `${player.name} is out of the game`;
  if (Object.hasOwn(state.week.sent, player.id)) return `${player.name} has already sent this phase's orders`;
  if (activePlayer(state).id === player.id) return state;
  if (state.pending.length > 0) return `${activePlayer(state).name}'s plan is half made`;
  const recorder = new EventRecorder(state);
  recorder.emit({ type: 'PLANNING_STARTED', player: player.id });
  return recorder.state;
}
