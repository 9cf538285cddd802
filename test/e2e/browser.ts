// Shared helpers for the browser tests: one way to launch Chromium, one way to open
// the app that turns any page error or console error into a test failure.
import { type Browser, type BrowserContextOptions, type Page, chromium } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import { findChromium } from '../../src/tools/find-chromium.mjs';

// Flags measured to work headless in containers (measured on the CI image): no sandbox
// (we run as root), software WebGL via SwiftShader, and no background network chatter.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error('No Chromium found: `sudo apt-get install chromium` or set KARNAGE_CHROMIUM=/path/to/chrome.');
  }
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * Opens `path` on the preview server in a fresh page. Every uncaught page error, console
 * error and failed request (which DevTools would show as a console error, but playwright
 * does not report as one) is recorded; when the current test finishes the page is closed
 * and the test fails if any were recorded. Call it inside a test, not in beforeAll.
 */
export async function openApp(
  browser: Browser,
  path = '/',
  options: Pick<BrowserContextOptions, 'viewport' | 'hasTouch' | 'isMobile' | 'deviceScaleFactor' | 'reducedMotion'> = {},
): Promise<Page> {
  // Turns play out on the board only where a test asks for motion (`reducedMotion: 'no-preference'`): elsewhere
  // the curtain follows End turn at once, as for a player whose system asks for reduced motion.
  const page = await browser.newPage({ viewport: { width: 1024, height: 700 }, reducedMotion: 'reduce', ...options });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    errors.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`);
  });
  onTestFinished(async () => {
    // Copy first: closing the page aborts requests still in flight, which is not the app's fault.
    const found = [...errors];
    await page.close();
    if (found.length > 0) throw new Error(`The page reported errors:\n  ${found.join('\n  ')}`);
  });
  await page.goto(new URL(path, inject('baseUrl')).href, { waitUntil: 'load' });
  return page;
}
