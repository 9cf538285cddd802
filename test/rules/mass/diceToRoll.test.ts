import { describe, expect, it } from 'vitest';
import { combatSystems, type CombatSetup } from '../../../src/rules/index.ts';

// What a referee rolling real dice is asked for: Mass battle's formula rolls nothing but a charge's running die.
const setup = (range: number): CombatSetup => ({
  attackers: [{ unit: 'cavalry', terrain: 'grasslands', range }],
  defender: { unit: 'warriors', terrain: 'grasslands', defending: false, fortress: false },
  attackerWeaponsmiths: 0,
  defenderArmories: 0,
});

describe('the dice a Mass battle fight asks of a referee', () => {
  it('an Engage rolls none', () => {
    expect(combatSystems.get('mass').explain(setup(1)).diceToRoll).toBeNull();
  });

  it('a charge rolls its running die', () => {
    expect(combatSystems.get('mass').explain(setup(2)).diceToRoll).toBe('a d6, the running die of the charging Cavalry');
  });

  it('Karnage leaves it to each combatant’s die', () => {
    expect(combatSystems.get('karnage').explain(setup(1)).diceToRoll).toBeUndefined();
  });
});
