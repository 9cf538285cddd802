import { describe, expect, it } from 'vitest';
import { seededDice, type RollDie } from '../../../src/rules/index.ts';
import { takeLosses } from '../../../src/rules/combat/warfare/forces.ts';
import { DIE_KEYS_PER_ROLL, EXTRA_DIE_KEY, MAX_ROLLS, resolveWarfareCombat } from '../../../src/rules/combat/warfare/resolve.ts';
import { battle, roll, scripted, siege, throwWith } from './fixtures.ts';

describe('a pair of attackers', () => {
  it('fights as one force: each rolls its own Might, the successes are added', () => {
    // Footmen Might 3 and 2: five attack dice (3 then 2) against 4; 3 against 0 is Routed.
    const dice = scripted([...throwWith(3, 2), ...throwWith(2, 1), ...throwWith(4, 0)]);
    const report = resolveWarfareCombat(battle([3, 2], 4), dice);
    expect(report.rolls[0]).toMatchObject({ attackFaces: [6, 6, 1, 6, 1], attackSuccesses: 3, defenceSuccesses: 0, result: 'Routed' });
    expect(dice.keys.slice(0, 5)).toEqual(['attack:0:0', 'attack:0:1', 'attack:0:2', 'attack:1:0', 'attack:1:1']);
  });

  it('takes each lost point from the unit with the most Might left', () => {
    expect(takeLosses([4, 3], 2)).toEqual([2, 3]);
    expect(takeLosses([2, 5], 4)).toEqual([1, 2]);
    expect(takeLosses([1, 1], 5)).toEqual([0, 0]);
  });

  it('loses a unit brought to 0 while the other fights on', () => {
    // Might 1 and 1 against 3: Wounded (the first falls), then Retreat with the one left: 1 → 0, the pair is gone.
    const report = resolveWarfareCombat(battle([1, 1], 3), scripted([...roll(2, 0, 3, 1), ...roll(1, 0, 3, 2)]));
    expect(report.rolls.map((r) => r.attackerMight)).toEqual([
      [0, 1],
      [0, 0],
    ]);
    expect(report).toMatchObject({ result: 'Annihilated', attackersDestroyed: [0, 1], attackerMight: 0 });
  });

  it('a unit that fell earlier stays destroyed when its pair wins', () => {
    // Might 2 and 1: Wounded twice (2 + 1 → 1 + 1 → 0 + 1), then the one left wounds the Might 3 defender to death.
    const faces = [...roll(3, 0, 3, 1), ...roll(2, 0, 3, 1), ...roll(1, 1, 3, 0), ...roll(1, 1, 2, 0), ...roll(1, 1, 1, 0)];
    const report = resolveWarfareCombat(battle([2, 1], 3), scripted(faces));
    expect(report.rolls.map((r) => [r.result, r.loser, r.attackerMight, r.defenderMight])).toEqual([
      ['Wounded', 'attacker', [1, 1], 3],
      ['Wounded', 'attacker', [0, 1], 3],
      ['Wounded', 'defender', [0, 1], 2],
      ['Wounded', 'defender', [0, 1], 1],
      ['Wounded', 'defender', [0, 1], 0],
    ]);
    expect(report.mightAfter).toEqual({ attackers: [0, 1], defender: 0 });
    expect(report).toMatchObject({ winner: 'attacker', result: 'Annihilated', attackersDestroyed: [0], defenderDestroyed: true });
  });
});

describe('extra dice', () => {
  it('are thrown after the Might dice, by the first attacker and the defender, and are never lost', () => {
    // 3 Weaponsmiths: +1 attack die; Hills +1 and DEFEND +1: +2 defence dice.
    const setup = battle(2, 4, { attackerWeaponsmiths: 3 });
    const defended = { ...setup, defender: { ...setup.defender, terrain: 'hills' as const, defending: true } };
    // Roll 1: 3 dice against 6, 1 success against 0: Wounded (4 → 3). Roll 2: 3 against 5, 2 against 0: Retreat (3 → 1).
    const dice = scripted([...roll(3, 1, 6, 0), ...roll(3, 2, 5, 0)]);
    const report = resolveWarfareCombat(defended, dice);
    expect(dice.left()).toBe(0);
    expect(report.attackDice).toEqual([{ source: 'weaponsmiths', label: '3 Weaponsmiths in play', value: 1 }]);
    expect(report.defenceDice.map((d) => [d.source, d.value])).toEqual([
      ['terrain', 1],
      ['defend', 1],
    ]);
    expect(report.rolls.map((r) => [r.attackFaces.length, r.defenceFaces.length, r.result, r.defenderMight])).toEqual([
      [3, 6, 'Wounded', 3],
      [3, 5, 'Retreat', 1],
    ]);
    expect(dice.keys.slice(0, 9)).toEqual([
      'attack:0:0',
      'attack:0:1',
      `attack:0:${EXTRA_DIE_KEY}`,
      'defence:0:0',
      'defence:0:1',
      'defence:0:2',
      'defence:0:3',
      `defence:0:${EXTRA_DIE_KEY}`,
      `defence:0:${EXTRA_DIE_KEY + 1}`,
    ]);
    expect(dice.keys[9]).toBe(`attack:0:${DIE_KEYS_PER_ROLL}`);
  });
});

describe('the dice', () => {
  it('every die of a fight has its own key: roll × 1024 + die', () => {
    let longest = 0;
    for (let seed = 0; seed < 50; seed++) {
      const keys: string[] = [];
      const dice = seededDice(seed);
      const rollDie: RollDie = (sides, role, combatant, attempt) => {
        keys.push(`${role}:${combatant}:${attempt}`);
        return dice.roll(sides, { turnNumber: 1, unit: `${role}${combatant}`, role, attempt });
      };
      const report = resolveWarfareCombat(battle([3, 2], 4, { attackerWeaponsmiths: 3 }), rollDie);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys).toContain(`attack:1:${(report.rolls.length - 1) * DIE_KEYS_PER_ROLL}`);
      longest = Math.max(longest, report.rolls.length);
    }
    expect(longest).toBeGreaterThan(2);
  });

  it('seeded dice give the same fight every time', () => {
    const fight = () =>
      resolveWarfareCombat(siege(5, 4), (sides, role, combatant, attempt) =>
        seededDice(11).roll(sides, { turnNumber: 3, unit: `${role}${combatant}`, role, attempt }),
      );
    expect(fight()).toEqual(fight());
  });

  it('dice that never let a battle end are a fault, not an endless loop', () => {
    expect(() => resolveWarfareCombat(battle(2, 2), () => 6)).toThrow(`went on for ${MAX_ROLLS} rolls`);
  });

  it('refuses a Might that is not a whole number of 1 or more', () => {
    expect(() => resolveWarfareCombat(battle(0, 2), () => 6)).toThrow("a Footmen unit's Might must be a whole number from 1 to 500, not 0");
    expect(() => resolveWarfareCombat(battle(2, 1.5), () => 6)).toThrow('not 1.5');
  });

  it('a unit with no Might given fights with its type’s full Might', () => {
    const setup = battle(1, 1);
    const full = { ...setup, attackers: [{ unit: 'giants' as const, terrain: 'hills' as const, range: 1 }], defender: { ...setup.defender, might: undefined } };
    const report = resolveWarfareCombat(full, scripted(roll(6, 5, 4, 0)));
    expect(report.attackers[0]?.might).toBe(6);
    expect(report.defender.might).toBe(4);
  });
});
