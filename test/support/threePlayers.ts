// Three players around one screen, for the turn report that spans every turn since a player's last one.
import type { HexCoord, Scenario } from '../../src/rules/index.ts';
import { scenario } from '../rules/helpers.ts';

/**
 * Ann's Humans, Bob's Orcs and Cara's Elves on grassland, each with a Keep, in seat order Ann, Bob, Cara.
 *
 *   row 0:  C G . . W D . F     Ann's Cavalry (a1) next to Bob's Grunts (b1); Bob's Warriors (b2) next to
 *   row 1:  . . . . . . . .     Cara's Wardens (c1); Cara's Foresters (c2) stand apart, and so do
 *   row 2:  P K . . K . . K     Ann's Peasants (a2), beside the Keeps of Ann, Bob and Cara.
 */
export function threePlayers(): Scenario {
  return scenario(
    ['gggggggg', 'gggggggg', 'gggggggg'],
    [
      ['a1', 'ann', 'cavalry', 0, 0],
      ['a2', 'ann', 'peasants', 0, 2],
      ['b1', 'bob', 'grunts', 1, 0],
      ['b2', 'bob', 'warriors', 4, 0],
      ['c1', 'cara', 'wardens', 5, 0],
      ['c2', 'cara', 'foresters', 7, 0],
    ],
    [
      ['keep', 'ann', 1, 2],
      ['keep', 'bob', 4, 2],
      ['keep', 'cara', 7, 2],
    ],
    { races: ['humans', 'orcs', 'elves'] },
  );
}

/** Where the three players' units stand at the start. */
export const THREE = {
  annCavalry: { col: 0, row: 0 },
  annPeasants: { col: 0, row: 2 },
  bobGrunts: { col: 1, row: 0 },
  bobWarriors: { col: 4, row: 0 },
  caraWardens: { col: 5, row: 0 },
  caraForesters: { col: 7, row: 0 },
} as const satisfies Record<string, HexCoord>;
