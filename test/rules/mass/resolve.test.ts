import { describe, expect, it } from 'vitest';
import type { DefenderSetup } from '../../../src/rules/combat/setup.ts';
import type { RollDie } from '../../../src/rules/combat/system.ts';
import { shareLosses, type MassForce } from '../../../src/rules/combat/mass/forces.ts';
import { fightForces, massReport, resolveMassCombat, type MassAttacker } from '../../../src/rules/combat/mass/resolve.ts';
import { force, setup } from './fixtures.ts';

// Mass battle fights [seed 003] on the board's setups and on a referee's hand-made forces.

const noDice: RollDie = () => {
  throw new Error('this fight rolls no die');
};

/** A running die that always shows this face, and remembers what it was asked. */
function die(face: number): RollDie & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  const roll = ((...args: unknown[]) => {
    calls.push(args);
    return face;
  }) as RollDie & { calls: unknown[][] };
  roll.calls = calls;
  return roll;
}

const melee = (f: MassForce): MassAttacker => ({ force: f, action: 'engage', band: 'short' });

describe('melee: Engage', () => {
  it('is simultaneous: Warriors (10 × 5) against Footmen (10 × 5) kill 1, the Footmen strike back 15 × 3 against 10 × 4: 2', () => {
    const report = resolveMassCombat(setup([{}]), noDice);
    expect(report.action).toBe('engage');
    expect(report.attack).toMatchObject({ attackStrength: 50, defenceStrength: 50, rounding: 'exactly-zero', killed: 1 });
    expect(report.riposte).toMatchObject({ attackStrength: 45, defenceStrength: 40, quotient: 1.25, rounding: 'remainder-up', killed: 2 });
    expect([report.attackerLosses, report.defenderLosses, report.menAfter]).toEqual([[2], 1, { attackers: [18], defender: 19 }]);
    expect([report.attackersDestroyed, report.defenderDestroyed]).toEqual([[], false]);
  });

  it('counts both blows from the strengths before the round: a defender wiped out still strikes with all its men', () => {
    const outcome = fightForces({ attackers: [melee(force(10, 10, 3))], defender: force(15, 4, 3, { longWeapons: true }), volleys: 1 }, noDice);
    // 10 × 10 − 10 × 3 = 70 → 17.5 → 18, more than the 15 it has; 15 × 4 − 10 × 3 = 30 → 7.5 → 8.
    expect(outcome.terms.attack?.killed).toBe(18);
    expect(outcome.terms.riposte?.strikers).toEqual([{ active: 15, value: 4, strength: 60 }]);
    expect([outcome.defenderLosses, outcome.attackerLosses]).toEqual([15, [8]]);
    const report = massReport(outcome);
    expect(report.menAfter).toEqual({ attackers: [2], defender: 0 });
    expect(report.dissolved).toEqual({ attackers: [0], defender: false });
    expect([report.attackersDestroyed, report.defenderDestroyed]).toEqual([[0], true]);
  });

  it('long weapons: half as many men again strike, not in loose formation', () => {
    const report = resolveMassCombat(setup([{ unit: 'footmen' }], { unit: 'warriors' }), noDice);
    expect(report.attack?.strikers).toEqual([{ active: 15, value: 3, strength: 45 }]);
    expect(report.attack).toMatchObject({ defenceStrength: 40, killed: 2 });
    const strikers = (extra: Partial<MassForce>) =>
      fightForces({ attackers: [melee(force(20, 3, 5, extra))], defender: force(20, 5, 4), volleys: 1 }, noDice).terms.attack?.strikers[0]?.active;
    expect([strikers({ longWeapons: true }), strikers({}), strikers({ longWeapons: true, loose: true })]).toEqual([15, 10, 10]);
    // Never more than the men it has.
    expect(strikers({ longWeapons: true, men: 12.5 })).toBe(13);
  });

  it('DEFEND: +1 AvTough, and only half the defenders strike back', () => {
    const report = resolveMassCombat(setup([{}], { defending: true }), noDice);
    expect(report.attack?.struck).toEqual([{ active: 10, value: 6, strength: 60 }]);
    expect(report.attack).toMatchObject({ rounding: 'negative', killed: 0 });
    expect(report.riposte?.strikers).toEqual([{ active: 7, value: 3, strength: 21 }]);
    expect([report.attackerLosses, report.defenderLosses]).toEqual([[0], 0]);
  });

  it('a defender that marched cannot strike back', () => {
    const report = resolveMassCombat(setup([{}], { marching: true }), noDice);
    expect(report.riposte).toBeUndefined();
    expect([report.attackerLosses, report.defenderLosses]).toEqual([[0], 1]);
  });

  it("a pair shares the defender's blow by the men each has in contact", () => {
    // Brutes (12 × 7 = 84) against Warriors of 8 and 20 men (8 × 4 + 10 × 4 = 72): 12 / 4 = 3, shared 2 and 1.
    const report = resolveMassCombat(setup([{ men: 8 }, {}], { unit: 'brutes' }), noDice);
    expect(report.riposte).toMatchObject({ attackStrength: 84, defenceStrength: 72, rounding: 'exact', killed: 3 });
    expect(report.attackerLosses).toEqual([2, 1]);
    // 8 × 5 + 10 × 5 = 90 against 12 × 4 = 48: 10.5 → 11 of the Brutes' 12.
    expect(report.attack).toMatchObject({ attackStrength: 90, defenceStrength: 48, killed: 11 });
    expect(report.menAfter).toEqual({ attackers: [6, 19], defender: 1 });
    expect(report.dissolved).toEqual({ attackers: [], defender: true });
    expect(report.defenderDestroyed).toBe(true);
  });

  it('shareLosses: the first takes the larger share, never more than a unit has', () => {
    expect(shareLosses(5, [10, 10], [20, 20])).toEqual([3, 2]);
    expect(shareLosses(5, [10, 10], [1, 20])).toEqual([1, 4]);
    expect(shareLosses(3, [15, 5], [20, 20])).toEqual([3, 0]);
    expect(shareLosses(3, [8, 10], [8, 20])).toEqual([2, 1]);
    expect(shareLosses(4, [0, 0], [5, 5])).toEqual([0, 0]);
  });
});

describe('a charge from two hexes: Pace 5 + running die must reach 7 inches', () => {
  it('falls short on a 1: no fight, no losses', () => {
    const roll = die(1);
    const report = resolveMassCombat(setup([{ unit: 'cavalry', range: 2 }], { unit: 'warriors' }), roll);
    expect(roll.calls).toEqual([[6, 'attack', 0, 0]]);
    expect(report.charges).toEqual([{ attacker: 0, pace: 5, die: 1, needed: 7, reached: false }]);
    expect(report.fighting).toEqual([]);
    expect([report.attack, report.riposte]).toEqual([undefined, undefined]);
    expect([report.attackerLosses, report.defenderLosses]).toEqual([[0], 0]);
  });

  it('reaches on a 2: a charge weapon adds +1 AvDam, and the defender strikes back', () => {
    const report = resolveMassCombat(setup([{ unit: 'cavalry', range: 2 }], { unit: 'warriors' }), die(2));
    expect(report.action).toBe('charge');
    expect(report.charges[0]).toMatchObject({ die: 2, reached: true });
    // 10 × (5 + 1) − 10 × 4 = 20 → 5; 10 × 5 − 10 × 5 = 0 → 1.
    expect(report.attack?.strikers).toEqual([{ active: 10, value: 6, strength: 60 }]);
    expect([report.attack?.killed, report.riposte?.killed]).toEqual([5, 1]);
  });

  it('without a charge weapon there is no +1', () => {
    const report = resolveMassCombat(setup([{ range: 2 }]), die(2));
    expect(report.attack?.strikers).toEqual([{ active: 10, value: 5, strength: 50 }]);
  });

  it("a pair's second unit rolls as combatant 1; one that falls short leaves its partner to fight alone", () => {
    const roll = die(1);
    const report = resolveMassCombat(setup([{}, { unit: 'cavalry', range: 2 }], { unit: 'warriors' }), roll);
    expect(roll.calls).toEqual([[6, 'attack', 1, 0]]);
    expect(report.fighting).toEqual([0]);
    expect(report.attack?.struck).toEqual([{ active: 10, value: 4, strength: 40 }]);
  });
});

describe('bows: Fire at 2–5 hexes, a Volley at 6–19', () => {
  const archers = (range: number, defender: Partial<DefenderSetup> = {}) =>
    resolveMassCombat(setup([{ unit: 'archers', terrain: 'forest', range }], { unit: 'warriors', ...defender }), noDice);

  it('short range: 15 shooters × (3 +1 an extra rank) against 10 × 4: 5 men', () => {
    const report = archers(2);
    expect(report.action).toBe('fire');
    expect(report.attackers[0]?.band).toBe('short');
    expect(report.attack).toMatchObject({ strikers: [{ active: 15, value: 4, strength: 60 }], defenceStrength: 40, rounding: 'exact', killed: 5 });
    expect(report.riposte).toBeUndefined();
    expect(report.attackerLosses).toEqual([0]);
  });

  it('medium range (3 to 5 hexes): −1 AvDam', () => {
    for (const range of [3, 5]) {
      const report = archers(range);
      expect(report.attackers[0]?.band).toBe('medium');
      expect(report.attack).toMatchObject({ strikers: [{ active: 15, value: 3, strength: 45 }], quotient: 1.25, killed: 2 });
    }
  });

  it('a volley from 6 to 19 hexes: 20 archers × (max(0, 4 − 4) + 0.5) / 4 = 2.5 wounds, kept exactly', () => {
    for (const range of [6, 10, 11, 19]) {
      const report = archers(range);
      expect(report.action).toBe('volley');
      expect(report.volley).toMatchObject({ attackers: 20, volleys: 1, normalPart: 0, penetratingPart: 0.5, wounds: 2.5 });
      expect(report.menAfter.defender).toBe(17.5);
    }
    expect(() => archers(20)).toThrow('Archers cannot attack from 20 hexes away in Mass battle');
    expect(() => resolveMassCombat(setup([{ range: 3 }]), noDice)).toThrow('Warriors cannot attack from 3 hexes away');
  });

  it('Stone-throwers loose volleys too; archers next door fight in melee', () => {
    const stones = resolveMassCombat(setup([{ unit: 'stone-throwers', terrain: 'hills', range: 8 }], { unit: 'warriors' }), noDice);
    expect(stones.volley).toMatchObject({ attackers: 10, wounds: 1.25 });
    expect(archers(1).action).toBe('engage');
  });

  it('volley fractions accumulate on the target exactly; a unit with 19.75 men counts 20 standing', () => {
    const small = (men: number) => resolveMassCombat(setup([{ unit: 'archers', terrain: 'forest', range: 8, men: 10 }], { unit: 'warriors', men }), noDice);
    const first = small(20);
    expect([first.defenderLosses, first.menAfter.defender]).toEqual([1.25, 18.75]);
    const second = small(first.menAfter.defender);
    expect(second.menAfter.defender).toBe(17.5);
    const worn = resolveMassCombat(setup([{ unit: 'archers', terrain: 'forest', range: 8, men: 19.75 }], { unit: 'warriors' }), noDice);
    expect(worn.volley).toMatchObject({ attackers: 20, wounds: 2.5 });
  });

  it("four volleys of one archer against shielded men: the seed's 0.25 wounds", () => {
    const outcome = fightForces(
      { attackers: [{ force: force(1, 3, 4), action: 'volley', band: 'double-long' }], defender: force(20, 3, 4, { shield: 'normal' }), volleys: 4 },
      noDice,
    );
    expect(outcome.terms.volley).toMatchObject({ perVolley: 0.0625, wounds: 0.25 });
    expect(massReport(outcome).menAfter.defender).toBe(19.75);
  });
});

describe('dissolved at 5 men or fewer', () => {
  const fire = (men: number) => resolveMassCombat(setup([{ unit: 'archers', terrain: 'forest', range: 2 }], { men }), noDice);

  it('a unit brought to 5 men is dissolved and destroyed; to 7 it fights on', () => {
    // 15 × 4 − 9 × 5 = 15 → 3.75 → 4: 9 → 5.
    const nine = fire(9);
    expect([nine.defenderLosses, nine.menAfter.defender, nine.dissolved.defender, nine.defenderDestroyed]).toEqual([4, 5, true, true]);
    const ten = fire(10);
    expect([ten.defenderLosses, ten.menAfter.defender, ten.dissolved.defender, ten.defenderDestroyed]).toEqual([3, 7, false, false]);
  });

  it('a unit with no man left is destroyed, not dissolved', () => {
    const seven = fire(7);
    expect([seven.defenderLosses, seven.menAfter.defender, seven.dissolved.defender, seven.defenderDestroyed]).toEqual([7, 0, false, true]);
  });

  it('5.5 men still count 6 standing: not dissolved; 5 are', () => {
    const volley = (men: number) => resolveMassCombat(setup([{ unit: 'archers', terrain: 'forest', range: 8, men: 10 }], { unit: 'warriors', men }), noDice);
    expect([volley(6.75).menAfter.defender, volley(6.75).defenderDestroyed]).toEqual([5.5, false]);
    expect([volley(6.25).menAfter.defender, volley(6.25).dissolved.defender, volley(6.25).defenderDestroyed]).toEqual([5, true, true]);
  });
});

describe("the board's standing bonuses as AvDam and AvTough parts", () => {
  it('Weaponsmiths (each full three +1) and attacking out of a Swamp (−1) are AvDam parts', () => {
    const report = resolveMassCombat(setup([{ terrain: 'swamp' }], {}, { attackerWeaponsmiths: 6 }), noDice);
    expect(report.attackers[0]?.avDam).toEqual([
      { source: 'base', label: 'Warriors: d8 skill, heavy damage', value: 5 },
      { source: 'weaponsmiths', label: '6 Weaponsmiths in play', value: 2 },
      { source: 'attack-from', label: 'attacking from Swamp', value: -1 },
    ]);
    expect(report.attack?.strikers[0]?.value).toBe(6);
    expect(resolveMassCombat(setup([{}], {}, { attackerWeaponsmiths: 2 }), noDice).attackers[0]?.avDam.map((p) => p.source)).toEqual(['base']);
    // Trolls are at home in the Swamp.
    expect(resolveMassCombat(setup([{ unit: 'trolls', terrain: 'swamp' }]), noDice).attackers[0]?.avDam.map((p) => p.source)).toEqual(['base']);
  });

  it('terrain, home terrain, Fortress and Armories are AvTough parts; DEFEND is counted by the fight', () => {
    const report = resolveMassCombat(setup([{}], { unit: 'axemen', terrain: 'mountains', fortress: true, defending: true }, { defenderArmories: 3 }), noDice);
    expect(report.defender.avTough).toEqual([
      { source: 'base', label: 'Axemen: body, armour and shield', value: 5 },
      { source: 'terrain', label: 'standing in Mountains', value: 2 },
      { source: 'home-terrain', label: 'Dwarves at home in Mountains', value: 1 },
      { source: 'fortress', label: 'in its own Fortress', value: 1 },
      { source: 'armories', label: '3 Armories in play', value: 1 },
    ]);
    expect(report.attack?.struck).toEqual([{ active: 10, value: 11, strength: 110 }]);
  });

  it('a Fortress is total cover against volleys; Hills +1', () => {
    const report = resolveMassCombat(setup([{ unit: 'archers', terrain: 'forest', range: 8 }], { unit: 'warriors', terrain: 'hills', fortress: true }), noDice);
    // AvTough 4 + Hills 1 + Fortress 1 = 6; penetrating 0.5 stopped by the cover.
    expect(report.volley).toMatchObject({ avTough: 6, penetratingAvTough: 0.5, wounds: 0 });
  });
});
