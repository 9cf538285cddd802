// The page a referee publishes (src/io/pbem/page) opened from disk in Chromium with JavaScript off:
// nothing but the file itself may be requested, even when a mistake puts a URL in it, and the map
// shows every piece. Leaves a screenshot at /tmp/published-page.png to look at.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publishedPage } from '../../src/io/pbem/page/publishedPage.ts';
import { pageInput, playedState } from '../io/pbem/page/pageStates.ts';
import { launchBrowser } from './browser.ts';

const state = playedState(32, 24);
const html = publishedPage(pageInput(state, { report: ['<script>alert(1)</script> attacked', "Bob's Warriors were destroyed."] }));
// A request nothing listens to: if the page ever asked for it, the test sees the attempt.
const LEAK = 'http://127.0.0.1:9/leak';

let browser: Browser;
let dir: string;

beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(join(tmpdir(), 'karnage-page-'));
});
afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Opened {
  readonly page: Page;
  readonly url: string;
  /** Every request the page started, even one its policy then refused. */
  readonly requests: string[];
  /** Requests that got past the page's own policy to the network layer (playwright's routing). */
  readonly routed: string[];
  /** Why each failed request failed: Chromium reports a request its policy refused as failing with 'csp'. */
  readonly failures: Map<string, string>;
  readonly console: string[];
}

/** Writes `text` to a file and opens it with JavaScript off; any request but the file's own is aborted. */
async function open(name: string, text: string, viewport = { width: 1280, height: 900 }): Promise<Opened> {
  const path = join(dir, name);
  writeFileSync(path, text);
  const url = pathToFileURL(path).href;
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  const requests: string[] = [];
  const routed: string[] = [];
  const failures = new Map<string, string>();
  const console: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('requestfailed', (request) => failures.set(request.url(), request.failure()?.errorText ?? '?'));
  page.on('console', (message) => console.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => console.push(`pageerror: ${error.message}`));
  await context.route('**/*', (route) => {
    routed.push(route.request().url());
    return route.request().url() === url ? route.continue() : route.abort();
  });
  await page.goto(url, { waitUntil: 'load' });
  return { page, url, requests, routed, failures, console };
}

describe('the published page in Chromium', () => {
  test('opens from disk, asks for nothing but itself and draws every piece', async () => {
    const { page, url, requests, routed, console } = await open('page.html', html);
    expect(requests).toEqual([url]);
    expect(routed).toEqual([url]);
    expect(console).toEqual([]);
    const units = Object.values(state.units);
    expect(await page.locator('svg.map g.u').count()).toBe(units.length);
    expect(await page.locator('svg.map g.u circle.d').count()).toBe(units.filter((u) => u.defending).length);
    expect(await page.locator('svg.map g.b').count()).toBe(Object.keys(state.buildings).length);
    expect(await page.locator('svg.map .hv use').count()).toBe(state.map.width * state.map.height);
    expect(await page.locator('svg.map .hv use title').first().textContent()).toMatch(/^\(0,0\) \w+/);
    expect(await page.locator('table.players tbody tr').count()).toBe(state.players.length);
    // The hostile report line is text on the page, not an element.
    expect(await page.locator('ol.report li').first().textContent()).toBe('<script>alert(1)</script> attacked');
    expect(await page.locator('script').count()).toBe(0);
    const box = await page.locator('svg.map').boundingBox();
    expect(box!.width).toBeGreaterThan(600);
    expect(box!.height).toBeGreaterThan(300);
    await page.screenshot({ path: '/tmp/published-page.png', fullPage: true });
    await page.context().close();
  });

  test('its Content-Security-Policy stops requests even when a mistake puts them in the page', async () => {
    const mistakes = `<img src="${LEAK}.png"><link rel="stylesheet" href="${LEAK}.css"><style>@import url(${LEAK}-import.css);body{background:url(${LEAK}-bg.png)}</style>`;
    const withMistakes = html.replace('<meta name="referrer"', `${mistakes}<meta name="referrer"`);
    const guarded = await open('mistakes.html', withMistakes);
    expect(guarded.routed).toEqual([guarded.url]);
    const refused = guarded.requests.filter((u) => u !== guarded.url);
    expect(refused.length).toBeGreaterThan(0);
    for (const u of refused) expect(guarded.failures.get(u), u).toBe('csp');
    expect(guarded.console.join('\n')).toMatch(/violates the following Content Security Policy/);
    await guarded.page.context().close();
    // The control: without the policy the same page does ask, so the recording above would have seen it.
    const unguarded = await open('no-csp.html', withMistakes.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, ''));
    expect(unguarded.routed.filter((u) => u.startsWith(LEAK)).length).toBeGreaterThan(0);
    await unguarded.page.context().close();
  });

  test('fits a phone, and "Full size" shows the map at its own size to scroll', async () => {
    const { page } = await open('phone.html', html, { width: 390, height: 844 });
    const fitted = await page.locator('svg.map').boundingBox();
    expect(fitted!.x + fitted!.width).toBeLessThanOrEqual(390);
    const pageWidth = await page.locator('html').evaluate((e) => e.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
    await page.locator('label.zoom').click();
    const full = await page.locator('svg.map').boundingBox();
    expect(full!.width).toBe((state.map.width + 1) * 30);
    // The board scrolls inside its box; the page itself stays phone-wide.
    expect(await page.locator('html').evaluate((e) => e.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });
});
