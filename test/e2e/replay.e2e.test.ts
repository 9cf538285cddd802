// Saved games and replays in real Chromium against the built app: save a game (a download), load it in
// a fresh page, replay it by order, by turn and by scrubbing, refuse broken files without touching the
// game in progress, and continue a new game from the middle of a replay.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import '../../src/board/debugHook.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { gameRecordOf, recordGame } from '../../src/io/saveGameRecord.ts';
import '../../src/replay/replayDebugHook.ts';
import { Timeline } from '../../src/replay/timeline.ts';
import { describeStep } from '../../src/replay/ui/describeStep.ts';
import type { KarnageCombatReport } from '../../src/rules/index.ts';
import type { GameRecord } from '../../src/io/schema/gameRecord.ts';
import { knownUnitsOf } from '../../src/state/eventLog.ts';
import type { Names } from '../../src/rules/text/names.ts';
import { playRandomGame, randomScenario } from '../support/randomPlay.ts';
import { launchBrowser, openApp } from './browser.ts';

const resultsDir = join(import.meta.dirname, '..', '..', 'test-results');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  await page.screenshot({ path: join(resultsDir, `${name}.png`) });
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

const boardDrawn = (page: Page) => page.waitForFunction(() => (window.__karnageBoard?.renderCount ?? 0) > 0);

// A game in progress: random play on a small map, stopping in the middle of a turn.
const SEED = 4711;
const scenario = randomScenario(2, 16, 12, SEED);
const game = playRandomGame(scenario, SEED, 150);
const orders = game.orders[game.orders.length - 1]!.type === 'END_TURN' ? game.orders.slice(0, -1) : game.orders;
const made = recordGame(scenario, SEED, orders);
if ('error' in made) throw new Error(made.error);
const record: GameRecord = made.record;
const turns = record.checkpoints.length;

function namesOf(): Names {
  const units = knownUnitsOf(scenario);
  // Recruited units are named by the events; for the orders checked here the scenario's units and ids suffice.
  return { players: Object.fromEntries(scenario.players.map((p) => [p.id, p.name])), units };
}

/** A fresh page with the game in progress (from the autosave), its curtain lifted. */
async function pageWithGame(browser: Browser): Promise<Page> {
  const page = await openApp(browser);
  await page.getByRole('button', { name: 'Start' }).waitFor();
  await settle(page);
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [AUTOSAVE_KEY, JSON.stringify(gameRecordOf(scenario, SEED, orders))] as const);
  await page.reload();
  await page.getByRole('button', { name: /^Continue the game of / }).click();
  await page.getByRole('button', { name: /^I am .*, start my turn$/ }).click();
  await boardDrawn(page);
  return page;
}

const fileOf = (name: string, text: string) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });

describe('saved games and replays', () => {
  let browser: Browser;
  let saved: string;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('Save game downloads the complete record', async () => {
    const page = await pageWithGame(browser);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save game' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^player-1-humans-vs-player-2-[a-z]+-round-\d+\.karnage\.json$|\.karnage\.json$/);
    saved = readFileSync(await download.path()).toString('utf8');
    expect(JSON.parse(saved)).toEqual(JSON.parse(JSON.stringify(record)));
    await page
      .getByTestId('file-message')
      .getByText(/^Saved as /)
      .waitFor();
  });

  test('a fresh page loads the file and replays it by order, by turn and by scrubbing', async () => {
    const page = await openApp(browser);
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await page.getByTestId('replay-file-input').setInputFiles(fileOf('saved.karnage.json', saved));
    await page.getByTestId('replay-screen').waitFor();
    await boardDrawn(page);
    expect(await page.getByTestId('replay-verification').textContent()).toBe(`Verified: ${turns} turns`);
    expect(await page.getByTestId('replay-position').textContent()).toBe(`0 / ${orders.length}`);
    await shot(page, 'replay-1-start');

    const names = namesOf();
    for (let i = 1; i <= 3; i++) {
      await page.keyboard.press('ArrowRight');
      expect(await page.getByTestId('replay-position').textContent()).toBe(`${i} / ${orders.length}`);
      expect(await page.getByTestId('current-order').textContent()).toContain(describeStep(orders[i - 1]!, names));
    }
    await page.getByRole('button', { name: 'Next order' }).click();
    expect(await page.getByTestId('replay-position').textContent()).toBe(`4 / ${orders.length}`);
    await page.getByRole('button', { name: 'Previous order' }).click();
    expect(await page.getByTestId('replay-position').textContent()).toBe(`3 / ${orders.length}`);

    // By turn: to just after the first END_TURN, then the second.
    const ends = record.checkpoints.map((c) => c.order);
    await page.keyboard.press('PageDown');
    expect(await page.getByTestId('replay-position').textContent()).toBe(`${ends[0]! + 1} / ${orders.length}`);
    await page.getByRole('button', { name: 'Next turn' }).click();
    expect(await page.getByTestId('replay-position').textContent()).toBe(`${ends[1]! + 1} / ${orders.length}`);
    expect(await page.getByTestId('current-order').textContent()).toContain('end turn');
    await shot(page, 'replay-2-end-of-turn');

    // A fight, with its dice faces and modifiers.
    const built = Timeline.build(record);
    if (!built.ok) throw new Error(built.message);
    const fight = built.timeline.steps.find((s) => s.events.some((e) => e.type === 'COMBAT_RESOLVED'));
    expect(fight, 'the game has a fight').toBeDefined();
    const report = fight!.events.flatMap((e) => (e.type === 'COMBAT_RESOLVED' ? [e.report as KarnageCombatReport] : []))[0]!;
    await page.evaluate((p) => window.__karnageReplay!.jump(p), fight!.index + 1);
    const combat = page.getByTestId('combat-report').first();
    expect(await combat.locator('[data-testid=attack-roll] .faces').first().textContent()).toBe(report.attackers[0]!.roll.faces.join(' then '));
    expect(await combat.locator('[data-testid=defence-roll] .faces').textContent()).toBe(report.defender.roll.faces.join(' then '));
    expect(await combat.textContent()).toContain(`${report.attackTotal} against ${report.defenceTotal}`);
    await shot(page, 'replay-2b-fight');

    // Scrubbing: click the middle of the bar.
    const bar = page.getByRole('slider', { name: 'Position in the game' });
    const box = (await bar.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const [at] = (await page.getByTestId('replay-position').textContent())!.split(' / ').map(Number);
    expect(Math.abs(at! - orders.length / 2)).toBeLessThan(orders.length / 8);
    expect(await page.getByTestId('current-order').textContent()).toContain(
      describeStep(orders[at! - 1]!, names)
        .split(':')[1]!
        .trim(),
    );
    await shot(page, 'replay-3-scrubbed');

    // Click an order in the timeline.
    const listed = page.locator('.timeline-turn--current .timeline-order').first();
    await listed.click();
    const [clicked] = (await page.getByTestId('replay-position').textContent())!.split(' / ').map(Number);
    expect(clicked).toBeLessThanOrEqual(at!);

    // Play at 10 orders a second for a moment.
    await page.getByRole('combobox', { name: 'Speed' }).selectOption('10');
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    await page.waitForTimeout(600);
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    const [played] = (await page.getByTestId('replay-position').textContent())!.split(' / ').map(Number);
    expect(played).toBeGreaterThan(clicked!);
  });

  test('a broken file is refused with a message; the game in progress stays as it was', async () => {
    const page = await pageWithGame(browser);
    const before = await page.evaluate((key) => localStorage.getItem(key), AUTOSAVE_KEY);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const planned = await page.locator('[data-testid=planned-orders] li').allTextContents();

    const broken = JSON.parse(saved);
    broken.checkpoints[1].hash = '00000000000000';
    await page.getByTestId('load-game-input').setInputFiles(fileOf('broken.karnage.json', JSON.stringify(broken)));
    const message = page.getByTestId('file-message');
    await message.waitFor();
    expect(await message.textContent()).toMatch(/^Could not load "broken\.karnage\.json": turn 2 \(.*\) ends differently from the file: after orders\[\d+\]/);
    await shot(page, 'replay-4-broken-file');

    // Dropped on the page: not JSON at all.
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.items.add(new File(['{"format": "karnage-game",'], 'cut.karnage.json', { type: 'application/json' }));
      const target = document.querySelector('[data-testid=file-drop]')!;
      target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: data }));
      target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: data }));
    });
    await page
      .getByTestId('file-message')
      .getByText(/^Could not load "cut\.karnage\.json": not JSON: .*line 1, column/)
      .waitFor();

    expect(await page.evaluate((key) => localStorage.getItem(key), AUTOSAVE_KEY)).toBe(before);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    expect(await page.locator('[data-testid=planned-orders] li').allTextContents()).toEqual(planned);
    expect(await page.getByTestId('board-area').count()).toBe(1);
  });

  test('continue from here: a new game from the middle of a turn of the replay', async () => {
    const page = await pageWithGame(browser);
    await page.getByRole('button', { name: 'Replay this game' }).click();
    await page.getByTestId('replay-screen').waitFor();
    expect(await page.getByTestId('replay-position').textContent()).toBe(`${orders.length} / ${orders.length}`);
    const ends = record.checkpoints.map((c) => c.order);
    // Two orders into the turn after the third END_TURN (or one, if that turn is that short).
    let position = ends[2]! + 1;
    await page.keyboard.press('Home');
    for (let i = 0; i < 3; i++) await page.keyboard.press('PageDown');
    expect(await page.getByTestId('replay-position').textContent()).toBe(`${position} / ${orders.length}`);
    const inTurn = Math.min(2, ends[3]! - position);
    for (let i = 0; i < inTurn; i++) await page.keyboard.press('ArrowRight');
    position += inTurn;
    await shot(page, 'replay-5-continue-point');
    await page.getByRole('button', { name: 'Continue from here' }).click();
    // It would replace the game in progress: asked first (that game is kept in Saved games).
    await page.getByRole('dialog', { name: 'Replace the game in progress?' }).getByRole('button', { name: 'Replace it' }).click();
    await page.getByRole('button', { name: /^I am .*, start my turn$/ }).click();
    await boardDrawn(page);
    expect(await page.locator('[data-testid=planned-orders] li').count()).toBe(inTurn);
    const autosave = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), AUTOSAVE_KEY))!);
    expect(autosave.orders).toEqual(JSON.parse(JSON.stringify(orders.slice(0, position))));
    await shot(page, 'replay-6-continued');
  });
});
