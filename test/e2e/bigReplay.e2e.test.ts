// A long game in the replay viewer, in real Chromium against the built app: the timeline says how many
// turns there are but renders only a window of them around the current turn, which follows End, Home
// and jumps, and grows on request; every turn stays reachable.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import '../../src/board/debugHook.ts';
import '../../src/replay/replayDebugHook.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TURNS_AROUND, TURNS_MORE } from '../../src/replay/turnWindow.ts';
import type { GameRecord } from '../../src/io/schema/gameRecord.ts';
import { bigGame } from '../support/bigGame.ts';
import { launchBrowser, openApp } from './browser.ts';

const resultsDir = join(import.meta.dirname, '..', '..', 'test-results');
// About 1,800 turns: far more than the list renders at once, and checked in the worker in seconds.
const ORDERS = 20_000;
const MOST_ROWS = 2 * TURNS_AROUND + 1;
// How long to wait for the rows, which render just after the board and controls (a busy machine is slow).
const rendered = { timeout: 10_000 };

/** Each turn's first order (0-based), as the viewer groups them: a turn ends with END_TURN or the game. */
function turnStarts(record: GameRecord): number[] {
  const starts = [0];
  record.orders.forEach((order, i) => {
    if (order.type === 'END_TURN' && i < record.orders.length - 1) starts.push(i + 1);
  });
  return starts;
}

const rows = (page: Page) => page.getByTestId('timeline-turn');
const currentRow = (page: Page) => page.locator('[data-testid=timeline-turn]:has(> button[aria-current=step])');
const position = (page: Page) => page.getByTestId('replay-position').textContent();

/** Whether the current order of this turn row shows whole in the scrolling timeline panel. */
const currentOrderInView = (row: Locator) =>
  row.evaluate((element) => {
    const panel = element.closest('.timeline')!.getBoundingClientRect();
    const box = element.querySelector('button[aria-current=true]')?.getBoundingClientRect();
    return box !== undefined && box.top >= panel.top - 1 && box.bottom <= panel.bottom + 1;
  });

async function expectCurrentTurn(page: Page, place: number, turnCount: number): Promise<void> {
  const row = currentRow(page);
  // Polled: React may render the jump a task later, and scrolls the row into view after that.
  await expect.poll(() => row.getAttribute('aria-posinset'), rendered).toBe(String(place + 1));
  expect(await row.count()).toBe(1);
  expect(await row.getAttribute('aria-setsize')).toBe(String(turnCount));
  await expect.poll(() => currentOrderInView(row), rendered).toBe(true);
  expect(await rows(page).count()).toBeLessThanOrEqual(MOST_ROWS);
}

describe('a long game in the replay viewer', () => {
  let browser: Browser;
  let record: GameRecord;
  let starts: number[];
  beforeAll(async () => {
    browser = await launchBrowser();
    record = bigGame(ORDERS).record;
    starts = turnStarts(record);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('the timeline renders a window of turns that follows End, Home and jumps', async () => {
    const turnCount = starts.length;
    expect(turnCount).toBeGreaterThan(4 * MOST_ROWS);
    const page = await openApp(browser);
    await page.getByRole('button', { name: 'Start' }).waitFor();
    const file = { name: 'long.karnage.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) };
    await page.getByTestId('replay-file-input').setInputFiles(file);
    await page
      .getByTestId('replay-verification')
      .getByText(/^Verified: /)
      .waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => (window.__karnageBoard?.renderCount ?? 0) > 0);

    // At the start: the first turns (rendered just after the board), the count of all, and a way to see more.
    expect(await page.getByTestId('timeline-turn-count').textContent()).toBe(`· ${turnCount.toLocaleString('en-US')} turns`);
    await expect.poll(() => rows(page).count(), rendered).toBe(MOST_ROWS);
    expect(await rows(page).first().getAttribute('aria-posinset')).toBe('1');
    expect(await currentRow(page).count()).toBe(0);
    await page.getByRole('button', { name: `Show ${TURNS_MORE} later turns` }).click();
    await expect.poll(() => rows(page).count(), rendered).toBe(MOST_ROWS + TURNS_MORE);

    await page.keyboard.press('End');
    expect(await position(page)).toBe(`${ORDERS} / ${ORDERS}`);
    await expectCurrentTurn(page, turnCount - 1, turnCount);
    expect(await rows(page).last().getAttribute('aria-posinset')).toBe(String(turnCount));
    expect(await page.getByRole('button', { name: /later turns?$/ }).count()).toBe(0);
    mkdirSync(resultsDir, { recursive: true });
    await page.screenshot({ path: join(resultsDir, 'big-replay-end.png') });

    await page.keyboard.press('Home');
    expect(await position(page)).toBe(`0 / ${ORDERS}`);
    await expect.poll(() => rows(page).first().getAttribute('aria-posinset'), rendered).toBe('1');
    await page.keyboard.press('PageDown');
    expect(await position(page)).toBe(`${starts[1]} / ${ORDERS}`);
    await expectCurrentTurn(page, 0, turnCount);

    // A jump to the middle (as the scrub bar does), then a click on a listed turn further on.
    const middle = turnCount >> 1;
    await page.evaluate((p) => window.__karnageReplay!.jump(p), starts[middle]! + 1);
    await expectCurrentTurn(page, middle, turnCount);
    await page.locator(`[data-testid=timeline-turn][aria-posinset="${middle + 11}"] > button`).click();
    expect(await position(page)).toBe(`${starts[middle + 10]} / ${ORDERS}`);
    // At a turn's first order the viewer shows the end of the turn before it.
    await expectCurrentTurn(page, middle + 9, turnCount);

    // By keyboard: the last earlier turns shown, focus goes to the first turn as their button goes away.
    const near = TURNS_AROUND + 20;
    await page.evaluate((p) => window.__karnageReplay!.jump(p), starts[near]! + 1);
    await expectCurrentTurn(page, near, turnCount);
    await page.getByRole('button', { name: `Show ${near - TURNS_AROUND} earlier turns` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rows(page).first().getAttribute('aria-posinset'), rendered).toBe('1');
    const focusedTurn = () => page.evaluate(() => document.activeElement?.closest('[data-testid=timeline-turn]')?.getAttribute('aria-posinset'));
    await expect.poll(focusedTurn, rendered).toBe('1');
  }, 120_000);
});
