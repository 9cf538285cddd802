// One person against a computer, in real Chromium against the built app: a seat set to Computer on the new-game
// screen, the person's turn played, the computer seen thinking (in a worker: the page answers meanwhile), its turn
// played and ended, and the person's next turn — with no curtain ever, a reload keeping the computer's seat, and
// the computer waiting while the game is out of sight.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { openApp } from './browser.ts';
import { boardReady, fillAnnAndBob, settle, shot, testBrowser } from './gamePage.ts';

declare global {
  interface Window {
    __curtainSeen?: boolean;
  }
}

/** Notes, on every page load, whether the curtain is ever put in the page. */
async function watchForCurtain(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__curtainSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid=curtain]')) window.__curtainSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Ann's turn with the board hers: her header, End turn to press. */
async function annsTurn(page: Page): Promise<void> {
  await page.getByRole('heading', { name: /^Ann's turn/ }).waitFor();
  await page.getByRole('button', { name: 'End turn' }).waitFor();
  await boardReady(page);
}

/** Ann's End turn, her idle units let be; the results of any fights passed on until the computer thinks or is done. */
async function endAnnsTurn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'End turn' }).click();
  const question = page.getByTestId('idle-question');
  if (await question.isVisible().catch(() => false)) await question.getByRole('button', { name: 'Yes, end the turn' }).click();
  else {
    await page.waitForTimeout(100);
    if (await question.isVisible().catch(() => false)) await question.getByRole('button', { name: 'Yes, end the turn' }).click();
  }
}

/** Any turn's results passed on, until Ann's turn is back. */
async function untilAnnsTurn(page: Page): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const results = page.locator('[data-testid=turn-results][open]');
    if (await results.isVisible().catch(() => false)) await results.getByRole('button', { name: /^(Pass to|Go on)/ }).click();
    else if ((await page.getByRole('button', { name: 'End turn' }).isVisible()) && !(await page.getByTestId('computer-thinking').isVisible())) break;
    await page.waitForTimeout(100);
  }
  await annsTurn(page);
}

describe('one person against a computer', () => {
  const browser = testBrowser();

  test('a seat set to Computer: its turns thought out and played, no curtain, the seat kept by a reload', { timeout: 120_000 }, async () => {
    const page = await openApp(browser());
    await watchForCurtain(page);
    await settle(page);
    await page.reload();
    await fillAnnAndBob(page, 99);
    const seat = page.getByRole('combobox', { name: 'Who plays player 2' });
    await seat.selectOption('hard');
    expect(await page.getByRole('combobox', { name: 'Who plays player 1' }).inputValue()).toBe('person');
    await page.getByRole('heading', { name: 'Karnage' }).scrollIntoViewIfNeeded();
    await shot(page, 'computer-1-setup');
    await page.getByRole('button', { name: 'Start' }).click();
    await annsTurn(page);

    // Ann's turn: her first unit defends, then End turn.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('d');
    await page.locator('[data-testid=planned-orders] li').first().waitFor();
    await endAnnsTurn(page);

    // Bob thinks, in a worker: the page still answers at once.
    const thinking = page.getByTestId('computer-thinking');
    await expect.poll(() => thinking.textContent(), { timeout: 10_000 }).toBe('Bob (computer, hard) is thinking…');
    await shot(page, 'computer-2-thinking');
    const began = Date.now();
    await page.evaluate(() => document.title);
    expect(Date.now() - began).toBeLessThan(500);
    expect(await page.getByRole('button', { name: 'End turn' }).count()).toBe(0);

    await untilAnnsTurn(page);
    const saved = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), AUTOSAVE_KEY);
    const bobEnded = (record: { orders: { type: string; player: string }[] }) => record.orders.filter((o) => o.type === 'END_TURN' && o.player === 'p2').length;
    expect(bobEnded(await saved())).toBe(1);

    // Two more rounds.
    for (let round = 2; round <= 3; round++) {
      await endAnnsTurn(page);
      await untilAnnsTurn(page);
      expect(bobEnded(await saved())).toBe(round);
    }
    expect(await page.evaluate(() => window.__curtainSeen)).toBe(false);

    // A reload: the game continues, Bob's seat still the computer's.
    await settle(page);
    await page.reload();
    await page.getByRole('button', { name: /^Continue the game of Ann and Bob/ }).click();
    await annsTurn(page);
    expect((await saved()).scenario.players.map((p: { computer?: string }) => p.computer ?? null)).toEqual([null, 'hard']);
    await endAnnsTurn(page);
    await untilAnnsTurn(page);
    expect(bobEnded(await saved())).toBe(4);

    // The browser's Back to the map editor as Bob's turn comes: the game waits out of sight, untouched; Forward to
    // the game again, and Bob plays his turn.
    await endAnnsTurn(page);
    await page.evaluate(() => {
      history.pushState(null, '', '?screen=editor');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByTestId('editor-board').waitFor();
    expect(bobEnded(await saved())).toBe(4);
    await page.waitForTimeout(2500);
    expect(bobEnded(await saved())).toBe(4);
    await page.goBack();
    await untilAnnsTurn(page);
    expect(bobEnded(await saved())).toBe(5);
    expect(await page.evaluate(() => window.__curtainSeen)).toBe(false);
  });
});
