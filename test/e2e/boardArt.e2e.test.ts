// The board's art in real Chromium at 1280×800: it loads after the first frame (the first visit downloads
// only the first look), swaps in Game Icons emblems and blended terrain edges, and draws tiles and pieces at
// the resolution the zoom and the screen's pixel ratio call for. The screenshots (test-results/board-art-*.png)
// are for looking at: a game's board zoomed out and in, every emblem and terrain on the demo board, and the
// demo on a screen of two device pixels per CSS pixel.
import type { Browser, Locator, Page } from 'playwright-core';
import '../../src/board/debugHook.ts';
import { hexCenter } from '../../src/board/hexLayout.ts';
import { activePlayer } from '../../src/rules/index.ts';
import { inject, describe, expect, test } from 'vitest';
import { openApp } from './browser.ts';
import { autosavedGame, boardReady, fillAnnAndBob, liftCurtain, shot, testBrowser } from './gamePage.ts';

const VIEW = { width: 1280, height: 800 };

/** Lets the board draw what it left for later frames (chunks beyond a frame's budget, idle-time neighbours). */
async function frames(page: Page, count = 20): Promise<void> {
  for (let i = 0; i < count; i++) await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
}

async function artLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.__karnageBoard?.artResolution ?? 0) > 0, null, { timeout: 20_000 });
  await frames(page);
}

/**
 * Zooms to `zoom` round the world point (x, y), or round the view's centre, and waits until the art is drawn at
 * the resolution band `band` and the board has had frames to draw its chunks with it; false if it never is.
 */
async function zoomTo(page: Page, zoom: number, band: number, at?: { x: number; y: number }): Promise<boolean> {
  await page.evaluate(
    ([z, point]) => {
      const hook = window.__karnageBoard!;
      const { width, height } = hook.canvas.getBoundingClientRect();
      const cam = hook.camera;
      const centre = point ?? { x: (width / 2 - cam.x) / cam.zoom, y: (height / 2 - cam.y) / cam.zoom };
      hook.setCamera({ zoom: z, x: width / 2 - centre.x * z, y: height / 2 - centre.y * z });
    },
    [zoom, at ?? null] as const,
  );
  const drawn = await page
    .waitForFunction((b) => window.__karnageBoard!.artResolution === b, band, { timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
  await frames(page, 30);
  return drawn;
}

/** The demo board (every terrain, emblem and building) in a page of its own, at `deviceScaleFactor`, drawn by `renderer` or the board's choice. */
async function demoPage(browser: Browser, deviceScaleFactor: number, renderer?: 'webgl' | 'canvas'): Promise<Page> {
  const page = await browser.newPage({ viewport: VIEW, deviceScaleFactor });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(new URL(`/?bench=board&mode=demo${renderer ? `&renderer=${renderer}` : ''}`, inject('baseUrl')).href);
  await page.waitForFunction(() => (window.__karnageBoard?.renderCount ?? 0) > 0);
  await artLoaded(page);
  expect(errors).toEqual([]);
  return page;
}

describe('the board’s art', () => {
  const browser = testBrowser();

  test('loads after a game’s first frame, then draws sharper the closer the view', { timeout: 90_000 }, async () => {
    const page = await openApp(browser(), '/');
    await page.setViewportSize(VIEW);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: /^I am .*, start my turn$/ }).click();
    await boardReady(page);
    const beforeArt = [...scripts];
    expect(await page.evaluate(() => window.__karnageBoard!.artResolution)).toBe(0);
    await artLoaded(page);
    expect(beforeArt.some((url) => url.includes('boardArt'))).toBe(false);
    expect(scripts.some((url) => url.includes('boardArt'))).toBe(true);

    await page.getByRole('button', { name: 'Fit map' }).click();
    await frames(page, 30);
    expect(await page.evaluate(() => window.__karnageBoard!.artResolution)).toBe(1);
    await shot(page, 'board-art-game-fit');
    expect(await zoomTo(page, 2.2, 3)).toBe(true);
    await shot(page, 'board-art-game-zoom-2.2');
  });

  test('every emblem and terrain edge on the demo board, out and in', { timeout: 90_000 }, async () => {
    const page = await demoPage(browser(), 1);
    try {
      expect(await page.evaluate(() => window.__karnageBoard!.artResolution)).toBe(1);
      await shot(page, 'board-art-demo-fit');
      expect(await zoomTo(page, 1, 1, { x: 520, y: 330 })).toBe(true);
      await shot(page, 'board-art-demo-zoom-1');
      expect(await zoomTo(page, 2.5, 3, { x: 300, y: 170 })).toBe(true);
      await shot(page, 'board-art-demo-zoom-2.5');
      // Back out: the sharper tiles are given back.
      expect(await zoomTo(page, 0.8, 1)).toBe(true);
    } finally {
      await page.close();
    }
  });

  test('a Mass battle unit’s men and a Champions hero’s crown are drawn with the art, sharp when zoomed in', { timeout: 90_000 }, async () => {
    for (const [choose, name] of [
      [(form: Locator) => form.getByRole('radio', { name: /^Mass battle/ }).check(), 'mass'],
      [(form: Locator) => form.getByRole('checkbox', { name: /^Champions: a hero for each player/ }).check(), 'champions'],
    ] as const) {
      const page = await openApp(browser(), '/');
      await page.setViewportSize(VIEW);
      const form = page.getByRole('form', { name: 'New game' });
      await fillAnnAndBob(form, 5);
      await choose(form);
      await form.getByRole('button', { name: 'Start' }).click();
      await liftCurtain(page, 'Ann');
      await artLoaded(page);
      const { state } = await autosavedGame(page, {});
      const ann = activePlayer(state).id;
      const unit = Object.values(state.units).find((u) => u.owner === ann && (name === 'mass' || u.hero));
      if (!unit) throw new Error(`no unit of Ann's to look at in the ${name} game`);
      expect(await zoomTo(page, 2.5, 3, hexCenter(unit.at))).toBe(true);
      await shot(page, `board-art-${name}-zoom-2.5`);
      await page.close();
    }
  });

  test('in the editor, zoomed in, terrain painted and the map resized redraw at the sharp band without an error', { timeout: 90_000 }, async () => {
    // openApp fails the test on any page error or console error.
    const page = await openApp(browser(), '/?screen=editor');
    await page.setViewportSize(VIEW);
    await page.getByRole('heading', { name: 'Map editor' }).waitFor();
    const blank = async (width: number, height: number): Promise<void> => {
      await page.getByRole('spinbutton', { name: 'Width' }).fill(String(width));
      await page.getByRole('spinbutton', { name: 'Height' }).fill(String(height));
      await page.getByRole('button', { name: 'New blank map' }).click();
      await page.getByTestId('map-size').getByText(`${width}×${height}`, { exact: true }).waitFor();
    };
    await blank(40, 30);
    await boardReady(page);
    await artLoaded(page);
    expect(await zoomTo(page, 2.5, 3, { x: 600, y: 500 })).toBe(true);
    await page.getByRole('button', { name: /^Water/ }).click();
    const centre = await page.evaluate(() => window.__karnageBoard!.hexToScreen({ col: 10, row: 10 }));
    await page.mouse.click(centre.x, centre.y);
    await frames(page, 20);
    await shot(page, 'board-art-editor-zoom-2.5');
    await blank(48, 36);
    await frames(page, 20);
    expect(await zoomTo(page, 0.5, 1)).toBe(true);
  });

  test('drawn by WebGL (as on a GPU), the art loads and sharpens alike', { timeout: 60_000 }, async () => {
    const page = await demoPage(browser(), 1, 'webgl');
    try {
      expect(await page.evaluate(() => window.__karnageBoard!.renderer)).toBe('webgl');
      expect(await zoomTo(page, 2.5, 3, { x: 640, y: 120 })).toBe(true);
      await shot(page, 'board-art-demo-webgl-zoom-2.5');
    } finally {
      await page.close();
    }
  });

  test('on a screen of two device pixels per CSS pixel, zoom 1 is drawn at two by WebGL, at one by Canvas 2D (software rendering keeps its speed)', {
    timeout: 90_000,
  }, async () => {
    const page = await demoPage(browser(), 2, 'webgl');
    try {
      expect(await zoomTo(page, 1, 2, { x: 520, y: 330 })).toBe(true);
      await shot(page, 'board-art-demo-dpr2-zoom-1');
    } finally {
      await page.close();
    }
    const soft = await demoPage(browser(), 2, 'canvas');
    try {
      expect(await soft.evaluate(() => window.__karnageBoard!.renderer)).toBe('canvas');
      expect(await zoomTo(soft, 1, 1, { x: 520, y: 330 })).toBe(true);
    } finally {
      await soft.close();
    }
  });
});
