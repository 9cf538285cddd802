// Games to publish in the page tests: a generated map after some random play (fights, recruits, new
// buildings), with one unit defending and one standing on a building so every kind of mark is drawn.
import type { PublishedPageInput } from '../../../../src/io/pbem/page/publishedPage.ts';
import { skirmishScenario } from '../../../../src/mapgen/skirmish.ts';
import { hexKey, type GameState, type RaceId, type Unit } from '../../../../src/rules/index.ts';
import { playRandomGame } from '../../../support/randomPlay.ts';

const PLAYERS: readonly { name: string; race: RaceId; colour: string }[] = [
  { name: 'Alice', race: 'humans', colour: '#0072b2' },
  { name: 'Bob', race: 'orcs', colour: '#e69f00' },
  { name: 'Carol', race: 'elves', colour: '#009e73' },
  { name: 'Dain', race: 'dwarves', colour: '#cc79a7' },
];

/** A game on a generated `width`×`height` map, `orders` random orders in. */
export function playedState(width: number, height: number, orders = 150, seed = 4): GameState {
  const scenario = skirmishScenario({
    players: PLAYERS.slice(0, width >= 32 ? 4 : 2),
    campaign: { kind: 'conquer' },
    startingGold: 20,
    mapSize: { width, height },
    mapSeed: seed,
  });
  if ('error' in scenario) throw new Error(scenario.error);
  const state = playRandomGame(scenario, seed, orders).state;
  // Make sure a unit defends and one stands on a building, whatever the random play did.
  const units: Record<string, Unit> = { ...state.units };
  const [first, second] = Object.values(units);
  if (first) units[first.id] = { ...first, defending: true };
  const building = Object.values(state.buildings)[0];
  const onBuilding = Object.values(units).some((u) => building && hexKey(u.at) === hexKey(building.at));
  if (second && building && !onBuilding) units[second.id] = { ...second, at: building.at };
  return { ...state, units };
}

export function pageInput(state: GameState, overrides: Partial<PublishedPageInput> = {}): PublishedPageInput {
  return {
    title: 'The Iron Coast',
    state,
    headline: 'Week 3 — orders due Monday',
    report: ["Alice's Cavalry attacked Bob's Warriors at (4,5): 7 against 3, the Warriors were destroyed.", 'Bob collected 4 gold.'],
    dice: 'seed 4001679634 from 4 reveals',
    publishedAt: '2025-03-03T18:00:00Z',
    stateHash: 'a1b2c3d4',
    ...overrides,
  };
}
