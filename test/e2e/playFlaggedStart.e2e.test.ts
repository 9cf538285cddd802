// "Play this map" in the editor, in real Chromium against the built app: a start flagged ✗ (its race's home
// terrain not within 2 hexes) is not played without a word: the editor asks, naming it.
import { describe, expect, test } from 'vitest';
import { openApp } from './browser.ts';
import { blankEditorMap, placeStarts, shot, testBrowser } from './gamePage.ts';

describe('Play this map with a start flagged ✗', () => {
  const browser = testBrowser();

  test('asks first: Keep editing stays in the editor, Play anyway offers the map', async () => {
    const page = await openApp(browser());
    await blankEditorMap(page, 12, 10);
    await placeStarts(page, [
      { at: { col: 2, row: 2 }, race: 'orcs' },
      { at: { col: 9, row: 7 }, race: 'humans' },
    ]);
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
