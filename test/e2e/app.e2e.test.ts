import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openApp } from './browser.ts';

const resultsDir = join(import.meta.dirname, '..', '..', 'test-results');

describe('placeholder app', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('loads with the Karnage title and heading, without errors', async () => {
    const page = await openApp(browser);

    expect(await page.title()).toBe('Karnage');
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe('Karnage');
    expect(await page.textContent('main')).toContain('The board arrives soon.');

    mkdirSync(resultsDir, { recursive: true });
    await page.screenshot({ path: join(resultsDir, 'placeholder.png') });
  });
});
