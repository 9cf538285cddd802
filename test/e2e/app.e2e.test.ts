import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openApp } from './browser.ts';

const resultsDir = join(import.meta.dirname, '..', '..', 'test-results');

describe('the app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('opens on the new game screen, with the Karnage title, without errors', async () => {
    const page = await openApp(browser);

    expect(await page.title()).toBe('Karnage');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe('Karnage');
    await page.getByRole('form', { name: 'New game' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start' }).isVisible()).toBe(true);

    mkdirSync(resultsDir, { recursive: true });
    await page.screenshot({ path: join(resultsDir, 'new-game.png') });
  });
});
