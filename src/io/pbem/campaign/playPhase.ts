import {
  activePlayer,
  DiceError,
  midweekMap,
  playOrder,
  seededDice,
  takeOrdersFrom,
  yetToSend,
  type DiceSource,
  type DuelPlay,
  type EndTurnOrder,
  type GameEvent,
  type GameState,
  type PlayerId,
} from '../../../rules/index.ts';
import { unfinishedDuelOf, type UnfinishedDuel } from '../../../rules/champions/index.ts';
import { duelFighterInstalled } from '../../../rules/champions/duelFighter.ts';
import { describeEvent } from '../../../rules/text/describeEvent.ts';
import type { KnownUnit, Names } from '../../../rules/text/names.ts';
import type { OrdersDocument, PublishedDice } from './documents.ts';

/** Who must send orders for the open phase, in seat order: the player whose turn it is, or everyone still in a week. */
export function awaitedPlayers(state: GameState): PlayerId[] {
  if (state.result) return [];
  return state.week ? yetToSend(state).map((p) => p.id) : [activePlayer(state).id];
}

/** Whether the open phase's orders are followed by dice (all but the moves of a week whose attacks come midweek). */
export function diceFollow(state: GameState): boolean {
  return !(state.mode === 'week-attacks-midweek' && state.week?.phase === 'orders');
}

const NO_DICE: DiceSource = {
  roll() {
    throw new DiceError('no dice are rolled in this phase');
  },
};

export type Played =
  | { ok: true; state: GameState; report: string[] }
  /** `duel`: the phase stops at a duel whose play is missing or not over (a referee by e-mail deals its next round). */
  | { ok: false; reason: string; duel?: UnfinishedDuel };

/**
 * The open phase played from its start: each awaited player's orders in seat order (a player with no
 * file sends an empty plan), each ended; an order the rules refuse is left out and reported. With
 * `resolve` false it stops short of the last END_TURN, which rolls: the map as published when orders
 * close (a week's moves done, its fights not yet fought). Pure and deterministic: the referee and
 * anyone verifying get the same state and report.
 */
export function playPhase(start: GameState, orders: readonly OrdersDocument[], dice: PublishedDice, resolve: boolean, duels: readonly DuelPlay[] = []): Played {
  const byPlayer = new Map(orders.map((doc) => [doc.player, doc]));
  const players = awaitedPlayers(start);
  const names = namesOf(start);
  const report: string[] = [];
  const events: GameEvent[] = [];
  let state = start;
  for (const [i, player] of players.entries()) {
    if (state.week) {
      const taken = takeOrdersFrom(state, player);
      if (typeof taken === 'string') return { ok: false, reason: taken };
      state = taken;
    }
    for (const order of byPlayer.get(player)?.orders ?? []) {
      const outcome = order.type === 'END_TURN' ? { ok: false as const, reason: 'END_TURN is not sent: the referee ends the turn' } : playOrder(state, order);
      if (outcome.ok) state = outcome.state;
      else report.push(`${names.players[player] ?? player}'s ${order.type} was refused: ${outcome.reason}`);
    }
    const last = i === players.length - 1;
    if (last && !resolve) {
      if (!state.week) return { ok: true, state, report };
      const midweek = midweekMap(state);
      return { ok: true, state: midweek.state, report: [...report, ...describe([...events, ...midweek.events], names)] };
    }
    const endTurn: EndTurnOrder = {
      type: 'END_TURN',
      player,
      ...(last && dice.kind === 'typed' ? { rolls: dice.faces } : {}),
      ...(last && duels.length > 0 ? { duels } : {}),
    };
    const ended = playOrder(state, endTurn, diceSource(dice));
    if (!ended.ok) return stopped(state, endTurn, dice, ended.reason);

    state = ended.state;
    events.push(...ended.events);
  }
  return { ok: true, state, report: [...report, ...describe(events, names)] };
}

/** A refused END_TURN, and the duel it stopped at if that is why. */
function stopped(state: GameState, endTurn: EndTurnOrder, dice: PublishedDice, reason: string): Played {
  const duel = duelFighterInstalled() ? unfinishedDuelOf(state, endTurn, diceSource(dice)) : null;
  return duel ? { ok: false, reason, duel } : { ok: false, reason };
}

function diceSource(dice: PublishedDice): DiceSource {
  return dice.kind === 'commit-reveal' ? seededDice(dice.seed) : NO_DICE;
}

/** Names for the report, the units' record growing as recruits appear in it. */
type GrowingNames = Names & { readonly units: Record<string, KnownUnit> };

/** The report's lines: what happened, without the bookkeeping of plans being taken. */
function describe(events: readonly GameEvent[], names: GrowingNames): string[] {
  const lines: string[] = [];
  const { units } = names;
  for (const event of events) {
    if (event.type === 'UNIT_RECRUITED') units[event.unit.id] = { type: event.unit.type, owner: event.unit.owner };
    if (event.type === 'ORDER_PLANNED' || event.type === 'PLANNING_STARTED' || event.type === 'ORDERS_SENT') continue;
    lines.push(describeEvent(event, names));
  }
  return lines;
}

function namesOf(state: GameState): GrowingNames {
  const units: Record<string, KnownUnit> = {};
  for (const unit of Object.values(state.units)) units[unit.id] = { type: unit.type, owner: unit.owner };
  return { players: Object.fromEntries(state.players.map((p) => [p.id, p.name])), units };
}
