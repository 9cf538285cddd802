// Keyboard play with a button holding the focus, in real Chromium against the built app: once the board's
// cursor has moved, Enter acts on its hex, not on the button focused before; an open build menu takes the arrows.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { gameRecordOf } from '../../src/io/saveGameRecord.ts';
import type { Scenario } from '../../src/rules/index.ts';
import { JOE, KIM, scenarioOf, started } from '../support/scenarios.ts';
import { openApp } from './browser.ts';
import { clickHex, liftCurtain, settle, shot, testBrowser } from './gamePage.ts';

/**
 *   row 0:  K g g g g g g g      K = Joe's Keep
 *   row 1:   g C g g g g g g     C = Joe's Cavalry (c1)
 *   row 2:  g g g g g g g g
 *   row 3:   g g F g g g g W     F = Joe's Footmen (f1), W = Kim's Warriors
 */
const SCENARIO: Scenario = scenarioOf('Keys and buttons', ['gggggggg', 'gggggggg', 'gggggggg', 'gggggggg', 'gggggggg', 'gggggggg'], {
  players: [JOE, KIM],
  units: [
    { id: 'c1', owner: 'joe', type: 'cavalry', at: { col: 1, row: 1 } },
    { id: 'f1', owner: 'joe', type: 'footmen', at: { col: 2, row: 3 } },
    { id: 'w1', owner: 'kim', type: 'warriors', at: { col: 7, row: 3 } },
  ],
  buildings: [
    { type: 'keep', owner: 'joe', at: { col: 0, row: 0 } },
    { type: 'keep', owner: 'kim', at: { col: 7, row: 5 } },
  ],
});

const plannedTexts = (page: Page) => page.locator('[data-testid=planned-orders] li').allTextContents();
const cursorText = (page: Page) => page.getByTestId('cursor-description').textContent();

describe('keyboard play beside focused buttons', () => {
  const browser = testBrowser();

  async function joesTurn(): Promise<Page> {
    const page = await openApp(browser());
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await settle(page);
    const record = JSON.stringify(gameRecordOf(SCENARIO, 7, [], started(SCENARIO, 7)));
    await page.evaluate(([key, text]) => localStorage.setItem(key, text), [AUTOSAVE_KEY, record] as const);
    await page.reload();
    await page.getByRole('button', { name: 'Continue the game of Joe and Kim, round 1' }).click();
    await liftCurtain(page, 'Joe');
    return page;
  }

  test('after clicking Defend, arrows to the Keep and Enter select the Keep; Enter beside "Take back" withdraws nothing', async () => {
    const page = await joesTurn();
    await clickHex(page, { col: 1, row: 1 });
    await page.getByRole('heading', { name: 'Humans: Cavalry' }).waitFor();
    await page.getByRole('button', { name: 'Defend' }).click();
    expect(await plannedTexts(page)).toEqual([expect.stringContaining('defend')]);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Defend');

    await page.keyboard.press('ArrowRight'); // the cursor appears on the selection, (1,1)
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    expect(await cursorText(page)).toMatch(/^\(0,0\) /);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Keep at (0,0)' }).waitFor();
    expect(await plannedTexts(page)).toEqual([expect.stringContaining('defend')]);
    expect(await page.locator('.message--refusal').count()).toBe(0);

    await page.getByRole('button', { name: /^Take back order 1:/ }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await plannedTexts(page)).toEqual([expect.stringContaining('defend')]);

    // The focus moved (away and back by Tab) since the cursor did: Enter is the button's again.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Take back order 1:/);
    await page.keyboard.press('Enter');
    expect(await plannedTexts(page)).toEqual([]);
  });

  test('the build menu opened by B takes the arrows, and Enter builds the option they reach', async () => {
    const page = await joesTurn();
    await clickHex(page, { col: 2, row: 3 });
    await page.getByRole('heading', { name: 'Humans: Footmen' }).waitFor();
    await page.keyboard.press('ArrowRight'); // the cursor on the Footmen
    const before = await cursorText(page);
    await page.keyboard.press('b');
    const menu = page.getByRole('list', { name: 'Build with Footmen' });
    await menu.waitFor();
    const enabled = await menu.locator('button:not([disabled])').allTextContents();
    expect(enabled.length).toBeGreaterThan(2);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(enabled[0]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(enabled[1]);
    expect(await cursorText(page)).toBe(before);
    await shot(page, 'keyboard-build-menu');
    await page.keyboard.press('Enter');
    const chosen = enabled[1]!.replace(/\d+ gold$/, '');
    expect(await plannedTexts(page)).toEqual([expect.stringContaining(`build ${chosen}`)]);
  });
});
