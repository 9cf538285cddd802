import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { CombatSetup } from '../../src/rules/index.ts';
import { COMBAT_SYSTEMS } from '../../src/rules/combat/allSystems.ts';
import { IDLE_UI } from '../../src/state/uiSlice.ts';
import { AttackPreviewPanel } from '../../src/ui/panels/AttackPreviewPanel.tsx';
import { CombatReportView } from '../../src/ui/panels/CombatReportView.tsx';
import { describeEvent } from '../../src/rules/text/describeEvent.ts';
import type { Names } from '../../src/rules/text/names.ts';
import { joeAndKim, started } from '../support/scenarios.ts';

// Karnage told through the combat interface, word for word as the panels have always told it.

const names: Names = { players: { joe: 'Joe', kim: 'Kim' }, units: { u1: { type: 'cavalry', owner: 'joe' }, u3: { type: 'warriors', owner: 'kim' } } };
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '|')
    .replace(/&#x27;/g, "'")
    .replace(/\|+/g, '|');

/** The worked example, but the Warriors stand in a Forest and Joe's first throw is a 1. */
const setup: CombatSetup = {
  attackers: [{ unit: 'cavalry', terrain: 'grasslands', range: 1, unitId: 'u1' }],
  defender: { unit: 'warriors', terrain: 'forest', defending: true, fortress: false, unitId: 'u3' },
  attackerWeaponsmiths: 3,
  defenderArmories: 3,
};

describe('Karnage in the panels', () => {
  test('a fight in the turn report, the replay and the log', () => {
    const faces = [1, 5, 3];
    const report = COMBAT_SYSTEMS.karnage.resolve(setup, () => faces.shift() ?? 0);
    expect(text(renderToStaticMarkup(createElement(CombatReportView, { report, names })))).toBe(
      '|Cavalry against Warriors|' +
        "Joe's Cavalry from Grasslands: d8 rolled |1 then 5| (re-rolled: Cavalry attacking from Grasslands re-roll 1)| = 5|" +
        'Attack total |6| (with +1 (3 Weaponsmiths in play))|' +
        "Kim's Warriors from Forest: d6 rolled |3| +1 (standing in Forest) +1 (DEFEND) +1 (3 Armories in play) = 6|" +
        'Defence total |6|6 against 6: the defence holds.|',
    );
    expect(describeEvent({ type: 'COMBAT_RESOLVED', report }, names)).toBe("Joe's Cavalry attacked Kim's Warriors: 6 against 6, the defence holds");
  });

  test('the preview of the worked example', () => {
    const state = started(joeAndKim());
    const html = renderToStaticMarkup(
      createElement(AttackPreviewPanel, { state, ui: { ...IDLE_UI, selected: { col: 1, row: 1 }, hovered: { col: 2, row: 1 } } }),
    );
    expect(text(html)).toBe(
      '|Attack on (2,1)|Chance to win: |49.2%| |(63/128)|Attack|' +
        "Joe's Cavalry at (1,1): d8| (this unit)|Cavalry attacking from Grasslands re-roll 1|" +
        'Added once to the whole attack:|+1 3 Weaponsmiths in play|Defence|' +
        "Kim's Warriors at (2,1): d6|+1 DEFEND|+1 3 Armories in play|" +
        'A tie goes to the defender.|If the attack fails, the attacker is destroyed.|',
    );
  });

  test('what a lost fight costs', () => {
    const explain = COMBAT_SYSTEMS.karnage.explain;
    const archers = { unit: 'archers', terrain: 'forest', range: 2 } as const;
    const wardens = { unit: 'wardens', terrain: 'forest', range: 1 } as const;
    const base = { defender: setup.defender, attackerWeaponsmiths: 0, defenderArmories: 0 };
    expect(explain({ ...base, attackers: [archers] })).toMatchObject({
      lostIfDefeated: [],
      ifDefeated: 'If the shot fails, the shooter is not harmed: it fires alone from 2 hexes away.',
    });
    expect(explain({ ...base, attackers: [archers, wardens] })).toMatchObject({
      lostIfDefeated: [0, 1],
      ifDefeated: 'If the attack fails, both attackers are destroyed.',
      labels: { attack: 'Attack (a pair: totals added)', defence: 'Defence' },
    });
  });
});
