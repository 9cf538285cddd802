import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUILDING_IDS,
  RACES,
  UNITS,
  hexDistance,
  neighbours,
  UNIT_TYPE_IDS,
  playOrder,
  seededDice,
  stateHash,
  validateOrder,
  withdrawOrder,
  type GameState,
  type HexCoord,
  type Order,
} from '../../src/rules/index.ts';
import { playRandomGame, randomScenario } from '../support/randomPlay.ts';
import { deepFreeze } from './deepFreeze.ts';

const SIZE = 10;
/** A random position: a random game played for a while (possibly mid-turn, possibly over). */
const positionArb = fc
  .record({
    players: fc.integer({ min: 2, max: 3 }),
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    orders: fc.oneof(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 150, max: 400 })),
  })
  .map(({ players, seed, orders }) => playRandomGame(randomScenario(players, SIZE, SIZE, seed), seed, orders).state);

const coordinate = (limit: number) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: -2, max: limit + 2 }) },
    { weight: 1, arbitrary: fc.constantFrom(Number.NaN, Infinity, -Infinity, 0.5, -0, 2 ** 31, Number.MAX_SAFE_INTEGER + 2) },
  );
const hexArb: fc.Arbitrary<HexCoord> = fc.record({ col: coordinate(SIZE), row: coordinate(SIZE) });
const tricky = ['', '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'u0', 'u999', 'p0'];
const playerArb = fc.oneof(fc.constantFrom('p1', 'p2', 'p3', ...tricky), fc.string());
const unitArb = fc.oneof(
  fc.integer({ min: 1, max: 40 }).map((n) => `u${n}`),
  fc.constantFrom(...tricky),
  fc.string(),
);

const orderArb: fc.Arbitrary<Order> = fc.oneof(
  fc.record({ type: fc.constant('MOVE' as const), player: playerArb, unit: unitArb, path: fc.array(hexArb, { maxLength: 4 }) }),
  fc.record(
    { type: fc.constant('ATTACK' as const), player: playerArb, unit: unitArb, target: hexArb, advance: fc.boolean() },
    { requiredKeys: ['type', 'player', 'unit', 'target'] },
  ),
  fc.record({ type: fc.constant('DEFEND' as const), player: playerArb, unit: unitArb }),
  fc.record({ type: fc.constant('BUILD' as const), player: playerArb, unit: unitArb, building: fc.constantFrom(...BUILDING_IDS) }),
  fc.record({ type: fc.constant('RECRUIT' as const), player: playerArb, at: hexArb, unitType: fc.constantFrom(...UNIT_TYPE_IDS) }),
  fc.record({ type: fc.constant('END_TURN' as const), player: playerArb }),
);

/** Often the real ids and hexes of the position, so that orders get past the first checks. */
function aimed(state: GameState, order: Order, pickUnit: number, pickPlayer: number, near: number): Order {
  const active = state.players[state.activePlayer];
  const player = pickPlayer % 4 === 0 || !active ? order.player : active.id;
  if (order.type === 'END_TURN') return { ...order, player };
  if (order.type === 'RECRUIT') {
    const all = Object.values(state.buildings);
    const buildings = near % 4 === 1 ? all : all.filter((b) => b.owner === active?.id && b.type !== 'farm' && b.type !== 'mine');
    if (near % 4 === 3 || buildings.length === 0) return { ...order, player };
    const at = buildings[near % buildings.length]!.at;
    const unitType = active && pickUnit % 2 === 0 ? RACES[active.race].units[pickUnit % 3]! : order.unitType;
    return { ...order, player, at, unitType };
  }
  const all = Object.values(state.units);
  const own = all.filter((u) => u.owner === active?.id);
  const from = pickUnit % 3 === 0 ? all : own;
  const unit = from.length > 0 && pickUnit % 5 !== 0 ? from[pickUnit % from.length]! : undefined;
  const id = unit?.id ?? order.unit;
  if (!unit || near % 3 === 0) return { ...order, player, unit: id };
  if (order.type === 'MOVE') {
    // A step or two through neighbours.
    const first = neighbours(state.map, unit.at);
    const step = first[near % first.length]!;
    const second = neighbours(state.map, step);
    const path = order.path.length > 1 ? [step, second[(near >> 2) % second.length]!] : [step];
    return { ...order, player, unit: id, path };
  }
  if (order.type === 'ATTACK') {
    // Mostly a pair of ours and theirs within reach of each other, when there is one.
    const pairs = own.flatMap((a) => all.filter((d) => d.owner !== a.owner && hexDistance(a.at, d.at) <= UNITS[a.type].range).map((d) => [a, d] as const));
    if (pairs.length > 0 && near % 3 === 1) {
      const [attacker, defender] = pairs[pickUnit % pairs.length]!;
      return { ...order, player, unit: attacker.id, target: defender.at };
    }
    const targets = all.filter((u) => u.owner !== unit.owner);
    const target = targets.length > 0 ? targets.reduce((a, b) => (hexDistance(a.at, unit.at) <= hexDistance(b.at, unit.at) ? a : b)).at : order.target;
    return { ...order, player, unit: id, target };
  }
  return { ...order, player, unit: id };
}

describe('any order is accepted or refused with a reason, and never throws', () => {
  it('random orders with random field values', () => {
    const seen = { refused: 0 };
    const counts: Record<string, number> = {};
    fc.assert(
      fc.property(positionArb, fc.array(fc.tuple(orderArb, fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 12 }), (start, attempts) => {
        let state = deepFreeze(start);
        const dice = seededDice(state.seed);
        for (const [raw, pickUnit, pickPlayer, near] of attempts) {
          const order = aimed(state, raw, pickUnit, pickPlayer, near);
          const before = stateHash(state);
          const snapshot = structuredClone(state);
          const verdict = validateOrder(state, order);
          const outcome = playOrder(state, order, dice);
          expect(outcome.ok).toBe(verdict.ok);
          // A refused order, or an accepted one, leaves the state it was given exactly as it was.
          expect(stateHash(state)).toBe(before);
          expect(state).toEqual(snapshot);
          if (outcome.ok) {
            counts[order.type] = (counts[order.type] ?? 0) + 1;
            expect(outcome.state).not.toBe(state);
            state = deepFreeze(outcome.state);
          } else {
            expect(typeof outcome.reason).toBe('string');
            expect(outcome.reason.trim().length).toBeGreaterThan(0);
            seen.refused++;
          }
        }
      }),
      { numRuns: 150 },
    );
    // The fuzzing reaches past the first checks: most kinds of order get accepted (each kind in a
    // typical run; ATTACK and RECRUIT only a few times, so not demanded here).
    for (const type of ['BUILD', 'DEFEND', 'END_TURN', 'MOVE']) expect(counts[type] ?? 0, type).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
  });

  it('taking back any planned order number never throws and keeps the plan valid', () => {
    fc.assert(
      fc.property(positionArb, fc.integer({ min: -2, max: 30 }), (start, index) => {
        const state = deepFreeze(start);
        const outcome = withdrawOrder(state, index);
        if (!outcome.ok) {
          expect(outcome.reason.length).toBeGreaterThan(0);
          return;
        }
        expect(outcome.state.pending.length).toBeLessThan(state.pending.length);
        // Every order left in the plan is still one the rules would accept, in turn.
        let replanned: GameState = { ...outcome.state, pending: [] };
        for (const { order } of outcome.state.pending) {
          const next = playOrder(replanned, order, seededDice(0));
          expect(next.ok).toBe(true);
          if (next.ok) replanned = next.state;
        }
      }),
      { numRuns: 60 },
    );
  });
});
