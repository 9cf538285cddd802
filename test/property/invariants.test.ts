import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUILDINGS,
  applyEvents,
  cannotEnter,
  goldAvailable,
  hexIndex,
  hexKey,
  isOnMap,
  stateHash,
  terrainAt,
  type GameState,
} from '../../src/rules/index.ts';
import { playRandomGame, randomScenario, type Step } from '../support/randomPlay.ts';

/** Every rule about what a state may look like; returns the broken ones. */
export function brokenInvariants(state: GameState): string[] {
  const broken: string[] = [];
  const players = new Map(state.players.map((p) => [p.id, p]));
  const unitHexes = new Set<number>();
  for (const [id, unit] of Object.entries(state.units)) {
    if (unit.id !== id) broken.push(`unit ${id} is filed under another id (${unit.id})`);
    if (!isOnMap(state.map, unit.at)) {
      broken.push(`unit ${id} is off the map`);
      continue;
    }
    const hex = hexIndex(state.map, unit.at);
    if (unitHexes.has(hex)) broken.push(`two units at ${hexKey(unit.at)}`);
    unitHexes.add(hex);
    const blocked = cannotEnter(unit.type, terrainAt(state.map, unit.at));
    if (blocked) broken.push(`unit ${id}: ${blocked}`);
    const owner = players.get(unit.owner);
    if (!owner) broken.push(`unit ${id}: owner ${unit.owner} is not a player`);
    else if (owner.eliminated) broken.push(`unit ${id}: owner ${unit.owner} is eliminated`);
  }
  for (const [key, building] of Object.entries(state.buildings)) {
    // Keyed by hex, so one building per hex holds when every key is its building's own hex.
    if (key !== hexKey(building.at)) broken.push(`building filed under ${key} stands at ${hexKey(building.at)}`);
    if (!isOnMap(state.map, building.at)) broken.push(`building at ${key} is off the map`);
    else {
      const terrain = terrainAt(state.map, building.at);
      if (terrain === 'water') broken.push(`building on Water at ${key}`);
      const allowed = BUILDINGS[building.type].terrains;
      if (allowed && !allowed.includes(terrain) && building.type !== 'keep') broken.push(`${building.type} on ${terrain} at ${key}`);
    }
    const owner = players.get(building.owner);
    if (!owner || owner.eliminated) broken.push(`building at ${key}: owner ${building.owner} is missing or eliminated`);
  }
  for (const player of state.players) if (player.gold < 0) broken.push(`${player.id} has ${player.gold} gold`);
  if (!state.result) {
    const active = state.players[state.activePlayer];
    if (!active || active.eliminated) broken.push('the active player is missing or eliminated');
    else if (goldAvailable(state) < 0) broken.push(`the plan spends more gold than ${active.id} has`);
  }
  return broken;
}

function checkStep({ before, order, after, events }: Step): void {
  const broken = brokenInvariants(after);
  for (const event of events) {
    if (event.type === 'UNIT_DESTROYED' && event.unit in after.units) broken.push(`destroyed unit ${event.unit} is still on the board`);
  }
  if (order.type === 'END_TURN') {
    if (after.pending.length !== 0) broken.push('orders still pending after END_TURN');
    if (!after.result && after.turnNumber !== before.turnNumber + 1) broken.push('END_TURN did not start the next turn');
  } else if (after.pending.length !== before.pending.length + 1) {
    broken.push('a planned order was not added to the plan');
  }
  // The events alone lead from the state before to the state after (what a screen replaying them sees).
  if (stateHash(applyEvents(before, events)) !== stateHash(after)) broken.push('the events do not replay to the same state');
  expect(broken, `after ${JSON.stringify(order)}`).toEqual([]);
}

describe('random legal play keeps every invariant after every order', () => {
  it('2–4 players on small random maps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 10, max: 18 }),
        fc.integer({ min: 0, max: 0x7fffffff }),
        (players, size, seed) => {
          const scenario = randomScenario(players, size, size, seed);
          expect(brokenInvariants(playRandomGame(scenario, seed, 0).start)).toEqual([]);
          playRandomGame(scenario, seed, 300, { onStep: checkStep });
        },
      ),
      { numRuns: 10 },
    );
  });

  it('games make progress: combats, captures, builds, recruits and eliminations happen', () => {
    const totals = { combats: 0, attackerWins: 0, captures: 0, buildingsBuilt: 0, recruits: 0, eliminations: 0, finished: 0 };
    for (const seed of [1, 2, 3]) {
      const game = playRandomGame(randomScenario(2 + (seed % 2), 10, 10, seed), seed, 1500);
      for (const key of ['combats', 'attackerWins', 'captures', 'buildingsBuilt', 'recruits', 'eliminations'] as const) totals[key] += game.stats[key];
      if (game.state.result) totals.finished++;
    }
    for (const [key, value] of Object.entries(totals)) expect(value, key).toBeGreaterThan(0);
  });
});
