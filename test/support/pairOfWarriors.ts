import type { Scenario } from '../../src/rules/index.ts';
import { scenarioOf } from './scenarios.ts';

/**
 * Player 2's two Warriors either side of Player 1's Footmen, Player 2 to play: a paired attack's one fight.
 *
 *   row 1:   g W F W      W = Player 2's Warriors (w1, w2), F = Player 1's Footmen (f1)
 */
export function pairOfWarriors(): Scenario {
  return scenarioOf('A pair', ['gggg', 'gggg', 'gggg'], {
    players: [
      { id: 'p2', name: 'Player 2', race: 'orcs', gold: 0 },
      { id: 'p1', name: 'Player 1', race: 'humans', gold: 0 },
    ],
    units: [
      { id: 'w1', owner: 'p2', type: 'warriors', at: { col: 1, row: 1 } },
      { id: 'w2', owner: 'p2', type: 'warriors', at: { col: 3, row: 1 } },
      { id: 'f1', owner: 'p1', type: 'footmen', at: { col: 2, row: 1 } },
    ],
  });
}
