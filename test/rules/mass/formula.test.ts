import { describe, expect, it } from 'vitest';
import { volleyToughness, total, type MassForce } from '../../../src/rules/combat/mass/forces.ts';
import { casualties, volley } from '../../../src/rules/combat/mass/formula.ts';
import { force } from './fixtures.ts';

// The casualty formulas of Mass battle [seed 003] on plain numbers.

const men = (avTough: number, extra: Partial<MassForce> = {}): MassForce => force(20, 3, avTough, extra);

/** A volley at this force, its toughness as the rules count it against arrows. */
function volleyAt(target: MassForce, attackers: number, volleys = 1) {
  const { avTough, penetrating } = volleyToughness(target);
  return volley(attackers, volleys, total(avTough), total(penetrating));
}

describe('casualties: (active attackers × AvDam − active defenders × AvTough) / 4', () => {
  it('rounds a remainder up', () => {
    expect(casualties([[15, 3]], [[10, 4]])).toEqual({
      strikers: [{ active: 15, value: 3, strength: 45 }],
      struck: [{ active: 10, value: 4, strength: 40 }],
      attackStrength: 45,
      defenceStrength: 40,
      difference: 5,
      quotient: 1.25,
      rounding: 'remainder-up',
      killed: 2,
    });
    // 4.5 − 4.25 per man: 2.5 / 4 = 0.625, still one man.
    expect(casualties([[10, 4.5]], [[10, 4.25]])).toMatchObject({ difference: 2.5, quotient: 0.625, rounding: 'remainder-up', killed: 1 });
  });

  it('kills one man when the difference is exactly 0', () => {
    expect(casualties([[10, 5]], [[10, 5]])).toMatchObject({ difference: 0, quotient: 0, rounding: 'exactly-zero', killed: 1 });
  });

  it('kills none when the difference is negative, however little', () => {
    expect(casualties([[10, 3]], [[10, 5]])).toMatchObject({ difference: -20, rounding: 'negative', killed: 0 });
    expect(casualties([[16, 5]], [[10, 8.0625]])).toMatchObject({ difference: -0.625, rounding: 'negative', killed: 0 });
  });

  it('divides exactly when there is no remainder', () => {
    expect(casualties([[10, 6]], [[10, 4]])).toMatchObject({ difference: 20, quotient: 5, rounding: 'exact', killed: 5 });
    expect(casualties([[8, 4.5]], [[8, 4]])).toMatchObject({ difference: 4, quotient: 1, rounding: 'exact', killed: 1 });
  });

  it('adds up two strikers, and two units struck', () => {
    const pair = casualties(
      [
        [10, 5],
        [15, 4],
      ],
      [[20, 4]],
    );
    expect(pair).toMatchObject({ attackStrength: 110, defenceStrength: 80, difference: 30, quotient: 7.5, rounding: 'remainder-up', killed: 8 });
    expect(pair.strikers.map((t) => t.strength)).toEqual([50, 60]);
    const riposte = casualties(
      [[15, 3]],
      [
        [10, 4],
        [10, 5],
      ],
    );
    expect(riposte).toMatchObject({ attackStrength: 45, defenceStrength: 90, rounding: 'negative', killed: 0 });
  });
});

describe('volley: ((4 − AvTough) + (0.5 − penetrating AvTough)) × attackers / 4, each part from 0', () => {
  it("the seed's worked figure: one archer, four volleys, against shielded men deals 0.25 wounds", () => {
    const shielded = men(4, { shield: 'normal' }); // AvTough 3 + shield 1
    expect(volleyToughness(shielded).penetrating).toEqual([{ source: 'shield', label: 'shield', value: 0.25 }]);
    expect(volleyAt(shielded, 1, 4)).toEqual({
      attackers: 1,
      volleys: 4,
      avDam: 4,
      avTough: 4,
      penetratingAvDam: 0.5,
      penetratingAvTough: 0.25,
      normalPart: 0,
      penetratingPart: 0.25,
      perVolley: 0.0625,
      wounds: 0.25,
    });
  });

  it('a tower shield stops it all: +1 AvTough against volleys and the whole penetrating 0.5', () => {
    const tower = men(4, { shield: 'tower' });
    expect(total(volleyToughness(tower).avTough)).toBe(5);
    expect(total(volleyToughness(tower).penetrating)).toBe(0.5);
    expect(volleyAt(tower, 20, 3)).toMatchObject({ normalPart: 0, penetratingPart: 0, perVolley: 0, wounds: 0 });
  });

  it('total cover stops the penetrating 0.5, not the rest', () => {
    expect(volleyAt(men(3, { totalCover: true }), 20)).toMatchObject({ penetratingAvTough: 0.5, normalPart: 1, penetratingPart: 0, wounds: 5 });
    expect(volleyAt(men(5, { totalCover: true }), 20).wounds).toBe(0);
  });

  it('mailed men without shields lose 0.5 × attackers / 4 a volley: armour cannot stop the penetrating part', () => {
    expect(volleyAt(men(5), 20)).toMatchObject({ normalPart: 0, penetratingPart: 0.5, perVolley: 2.5, wounds: 2.5 });
    expect(volleyAt(men(5), 7, 2)).toMatchObject({ perVolley: 0.875, wounds: 1.75 });
  });

  it('loose formation is +1 AvTough against volleys', () => {
    expect(volleyAt(men(3), 20).wounds).toBe(7.5);
    const loose = men(3, { loose: true });
    expect(volleyToughness(loose).avTough.map((p) => p.source)).toEqual(['base', 'loose']);
    expect(volleyAt(loose, 20)).toMatchObject({ avTough: 4, normalPart: 0, penetratingPart: 0.5, wounds: 2.5 });
  });

  it('keeps fractions exactly: in 64ths of a man', () => {
    expect(volleyAt(men(4, { shield: 'normal' }), 1).wounds).toBe(1 / 16);
    expect(volleyAt(men(4, { shield: 'normal' }), 3, 5).wounds).toBe(15 / 16);
  });
});
