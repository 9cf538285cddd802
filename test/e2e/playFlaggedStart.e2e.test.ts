// "Play this map" in the editor, in real Chromium against the built app: a start flagged ✗ (its race's home
// terrain not within 2 hexes) is not played without a word: the editor asks, naming it.
import { describe, expect, test } from 'vitest';
import { openApp } from './browser.ts';
import { boardReady, clickHex, shot, testBrowser } from './gamePage.ts';

describe('Play this map with a start flagged ✗', () => {
  const browser = testBrowser();

  test('asks first: Keep editing stays in the editor, Play anyway offers the map', async () => {
    const page = await openApp(browser());
    await page.getByRole('button', { name: 'Map editor' }).click();
    await page.getByRole('heading', { name: 'Map editor' }).waitFor();
    await page.getByRole('spinbutton', { name: 'Width' }).fill('12');
    await page.getByRole('spinbutton', { name: 'Height' }).fill('10');
    await page.getByRole('button', { name: 'New blank map' }).click();
    await page.getByTestId('map-size').getByText('12×10', { exact: true }).waitFor();
    await boardReady(page);
    for (const [i, start] of [
      { at: { col: 2, row: 2 }, race: 'orcs' },
      { at: { col: 9, row: 7 }, race: 'humans' },
    ].entries()) {
      await page.getByRole('combobox', { name: `Race of slot ${i + 1}` }).selectOption(start.race);
      await page.getByRole('button', { name: `Place start ${i + 1}` }).click();
      await clickHex(page, start.at);
    }
    expect(await page.getByTestId('slot-1').textContent()).toContain('no Desert within 2 ✗');

    await page.getByRole('button', { name: 'Play this map' }).click();
    const question = page.getByRole('alertdialog');
    expect(await question.textContent()).toContain('Start 1 (Orcs) has no Desert within 2 hexes. Play this map anyway?');
    await shot(page, 'editor-flagged-start-asked');
    await question.getByRole('button', { name: 'Keep editing' }).click();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Map editor' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Play this map' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Play anyway' }).click();
    await page.getByTestId('premade-map').waitFor();
    expect(await page.getByRole('combobox', { name: 'Race of player 1' }).inputValue()).toBe('orcs');
  });
});
