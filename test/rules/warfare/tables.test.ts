import { describe, expect, it } from 'vitest';
import { resolveWarfareCombat } from '../../../src/rules/combat/warfare/resolve.ts';
import { battle, roll, scripted, siege } from './fixtures.ts';

// Every row of the Battle and Siege tables [seed 002], each side losing, with forced dice: a Might 6 force
// against a Might 6 one, so every row's loss leaves the loser standing unless the row itself destroys it.

type Row = readonly [name: string, faces: number[], expected: Record<string, unknown>];

function fight(setup: ReturnType<typeof battle>, faces: number[]) {
  const dice = scripted(faces);
  const report = resolveWarfareCombat(setup, dice);
  expect(dice.left()).toBe(0);
  return report;
}

describe('the Battle table, the defender losing', () => {
  it.each<Row>([
    ['Retreat (net 2)', roll(6, 3, 6, 1), { result: 'Retreat', winner: 'attacker', defenderMight: 4, aftermath: { side: 'defender', effect: 'retreat' } }],
    ['Routed (net 3)', roll(6, 3, 6, 0), { result: 'Routed', defenderMight: 3, aftermath: { side: 'defender', effect: 'rout' } }],
    ['Defeated (net 4)', roll(6, 4, 6, 0), { result: 'Defeated', defenderMight: 2, aftermath: { side: 'defender', effect: 'withdraw' } }],
    ['Annihilated (net 5)', roll(6, 5, 6, 0), { result: 'Annihilated', defenderMight: 0, defenderDestroyed: true }],
    ['Annihilated (net 6)', roll(6, 6, 6, 0), { result: 'Annihilated', defenderMight: 0, defenderDestroyed: true }],
  ])('%s', (_name, faces, expected) => {
    const report = fight(battle(6, 6), faces);
    expect(report).toMatchObject({ system: 'warfare', kind: 'battle', attackerMight: 6, attackersDestroyed: [], defenderDestroyed: false, ...expected });
    expect(report.rolls).toHaveLength(1);
    expect(report.mightAfter).toEqual({ attackers: [6], defender: expected.defenderMight });
    if (expected.defenderDestroyed) expect(report.aftermath).toBeUndefined();
  });
});

describe('the Battle table, the attacker losing', () => {
  it.each<Row>([
    ['Retreat', roll(6, 1, 6, 3), { result: 'Retreat', winner: 'defender', attackerMight: 4, aftermath: { side: 'attacker', effect: 'retreat' } }],
    ['Routed', roll(6, 0, 6, 3), { result: 'Routed', attackerMight: 3, aftermath: { side: 'attacker', effect: 'rout' } }],
    ['Defeated', roll(6, 1, 6, 5), { result: 'Defeated', attackerMight: 2, aftermath: { side: 'attacker', effect: 'withdraw' } }],
    ['Annihilated', roll(6, 0, 6, 5), { result: 'Annihilated', attackerMight: 0, attackersDestroyed: [0] }],
  ])('%s', (_name, faces, expected) => {
    const report = fight(battle(6, 6), faces);
    expect(report).toMatchObject({ winner: 'defender', defenderMight: 6, defenderDestroyed: false, attackersDestroyed: [], ...expected });
    expect(report.mightAfter).toEqual({ attackers: [expected.attackerMight], defender: 6 });
  });
});

describe('the rows that roll again', () => {
  it('Regroup: nobody loses, and the sides roll again at once with the same dice', () => {
    const report = fight(battle(6, 6), [...roll(6, 2, 6, 2), ...roll(6, 3, 6, 1)]);
    expect(report.rolls.map((r) => [r.result, r.net, r.loser, r.attackerMight, r.defenderMight])).toEqual([
      ['Regroup', 0, null, [6], 6],
      ['Retreat', 2, 'defender', [6], 4],
    ]);
  });

  it('Wounded, then Retreat: the loser fights on a die short, and the Retreat comes off what is left', () => {
    // Roll 1: 2 against 1, the defence is Wounded (6 → 5); roll 2 with 6 against 5 dice: 2 against 0, Retreat (5 → 3).
    const report = fight(battle(6, 6), [...roll(6, 2, 6, 1), ...roll(6, 2, 5, 0)]);
    expect(report.rolls.map((r) => [r.result, r.loser, r.defenceFaces.length, r.defenderMight])).toEqual([
      ['Wounded', 'defender', 6, 5],
      ['Retreat', 'defender', 5, 3],
    ]);
    expect(report).toMatchObject({ result: 'Retreat', winner: 'attacker', defenderMight: 3, aftermath: { side: 'defender', effect: 'retreat' } });
  });

  it('a Wounded at Might 1 destroys the loser and ends the battle, counted as Annihilated', () => {
    const report = fight(battle(3, 1), roll(3, 1, 1, 0));
    expect(report.rolls[0]?.result).toBe('Wounded');
    expect(report).toMatchObject({ result: 'Annihilated', defenderDestroyed: true, defenderMight: 0 });
    expect(report.aftermath).toBeUndefined();
  });

  it('a Retreat that takes the last Might destroys the loser: no retreat', () => {
    const report = fight(battle(2, 4), roll(2, 0, 4, 2));
    expect(report).toMatchObject({ result: 'Annihilated', attackersDestroyed: [0], attackerMight: 0 });
    expect(report.rolls[0]?.result).toBe('Retreat');
    expect(report.aftermath).toBeUndefined();
  });
});

describe('the Siege table, the garrison losing', () => {
  it.each<Row>([
    [
      'Grazed (net 1)',
      roll(6, 2, 6, 1),
      { result: 'Grazed', defenderMight: 5, defenderDestroyed: false, aftermath: { side: 'defender', effect: 'siege-goes-on' } },
    ],
    [
      'Maimed (net 2)',
      roll(6, 3, 6, 1),
      { result: 'Maimed', defenderMight: 4, defenderDestroyed: false, aftermath: { side: 'defender', effect: 'siege-goes-on' } },
    ],
    // A Crippled or Broken garrison ceases to exist whatever Might it had left, and its building is taken.
    [
      'Crippled (net 3)',
      roll(6, 3, 6, 0),
      { result: 'Crippled', defenderMight: 0, defenderDestroyed: true, aftermath: { side: 'defender', effect: 'capture' } },
    ],
    ['Broken (net 4)', roll(6, 4, 6, 0), { result: 'Broken', defenderMight: 0, defenderDestroyed: true, aftermath: { side: 'defender', effect: 'capture' } }],
    [
      'Devastated (net 5)',
      roll(6, 5, 6, 0),
      { result: 'Devastated', defenderMight: 0, defenderDestroyed: true, aftermath: { side: 'defender', effect: 'capture' } },
    ],
  ])('%s', (_name, faces, expected) => {
    const report = fight(siege(6, 6), faces);
    expect(report).toMatchObject({ kind: 'siege', winner: 'attacker', attackerMight: 6, attackersDestroyed: [], ...expected });
    expect(report.rolls).toHaveLength(1);
  });
});

describe('the Siege table, the besiegers losing', () => {
  it.each<Row>([
    ['Grazed', roll(6, 1, 6, 2), { result: 'Grazed', attackerMight: 5, aftermath: { side: 'attacker', effect: 'siege-goes-on' } }],
    ['Maimed', roll(6, 1, 6, 3), { result: 'Maimed', attackerMight: 4, aftermath: { side: 'attacker', effect: 'siege-goes-on' } }],
    ['Crippled', roll(6, 0, 6, 3), { result: 'Crippled', attackerMight: 3, aftermath: { side: 'attacker', effect: 'rout' } }],
    ['Broken', roll(6, 0, 6, 4), { result: 'Broken', attackerMight: 2, aftermath: { side: 'attacker', effect: 'withdraw' } }],
    ['Devastated', roll(6, 0, 6, 5), { result: 'Devastated', attackerMight: 0, attackersDestroyed: [0] }],
  ])('%s', (_name, faces, expected) => {
    const report = fight(siege(6, 6), faces);
    expect(report).toMatchObject({ winner: 'defender', defenderMight: 6, defenderDestroyed: false, attackersDestroyed: [], ...expected });
    if (expected.result === 'Devastated') expect(report.aftermath).toBeUndefined();
  });

  it('Retaliate: only the besiegers lose 1 Might, and they roll again at once', () => {
    // 1 against 1 is a Retaliate (6 → 5), 0 against 0 another (5 → 4); then 2 against 1 with 4 dice: Grazed.
    const report = fight(siege(6, 6), [...roll(6, 1, 6, 1), ...roll(5, 0, 6, 0), ...roll(4, 2, 6, 1)]);
    expect(report.rolls.map((r) => [r.result, r.loser, r.attackerMight, r.defenderMight])).toEqual([
      ['Retaliate', 'attacker', [5], 6],
      ['Retaliate', 'attacker', [4], 6],
      ['Grazed', 'defender', [4], 5],
    ]);
    expect(report).toMatchObject({ result: 'Grazed', winner: 'attacker', attackerMight: 4, defenderMight: 5 });
  });

  it('a Retaliate that brings the besiegers to 0 ends the siege: they are destroyed, counted as Devastated', () => {
    const report = fight(siege(2, 3), [...roll(2, 1, 3, 1), ...roll(1, 0, 3, 0)]);
    expect(report.rolls.map((r) => r.result)).toEqual(['Retaliate', 'Retaliate']);
    expect(report).toMatchObject({ result: 'Devastated', winner: 'defender', attackerMight: 0, attackersDestroyed: [0], defenderMight: 3 });
    expect(report.aftermath).toBeUndefined();
  });

  it('a garrison brought to 0 by a Grazed falls with its building, as a Devastated one does', () => {
    const report = fight(siege(4, 1), roll(4, 1, 1, 0));
    expect(report.rolls[0]?.result).toBe('Grazed');
    expect(report).toMatchObject({ result: 'Devastated', defenderDestroyed: true, aftermath: { side: 'defender', effect: 'capture' } });
  });
});
