import { playOrder, seededDice, type GameState, type Order, type Scenario } from '../../src/rules/index.ts';
import { joeAndKim, started } from './scenarios.ts';

/** Plays orders with seeded dice, failing loudly on a refusal. */
export function playAll(scenario: Scenario, seed: number, orders: readonly Order[]): GameState {
  let state = started(scenario, seed);
  const dice = seededDice(seed);
  for (const order of orders) {
    const outcome = playOrder(state, order, dice);
    if (!outcome.ok) throw new Error(`${order.type}: ${outcome.reason}`);
    state = outcome.state;
  }
  return state;
}

/** Two turns of the worked example's scenario with seeded dice: Joe attacks and builds, Kim defends, Joe moves. */
export function joeAndKimRecord() {
  const scenario = joeAndKim();
  const seed = 7;
  const orders: Order[] = [
    { type: 'ATTACK', player: 'joe', unit: 'u1', target: { col: 2, row: 1 } },
    { type: 'BUILD', player: 'joe', unit: 'u2', building: 'stable' },
    { type: 'END_TURN', player: 'joe' },
  ];
  const afterJoe = playAll(scenario, seed, orders);
  // Whoever survived the combat gives a second order, so the record holds both players' turns.
  if (afterJoe.units.u3) orders.push({ type: 'DEFEND', player: 'kim', unit: 'u3' });
  orders.push({ type: 'END_TURN', player: 'kim' });
  orders.push({
    type: 'MOVE',
    player: 'joe',
    unit: 'u2',
    path: [
      { col: 2, row: 3 },
      { col: 3, row: 3 },
    ],
  });
  orders.push({ type: 'END_TURN', player: 'joe' });
  return { scenario, seed, orders, state: playAll(scenario, seed, orders) };
}
