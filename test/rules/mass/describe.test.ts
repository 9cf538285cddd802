import { describe, expect, it } from 'vitest';
import { plainText, type CombatDescription } from '../../../src/rules/index.ts';
import { COMBAT_SYSTEMS } from '../../../src/rules/combat/allSystems.ts';
import type { CombatSetup } from '../../../src/rules/combat/setup.ts';
import type { RollDie } from '../../../src/rules/combat/system.ts';
import { describeMassReport } from '../../../src/rules/combat/mass/describe.ts';
import { amountText, explainMassCombat, menOfFull } from '../../../src/rules/combat/mass/explain.ts';
import { fightForces, massReport, resolveMassCombat } from '../../../src/rules/combat/mass/resolve.ts';
import { force, setup } from './fixtures.ts';

// Mass battle told for the screens: the explanation before a fight and the description after it.

const names: Record<string, string> = { a1: "Joe's Warriors", a2: "Joe's Grunts", d1: "Kim's Footmen" };
const say = (text: Parameters<typeof plainText>[0]) => plainText(text, (id) => names[id ?? ''] ?? 'someone');

const face =
  (n: number): RollDie =>
  () =>
    n;

function told(description: CombatDescription) {
  return {
    title: description.title,
    sides: description.sides.map((side) => ({ label: side.label, combatants: side.combatants.map(say), lines: side.lines.map(say) })),
    steps: description.steps,
    outcome: description.outcome,
    summary: say(description.summary),
  };
}

const fight = (s: CombatSetup, roll: RollDie = face(6)) => told(describeMassReport(resolveMassCombat(s, roll)));

describe('a fight told in full', () => {
  it('Engage: both blows, every term, men before and after', () => {
    expect(fight(setup([{}], {}, { attackerWeaponsmiths: 3 }))).toEqual({
      title: 'Warriors against Footmen',
      sides: [
        {
          label: 'Attack',
          combatants: [
            "Joe's Warriors: 20 → 18 men · AvDam 6 = 5 (Warriors: d8 skill, heavy damage) +1 (3 Weaponsmiths in play) · AvTough 4 (Warriors: body, armour and shield)",
          ],
          lines: ['Lost: 2 men'],
        },
        {
          label: 'Defence',
          combatants: ["Kim's Footmen: 20 → 17 men · AvDam 3 (Footmen: d6 skill, normal damage) · AvTough 5 (Footmen: body, armour and shield)"],
          lines: ['Lost: 3 men'],
        },
      ],
      steps: [
        'Attack: 10 active × AvDam 6 = 60 against 10 × AvTough 5 = 50; difference 10, 10 / 4 = 2.5 → rounded up: 3 men',
        'Riposte: 15 active × AvDam 3 = 45 against 10 × AvTough 4 = 40; difference 5, 5 / 4 = 1.25 → rounded up: 2 men',
      ],
      outcome: { text: 'The defence loses 3 men, the attack 2; nobody is destroyed.', winner: null },
      summary: "Joe's Warriors engaged Kim's Footmen: 3 men lost, and the attack 2",
    });
  });

  it('exactly 0 kills one; a marching defender has no riposte', () => {
    const text = fight(setup([{}], { marching: true }));
    expect(text.steps).toEqual([
      'Attack: 10 active × AvDam 5 = 50 against 10 × AvTough 5 = 50; difference 0 → exactly 0 kills one: 1 man',
      'Riposte: none, the defender marched and cannot strike back.',
    ]);
    expect(text.outcome.text).toBe('The defence loses 1 man, the attack none; nobody is destroyed.');
  });

  it('DEFEND: its +1 AvTough beside the standing one, and half strike back', () => {
    expect(fight(setup([{}], { defending: true })).steps).toEqual([
      'Attack: 10 active × AvDam 5 = 50 against 10 × AvTough 6 (5 +1 DEFEND) = 60; difference −10 → below 0 kills none: 0 men',
      'Riposte (half, under DEFEND): 7 active × AvDam 3 = 21 against 10 × AvTough 4 = 40; difference −19 → below 0 kills none: 0 men',
    ]);
  });

  it('a charge that reaches: the running die, then the blows with the charge weapon', () => {
    const text = fight(setup([{ unit: 'cavalry', range: 2 }], { unit: 'warriors' }), face(4));
    expect(text.title).toBe('Cavalry against Warriors');
    expect(text.steps).toEqual([
      'Charge: Pace 5 + running die 4 = 9 inches, 7 needed: it reaches (+1 AvDam)',
      'Attack: 10 active × AvDam 6 (5 +1 charging) = 60 against 10 × AvTough 4 = 40; difference 20, 20 / 4 = 5: 5 men',
      'Riposte: 10 active × AvDam 5 = 50 against 10 × AvTough 5 = 50; difference 0 → exactly 0 kills one: 1 man',
    ]);
    expect(text.summary).toBe("Joe's Warriors charged Kim's Footmen: 5 men lost, and the attack 1");
  });

  it('a charge that falls short: no fight', () => {
    const text = fight(setup([{ range: 2 }]), face(1));
    expect(text.steps).toEqual(['Charge: Pace 5 + running die 1 = 6 inches, 7 needed: it falls short and does not fight', 'No fight: the charge fell short.']);
    expect(text.outcome).toEqual({ text: 'The charge falls short: no man is lost; nobody is destroyed.', winner: null });
    expect(text.summary).toBe("Joe's Warriors charged Kim's Footmen: fell short");
    expect(fight(setup([{ range: 2 }]), face(2)).steps?.[0]).toBe(
      'Charge: Pace 5 + running die 2 = 7 inches, 7 needed: it reaches (no charge weapon: no bonus)',
    );
  });

  it('a pair: strengths added, the riposte shared, and the defender dissolved', () => {
    const text = fight(setup([{ men: 8 }, {}], { unit: 'brutes' }));
    expect(text.title).toBe('Warriors + Warriors against Brutes');
    expect(text.steps).toEqual([
      'Attack: 8 active × AvDam 5 + 10 active × AvDam 5 = 90 against 12 × AvTough 4 = 48; difference 42, 42 / 4 = 10.5 → rounded up: 11 men',
      'Riposte: 12 active × AvDam 7 = 84 against 8 × AvTough 4 + 10 × AvTough 4 = 72; difference 12, 12 / 4 = 3: 3 men',
      'Riposte shared by the men in contact: Warriors 2, Warriors 1.',
    ]);
    expect(text.sides[1]?.combatants).toEqual([
      "Kim's Footmen: 12 → 1 man · AvDam 7 (Brutes: d12 skill, heavy damage) · AvTough 4 (Brutes: body, armour and shield) (dissolved)",
    ]);
    expect(text.outcome).toEqual({
      text: 'The defence loses 11 men, the attack 3 (Warriors 2, Warriors 1); the Brutes are dissolved (1 man left).',
      winner: 'attacker',
    });
    expect(text.summary).toBe("Joe's Warriors and Joe's Grunts engaged Kim's Footmen: 11 men lost, and the attack 3; Kim's Footmen dissolved");
  });

  it('the defence wins when only the attackers are destroyed', () => {
    const text = fight(setup([{ men: 7 }]));
    expect(text.outcome).toEqual({ text: 'The defence loses 0 men, the attack 5; the Warriors are dissolved (2 men left).', winner: 'defender' });
    expect(text.sides[0]?.combatants[0]).toMatch(/^Joe's Warriors: 7 → 2 men · .* \(dissolved\)$/);
  });

  it('Fire at medium range: the range and the extra rank beside the standing AvDam', () => {
    const text = fight(setup([{ unit: 'archers', terrain: 'forest', range: 4 }], { men: 7 }));
    expect(text.steps).toEqual([
      'Fire: 15 active × AvDam 3 (3 −1 medium range +1 an extra rank behind) = 45 against 7 × AvTough 5 = 35; difference 10, 10 / 4 = 2.5 → rounded up: 3 men',
    ]);
    expect(text.outcome).toEqual({ text: 'The defence loses 3 men, the attack none; the Footmen are dissolved (4 men left).', winner: 'attacker' });
    expect(text.summary).toBe("Joe's Warriors fired on Kim's Footmen: 3 men lost; Kim's Footmen dissolved");
  });

  it('a volley: both parts of the formula, and the fraction of a man kept', () => {
    const text = fight(setup([{ unit: 'archers', terrain: 'forest', range: 8 }]));
    expect(text.steps).toEqual([
      'Volley: 20 archers × (max(0, 4 − 5) + max(0, 0.5 − 0.25)) / 4 = 1.25 wounds a volley × 1 = 1.25 wounds',
      'Wounds are kept exactly: 20 − 1.25 = 18.75 men, 19 standing.',
    ]);
    expect(text.sides[1]?.combatants[0]).toMatch(/^Kim's Footmen: 20 → 18.75 men · /);
    expect(text.sides[1]?.lines).toEqual(['Lost: 1.25 men']);
    expect(text.outcome.text).toBe('The defence loses 1.25 men, the attack none; nobody is destroyed.');
    expect(text.summary).toBe("Joe's Warriors loosed a volley at Kim's Footmen: 1.25 men lost");
  });

  it("a referee's bare sides are named by their men and their side", () => {
    const report = massReport(
      fightForces({ attackers: [{ force: force(20, 5, 4), action: 'engage', band: 'short' }], defender: force(12.5, 3, 5), volleys: 1 }, face(6)),
    );
    const text = told(describeMassReport(report));
    expect(text.title).toBe('20 men against 12.5 men');
    expect(text.sides.map((s) => s.combatants)).toEqual([
      ['The attacker: 20 → 20 men · AvDam 5 (given) · AvTough 4 (given)'],
      ['The defence: 12.5 → 11.5 men · AvDam 3 (given) · AvTough 5 (given)'],
    ]);
    expect(text.summary).toBe('The attacker engaged the defence: 1 man lost, and the attack 0');
  });
});

describe('a fight explained before it happens', () => {
  it('Engage: strengths, labels, the formula, the rounding, simultaneous losses and the expected losses', () => {
    const explained = explainMassCombat(setup([{ terrain: 'swamp', men: 17 }], {}, { attackerWeaponsmiths: 3, defenderArmories: 3 }));
    expect(explained.labels).toEqual({ attack: 'Engage (melee, both sides strike)', defence: 'Defence' });
    expect(explained.attackers).toEqual([
      {
        strength: '17 of 20 men · AvDam 5 · AvTough 4',
        modifiers: [
          { source: 'weaponsmiths', label: '3 Weaponsmiths in play', value: 1 },
          { source: 'attack-from', label: 'attacking from Swamp', value: -1 },
        ],
        notes: ['engages from next door: 10 men in contact strike'],
      },
    ]);
    expect(explained.defender).toEqual({
      strength: '20 men · AvTough 6 · AvDam 3',
      modifiers: [{ source: 'armories', label: '3 Armories in play', value: 1 }],
      notes: ['10 of its men are in contact', '15 of its men strike back'],
    });
    // 10 × 5 − 10 × 6 < 0: none; 15 × 3 − 10 × 4 = 5 → 2.
    expect(explained.notes).toEqual([
      'Men killed = (active attackers × AvDam − active defenders × AvTough) / 4; active men: 10 a hex side in contact, half as many again with long weapons, half under DEFEND.',
      'Rounded up whenever there is a remainder; exactly 0 still kills one man; below 0 kills none.',
      'Both sides strike at once, from their strength before the round; the losses come off at its end.',
      'Expected: the defence loses none; the attack loses 2 men.',
    ]);
    expect(explained.lostIfDefeated).toEqual([]);
    expect(explained.ifDefeated).toBe(
      'In Mass battle a fight costs men, not whole units: each side loses the men the formula kills, and a unit left with 5 men or fewer is dissolved (destroyed).',
    );
  });

  it('a charge: expected losses over the six faces of the running die, as exact fractions', () => {
    const explained = explainMassCombat(setup([{ unit: 'cavalry', range: 2 }], { unit: 'warriors' }));
    expect(explained.labels.attack).toBe('Charge (melee if it reaches, both sides strike)');
    expect(explained.attackers[0]?.notes).toEqual([
      'charges from 2 hexes: Pace 5 + running die d6 must reach 7 inches (5 faces in 6); if it reaches, 10 men strike, +1 AvDam with its charge weapon',
    ]);
    // It reaches 5 times in 6: 5 × 5/6 = 25/6 Warriors, 1 × 5/6 Cavalry.
    expect(explained.notes).toContain('Expected: the defence loses ≈ 4.17 men (25/6); the attack loses ≈ 0.83 men (5/6).');
    expect(explained.notes).toContain('A charge that falls short does not fight: nobody loses a man to it.');
  });

  it('a pair: each attacker, the shared blow, and a unit lost whatever the dice', () => {
    const explained = explainMassCombat(setup([{ men: 7 }, { unit: 'grunts' }]));
    expect(explained.labels.attack).toBe('Engage (melee, both sides strike), a pair: strengths added');
    expect(explained.attackers.map((a) => a.strength)).toEqual(['7 of 20 men · AvDam 5 · AvTough 4', '15 men · AvDam 2 · AvTough 4']);
    expect(explained.notes).toContain(
      "Both sides strike at once, from their strength before the round; the losses come off at its end. The defender's blow is shared by the pair, by the men each has in contact.",
    );
    // 7 × 5 + 10 × 2 = 55 against 20 × 5 = 100: none; 20 × 3 = 60 against 7 × 4 + 10 × 4 = 68: none.
    expect(explained.notes).toContain('Expected: the defence loses none; the attack loses none.');
    expect(explained.lostIfDefeated).toEqual([]);
    const weak = explainMassCombat(setup([{ men: 7 }]));
    expect(weak.lostIfDefeated).toEqual([0]);
    expect(weak.ifDefeated).toMatch(/Whatever the dice, this fight leaves the Warriors with 5 men or fewer\.$/);
  });

  it('Fire and Volley: the range in the label, the AvTough a volley meets', () => {
    const fire = explainMassCombat(setup([{ unit: 'archers', terrain: 'forest', range: 3 }], { defending: true }));
    expect(fire.labels).toEqual({ attack: 'Fire (medium range)', defence: 'Defence (DEFEND)' });
    expect(fire.attackers[0]?.strength).toBe('20 men · AvDam 3 · AvTough 4');
    expect(fire.defender.modifiers).toEqual([{ source: 'defend', label: 'DEFEND', value: 1 }]);
    expect(fire.notes).toContain('Only the shooters strike: the target cannot answer fire.');
    // 15 × 3 − 10 × 6 < 0.
    expect(fire.notes).toContain('Expected: the defence loses none; the attack loses none.');

    const volley = explainMassCombat(setup([{ unit: 'archers', terrain: 'forest', range: 12 }], { men: 19.75 }, { attackerWeaponsmiths: 3 }));
    expect(volley.labels.attack).toBe('Volley (double-long range)');
    expect(volley.attackers[0]).toEqual({
      strength: '20 men · volley AvDam 4.5 · AvTough 4',
      modifiers: [],
      notes: ['looses a volley from 12 hexes (double-long range): all 20 men shoot at AvDam 4.5', 'its AvDam modifiers do not count in a volley'],
    });
    expect(volley.defender.strength).toBe('20 of 20 men (19.75 exactly) · AvTough 5 against volleys · penetrating AvTough 0.25');
    expect(volley.notes).toContain('Expected: the defence loses 1.25 men (5/4); the attack loses none.');
  });

  it('a setup Mass battle cannot fight says why', () => {
    expect(explainMassCombat(setup([{ range: 4 }])).notes).toEqual([
      'Mass battle cannot resolve this fight: Warriors cannot attack from 4 hexes away in Mass battle.',
    ]);
  });

  it('is the system the registry offers', () => {
    expect(COMBAT_SYSTEMS.mass.explain).toBe(explainMassCombat);
    expect(COMBAT_SYSTEMS.mass.describeReport).toBe(describeMassReport);
  });

  it('writes men and amounts exactly', () => {
    expect([menOfFull(20, 20), menOfFull(17, 20), menOfFull(18.75, 20)]).toEqual(['20 men', '17 of 20 men', '19 of 20 men (18.75 exactly)']);
    expect(amountText({ numerator: 5, denominator: 2, value: 2.5 })).toBe('2.5 men (5/2)');
    expect(amountText({ numerator: 1, denominator: 1, value: 1 })).toBe('1 man');
    expect(amountText({ numerator: 1, denominator: 3, value: 1 / 3 }, false)).toBe('≈ 0.33 (1/3)');
  });
});
