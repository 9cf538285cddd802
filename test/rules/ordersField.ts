// The field most order tests play on (docs/rules.md, "Orders"):
//
//   row 0:  g g g g m        Ann (Humans): Footmen f (1,1), Cavalry c (0,1), Archers-less; Peasants p (1,3)
//   row 1:   c f W g g       Bob (Orcs): Warriors W (2,1), Grunts G (4,1)
//   row 2:  g g g g g
//   row 3:   g p g g G
import type { GameState } from '../../src/rules/index.ts';
import { board } from './helpers.ts';

export function field(gold = 10): GameState {
  return board(
    ['ggggm', 'ggggg', 'ggggg', 'ggggg'],
    [
      ['f', 'ann', 'footmen', 1, 1],
      ['c', 'ann', 'cavalry', 0, 1],
      ['p', 'ann', 'peasants', 1, 3],
      ['w', 'bob', 'warriors', 2, 1],
      ['g', 'bob', 'grunts', 4, 3],
    ],
    [],
    { gold: [gold, 10] },
  );
}
