// The map editor as a map maker uses it, in real Chromium against the built app: paint with the brush,
// fill, undo and redo, reload, save and reopen the file, export a picture, generate a map and play it.
// Every expected map comes from the same pure edit functions (and the generator) run here in Node; the
// page's draft is read from its autosave, so the checks also prove a reload would lose nothing.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import '../../src/board/debugHook.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRAFT_KEY } from '../../src/editor/draftAutosave.ts';
import { blankMap } from '../../src/editor/edits/blankMap.ts';
import { floodFill } from '../../src/editor/edits/floodFill.ts';
import { paintBrush } from '../../src/editor/edits/paintBrush.ts';
import { loadMapFile } from '../../src/io/loadMapFile.ts';
import { mapToRows } from '../../src/io/mapRows.ts';
import { generateMap } from '../../src/mapgen/generateMap.ts';
import type { GameMap } from '../../src/rules/index.ts';
import { launchBrowser, openApp } from './browser.ts';
import { blankEditorMap, boardReady, clickHex, hexPoint } from './gamePage.ts';

const resultsDir = join(import.meta.dirname, '..', '..', 'test-results');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  await page.screenshot({ path: join(resultsDir, `${name}.png`) });
}

/** Waits until the autosaved draft holds exactly `map` (the autosave is debounced). */
async function expectDraft(page: Page, map: GameMap): Promise<void> {
  const rows = mapToRows(map);
  await page
    .waitForFunction(
      ([key, expected]) => {
        const text = localStorage.getItem(key as string);
        return text !== null && JSON.stringify(JSON.parse(text).map.rows) === JSON.stringify(expected);
      },
      [DRAFT_KEY, rows] as const,
      { timeout: 10_000 },
    )
    .catch(async () => {
      const saved = await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);
      throw new Error(
        `the draft is not the expected map.\nexpected:\n${rows.join('\n')}\nsaved:\n${saved ? JSON.parse(saved).map.rows.join('\n') : '(nothing)'}`,
      );
    });
}

/** The board drew a frame since `before` (it renders on demand). */
describe('the map editor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('brush, fill, undo/redo, reload, save and reopen, export, generate, play', { timeout: 180_000 }, async () => {
    const page = await openApp(browser);
    await page.getByRole('button', { name: 'Map editor' }).click();
    await page.getByRole('heading', { name: 'Map editor' }).waitFor();
    await boardReady(page);

    // A small blank map.
    await page.getByRole('spinbutton', { name: 'Width' }).fill('16');
    await page.getByRole('spinbutton', { name: 'Height' }).fill('12');
    await page.getByRole('button', { name: 'New blank map' }).click();
    await page.getByTestId('map-size').getByText('16×12', { exact: true }).waitFor();
    await boardReady(page);
    let map = blankMap(16, 12);
    await expectDraft(page, map);

    // Brush: Water (key 8), radius 1, one drag along row 3 from column 3 to column 8.
    await page.keyboard.press('8');
    expect(await page.getByRole('button', { name: /^Water/ }).getAttribute('aria-pressed')).toBe('true');
    const from = await hexPoint(page, { col: 3, row: 3 });
    const to = await hexPoint(page, { col: 8, row: 3 });
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    await page.mouse.up();
    for (let col = 3; col <= 8; col++) map = paintBrush(map, { col, row: 3 }, 1, 'water').map;
    await expectDraft(page, map);
    const afterStroke = map;

    // Fill the grass around the lake with Desert (key 6, tool F).
    await page.keyboard.press('6');
    await page.getByRole('button', { name: /^Fill/ }).click();
    await clickHex(page, { col: 0, row: 11 });
    map = floodFill(map, { col: 0, row: 11 }, 'desert').map;
    await expectDraft(page, map);
    const afterFill = map;

    // One Tundra hex in the desert: six forbidden pairs, highlighted, counted and walked through.
    await page.getByRole('button', { name: /^Tundra/ }).click();
    await page.getByRole('button', { name: /^Brush/ }).click();
    await page.getByRole('slider', { name: /Brush radius/ }).fill('0');
    await clickHex(page, { col: 12, row: 8 });
    map = paintBrush(map, { col: 12, row: 8 }, 0, 'tundra').map;
    await expectDraft(page, map);
    expect(await page.getByTestId('forbidden-count').textContent()).toBe('6 forbidden neighbour pairs');
    await page.getByRole('button', { name: 'Next forbidden pair' }).click();
    expect(await page.getByTestId('forbidden-current').textContent()).toMatch(/^1\/6: /);
    await page.getByRole('button', { name: 'Previous forbidden pair' }).click();
    expect(await page.getByTestId('forbidden-current').textContent()).toMatch(/^6\/6: .*Tundra \(12,8\)/);
    await shot(page, 'editor-1-forbidden');

    // Undo the dot (keys), undo the fill (button): back to the stroke; redo the fill (keys).
    await page.keyboard.press('Control+z');
    await expectDraft(page, afterFill);
    expect(await page.getByTestId('forbidden-count').textContent()).toBe('No forbidden neighbours');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expectDraft(page, afterStroke);
    await page.keyboard.press('Control+Shift+z');
    await expectDraft(page, afterFill);
    map = afterFill;

    // Start positions: slot 1 Elves on desert (no forest near: flagged), slot 2 Orcs (desert near).
    await page.getByRole('combobox', { name: 'Race of slot 1' }).selectOption('elves');
    await page.getByRole('combobox', { name: 'Race of slot 2' }).selectOption('orcs');
    await page.getByRole('button', { name: 'Place start 1' }).click();
    await clickHex(page, { col: 1, row: 1 });
    await clickHex(page, { col: 13, row: 9 }); // the tool moves on to slot 2
    expect(await page.getByTestId('slot-1').textContent()).toContain('(1,1): no Forest within 2');
    expect(await page.getByTestId('slot-2').textContent()).toContain('(13,9): Desert within 2');

    // Eyedropper: picks Water and returns to the brush.
    await page.getByRole('button', { name: /^Eyedropper/ }).click();
    await clickHex(page, { col: 5, row: 3 });
    expect(await page.getByRole('button', { name: /^Water/ }).getAttribute('aria-pressed')).toBe('true');

    // Name it, then reload: the draft is still there.
    await page.getByRole('textbox', { name: 'Map name' }).fill('Desert Lake');
    await page.keyboard.press('Enter');
    await page.waitForFunction((key) => JSON.parse(localStorage.getItem(key) ?? '{}').name === 'Desert Lake', DRAFT_KEY);
    await page.waitForLoadState('networkidle');
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { name: 'Map editor' }).waitFor();
    await boardReady(page);
    expect(await page.getByRole('textbox', { name: 'Map name' }).inputValue()).toBe('Desert Lake');
    expect(await page.getByTestId('slot-2').textContent()).toContain('(13,9)');
    await shot(page, 'editor-2-after-reload');

    // Save the file (a download), replace the draft, and open the file again.
    const [saved] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save map file' }).click()]);
    expect(saved.suggestedFilename()).toBe('desert-lake.karnage-map.json');
    const savedPath = join(resultsDir, 'editor-saved.karnage-map.json');
    await saved.saveAs(savedPath);
    const file = loadMapFile(readFileSync(savedPath, 'utf8'));
    if (!file.ok) throw new Error(file.message);
    expect(file.value.map.rows).toEqual(mapToRows(map));
    expect(file.value.starts).toEqual([
      { at: { col: 1, row: 1 }, race: 'elves' },
      { at: { col: 13, row: 9 }, race: 'orcs' },
    ]);

    await page.getByRole('button', { name: 'New blank map' }).click();
    await expectDraft(page, blankMap(16, 12));
    await page.getByLabel('Open map file').setInputFiles(savedPath);
    await expectDraft(page, map);
    expect(await page.getByRole('textbox', { name: 'Map name' }).inputValue()).toBe('Desert Lake');
    expect(await page.getByTestId('editor-message').textContent()).toContain('Opened');

    // The picture.
    const [picture] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PNG' }).click()]);
    const picturePath = join(resultsDir, 'editor-export.png');
    await picture.saveAs(picturePath);
    expect(readFileSync(picturePath).subarray(1, 4).toString()).toBe('PNG');

    // Generate 24×18 from seed 7 for Humans and Orcs: the same map as the generator gives in Node.
    await page.getByRole('spinbutton', { name: 'Width' }).fill('24');
    await page.getByRole('spinbutton', { name: 'Height' }).fill('18');
    await page.getByRole('spinbutton', { name: 'Seed' }).fill('7');
    await page.getByRole('combobox', { name: 'Race of generated player 1' }).selectOption('humans');
    await page.getByRole('combobox', { name: 'Race of generated player 2' }).selectOption('orcs');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    const generated = generateMap({ width: 24, height: 18, seed: 7, races: ['humans', 'orcs'] });
    if ('error' in generated) throw new Error(generated.error);
    await expectDraft(page, generated.map);
    await boardReady(page);
    expect(await page.getByTestId('slot-1').textContent()).toContain(`(${generated.starts[0]!.col},${generated.starts[0]!.row}): Grasslands within 2 ✓`);
    await shot(page, 'editor-3-generated');

    // Play it: the new-game screen offers this map; Start reaches the game.
    await page.getByRole('button', { name: 'Play this map' }).click();
    await page.getByRole('form', { name: 'New game' }).waitFor();
    expect(await page.getByTestId('premade-map').textContent()).toContain('Generated 24×18 (seed 7)');
    expect(await page.getByRole('combobox', { name: 'Race of player 2' }).inputValue()).toBe('orcs');
    await shot(page, 'editor-4-setup');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'I am Player 1, start my turn' }).click();
    await page.locator('[data-testid=board-area]').waitFor();
    await boardReady(page);
    await shot(page, 'editor-5-game');
  });

  test('leaving the editor and coming back keeps the draft and its undo history', { timeout: 90_000 }, async () => {
    const page = await openApp(browser);
    await blankEditorMap(page, 16, 12);
    const blank = blankMap(16, 12);
    await page.keyboard.press('8');
    await clickHex(page, { col: 5, row: 5 });
    const painted = paintBrush(blank, { col: 5, row: 5 }, 1, 'water').map;
    await expectDraft(page, painted);

    // Out to the new-game screen and back: the same store, so Undo still takes the dot back.
    await page.getByRole('button', { name: '← Back' }).click();
    await page.getByRole('form', { name: 'New game' }).waitFor();
    await page.getByRole('button', { name: 'Map editor' }).click();
    await page.getByRole('heading', { name: 'Map editor' }).waitFor();
    await boardReady(page);
    await expectDraft(page, painted);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expectDraft(page, blank);
  });
});
