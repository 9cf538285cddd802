import { describe, expect, it } from 'vitest';
import { baseAvDam, baseAvTough, MASS_UNITS } from '../../src/rules/combat/mass/table.ts';
import { cli } from '../support/runCli.ts';

// `karnage combat` and `karnage odds` for Mass battle: a referee's men, AvDam and AvTough, or unit types.

const mass = (fight: object) => JSON.stringify({ system: 'mass', ...fight });
const combat = (fight: object, ...flags: string[]) => cli('combat', mass(fight), ...flags);
const report = (fight: object, ...flags: string[]) => {
  const result = combat(fight, ...flags);
  expect(result.err).toBe('');
  expect(result.code).toBe(0);
  return result.json();
};

describe('karnage combat: volleys', () => {
  const volleys = (defenders: object, count = 4) => report({ action: 'volley', attackers: { men: 1 }, defenders, range: 'double-long', volleys: count });

  it("the seed's figure: one archer, four volleys, against shielded men deals 0.25 wounds", () => {
    const fight = volleys({ men: 30, avTough: 4, shield: 'normal' });
    expect(fight.defenderLosses).toBe(0.25);
    expect(fight.menAfter.defender).toBe(29.75);
    expect(fight.volley).toMatchObject({
      attackers: 1,
      volleys: 4,
      avTough: 4,
      penetratingAvTough: 0.25,
      normalPart: 0,
      penetratingPart: 0.25,
      perVolley: 1 / 16,
    });
  });

  it('a tower shield or total cover behind a shield stops the penetrating half point', () => {
    expect(volleys({ men: 30, avTough: 4, shield: 'tower' }).defenderLosses).toBe(0);
    const covered = volleys({ men: 30, avTough: 4, shield: 'normal', totalCover: true });
    expect(covered.defenderLosses).toBe(0);
    expect(covered.volley.penetratingAvTough).toBe(0.75);
  });

  it('mail without a shield cannot stop the penetrating half point: 0.5 × archers / 4 a volley', () => {
    const fight = report({ action: 'volley', attackers: { men: 6 }, defenders: { men: 30, avTough: 5 }, range: 'long' });
    expect(fight.volley).toMatchObject({ normalPart: 0, penetratingPart: 0.5, perVolley: 0.75, wounds: 0.75 });
    expect(fight.defenderLosses).toBe(0.75);
    expect(report({ action: 'volley', attackers: { men: 6 }, defenders: { men: 30, avTough: 5 }, volleys: 3 }).defenderLosses).toBe(2.25);
  });
});

describe('karnage combat: engage', () => {
  const strike = (avDam: number, avTough: number) =>
    report({ action: 'engage', attackers: { men: 10, avDam, avTough: 3 }, defenders: { men: 10, avDam: 1, avTough } });

  it('simultaneous: both blows from the strengths before the round, every term printed', () => {
    const fight = report({
      action: 'engage',
      attackers: { men: 40, avDam: 4, avTough: 3, active: 15 },
      defenders: { men: 30, avDam: 4, avTough: 4, active: 12 },
    });
    expect(Object.keys(fight).slice(0, 4)).toEqual(['action', 'attackerLosses', 'defenderLosses', 'menAfter']);
    // 15 × 4 − 12 × 4 = 12, / 4 = 3; back: 12 × 4 − 15 × 3 = 3, / 4 = 0.75, up to 1 (from all 12 defenders).
    expect(fight.attack).toMatchObject({ attackStrength: 60, defenceStrength: 48, difference: 12, quotient: 3, rounding: 'exact', killed: 3 });
    expect(fight.riposte).toMatchObject({ attackStrength: 48, defenceStrength: 45, difference: 3, quotient: 0.75, rounding: 'remainder-up', killed: 1 });
    expect(fight.attack.strikers).toEqual([{ active: 15, value: 4, strength: 60 }]);
    expect(fight.riposte.struck).toEqual([{ active: 15, value: 3, strength: 45 }]);
    expect(fight.defenderLosses).toBe(3);
    expect(fight.attackerLosses).toEqual([1]);
    expect(fight.menAfter).toEqual({ attackers: [39], defender: 27 });
  });

  it('a remainder rounds up, exactly 0 kills one, a negative result none', () => {
    expect(strike(5, 4).attack).toMatchObject({ difference: 10, quotient: 2.5, rounding: 'remainder-up', killed: 3 });
    expect(strike(4, 4).attack).toMatchObject({ difference: 0, rounding: 'exactly-zero', killed: 1 });
    expect(strike(4, 4).defenderLosses).toBe(1);
    expect(strike(3, 4).attack).toMatchObject({ difference: -10, rounding: 'negative', killed: 0 });
    expect(strike(3, 4).defenderLosses).toBe(0);
  });

  it('a defender under DEFEND: +1 AvTough, and only half its men strike back', () => {
    const open = report({ attackers: { men: 10, avDam: 4, avTough: 3 }, defenders: { men: 20, avDam: 4, avTough: 3 } });
    const defended = report({ attackers: { men: 10, avDam: 4, avTough: 3 }, defenders: { men: 20, avDam: 4, avTough: 3, defending: true } });
    expect(open.attack.struck).toEqual([{ active: 10, value: 3, strength: 30 }]);
    expect(defended.attack.struck).toEqual([{ active: 10, value: 4, strength: 40 }]);
    expect(open.riposte.strikers[0].active).toBe(10);
    expect(defended.riposte.strikers[0].active).toBe(5);
    expect([open.defenderLosses, defended.defenderLosses]).toEqual([3, 1]);
    expect([open.attackerLosses, defended.attackerLosses]).toEqual([[3], [0]]);
  });

  it('a defender that marched cannot strike back and needs no AvDam', () => {
    const fight = report({ attackers: { men: 10, avDam: 4, avTough: 3 }, defender: { men: 20, avTough: 3, marching: true } });
    expect(fight.riposte).toBeUndefined();
    expect(fight.attackerLosses).toEqual([0]);
  });
});

describe('karnage combat: direct fire', () => {
  const shoot = (men: number, range?: string) =>
    report({ action: 'fire', attackers: { men, avDam: 3 }, defenders: { men: 20, avTough: 1 }, ...(range ? { range } : {}) });

  it('medium range −1 AvDam, long range −2, short none', () => {
    expect(shoot(10).attack.strikers[0]).toEqual({ active: 10, value: 3, strength: 30 });
    expect(shoot(10, 'medium').attack.strikers[0].value).toBe(2);
    expect(shoot(10, 'medium').attack).toMatchObject({ difference: 10, rounding: 'remainder-up', killed: 3 });
    expect(shoot(10, 'long').attack.strikers[0].value).toBe(1);
    expect(shoot(10, 'long').attack).toMatchObject({ difference: 0, rounding: 'exactly-zero', killed: 1 });
  });

  it('more than 10 men in close formation: an extra rank, +1 AvDam, and half as many shooters again', () => {
    expect(shoot(20).attack.strikers[0]).toEqual({ active: 15, value: 4, strength: 60 });
    expect(shoot(20).defenderLosses).toBe(13);
    const loose = report({ action: 'fire', attackers: { men: 20, avDam: 3, formation: 'loose' }, defenders: { men: 20, avTough: 1 } });
    expect(loose.attack.strikers[0]).toEqual({ active: 10, value: 3, strength: 30 });
  });

  it('unit types instead of numbers: Archers shoot at Footmen with the table’s figures', () => {
    const fight = report({ action: 'fire', attackers: { unit: 'archers' }, defenders: { unit: 'footmen' } });
    expect(fight.attackers[0]).toMatchObject({ unit: 'archers', men: MASS_UNITS.archers.men, band: 'short' });
    expect(fight.attack.strikers[0]).toEqual({ active: 15, value: baseAvDam('archers') + 1, strength: 15 * 4 });
    expect(fight.attack.struck[0]).toEqual({ active: 10, value: baseAvTough('footmen'), strength: 50 });
    expect(fight.defenderLosses).toBe(3);
    const fewer = report({ action: 'fire', attackers: { unit: 'archers', men: 8, avDam: 5 }, defenders: { unit: 'footmen', cover: 2 } });
    expect(fewer.attack.strikers[0]).toEqual({ active: 8, value: 5, strength: 40 });
    expect(fewer.attack.struck[0]).toEqual({ active: 8, value: 7, strength: 56 });
  });
});

describe('karnage combat: a charge', () => {
  const charge = { charge: true, attackers: { men: 10, avDam: 4, avTough: 3 }, defenders: { men: 20, avDam: 3, avTough: 3 } };

  it('a running die of 1 falls short: Pace 5 + 1 < 7, no blows at all', () => {
    const fight = report(charge, '--rolls', '1');
    expect(fight.charges).toEqual([{ attacker: 0, pace: 5, die: 1, needed: 7, reached: false }]);
    expect(fight.fighting).toEqual([]);
    expect(fight.attack).toBeUndefined();
    expect([fight.attackerLosses, fight.defenderLosses]).toEqual([[0], 0]);
  });

  it('a running die of 2 reaches, +1 AvDam with a charge weapon', () => {
    const fight = report(charge, '--rolls', '2');
    expect(fight.action).toBe('charge');
    expect(fight.charges[0]).toMatchObject({ die: 2, reached: true });
    expect(fight.attack.strikers[0]).toEqual({ active: 10, value: 5, strength: 50 });
    expect([fight.attackerLosses, fight.defenderLosses]).toEqual([[1], 5]);
    const noLance = report({ ...charge, attackers: { ...charge.attackers, chargeWeapon: false } }, '--rolls', '2');
    expect(noLance.attack.strikers[0].value).toBe(4);
    expect(report({ ...charge, runningDie: 2 })).toEqual(fight);
  });

  it('a charge needs its running die; a fight without one needs no dice, and takes none', () => {
    expect(combat(charge).code).toBe(2);
    expect(combat(charge).err).toContain('a charge rolls its running die');
    const engage = { attackers: charge.attackers, defenders: charge.defenders };
    expect(combat(engage).code).toBe(0);
    expect(combat(engage, '--rolls', '3').err).toContain('1 faces given, but this combat rolled 0');
    expect(combat(engage, '--seed', '5').code).toBe(0);
  });
});

describe('karnage odds for Mass battle', () => {
  it('a charge: expected losses over the six faces of the running die, exactly', () => {
    const result = cli('odds', mass({ charge: true, attackers: { men: 10, avDam: 4, avTough: 3 }, defenders: { men: 20, avDam: 3, avTough: 3 } }));
    expect(result.code).toBe(0);
    const odds = result.json();
    // Faces 2–6 reach: 5 defenders fall, and 1 attacker (10 × 3 − 10 × 3 = 0 still kills one); face 1 nothing.
    expect(odds.exact.expectedLosses).toEqual({ attackers: ['5/6'], defender: '25/6' });
    expect(odds.expectedLosses).toEqual({ attackers: [5 / 6], defender: 25 / 6 });
    expect(odds.outcomes.map((o: { runningDie: number[]; defenderLosses: number }) => [o.runningDie[0], o.defenderLosses])).toEqual([
      [1, 0],
      [2, 5],
      [3, 5],
      [4, 5],
      [5, 5],
      [6, 5],
    ]);
  });

  it('a fight without a charge has its one outcome; volley losses keep their fractions', () => {
    const odds = cli('odds', mass({ action: 'volley', attackers: { men: 1 }, defenders: { men: 30, avTough: 4, shield: 'normal' }, volleys: 4 })).json();
    expect(odds.exact.expectedLosses.defender).toBe('1/4');
    expect(odds.outcomes).toHaveLength(1);
    expect(odds.outcomes[0]).toMatchObject({ runningDie: [], exact: '1/1', defenderLosses: 0.25 });
  });
});

describe('refusals: one line, exit 1', () => {
  const side = { men: 10, avDam: 4, avTough: 3 };
  it.each([
    [{ attackers: side, defenders: side, colour: 'red' }, 'Unrecognized key: "colour"'],
    [{ attackers: { ...side, armour: 'mail' }, defenders: side }, 'attackers[0]: Unrecognized key: "armour"'],
    [{ action: 'volley', attackers: side, defenders: side, range: 'short' }, 'volleys fly at long or double-long range, not short'],
    [{ action: 'volley', attackers: side, defenders: side, range: 'medium' }, 'volleys fly at long or double-long range, not medium'],
    [{ attackers: { men: 10, avTough: 3 }, defenders: side }, 'attackers[0]: give its "avDam", or a "unit" to read it from'],
    [{ attackers: { ...side, men: 0 }, defenders: side }, 'a unit has more than 0 men'],
    [{ attackers: side, defenders: { avTough: 3 } }, 'defender: give its "men", "avDam", or a "unit"'],
    [{ attackers: side }, 'give the defending side once'],
    [{ action: 'fire', attackers: { unit: 'footmen' }, defenders: side }, 'Footmen have no bows'],
    [{ action: 'fire', charge: true, attackers: side, defenders: side }, '"charge" goes with "engage"'],
  ])('%#', (fight, message) => {
    const result = combat(fight, '--rolls', '3');
    expect(result.code).toBe(1);
    expect(result.out).toBe('');
    expect(result.err).toContain(message);
    expect(result.err.trim().split('\n')).toHaveLength(1);
    expect(cli('odds', mass(fight)).code).toBe(1);
  });
});
