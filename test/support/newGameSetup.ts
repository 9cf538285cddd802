// The new-game form's answers for the tests that start a game from a setup: Ann's Humans and Bob's Orcs on a
// generated 16×12 map, each with 10 gold, unless a test says otherwise.
import type { RaceId } from '../../src/rules/index.ts';
import type { MapSetup } from '../../src/state/premadeMap.ts';

/** The form's first two colours, in its order. */
const COLOURS = ['#0072b2', '#e69f00'] as const;

/** Players of these names and races, in the form's colours. */
export const playersOf = (...players: readonly (readonly [name: string, race: RaceId])[]): MapSetup['players'] =>
  players.map(([name, race], i) => ({ name, race, colour: COLOURS[i % COLOURS.length]! }));

/** Ann's Humans and Bob's Orcs on a generated 16×12 map, each with 10 gold; `more` overrides or adds fields. */
export function newGameSetup(more: Partial<MapSetup> = {}): MapSetup {
  return {
    players: playersOf(['Ann', 'humans'], ['Bob', 'orcs']),
    campaign: { kind: 'conquer' },
    startingGold: 10,
    mapSize: { width: 16, height: 12 },
    mapSeed: 4242,
    ...more,
  };
}
