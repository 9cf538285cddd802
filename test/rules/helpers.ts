import { expect } from 'vitest';
import {
  playOrder,
  scriptedDice,
  validateOrder,
  type BuildingId,
  type Campaign,
  type DiceSource,
  type GameEvent,
  type GameState,
  type KarnageCombatReport,
  type Order,
  type RaceId,
  type Scenario,
  type UnitTypeId,
} from '../../src/rules/index.ts';
import { scenarioOf, started } from '../support/scenarios.ts';
import { karnageReport } from '../support/karnageReport.ts';

// Tiny boards for the rules tests: players are Ann, Bob (and Cara), units and buildings are one-line tuples.

export type UnitSpec = readonly [id: string, owner: string, type: UnitTypeId, col: number, row: number, defending?: boolean];
export type BuildingSpec = readonly [type: BuildingId, owner: string, col: number, row: number];

export interface BoardOptions {
  readonly races?: readonly RaceId[];
  readonly gold?: readonly number[];
  readonly campaign?: Campaign;
  readonly firstPlayer?: string;
}

const NAMES = ['Ann', 'Bob', 'Cara', 'Dan'];

export function scenario(rows: readonly string[], units: readonly UnitSpec[], buildings: readonly BuildingSpec[] = [], options: BoardOptions = {}): Scenario {
  const races = options.races ?? ['humans', 'orcs'];
  return scenarioOf('test', rows, {
    ...(options.campaign ? { campaign: options.campaign } : {}),
    players: races.map((race, i) => ({ id: NAMES[i]!.toLowerCase(), name: NAMES[i]!, race, gold: options.gold?.[i] ?? 10 })),
    units: units.map(([id, owner, type, col, row, defending]) => ({ id, owner, type, at: { col, row }, defending: defending ?? false })),
    buildings: buildings.map(([type, owner, col, row]) => ({ type, owner, at: { col, row } })),
    ...(options.firstPlayer ? { firstPlayer: options.firstPlayer } : {}),
  });
}

export function board(rows: readonly string[], units: readonly UnitSpec[], buildings: readonly BuildingSpec[] = [], options: BoardOptions = {}): GameState {
  return started(scenario(rows, units, buildings, options));
}

/** Plays orders that must all be accepted; END_TURN takes the faces (or a dice source). */
export function play(state: GameState, orders: readonly Order[], dice: DiceSource | readonly number[] = []): { state: GameState; events: GameEvent[] } {
  const source = Array.isArray(dice) ? scriptedDice(dice as number[]) : (dice as DiceSource);
  const events: GameEvent[] = [];
  for (const order of orders) {
    const outcome = playOrder(state, order, source);
    if (!outcome.ok) throw new Error(`refused ${JSON.stringify(order)}: ${outcome.reason}`);
    state = outcome.state;
    events.push(...outcome.events);
  }
  return { state, events };
}

/** Asserts the order is refused with this reason by validateOrder and playOrder, and the state is untouched. */
export function expectRefused(state: GameState, order: Order, reason: string, dice: DiceSource = scriptedDice([])): void {
  const before = structuredClone(state);
  // END_TURN is always a valid order; only its dice can refuse it.
  if (order.type !== 'END_TURN') expect(validateOrder(state, order)).toEqual({ ok: false, reason });
  expect(playOrder(state, order, dice)).toEqual({ ok: false, reason });
  expect(state).toEqual(before);
}

export function combats(events: readonly GameEvent[]): KarnageCombatReport[] {
  return events.flatMap((e) => (e.type === 'COMBAT_RESOLVED' ? [karnageReport(e.report)] : []));
}

export function onlyCombat(events: readonly GameEvent[]): KarnageCombatReport {
  const all = combats(events);
  expect(all).toHaveLength(1);
  return all[0]!;
}

export function mods(modifiers: readonly { source: string; value: number }[]): [string, number][] {
  return modifiers.map((m) => [m.source, m.value]);
}

export function gold(state: GameState, player: string): number {
  return state.players.find((p) => p.id === player)!.gold;
}

export const at = (col: number, row: number) => ({ col, row });
export const endTurn = (player: string): Order => ({ type: 'END_TURN', player });
