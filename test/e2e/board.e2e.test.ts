// The board's own life cycle on big maps, where it swaps its chunk textures for one overview picture
// when zoomed far out: changing the map's size and leaving the screen must work from any zoom.
import type { Browser, Page } from 'playwright-core';
import '../../src/board/debugHook.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRAFT_KEY } from '../../src/editor/draftAutosave.ts';
import { blankMap } from '../../src/editor/edits/blankMap.ts';
import { paintBrush } from '../../src/editor/edits/paintBrush.ts';
import { mapToRows } from '../../src/io/mapRows.ts';
import type { HexCoord } from '../../src/rules/index.ts';
import { launchBrowser, openApp } from './browser.ts';

/** Lets two animation frames pass (and with them any idle-time drawing the board scheduled). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function zoomOutFully(page: Page): Promise<void> {
  await page.evaluate(() => {
    const hook = window.__karnageBoard!;
    hook.setCamera({ x: 0, y: 0, zoom: 0.05 });
    hook.renderNow();
  });
  expect(await page.evaluate(() => window.__karnageBoard!.camera.zoom)).toBeLessThan(0.3);
}

async function newBlankMap(page: Page, width: number, height: number): Promise<void> {
  await page.getByRole('spinbutton', { name: 'Width' }).fill(String(width));
  await page.getByRole('spinbutton', { name: 'Height' }).fill(String(height));
  await page.getByRole('button', { name: 'New blank map' }).click();
  await page.getByTestId('map-size').getByText(`${width}×${height}`, { exact: true }).waitFor();
}

describe('the board on a big map', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('zoomed out to the overview, the map can change size and the screen can close', async () => {
    // openApp fails the test on any page error, which is how a throw in the board would show.
    const page = await openApp(browser, '/?screen=editor');
    await page.getByRole('heading', { name: 'Map editor' }).waitFor();
    await newBlankMap(page, 80, 64);
    await page.waitForFunction(() => (window.__karnageBoard?.renderCount ?? 0) > 0);
    await zoomOutFully(page);
    await settle(page);

    await newBlankMap(page, 96, 80);
    await zoomOutFully(page);
    await settle(page);
    await page.evaluate(() => window.__karnageBoard!.renderNow());

    await page.getByRole('button', { name: /Back/ }).click();
    await page.getByRole('form', { name: 'New game' }).waitFor();
    expect(await page.locator('canvas').count()).toBe(0);
  });

  test('a finger paints with the brush; two fingers pan instead', async () => {
    const page = await openApp(browser, '/?screen=editor', { hasTouch: true });
    await page.getByRole('heading', { name: 'Map editor' }).waitFor();
    await newBlankMap(page, 16, 12);
    await page.waitForFunction(() => (window.__karnageBoard?.renderCount ?? 0) > 0);
    await page.getByRole('button', { name: /^Water/ }).click();
    await page.getByRole('slider', { name: /Brush radius/ }).fill('0');
    const at = (hex: HexCoord) => page.evaluate((h) => window.__karnageBoard!.hexToScreen(h), hex);
    const touch = await page.context().newCDPSession(page);
    const send = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      touch.send('Input.dispatchTouchEvent', { type, touchPoints: points });

    // One finger along row 3, from column 3 to column 7.
    const from = await at({ col: 3, row: 3 });
    const to = await at({ col: 7, row: 3 });
    await send('touchStart', [from]);
    for (let i = 1; i <= 10; i++) await send('touchMove', [{ x: from.x + ((to.x - from.x) * i) / 10, y: from.y }]);
    await send('touchEnd', []);
    let map = blankMap(16, 12);
    for (let col = 3; col <= 7; col++) map = paintBrush(map, { col, row: 3 }, 0, 'water').map;
    await page.waitForFunction(
      ([key, rows]) => JSON.stringify(JSON.parse(localStorage.getItem(key as string) ?? '{}').map?.rows) === JSON.stringify(rows),
      [DRAFT_KEY, mapToRows(map)] as const,
      { timeout: 10_000 },
    );

    // Two fingers move the map and paint nothing.
    const camera = await page.evaluate(() => window.__karnageBoard!.camera);
    const a = await at({ col: 10, row: 8 });
    const b = await at({ col: 12, row: 8 });
    await send('touchStart', [a, b]);
    for (let i = 1; i <= 5; i++)
      await send('touchMove', [
        { x: a.x - 10 * i, y: a.y },
        { x: b.x - 10 * i, y: b.y },
      ]);
    await send('touchEnd', []);
    await settle(page);
    expect(await page.evaluate(() => window.__karnageBoard!.camera)).not.toEqual(camera);
    const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).map.rows, DRAFT_KEY);
    expect(saved).toEqual(mapToRows(map));
  });
});
