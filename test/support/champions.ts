// Champions for the store's, the screens' and the browser's tests: Ann's Humans and Bob's Orcs, each with a hero,
// the two heroes next to each other, and a second unit each so neither is gone when a hero falls.
import type { Scenario } from '../../src/rules/index.ts';
import { map } from './scenarios.ts';

export const ANN_HERO = { col: 2, row: 1 } as const;
export const BOB_HERO = { col: 3, row: 1 } as const;

/**
 *   row 0:  g g g g g g g g
 *   row 1:   g g K W g g g g     K = Ann's hero (Cavalry, u1), W = Bob's hero (Warriors, u3)
 *   row 2:  g g g g g g g g
 *   row 3:   g F g g g g G g     F = Ann's Footmen (u2), G = Bob's Grunts (u4)
 */
export function championsScenario(): Scenario {
  return {
    name: 'Champions',
    combatSystem: 'karnage',
    campaign: { kind: 'conquer' },
    map: map('gggggggg', 'gggggggg', 'gggggggg', 'gggggggg'),
    players: [
      { id: 'p1', name: 'Ann', race: 'humans', gold: 0, colour: '#0072b2' },
      { id: 'p2', name: 'Bob', race: 'orcs', gold: 0, colour: '#e69f00' },
    ],
    units: [
      { id: 'u1', owner: 'p1', type: 'cavalry', at: ANN_HERO, hero: true },
      { id: 'u2', owner: 'p1', type: 'footmen', at: { col: 1, row: 3 } },
      { id: 'u3', owner: 'p2', type: 'warriors', at: BOB_HERO, hero: true },
      { id: 'u4', owner: 'p2', type: 'grunts', at: { col: 6, row: 3 } },
    ],
    buildings: [],
  };
}
