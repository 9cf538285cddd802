import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { GameEvent, GameState, HexCoord } from '../../src/rules/index.ts';
import { attackPreview } from '../../src/state/attackPreview.ts';
import type { GameSession, LoggedEvent } from '../../src/state/session.ts';
import { IDLE_UI } from '../../src/state/uiSlice.ts';
import { AttackPreviewPanel } from '../../src/ui/panels/AttackPreviewPanel.tsx';
import { HexInfo } from '../../src/ui/panels/HexInfo.tsx';
import { nobodyFalls } from '../../src/ui/panels/OutcomeOdds.tsx';
import { TurnReport } from '../../src/ui/panels/TurnReport.tsx';
import { COMBAT_SYSTEM_TEXT } from '../../src/ui/setup/combatSystemText.ts';
import { exactMenText, menText, regroupText, tiredText } from '../../src/ui/text/men.ts';
import { joeAndKim, started } from '../support/scenarios.ts';

// The screens' parts for Mass battle, where units are bodies of men: the men and their AvDam and AvTough,
// the tired mark, the regroup round, the losses a fight should cost, and the turn report's sections.

const cavalry: HexCoord = { col: 1, row: 1 };
const warriors: HexCoord = { col: 2, row: 1 };
const mass: GameState = started({ ...joeAndKim(), combatSystem: 'mass' });
const karnage: GameState = started(joeAndKim());

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('the men of a unit in words', () => {
  test('Mass battle alone says its units are men', () => {
    expect(Object.entries(COMBAT_SYSTEM_TEXT).flatMap(([id, t]) => (t.men ? [id] : []))).toEqual(['mass']);
  });

  test('men standing of a full unit, AvDam and AvTough from the unit table', () => {
    const unit = mass.units.u3!; // Warriors: 20 men, d8 heavy → AvDam 5; man 3 + leather → AvTough 4
    expect(menText(mass, unit)).toBe('20 of 20 men · AvDam 5 · AvTough 4');
    expect(menText(mass, { ...unit, men: 17 })).toBe('17 of 20 men · AvDam 5 · AvTough 4');
    expect(menText(mass, { ...unit, men: 16.25 })).toBe('17 of 20 men · AvDam 5 · AvTough 4');
    expect(menText(karnage, unit)).toBeNull();
  });

  test('a tired unit rests through the regroup round', () => {
    const unit = mass.units.u1!;
    expect(tiredText(mass, unit)).toBeNull();
    expect(tiredText(mass, { ...unit, tired: 'march' })).toBe('tired: rests through the regroup round (it marched)');
    expect(tiredText(mass, { ...unit, tired: 'charge' })).toBe('tired: rests through the regroup round (it charged)');
    expect(tiredText(karnage, { ...unit, tired: 'march' })).toBeNull();
  });

  test('even rounds of a Mass battle are regroup rounds', () => {
    expect(regroupText({ ...mass, round: 1 })).toBeNull();
    expect(regroupText({ ...mass, round: 2 })).toBe('Regroup round: no attacks, moves of one hex');
    expect(regroupText({ ...mass, round: 3 })).toBeNull();
    expect(regroupText({ ...karnage, round: 2 })).toBeNull();
  });

  test('an exact number of men keeps its fraction', () => {
    const amount = (numerator: number, denominator: number) => ({ numerator, denominator, value: numerator / denominator });
    expect(exactMenText(amount(2, 1))).toBe('2 men');
    expect(exactMenText(amount(1, 1))).toBe('1 man');
    expect(exactMenText(amount(0, 1))).toBe('0 men');
    expect(exactMenText(amount(7, 2))).toBe('3 1/2 men (7/2)');
    expect(exactMenText(amount(1, 4))).toBe('1/4 of a man');
  });

  test('the hex under the mouse tells the men, and a tired unit', () => {
    const tired: GameState = { ...mass, units: { ...mass.units, u3: { ...mass.units.u3!, men: 17, tired: 'charge' } } };
    const shown = text(renderToStaticMarkup(createElement(HexInfo, { state: tired, ui: { ...IDLE_UI, hovered: warriors } })));
    expect(shown).toContain('17 of 20 men · AvDam 5 · AvTough 4. Tired: rests through the regroup round (it charged).');
    const plain = text(renderToStaticMarkup(createElement(HexInfo, { state: karnage, ui: { ...IDLE_UI, hovered: warriors } })));
    expect(plain).not.toContain('men');
  });
});

describe('the attack preview of a Mass battle fight', () => {
  const preview = (state: GameState) =>
    text(renderToStaticMarkup(createElement(AttackPreviewPanel, { state, ui: { ...IDLE_UI, selected: cavalry, hovered: warriors } })));

  test('the losses each side should expect, exactly, in place of a chance to win nobody can', () => {
    const odds = attackPreview(mass, mass.units.u1!, warriors)!.odds;
    expect(nobodyFalls(odds)).toBe(true);
    const losses = odds.expectedLosses!;
    const shown = preview(mass);
    expect(shown).toContain(`Expected losses: attack ${exactMenText(losses.attackers[0]!)} , defence ${exactMenText(losses.defender)}`);
    expect(shown).not.toContain('Chance to win');
  });

  test('a fight that can destroy a side keeps its chance beside the losses', () => {
    const few: GameState = { ...mass, units: { ...mass.units, u3: { ...mass.units.u3!, men: 6 } } };
    const odds = attackPreview(few, few.units.u1!, warriors)!.odds;
    expect(odds.attackerWins.numerator).toBeGreaterThan(0);
    const shown = preview(few);
    expect(shown).toContain('Chance to win');
    expect(shown).toContain('Expected losses: attack');
  });

  test('Karnage shows no losses', () => {
    expect(preview(karnage)).not.toContain('Expected losses');
  });
});

describe('the turn report of a Mass battle turn', () => {
  test('men under "Men", marches, charges and rests under "Tired and rested"', () => {
    const events: GameEvent[] = [
      { type: 'UNIT_MEN_CHANGED', unit: 'u3', men: 16.25 },
      { type: 'UNIT_TIRED', unit: 'u1', by: 'charge' },
      { type: 'UNITS_RESTED', player: 'joe', units: ['u2'] },
    ];
    const logged: LoggedEvent[] = events.map((event) => ({ round: 3, turnNumber: 5, player: 'joe', event }));
    const session: GameSession = {
      scenario: joeAndKim(),
      seed: 1,
      played: [],
      state: mass,
      colours: {},
      log: logged,
      lastReport: logged,
      knownUnits: { u1: { type: 'cavalry', owner: 'joe' }, u2: { type: 'cavalry', owner: 'joe' }, u3: { type: 'warriors', owner: 'kim' } },
    };
    const shown = text(renderToStaticMarkup(createElement(TurnReport, { session })));
    expect(shown).toMatch(/ Men Kim's Warriors now has 17 men/);
    expect(shown).toContain("Tired and rested Joe's Cavalry charged, and rests through the next regroup round Joe's unit has rested and may act again");
  });
});
