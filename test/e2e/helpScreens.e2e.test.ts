// How to play at a desktop's, a tablet's and a phone's size: the dialog fits the screen (nothing wider, its
// text scrolls inside it), shows the worked example, and closes; screenshots to test-results/help-*.png. It opens
// from the first screen's menu too, before any game.
import { describe, expect, test } from 'vitest';
import { openApp } from './browser.ts';
import { boardReady, fillAnnAndBob, shot, testBrowser } from './gamePage.ts';

describe('How to play on every screen size', () => {
  const browser = testBrowser();
  for (const [width, height, touch] of [
    [1280, 800, false],
    [1024, 640, false],
    [390, 844, true],
  ] as const) {
    test(`${width}×${height}`, async () => {
      const page = await openApp(browser(), '/', { viewport: { width, height }, hasTouch: touch, isMobile: touch });
      await fillAnnAndBob(page, 3);
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByRole('button', { name: 'I am Ann, start my turn' }).click();
      await boardReady(page);
      await page.getByRole('button', { name: 'How to play' }).click();
      const help = page.getByRole('dialog', { name: 'How to play' });
      await help.getByRole('heading', { name: 'A fight told in full: Joe and Kim' }).waitFor();
      const box = (await help.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      await shot(page, `help-${width}x${height}`);
      await page.keyboard.press('Escape');
      await help.waitFor({ state: 'detached' });
    });
  }

  test('from the first screen, before any game', async () => {
    const page = await openApp(browser(), '/', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'How to play' }).click();
    const help = page.getByRole('dialog', { name: 'How to play' });
    await help.getByRole('heading', { name: 'A fight told in full: Joe and Kim' }).waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Start' }).waitFor();
  });
});
