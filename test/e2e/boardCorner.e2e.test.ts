// The board's corner in real Chromium against the built app: Fit map keeps the map clear of the minimap and
// its buttons, the minimap hides and shows, and a file message near the top of the page never covers Fit map.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { worldSize } from '../../src/board/hexLayout.ts';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import { playRandomGame, randomScenario } from '../support/randomPlay.ts';
import { openApp } from './browser.ts';
import { ANN_AND_BOB, boardReady, fillAnnAndBob, liftCurtain, shot, testBrowser } from './gamePage.ts';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where the whole map is drawn, in page pixels (its bounding box). */
async function mapBox(page: Page, cols: number, rows: number): Promise<Box> {
  const viewport = (await page.locator('.karnage-board__viewport').boundingBox())!;
  const camera = await page.evaluate(() => window.__karnageBoard!.camera);
  const world = worldSize(cols, rows);
  return { x: viewport.x + camera.x, y: viewport.y + camera.y, width: world.width * camera.zoom, height: world.height * camera.zoom };
}

const apart = (a: Box, b: Box): boolean => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** Two animation frames, so the board has drawn what changed. */
const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

describe('the board’s corner', () => {
  const browser = testBrowser();
  const { width: cols, height: rows } = ANN_AND_BOB.mapSize;

  test('Fit map shows the whole map clear of the minimap, which hides and shows', async () => {
    const page = await openApp(browser());
    await page.setViewportSize({ width: 1280, height: 800 });
    await fillAnnAndBob(page, 5);
    await page.getByRole('button', { name: 'Start' }).click();
    await liftCurtain(page, 'Ann');
    const corner = page.getByTestId('board-corner');

    // Pan away, then fit.
    await page.evaluate(() => window.__karnageBoard!.setCamera({ x: -300, y: -200, zoom: 1.5 }));
    await page.getByRole('button', { name: 'Fit map' }).click();
    await frames(page);
    const fitted = await mapBox(page, cols, rows);
    const board = (await page.locator('.karnage-board__viewport').boundingBox())!;
    expect(apart(fitted, (await corner.boundingBox())!)).toBe(true);
    expect(fitted.x).toBeGreaterThanOrEqual(board.x - 0.5);
    expect(fitted.y).toBeGreaterThanOrEqual(board.y - 0.5);
    expect(fitted.x + fitted.width).toBeLessThanOrEqual(board.x + board.width + 0.5);
    expect(fitted.y + fitted.height).toBeLessThanOrEqual(board.y + board.height + 0.5);
    await shot(page, 'board-minimap-after-fit');

    // Hidden: the fitted map takes the room the minimap had, clear of the buttons left.
    await page.getByRole('button', { name: 'Hide minimap' }).click();
    expect(await page.getByRole('img', { name: /^Minimap/ }).count()).toBe(0);
    await frames(page);
    const wider = await mapBox(page, cols, rows);
    expect(wider.width).toBeGreaterThanOrEqual(fitted.width);
    expect(apart(wider, (await corner.boundingBox())!)).toBe(true);
    await shot(page, 'board-minimap-hidden');

    await page.getByRole('button', { name: 'Show minimap' }).click();
    await page.getByRole('img', { name: /^Minimap/ }).waitFor();
    await frames(page);
    expect(apart(await mapBox(page, cols, rows), (await corner.boundingBox())!)).toBe(true);
  });

  test('a new map in the editor first shows clear of the corner too', async () => {
    const page = await openApp(browser());
    await page.getByRole('button', { name: 'Map editor' }).click();
    await page.getByRole('heading', { name: 'Map editor' }).waitFor();
    await boardReady(page);
    await page.getByRole('spinbutton', { name: 'Width' }).fill('12');
    await page.getByRole('spinbutton', { name: 'Height' }).fill('10');
    await page.getByRole('button', { name: 'New blank map' }).click();
    await page.getByTestId('map-size').getByText('12×10', { exact: true }).waitFor();
    await frames(page);
    expect(apart(await mapBox(page, 12, 10), (await page.getByTestId('board-corner').boundingBox())!)).toBe(true);
  });

  test('the replay’s file message leaves Fit map in sight and clickable', async () => {
    const scenario = randomScenario(2, 16, 12, 31);
    const made = recordGame(scenario, 31, playRandomGame(scenario, 31, 40).orders);
    if ('error' in made) throw new Error(made.error);
    const page = await openApp(browser());
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await page
      .getByTestId('replay-file-input')
      .setInputFiles({ name: 'a-game.karnage.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(made.record)) });
    await page.getByTestId('replay-screen').waitFor();
    await boardReady(page);
    const message = page.getByTestId('file-message');
    await message.getByText(/^Loaded /).waitFor();
    const fit = page.getByRole('button', { name: 'Fit map' });
    expect(apart((await message.boundingBox())!, (await fit.boundingBox())!)).toBe(true);
    await fit.click({ trial: true, timeout: 2000 });
    await shot(page, 'replay-message-and-fit-map');
  });
});
