// Phones and tablets in real Chromium: at 390×844 a turn is played by touch alone (a unit tapped, its move tapped,
// the orders drawer opened, End turn, the curtain); the board keeps most of the screen on a phone and on a tablet;
// no screen scrolls sideways on a phone; the replay's controls do not overlap; a finger's targets are 40 px tall.
// Screenshots of the board at 1280×800, 1024×640 and 390×844 go to test-results/small-screens-*.png.
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import { skirmishScenario } from '../../src/mapgen/skirmish.ts';
import { moveDestinations, planView, UNITS, type HexCoord, type Scenario } from '../../src/rules/index.ts';
import { playRandomGame, randomScenario } from '../support/randomPlay.ts';
import { expectAccessible } from './axe.ts';
import { openApp } from './browser.ts';
import { ANN_AND_BOB, boardReady, fillAnnAndBob, hexPoint, shot, testBrowser } from './gamePage.ts';
import { started } from './plan.ts';
import { leaveGame, openSavedGames } from './savedGamesPage.ts';

const SEED = 3;

/** A phone held upright, and a tablet held sideways; openApp passes these on to the page it opens. */
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 } satisfies BrowserContextOptions;
const TABLET = { viewport: { width: 1024, height: 640 }, hasTouch: true, deviceScaleFactor: 1 } satisfies BrowserContextOptions;
const DESKTOP = { viewport: { width: 1280, height: 800 }, hasTouch: false } satisfies BrowserContextOptions;

/** A finger's tap in the middle of `target`. */
async function tap(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${target}`);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The first of `hexes` that a tap would reach on the board (drawn in sight, not under the minimap or a button). */
async function tappableHex(page: Page, hexes: readonly HexCoord[]): Promise<HexCoord> {
  for (const hex of hexes) {
    const p = await hexPoint(page, hex);
    if (await page.evaluate(({ x, y }) => document.elementFromPoint(x, y) === window.__karnageBoard?.canvas, p)) return hex;
  }
  throw new Error(`none of ${JSON.stringify(hexes)} can be tapped on the board`);
}

async function tapHex(page: Page, hex: HexCoord): Promise<void> {
  const p = await hexPoint(page, hex);
  await page.touchscreen.tap(p.x, p.y);
}

/**
 * The page does not scroll sideways: nothing is wider than the screen. A phone's browser widens the page to
 * what its content needs (innerWidth grows past the screen's width), so the screen's own width is the measure.
 */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const { width } = page.viewportSize()!;
  const page_ = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(page_, `the ${screen} is wider than the screen`).toEqual({ scrollWidth: width, innerWidth: width });
}

/** How much of the screen's width, height and area the board (`testId`, with what it holds) takes. */
async function boardShare(page: Page, testId = 'board-area'): Promise<{ width: number; height: number; area: number }> {
  const box = (await page.getByTestId(testId).boundingBox())!;
  const { width, height } = page.viewportSize()!;
  return { width: box.width / width, height: box.height / height, area: (box.width * box.height) / (width * height) };
}

/** The visible buttons and menus shorter than a finger's 40 px: their names. */
const shortTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, select')]
      .filter((b) => b.checkVisibility() && b.getBoundingClientRect().height < 39.5)
      .map((b) => b.getAttribute('aria-label') ?? b.textContent),
  );

/** Ann and Bob's game on the new-game form, started by a tap (a click with no touch screen), Ann's curtain lifted so too. */
async function startGame(page: Page, touch = true): Promise<void> {
  const press = (target: Locator) => (touch ? tap(page, target) : target.click());
  await fillAnnAndBob(page, SEED);
  await press(page.getByRole('button', { name: 'Start' }));
  await press(page.getByRole('button', { name: 'I am Ann, start my turn' }));
  await boardReady(page);
}

/** A game in progress on a small map, as a file to replay. */
function replayFile() {
  const scenario = randomScenario(2, 16, 12, 4711);
  const orders = playRandomGame(scenario, 4711, 60).orders.slice(0, -1);
  const made = recordGame(scenario, 4711, orders);
  if ('error' in made) throw new Error(made.error);
  return { name: 'small.karnage.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(made.record)) };
}

describe('phones and tablets', () => {
  const browser = testBrowser();

  test('a phone, 390×844: a turn played by touch alone, the orders in a drawer under the board', async () => {
    const page = await openApp(browser(), '/', PHONE);
    await startGame(page);
    const drawer = page.getByTestId('side-panel');
    const toggle = drawer.getByRole('button', { name: 'Orders and reports' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    const share = await boardShare(page);
    expect(share.width).toBe(1);
    expect(share.height).toBeGreaterThan(0.75);
    await expectNoSidewaysScroll(page, 'game');
    expect(await shortTargets(page)).toEqual([]);
    // The minimap would cover much of a phone's board: it starts hidden.
    await page.getByRole('button', { name: 'Show minimap' }).waitFor();
    await shot(page, 'small-screens-game-390x844');
    await expectAccessible(page, 'the game on a phone, its drawer closed');

    // Ann's first unit, as the rules in Node have it, and a hex it can move to that a finger can reach.
    const initial = started(skirmishScenario(ANN_AND_BOB) as Scenario, SEED);
    const unit = Object.values(initial.units).find((u) => u.owner === 'p1')!;
    const to = await tappableHex(page, moveDestinations(initial, planView(initial), unit));
    await tapHex(page, await tappableHex(page, [unit.at]));
    const name = UNITS[unit.type].name;
    const summary = drawer.locator('.drawer__summary');
    await summary.getByText(`${name} at (${unit.at.col},${unit.at.row}): no order yet`).waitFor();
    await tapHex(page, to);
    await summary.getByText(`${name} at (${unit.at.col},${unit.at.row}): move to (${to.col},${to.row})`).waitFor();

    // A refusal shows at once, the drawer closed; a menu opens the drawer.
    await page.keyboard.press('Escape');
    await page.keyboard.press('d');
    await drawer
      .getByRole('alert')
      .getByText(/^Refused: select one of your units first/)
      .waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await tap(page, toggle);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('[data-testid=planned-orders] li').allTextContents()).toEqual([expect.stringContaining(`move to (${to.col},${to.row})`)]);
    expect((await boardShare(page)).height).toBeGreaterThan(0.3);
    // The board keeps its middle as it shrinks: the unit just ordered is still in sight.
    const area = (await page.getByTestId('board-area').boundingBox())!;
    const seen = await hexPoint(page, unit.at);
    expect(seen.y).toBeGreaterThan(area.y);
    expect(seen.y).toBeLessThan(area.y + area.height);
    expect(await shortTargets(page)).toEqual([]);
    await expectNoSidewaysScroll(page, 'game with its drawer open');
    await shot(page, 'small-screens-game-390x844-drawer');
    await expectAccessible(page, 'the game on a phone, its drawer open');

    await tap(page, page.getByRole('button', { name: 'End turn' }));
    await tap(page, page.getByTestId('idle-question').getByRole('button', { name: 'Yes, end the turn' }));
    await tap(page, page.getByRole('button', { name: 'I am Bob, start my turn' }));
    await boardReady(page);
    const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), AUTOSAVE_KEY);
    expect(saved.orders[0]).toMatchObject({ type: 'MOVE', player: 'p1', unit: unit.id, path: expect.arrayContaining([to]) });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain("Bob's turn");
    // Bob's drawer says a report waits; opened, it tells Ann's move.
    await drawer.locator('.drawer__badge').getByText('Report').waitFor();
    await tap(page, toggle);
    expect(await page.getByTestId('turn-report').textContent()).toContain('moved');
  });

  test('a phone, 390×844: a build menu opens the drawer; the header keeps two lines', async () => {
    const page = await openApp(browser(), '/', PHONE);
    await startGame(page);
    const header = (await page.locator('.game__top').boundingBox())!;
    expect(header.height).toBeLessThan(110);
    const initial = started(skirmishScenario(ANN_AND_BOB) as Scenario, SEED);
    const unit = Object.values(initial.units).find((u) => u.owner === 'p1')!;
    await tapHex(page, await tappableHex(page, [unit.at]));
    await page.keyboard.press('b');
    const toggle = page.getByRole('button', { name: 'Orders and reports' });
    // The drawer opens on React's next render, not within the key press.
    await page.getByRole('list', { name: /^Build with / }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  });

  test('a tablet, 1024×640, and a desktop, 1280×800: the side panel a column beside a board that keeps most of the screen', async () => {
    for (const [options, least] of [
      [TABLET, 0.6],
      [DESKTOP, 0.6],
    ] as const) {
      const page = await openApp(browser(), '/', options);
      await startGame(page, options.hasTouch === true);
      const share = await boardShare(page);
      expect(share.area).toBeGreaterThan(least);
      expect(await page.getByRole('button', { name: 'Orders and reports' }).count()).toBe(0);
      expect(await page.getByTestId('side-panel').getByRole('heading', { name: 'Selection' }).isVisible()).toBe(true);
      await expectNoSidewaysScroll(page, 'game');
      const { width, height } = options.viewport;
      await shot(page, `small-screens-game-${width}x${height}`);
    }
  });

  test('a phone, 390×844: the replay’s controls side by side, the timeline in a drawer', async () => {
    const page = await openApp(browser(), '/', PHONE);
    await page.getByTestId('replay-file-input').setInputFiles(replayFile());
    await page.getByTestId('replay-screen').waitFor();
    await boardReady(page);
    await expectNoSidewaysScroll(page, 'replay');
    expect((await boardShare(page)).height).toBeGreaterThan(0.6);
    const controls = page.getByRole('group', { name: 'Replay controls' });
    const boxes = await controls.locator(':scope > *').evaluateAll((all) => all.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    for (const [i, a] of boxes.entries()) {
      expect(a.right).toBeLessThanOrEqual(390);
      for (const b of boxes.slice(i + 1)) {
        const apart = a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart, `controls ${JSON.stringify(a)} and ${JSON.stringify(b)} overlap`).toBe(true);
      }
    }
    await tap(page, controls.getByRole('button', { name: 'Next order' }));
    expect(await page.getByTestId('replay-position').textContent()).toMatch(/^1 \/ /);
    const toggle = page.getByRole('button', { name: /^Replay / });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByTestId('timeline-turn').first().isVisible()).toBe(false);
    await tap(page, toggle);
    await page.getByTestId('timeline-turn').first().waitFor();
    await shot(page, 'small-screens-replay-390x844');
    await expectAccessible(page, 'the replay on a phone, its drawer open');
  });

  test('a phone, 390×844: the editor’s map over a drawer of tools; the new-game, saved-games and e-mail screens fit the width', async () => {
    const page = await openApp(browser(), '/?screen=editor', PHONE);
    await page.getByRole('heading', { name: 'Map editor' }).waitFor();
    await boardReady(page);
    await expectNoSidewaysScroll(page, 'editor');
    expect((await boardShare(page, 'editor-board')).height).toBeGreaterThan(0.6);
    const tools = page.getByRole('button', { name: 'Editor tools' });
    await tap(page, tools);
    await tap(page, page.getByRole('button', { name: /^Water/ }));
    expect(await page.locator('.drawer__summary').textContent()).toBe('Brush: Water, radius 1');
    await shot(page, 'small-screens-editor-390x844');
    await expectAccessible(page, 'the editor on a phone, its tools open');
    await tap(page, page.getByRole('button', { name: /Back/ }));

    const form = page.getByRole('form', { name: 'New game' });
    await form.waitFor();
    await expectNoSidewaysScroll(page, 'new-game screen');
    await form.getByRole('textbox', { name: 'Name of player 1' }).fill('Ann');
    await form.getByRole('textbox', { name: 'Name of player 2' }).fill('Bob');
    await tap(page, form.getByRole('button', { name: 'Start' }));
    await tap(page, page.getByRole('button', { name: 'I am Ann, start my turn' }));
    await leaveGame(page);
    await openSavedGames(page);
    await page.getByTestId('saved-game').first().waitFor();
    await expectNoSidewaysScroll(page, 'saved-games screen');

    await page.goto(new URL('/?screen=pbem', page.url()).href);
    for (const tab of ['Keys', 'Referee', 'Player']) {
      await tap(page, page.getByRole('tab', { name: tab }));
      await expectNoSidewaysScroll(page, `e-mail screen's ${tab} tab`);
    }
  });
});
