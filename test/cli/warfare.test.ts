import { describe, expect, it } from 'vitest';
import { warfareExactOdds } from '../../src/rules/combat/warfare/odds.ts';
import type { CombatSetup } from '../../src/rules/index.ts';
import { cli } from '../support/runCli.ts';

// `karnage odds` and `karnage combat` for Warfare: bare Mights or units, battles and sieges, typed dice.

const json = (value: unknown) => JSON.stringify(value);
const bare = (kind: 'battle' | 'siege', attack: number, defence: number) =>
  json({ system: 'warfare', kind, attacker: { might: attack }, defender: { might: defence } });
const throwWith = (dice: number, hits: number) => [...new Array<number>(hits).fill(6), ...new Array<number>(dice - hits).fill(1)];
const roll = (a: number, aHits: number, d: number, dHits: number) => [...throwWith(a, aHits), ...throwWith(d, dHits)];

describe('karnage odds for Warfare', () => {
  it('prints the exact chances, in full and as numbers, and every way the fight can end', () => {
    // Two dice against one: 11/15 at once, and 4/15 of the time Wounded into an even 1 against 1.
    const result = cli('odds', bare('battle', 2, 1));
    expect(result.code).toBe(0);
    const odds = result.json();
    expect(odds).toMatchObject({ attackerWins: 13 / 15, defenderWins: 2 / 15, exact: { attackerWins: '13/15', defenderWins: '2/15' } });
    expect(odds.outcomes.map((o: { result: string; loser: string; exact: string }) => `${o.loser} ${o.result} ${o.exact}`)).toEqual([
      'defender Retreat 0/1',
      'defender Routed 0/1',
      'defender Defeated 0/1',
      'defender Annihilated 13/15',
      'attacker Retreat 0/1',
      'attacker Routed 0/1',
      'attacker Defeated 0/1',
      'attacker Annihilated 2/15',
    ]);
  });

  it('a siege reads the Siege table', () => {
    const odds = cli('odds', bare('siege', 1, 1)).json();
    expect(odds.exact).toEqual({ attackerWins: '2/9', defenderWins: '7/9' });
    expect(odds.outcomes.map((o: { result: string }) => o.result)).toEqual([
      'Grazed',
      'Maimed',
      'Crippled',
      'Broken',
      'Devastated',
      'Grazed',
      'Maimed',
      'Crippled',
      'Broken',
      'Devastated',
    ]);
  });

  it('units, terrain and buildings give Might and extra dice as the rules do; a Fortress makes it a siege', () => {
    const input = {
      system: 'warfare',
      attackers: [
        { race: 'humans', unit: 'footmen', terrain: 'grasslands', might: 3 },
        { unit: 'cavalry', terrain: 'grasslands' },
      ],
      defender: { race: 'orcs', unit: 'warriors', terrain: 'desert', fortress: true, defending: true },
      attackerWeaponsmiths: 3,
      defenderArmories: 2,
    };
    const setup: CombatSetup = {
      attackers: [
        { unit: 'footmen', terrain: 'grasslands', range: 1, might: 3 },
        { unit: 'cavalry', terrain: 'grasslands', range: 1 },
      ],
      defender: { unit: 'warriors', terrain: 'desert', defending: true, fortress: true, garrison: true },
      attackerWeaponsmiths: 3,
      defenderArmories: 2,
    };
    const expected = warfareExactOdds(setup);
    const odds = cli('odds', json(input)).json();
    expect(odds.exact).toEqual({ attackerWins: expected.attackerWins.exact, defenderWins: expected.defenderWins.exact });
    expect(odds.outcomes[0].result).toBe('Grazed');
  });

  it('a pair of bare Mights fights as one force; a top-level range is only for units', () => {
    const pair = { system: 'warfare', attackers: [{ might: 2 }, { might: 1 }], defender: { might: 2 }, range: 2 };
    const setup: CombatSetup = {
      attackers: [
        { unit: 'footmen', terrain: 'grasslands', range: 1, might: 2 },
        { unit: 'footmen', terrain: 'grasslands', range: 1, might: 1 },
      ],
      defender: { unit: 'footmen', terrain: 'grasslands', defending: false, fortress: false, might: 2 },
      attackerWeaponsmiths: 0,
      defenderArmories: 0,
    };
    expect(cli('odds', json(pair)).json().exact.attackerWins).toBe(warfareExactOdds(setup).attackerWins.exact);
  });

  it.each([
    [
      { system: 'warfare', kind: 'battle', attacker: { might: 2 }, defender: { unit: 'warriors', terrain: 'grasslands', fortress: true } },
      'give every force as a unit or every force as a bare Might',
    ],
    [
      {
        system: 'warfare',
        kind: 'battle',
        attacker: { unit: 'footmen', terrain: 'grasslands' },
        defender: { unit: 'warriors', terrain: 'grasslands', fortress: true },
      },
      'a defender in its own Fortress holds a building: that is a siege',
    ],
    [
      { system: 'warfare', attacker: { might: 2 }, attackers: [{ might: 2 }], defender: { might: 1 } },
      'give the attack as "attacker" (one force) or as "attackers"',
    ],
    [{ system: 'warfare', defender: { might: 1 } }, 'give the attack as "attacker"'],
    [{ system: 'warfare', attacker: { might: 0 }, defender: { might: 1 } }, 'attacker.might'],
    [{ system: 'warfare', attacker: { might: 21 }, defender: { might: 1 } }, 'attacker.might'],
    [
      { system: 'warfare', attacker: { might: 2, terrain: 'hills' }, defender: { might: 1 } },
      'attacker: a force without a unit is a bare Might: "terrain" needs a "unit"',
    ],
    [{ system: 'warfare', attacker: {}, defender: { might: 1 } }, 'attacker: give its "might", or a "unit" and its "terrain"'],
    [
      { system: 'warfare', attacker: { unit: 'footmen' }, defender: { unit: 'warriors', terrain: 'hills' } },
      'attacker: give the "terrain" the Footmen stand on',
    ],
    [
      { system: 'warfare', attacker: { unit: 'footmen', terrain: 'hills', fortress: true }, defender: { unit: 'warriors', terrain: 'hills' } },
      '"fortress" is not for the attacker',
    ],
    [
      { system: 'warfare', attacker: { race: 'orcs', unit: 'footmen', terrain: 'hills' }, defender: { unit: 'warriors', terrain: 'hills' } },
      'Footmen are Humans, not Orcs',
    ],
    [
      { system: 'warfare', attacker: { unit: 'cavalry', terrain: 'mountains' }, defender: { unit: 'warriors', terrain: 'hills' } },
      'Cavalry cannot enter Mountains',
    ],
    [{ system: 'chess', attacker: { might: 2 }, defender: { might: 1 } }, 'unknown combat system "chess"; expected one of karnage, warfare'],
    [{ system: 'karnage', attacker: { might: 2 }, defender: { might: 1 } }, 'attackers'],
  ])('refuses what Warfare cannot fight, with exit 1: %#', (input, message) => {
    const result = cli('odds', json(input));
    expect(result.code).toBe(1);
    expect(result.err).toContain(message);
    expect(result.out).toBe('');
  });
});

describe('karnage combat for Warfare', () => {
  it('prints every roll, then who won, how, and the Mights left, the headline first', () => {
    // Might 4 against 3: roll 1, 2 against 1, Wounded (3 → 2); roll 2 with 4 against 2 dice, 2 against 0, Retreat (2 → 0).
    const faces = [...roll(4, 2, 3, 1), ...roll(4, 1, 2, 1), ...roll(4, 2, 2, 0)];
    const result = cli('combat', bare('battle', 4, 3), '--rolls', faces.join(','));
    expect(result.code).toBe(0);
    const report = result.json();
    expect(Object.keys(report).slice(0, 4)).toEqual(['winner', 'result', 'attackerMight', 'defenderMight']);
    expect(report.rolls).toEqual([
      {
        attackFaces: [6, 6, 1, 1],
        defenceFaces: [6, 1, 1],
        attackSuccesses: 2,
        defenceSuccesses: 1,
        net: 1,
        result: 'Wounded',
        loser: 'defender',
        attackerMight: [4],
        defenderMight: 2,
      },
      {
        attackFaces: [6, 1, 1, 1],
        defenceFaces: [6, 1],
        attackSuccesses: 1,
        defenceSuccesses: 1,
        net: 0,
        result: 'Regroup',
        loser: null,
        attackerMight: [4],
        defenderMight: 2,
      },
      {
        attackFaces: [6, 6, 1, 1],
        defenceFaces: [1, 1],
        attackSuccesses: 2,
        defenceSuccesses: 0,
        net: 2,
        result: 'Retreat',
        loser: 'defender',
        attackerMight: [4],
        defenderMight: 0,
      },
    ]);
    // The Retreat took the defence's last 2 Might: destroyed, so counted as Annihilated, with no retreat to make.
    expect(report).toMatchObject({ winner: 'attacker', result: 'Annihilated', attackerMight: 4, defenderMight: 0, defenderDestroyed: true });
    expect(report.attackers).toEqual([{ might: 4 }]);
    expect(report.defender).toEqual({ might: 3 });
    expect(report).not.toHaveProperty('aftermath');
  });

  it('a siege: a Retaliate that brings the besieger to 0 ends it', () => {
    const report = cli('combat', bare('siege', 1, 2), '--rolls', roll(1, 1, 2, 1).join(',')).json();
    expect(report).toMatchObject({ winner: 'defender', result: 'Devastated', attackerMight: 0, defenderMight: 2, attackersDestroyed: [0] });
    expect(report.rolls.map((r: { result: string }) => r.result)).toEqual(['Retaliate']);
  });

  it('units fight with their own Might and name their terrain in the report', () => {
    const input = { system: 'warfare', attacker: { unit: 'giants', terrain: 'hills' }, defender: { unit: 'warriors', terrain: 'grasslands', might: 2 } };
    const report = cli('combat', json(input), '--rolls', roll(6, 3, 2, 0).join(',')).json();
    expect(report.attackers).toEqual([{ unit: 'giants', terrain: 'hills', might: 6 }]);
    expect(report).toMatchObject({ kind: 'battle', result: 'Annihilated', defenderMight: 0 });
  });

  it.each([
    [roll(4, 2, 3, 1).join(','), 'not enough dice faces: 7 given, a d6 roll needs one more: roll 2 of the fight was under way'],
    [[...roll(4, 3, 3, 0), 6].join(','), '8 faces given, but this combat rolled 7 (the fight ended after roll 1): check the dice'],
    ['7,1,1,1,1,1,1', 'a d6 shows 1 to 6'],
  ])('refuses dice that do not fit, with exit 1 and the reason: %s', (faces, message) => {
    const result = cli('combat', bare('battle', 4, 3), '--rolls', faces);
    expect(result.code).toBe(1);
    expect(result.err).toContain(message);
    expect(result.out).toBe('');
  });

  it('rolls seeded dice reproducibly with --seed', () => {
    const once = cli('combat', bare('battle', 5, 5), '--seed', '42');
    expect(once.code).toBe(0);
    expect(once.out).toBe(cli('combat', bare('battle', 5, 5), '--seed', '42').out);
    expect(once.json().rolls.length).toBeGreaterThan(0);
  });
});
