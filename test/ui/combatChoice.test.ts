import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { COMBAT_SYSTEM_IDS, DEFAULT_NEW_YEAR_EVERY } from '../../src/rules/index.ts';
import { scenarioOfSetup, type MapSetup } from '../../src/state/premadeMap.ts';
import { CombatFields, combatChoiceOf, combatDraftOf } from '../../src/ui/setup/CombatFields.tsx';
import { COMBAT_SYSTEM_TEXT, combatSystemText } from '../../src/ui/setup/combatSystemText.ts';
import { numberReader } from '../../src/ui/setup/numberFields.ts';
import { newGameSetup } from '../support/newGameSetup.ts';

const setup: MapSetup = newGameSetup();

const text = (html: string) => html.replace(/<[^>]*>/g, '');

describe('choosing the combat system', () => {
  test('every system the rules know has a name and a one-line description', () => {
    for (const id of COMBAT_SYSTEM_IDS) {
      expect(COMBAT_SYSTEM_TEXT[id].name).not.toBe('');
      expect(COMBAT_SYSTEM_TEXT[id].description).not.toMatch(/\n/);
    }
    expect(combatSystemText('coin-flip')).toBeUndefined();
  });

  test('the fields offer every system, Karnage first and chosen', () => {
    const html = renderToStaticMarkup(createElement(CombatFields, { draft: combatDraftOf(undefined), onChange: () => {} }));
    for (const id of COMBAT_SYSTEM_IDS) expect(text(html)).toContain(COMBAT_SYSTEM_TEXT[id].name);
    expect(html).toContain('<input type="radio" name="combat-system" checked="" value="karnage"/>');
    // Karnage has no New Year: its interval is neither shown nor read.
    expect(text(html)).not.toContain('New Year every');
    const numbers = numberReader();
    expect(combatChoiceOf({ system: 'karnage', newYearText: '' }, numbers)).toEqual({ combatSystem: 'karnage' });
    expect(numbers.problem).toBeNull();
  });

  test('a system with New Years reads the interval as typed, and an empty one is a problem naming the field', () => {
    const newYearSystem = COMBAT_SYSTEM_IDS.find((id) => COMBAT_SYSTEM_TEXT[id].newYear);
    if (!newYearSystem) return; // until a system with New Years is registered
    expect(combatDraftOf({ combatSystem: newYearSystem })).toEqual({ system: newYearSystem, newYearText: String(DEFAULT_NEW_YEAR_EVERY) });
    const html = renderToStaticMarkup(createElement(CombatFields, { draft: { system: newYearSystem, newYearText: '6' }, onChange: () => {} }));
    expect(text(html)).toContain('New Year every (rounds)');
    expect(combatChoiceOf({ system: newYearSystem, newYearText: '6' }, numberReader())).toEqual({ combatSystem: newYearSystem, newYearEvery: 6 });
    const numbers = numberReader();
    combatChoiceOf({ system: newYearSystem, newYearText: '' }, numbers);
    expect(numbers.problem).toBe('New Year every (rounds) needs a whole number.');
  });

  test('the choice reaches the scenario; without one a game fights by Karnage as before', () => {
    const plain = scenarioOfSetup(setup);
    if ('error' in plain) throw new Error(plain.error);
    expect(plain.combatSystem).toBe('karnage');
    expect(plain).not.toHaveProperty('newYearEvery');
    for (const id of COMBAT_SYSTEM_IDS) {
      const chosen = scenarioOfSetup({ ...setup, combat: { combatSystem: id, newYearEvery: 3 } });
      if ('error' in chosen) throw new Error(chosen.error);
      expect(chosen).toMatchObject({ combatSystem: id, newYearEvery: 3, map: plain.map, units: plain.units });
    }
  });
});
