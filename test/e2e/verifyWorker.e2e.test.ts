// A big game file is checked in a worker with a progress bar and a Cancel, in real Chromium against the
// built app: Cancel ends the worker and leaves the open game exactly as it was; left to finish, the
// verified game replaces the open one.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import '../../src/board/debugHook.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import type { GameRecord } from '../../src/io/schema/gameRecord.ts';
import type { GameState } from '../../src/rules/index.ts';
import { bigGame } from '../support/bigGame.ts';
import { launchBrowser, openApp } from './browser.ts';

const resultsDir = join(import.meta.dirname, '..', '..', 'test-results');
// Long enough to take seconds to check here, so the bar is seen growing and Cancel lands in time.
const ORDERS = 60_000;

const boardDrawn = (page: Page) => page.waitForFunction(() => (window.__karnageBoard?.renderCount ?? 0) > 0);

/** A fresh page with a new game of the default setup, its curtain lifted. */
async function pageWithNewGame(browser: Browser): Promise<Page> {
  const page = await openApp(browser);
  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: /^I am .*, start my turn$/ }).click();
  await boardDrawn(page);
  return page;
}

/** What shows the open game: the autosave, the turn heading, the planned orders, the gold. */
async function openGameOf(page: Page) {
  return {
    autosave: await page.evaluate((key) => localStorage.getItem(key), AUTOSAVE_KEY),
    heading: await page.getByRole('heading', { level: 1 }).textContent(),
    planned: await page.locator('[data-testid=planned-orders] li').allTextContents(),
    gold: await page.getByTestId('gold').textContent(),
  };
}

/** Fails with `what` unless the promise settles within `ms`. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(what)), ms))]);
}

const progressValue = (page: Page) => page.locator('[data-testid=verify-progress] progress').evaluate((bar: HTMLProgressElement) => bar.value);

describe('checking a big game file in a worker', () => {
  let browser: Browser;
  let record: GameRecord;
  let final: GameState;
  let text: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ record, state: final } = bigGame(ORDERS));
    text = JSON.stringify(record);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const bigFile = () => ({ name: 'big.karnage.json', mimeType: 'application/json', buffer: Buffer.from(text) });

  test('the progress bar grows; Cancel ends the worker and leaves the open game as it was', async () => {
    const page = await pageWithNewGame(browser);
    const before = await openGameOf(page);
    expect(before.autosave).not.toBeNull();

    const workerStarted = page.waitForEvent('worker');
    await page.getByTestId('load-game-input').setInputFiles(bigFile());
    const worker = await workerStarted;
    const workerClosed = new Promise<void>((resolve) => worker.on('close', () => resolve()));

    const bar = page.getByRole('progressbar', { name: /^Checking game file… [\d,]+ of 60,000 orders$/ });
    await bar.waitFor();
    expect(await bar.getAttribute('max')).toBe(String(ORDERS));
    const first = await progressValue(page);
    await page.waitForFunction((seen) => {
      const value = document.querySelector<HTMLProgressElement>('[data-testid=verify-progress] progress')?.value ?? 0;
      return value > seen;
    }, first);
    const later = await progressValue(page);
    expect(later).toBeGreaterThan(first);
    expect(later).toBeLessThan(ORDERS);
    mkdirSync(resultsDir, { recursive: true });
    await page.screenshot({ path: join(resultsDir, 'verify-progress.png') });

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('file-message').getByText('Stopped checking "big.karnage.json": the open game is as it was.').waitFor();
    await within(workerClosed, 5000, 'the worker was still running 5 s after Cancel');
    expect(await page.getByTestId('verify-progress').count()).toBe(0);
    expect(await openGameOf(page)).toEqual(before);
  });

  test('left to finish, the verified game replaces the open one', async () => {
    const page = await pageWithNewGame(browser);
    const before = await openGameOf(page);
    await page.getByTestId('load-game-input').setInputFiles(bigFile());
    await page.getByRole('progressbar', { name: /^Checking game file… / }).waitFor();
    // The open game stays until the file is fully verified.
    expect(await openGameOf(page)).toEqual(before);

    // Verified, it would replace the game in progress: asked first (that game is kept in Saved games).
    await page.getByRole('dialog', { name: 'Replace the game in progress?' }).getByRole('button', { name: 'Replace it' }).click({ timeout: 60_000 });
    const player = final.players[final.activePlayer]!.name;
    await page.getByRole('button', { name: `I am ${player}, start my turn` }).click({ timeout: 60_000 });
    expect(await page.getByTestId('file-message').textContent()).toMatch(/was replaced, kept in Saved games: now the game of /);
    expect(await page.getByTestId('verify-progress').count()).toBe(0);
    await boardDrawn(page);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).toMatch(new RegExp(`^${player.replace(/[()]/g, '\\$&')}'s turn \\(.*, round ${final.round}\\)$`));
    const autosave = await page.evaluate((key) => localStorage.getItem(key), AUTOSAVE_KEY);
    expect(JSON.parse(autosave!).orders).toHaveLength(ORDERS);
    expect(JSON.parse(autosave!).stateHash).toBe(record.stateHash);
  }, 90_000);
});
