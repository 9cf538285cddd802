import { describe, expect, it } from 'vitest';
import { combatSystems, describeCombat, plainText, type CombatDescription } from '../../../src/rules/index.ts';
import { COMBAT_SYSTEMS } from '../../../src/rules/combat/allSystems.ts';
import { describeEvent } from '../../../src/rules/text/describeEvent.ts';
import type { Names } from '../../../src/rules/text/names.ts';
import { describeWarfareReport } from '../../../src/rules/combat/warfare/describe.ts';
import { explainWarfareCombat } from '../../../src/rules/combat/warfare/explain.ts';
import { resolveWarfareCombat } from '../../../src/rules/combat/warfare/resolve.ts';
import { battle, roll, scripted, siege } from './fixtures.ts';

// Warfare told for the screens, through the same shapes every combat system fills.

const names: Record<string, string> = { a1: "Joe's Footmen", a2: "Joe's Peasants", d1: "Kim's Warriors" };
const say = (text: Parameters<typeof plainText>[0]) => plainText(text, (id) => names[id ?? ''] ?? 'someone');

function told(description: CombatDescription) {
  return {
    title: description.title,
    sides: description.sides.map((side) => ({ label: side.label, combatants: side.combatants.map(say), lines: side.lines.map(say) })),
    steps: description.steps,
    outcome: description.outcome,
    summary: say(description.summary),
  };
}

describe('a fight told in full', () => {
  it('a battle: Wounded, Regroup, Retreat', () => {
    const faces = [...roll(7, 2, 6, 1), ...roll(7, 2, 5, 2), ...roll(7, 2, 5, 0)];
    const report = resolveWarfareCombat(battle(6, 6, { attackerWeaponsmiths: 3 }), scripted(faces));
    expect(told(describeWarfareReport(report))).toEqual({
      title: 'Footmen against Warriors: a battle',
      sides: [
        {
          label: 'Attack',
          combatants: ["Joe's Footmen from Grasslands: Might 6"],
          lines: [
            'Extra dice: +1 (3 Weaponsmiths in play)',
            'Roll 1: 6 6 1 1 1 1 1 → 2 successes',
            'Roll 2: 6 6 1 1 1 1 1 → 2 successes',
            'Roll 3: 6 6 1 1 1 1 1 → 2 successes',
          ],
        },
        {
          label: 'Defence',
          combatants: ["Kim's Warriors from Grasslands: Might 6 → 3"],
          lines: ['Roll 1: 6 1 1 1 1 1 → 1 success', 'Roll 2: 6 6 1 1 1 → 2 successes', 'Roll 3: 1 1 1 1 1 → 0 successes'],
        },
      ],
      steps: [
        'Roll 1: 2 against 1, Wounded: the defence loses 1 Might.',
        'Roll 2: 2 against 2, Regroup.',
        'Roll 3: 2 against 0, Retreat: the defence loses 2 Might and retreats from the field.',
      ],
      outcome: { text: 'The attack wins, Might 6 against 3.', winner: 'attacker' },
      summary: "Joe's Footmen attacked Kim's Warriors: Retreat after 3 rolls, the attack wins (Might 6 against 3)",
    });
  });

  it('a siege lost by a pair: a Retaliate, then Crippled besiegers flee', () => {
    const report = resolveWarfareCombat(siege([2, 3], 3), scripted([...roll(5, 1, 3, 1), ...roll(4, 0, 3, 3)]));
    const text = told(describeWarfareReport(report));
    expect(text.title).toBe('Footmen + Footmen against Warriors: a siege');
    expect(text.sides.map((s) => s.label)).toEqual(['Besiegers', 'Garrison']);
    expect(text.sides[0]?.combatants).toEqual(["Joe's Footmen from Grasslands: Might 2 → 0 (destroyed)", "Joe's Peasants from Grasslands: Might 3 → 1"]);
    expect(text.steps).toEqual([
      'Roll 1: 1 against 1, Retaliate: the besiegers lose 1 Might.',
      'Roll 2: 0 against 3, Crippled: the besiegers lose 3 Might and flee to the nearest building of their own.',
    ]);
    expect(text.outcome).toEqual({ text: 'The garrison holds, Might 1 against 3.', winner: 'defender' });
    expect(text.summary).toBe("Joe's Footmen and Joe's Peasants besieged Kim's Warriors: Crippled after 2 rolls, the garrison holds (Might 1 against 3)");
  });

  it.each([
    ['a garrison that falls', siege(4, 4), roll(4, 3, 4, 0), 'Roll 1: 3 against 0, Crippled: the garrison falls and the besiegers take its building.'],
    ['a siege that goes on', siege(4, 4), roll(4, 2, 4, 1), 'Roll 1: 2 against 1, Grazed: the garrison loses 1 Might; the siege goes on next turn.'],
    ['a loser sent home', battle(6, 6), roll(6, 1, 6, 5), 'Roll 1: 1 against 5, Defeated: the attack loses 4 Might and goes home until the New Year.'],
    [
      'a last Might lost to a Wounded',
      battle(3, 1),
      roll(3, 1, 1, 0),
      'Roll 1: 1 against 0, Wounded: the defence loses its last Might and is destroyed (counted as Annihilated).',
    ],
    [
      'besiegers wiped out by Retaliates',
      siege(1, 2),
      roll(1, 0, 2, 0),
      'Roll 1: 0 against 0, Retaliate: the besiegers lose their last Might and are destroyed (counted as Devastated).',
    ],
  ])('%s', (_name, setup, faces, sentence) => {
    const described = describeWarfareReport(resolveWarfareCombat(setup, scripted(faces)));
    expect(described.steps?.[0]).toBe(sentence);
    expect(described.outcome.text).toMatch(/^(The attack|The defence|The besiegers|The garrison)/);
  });
});

describe('a fight explained before the dice', () => {
  it('a battle: Might, extra dice by source, the table and what losing costs', () => {
    const setup = battle(3, 4, { attackerWeaponsmiths: 3, defenderArmories: 6 });
    const explained = explainWarfareCombat({ ...setup, defender: { ...setup.defender, terrain: 'mountains', unit: 'ironguard', defending: true } });
    expect(explained.labels).toEqual({ attack: 'Battle: attack', defence: 'Defence' });
    expect(explained.attackers).toEqual([{ strength: 'Might 3 of 4', modifiers: [], notes: [] }]);
    expect(explained.attackModifiers).toEqual([{ source: 'weaponsmiths', label: 'd6: 3 Weaponsmiths in play', value: 1 }]);
    expect(explained.defender.strength).toBe('Might 4 of 5');
    expect(explained.defender.modifiers.map((m) => [m.label, m.value])).toEqual([
      ['d6: standing in Mountains', 2],
      ['d6: Dwarves at home in Mountains', 1],
      ['d6: DEFEND', 1],
      ['d6: 6 Armories in play', 2],
    ]);
    expect(explained.lostIfDefeated).toEqual([]);
    expect(explained.ifDefeated).toContain('at Might 0 they are destroyed');
    expect(explained.notes[1]).toBe(
      'The side with more successes wins the roll; the difference is read on the Battle table: 0 Regroup, 1 Wounded, 2 Retreat, 3 Routed, 4 Defeated, 5+ Annihilated.',
    );
  });

  it('a siege by a pair: one force, Might added; the garrison cannot retreat', () => {
    const setup = siege([2, 3], 4);
    const explained = explainWarfareCombat({ ...setup, defender: { ...setup.defender, fortress: true } });
    expect(explained.labels).toEqual({ attack: 'Siege: attack (a pair: one force, Might added)', defence: 'Garrison' });
    expect(explained.defender).toEqual({
      strength: 'Might 4',
      modifiers: [{ source: 'fortress', label: 'd6: in its own Fortress', value: 1 }],
      notes: ['holds a building: it cannot retreat'],
    });
    expect(explained.ifDefeated).toContain('Grazed or Maimed, the siege goes on next turn');
    expect(explained.notes.at(-1)).toContain('each lost point comes off the unit with the most Might left');
  });
});

describe('through the registry, as the screens and the log meet it', () => {
  it('a game fighting by Warfare explains, weighs and tells its fights with this system', () => {
    const system = combatSystems.get('warfare');
    expect(system).toBe(COMBAT_SYSTEMS.warfare);
    expect(system.headline).toEqual(['winner', 'result', 'attackerMight', 'defenderMight']);
    const setup = battle(4, 3);
    expect(system.odds(setup).outcomes?.map((o) => o.result)).toEqual([
      'Retreat',
      'Routed',
      'Defeated',
      'Annihilated',
      'Retreat',
      'Routed',
      'Defeated',
      'Annihilated',
    ]);
    const report = COMBAT_SYSTEMS.warfare.resolve(setup, scripted(roll(4, 3, 3, 1)));
    expect(describeCombat(report).outcome.winner).toBe('attacker');
    const names: Names = { players: { joe: 'Joe', kim: 'Kim' }, units: { a1: { type: 'footmen', owner: 'joe' }, d1: { type: 'warriors', owner: 'kim' } } };
    expect(describeEvent({ type: 'COMBAT_RESOLVED', report }, names)).toBe(
      "Joe's Footmen attacked Kim's Warriors: Retreat after 1 roll, the attack wins (Might 4 against 1)",
    );
  });
});
