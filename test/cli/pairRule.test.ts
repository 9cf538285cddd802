import { describe, expect, it } from 'vitest';
import { cli } from '../support/runCli.ts';

// Seed 000: "If you lose though, you lose both armies that are attacking." A ranged unit in a pair shares
// the pair's fate; only a ranged unit attacking alone from 2 hexes away survives a loss [house].
const archers = { race: 'elves', unit: 'archers', terrain: 'forest', range: 2 };
const wardens = { race: 'elves', unit: 'wardens', terrain: 'forest' };
const warriors = { race: 'orcs', unit: 'warriors', terrain: 'grasslands' };

describe('karnage combat: a lost pair', () => {
  it('destroys both attackers, the Archers shooting from range 2 included', () => {
    const result = cli('combat', JSON.stringify({ attackers: [archers, wardens], defender: warriors }), '--rolls', '1,1,6');
    expect(result.code).toBe(0);
    expect(result.json()).toMatchObject({ winner: 'defender', attackersDestroyed: [0, 1], defenderDestroyed: false });
  });

  it('spares Archers that lose a shot from range 2 alone', () => {
    const result = cli('combat', JSON.stringify({ attackers: [archers], defender: warriors }), '--rolls', '1,6');
    expect(result.json()).toMatchObject({ winner: 'defender', attackersDestroyed: [] });
  });
});
