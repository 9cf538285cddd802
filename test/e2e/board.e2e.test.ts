// The board's own life cycle on big maps, where it swaps its chunk textures for one overview picture
// when zoomed far out: changing the map's size and leaving the screen must work from any zoom.
import type { Browser, Page } from 'playwright-core';
import '../../src/board/debugHook.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
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
});
