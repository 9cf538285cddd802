// A turn playing out on the board in real Chromium: the march slides along its path, the fight shows its dice
// over the defender and then the totals, the beaten fade, and only then the turn's results; Space or a click skips
// it; the board draws nothing between animations; none of it under reduced motion or with motion off. Every
// expected dice face and total comes from the rules run here in Node.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { gameRecordOf } from '../../src/io/saveGameRecord.ts';
import { activePlayer, cheapestPath, playOrder, seededDice, type HexCoord, type Order } from '../../src/rules/index.ts';
import { turnMotion } from '../../src/state/motion/turnMotion.ts';
import { joeAndKim } from '../support/scenarios.ts';
import { openApp } from './browser.ts';
import { clickHex, liftCurtain, settle, shot, testBrowser } from './gamePage.ts';
import { started } from './plan.ts';

const SEED = 7;
const CAVALRY = { col: 1, row: 1 };
const WARRIORS = { col: 2, row: 1 };
const RIDER = { col: 1, row: 3 };
const RIDE_TO = { col: 3, row: 3 };

/** Joe's turn as the rules play it: the Cavalry attacks the Warriors, the other rides two hexes. */
function joesTurn() {
  let state = started(joeAndKim(), SEED);
  const dice = seededDice(SEED);
  // As a click plans them: the cheapest path, as the board's click does (src/state/clickIntent.ts).
  const path = cheapestPath(state, state.units.u2!, RIDE_TO);
  if (!path) throw new Error('the rider cannot reach its hex');
  const orders: Order[] = [
    { type: 'ATTACK', player: 'joe', unit: 'u1', target: WARRIORS },
    { type: 'MOVE', player: 'joe', unit: 'u2', path },
  ];
  for (const order of orders) {
    const outcome = playOrder(state, order, dice);
    if (!outcome.ok) throw new Error(outcome.reason);
    state = outcome.state;
  }
  const outcome = playOrder(state, { type: 'END_TURN', player: 'joe' }, dice);
  if (!outcome.ok) throw new Error(outcome.reason);
  return { beats: turnMotion(state, outcome.events), after: outcome.state };
}

describe('a turn playing out on the board', () => {
  const browser = testBrowser();

  /** Joe and Kim's game from an autosave, Joe's curtain lifted, with motion as the system asks. */
  async function joesGame(viewport: { width: number; height: number }, reducedMotion: 'reduce' | 'no-preference'): Promise<Page> {
    const page = await openApp(browser(), '/', { reducedMotion });
    await page.setViewportSize(viewport);
    await page.getByRole('button', { name: 'Start' }).waitFor();
    // The board's code comes in idle time: a reload before it is in would abort it.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('GameBoard')), undefined, { timeout: 20_000 });
    await settle(page);
    const record = JSON.stringify(gameRecordOf(joeAndKim(), SEED, [], started(joeAndKim(), SEED)));
    await page.evaluate(([key, text]) => localStorage.setItem(key, text), [AUTOSAVE_KEY, record] as const);
    await page.reload();
    await page.getByRole('button', { name: /^Continue the game of / }).click();
    await liftCurtain(page, 'Joe');
    return page;
  }

  async function planJoesTurn(page: Page): Promise<void> {
    for (const [from, to] of [
      [CAVALRY, WARRIORS],
      [RIDER, RIDE_TO],
    ] as const) {
      await clickHex(page, from);
      await clickHex(page, to);
    }
    // On a phone the orders are in the closed drawer: there, but not shown.
    await page.locator('[data-testid=planned-orders] li').nth(1).waitFor({ state: 'attached' });
  }

  const screenOf = (page: Page, hex: HexCoord) => page.evaluate((h) => window.__karnageBoard!.hexToScreen(h), hex);

  for (const [width, height] of [
    [1280, 800],
    [1024, 640],
    [390, 844],
  ] as const) {
    test(`${width}×${height}: the rider slides, the fight shows its dice then its totals, the beaten fade, then the results`, { timeout: 60_000 }, async () => {
      const { beats, after } = joesTurn();
      const fight = beats.find((b) => b.kind === 'fight');
      if (fight?.kind !== 'fight') throw new Error('no fight in the turn');
      const page = await joesGame({ width, height }, 'no-preference');
      await planJoesTurn(page);
      const [from, to] = [await screenOf(page, RIDER), await screenOf(page, RIDE_TO)];
      await page.getByRole('button', { name: 'End turn' }).click();
      await page.getByRole('button', { name: /^Skip/ }).first().waitFor();
      // Still Joe's screen: nothing of Kim's turn shows while his plays out.
      expect(await page.getByTestId('motion-header').textContent()).toContain("Joe's turn plays out");
      expect(await page.getByText("Kim's turn").count()).toBe(0);
      // Between its hexes: drawn somewhere strictly on the way from the first to the last.
      await page.waitForFunction(
        ([a, b]) => {
          const p = window.__karnageBoard?.unitOnScreen('u2');
          return p && Math.hypot(p.x - a!.x, p.y - a!.y) > 8 && Math.hypot(p.x - b!.x, p.y - b!.y) > 8;
        },
        [from, to],
        { polling: 'raf', timeout: 5000 },
      );
      const caption = page.getByTestId('fight-caption');
      await page.locator('[data-testid=fight-caption][data-phase=dice]').waitFor();
      expect(await caption.textContent()).toContain(fight.attack.dice);
      expect(await caption.textContent()).toContain(fight.defence.dice);
      await page.locator('[data-testid=fight-caption][data-phase=totals]').waitFor();
      expect(await caption.textContent()).toContain(`Attack${fight.attack.result}Defence${fight.defence.result}`);
      await shot(page, `motion-fight-${width}x${height}`);
      if (fight.winner === 'attacker') {
        await page.waitForFunction(() => (window.__karnageBoard?.unitOnScreen('u3')?.alpha ?? 1) < 0.8, undefined, { polling: 'raf', timeout: 5000 });
      }
      await page.getByTestId('turn-results').waitFor();
      expect(await page.getByRole('button', { name: /^Skip/ }).count()).toBe(0);
      expect(await page.getByTestId('motion-header').count()).toBe(0);
      expect(activePlayer(after).id).toBe('kim');
      // Still after the motion: no frame drawn while nothing moves.
      const frames = await page.evaluate(() => window.__karnageBoard!.frameCount);
      await page.waitForTimeout(400);
      expect(await page.evaluate(() => window.__karnageBoard!.frameCount)).toBe(frames);
    });
  }

  test('Space, or a click on the board, skips to the results; the speed is kept in this browser', { timeout: 60_000 }, async () => {
    const page = await joesGame({ width: 1024, height: 700 }, 'no-preference');
    await page.getByLabel('Motion').selectOption('slow');
    expect(await page.evaluate(() => localStorage.getItem('karnage-motion'))).toBe('slow');
    await planJoesTurn(page);
    await page.getByRole('button', { name: 'End turn' }).click();
    await page.getByRole('button', { name: /^Skip/ }).first().waitFor();
    await page.keyboard.press('Space');
    await page.getByTestId('turn-results').waitFor({ timeout: 1000 });
    expect(await page.evaluate(() => window.__karnageBoard!.motionActive)).toBe(false);
    await page.reload();
    await page.getByRole('button', { name: /^Continue the game of / }).click();
    await liftCurtain(page, 'Kim');
    expect(await page.getByLabel('Motion').inputValue()).toBe('slow');

    const clicked = await joesGame({ width: 1024, height: 700 }, 'no-preference');
    await planJoesTurn(clicked);
    await clicked.getByRole('button', { name: 'End turn' }).click();
    await clicked.getByRole('button', { name: /^Skip/ }).first().waitFor();
    await clickHex(clicked, { col: 4, row: 4 });
    await clicked.getByTestId('turn-results').waitFor({ timeout: 1000 });
    expect(await clicked.getByRole('button', { name: /^Skip/ }).count()).toBe(0);
  });

  test('under reduced motion, or with motion off, the results come at once and nothing moves', { timeout: 60_000 }, async () => {
    const reduced = await joesGame({ width: 1024, height: 700 }, 'reduce');
    expect(await reduced.getByLabel('Motion').isDisabled()).toBe(true);
    await planJoesTurn(reduced);
    await reduced.getByRole('button', { name: 'End turn' }).click();
    await reduced.getByTestId('turn-results').waitFor({ timeout: 1000 });
    expect(await reduced.getByRole('button', { name: /^Skip/ }).count()).toBe(0);

    const off = await joesGame({ width: 1024, height: 700 }, 'no-preference');
    await off.getByLabel('Motion').selectOption('off');
    await planJoesTurn(off);
    await off.getByRole('button', { name: 'End turn' }).click();
    await off.getByTestId('turn-results').waitFor({ timeout: 1000 });
    expect(await off.getByRole('button', { name: /^Skip/ }).count()).toBe(0);
  });
});
