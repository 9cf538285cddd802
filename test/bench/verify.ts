// Checking a big game file in headless Chromium: a 100,000-order game (test/support/bigGame.ts) is
// picked with "Load game" over a game in progress, then with "Replay a file". The worker checks it;
// we measure the longest main-thread task (PerformanceObserver 'longtask') and the longest gap between
// animation frames from the pick until the new game is open, and how long each phase took. The replay
// viewer is also timed until it has drawn (board and timeline), and on jumps (End, Home, a turn clicked). For comparison,
// the same file verified on the page's own thread (the replay viewer's test hook).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildAndServe } from './builtApp.ts';
import '../../src/board/debugHook.ts';
import '../../src/replay/replayDebugHook.ts';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.ts';
import { bigGame } from '../support/bigGame.ts';
import { row, type BenchRow, type BenchSuite } from './harness.ts';

const ORDERS = 100_000;

interface Marks {
  picked?: number;
  reading?: number;
  checking?: number;
  opening?: number;
  open?: number;
  /** The frame after the new screen's board first drew. */
  drawn?: number;
}

interface Measured {
  readonly marks: Required<Marks>;
  /** The longest task that ended before the new game showed: reading, checking, handing over. */
  readonly longestTask: number;
  /** The task in which the new game showed (the store set and its screen rendered), if over 50 ms. */
  readonly openTask: number;
  /** The longest task in the 3 s after: the new screen drawing itself (the board, lists). */
  readonly afterTask: number;
  /** The longest task from the pick until the new screen has drawn (board and lists). */
  readonly untilDrawnTask: number;
  readonly longTasks: number;
  readonly longestFrameGap: number;
  readonly heapMB: number;
}

declare global {
  interface Window {
    __verifyBench?: { marks: Marks; tasks: [number, number][]; gaps: [number, number][] };
  }
}

/** Watches the page: long tasks, frame gaps, and when the file was picked, each phase began and the game opened. */
async function instrument(page: Page, openSelector: string, drawsBoard: boolean): Promise<void> {
  // tsx names the functions below with a helper, __name, that the page does not have.
  await page.evaluate('window.__name = (f) => f');
  await page.evaluate(
    ([openSelector, drawsBoard]) => {
      const bench = { marks: {} as Marks, tasks: [] as [number, number][], gaps: [] as [number, number][] };
      window.__verifyBench = bench;
      const mark = (name: keyof Marks) => (bench.marks[name] ??= performance.now());
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) bench.tasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask' });
      let last = performance.now();
      const frame = (time: number) => {
        bench.gaps.push([last, time - last]);
        last = time;
        // Drawn: a frame after the new screen showed, and after its board rendered if it has one (the
        // replay viewer; a loaded game shows its curtain first).
        const drawn = bench.marks.open !== undefined && (!drawsBoard || (window.__karnageBoard?.renderCount ?? 0) > 0);
        if (drawn) bench.marks.drawn ??= time;
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
      document.addEventListener('change', () => mark('picked'), true);
      new MutationObserver(() => {
        const label = document.querySelector('[data-testid=verify-progress] label')?.textContent ?? '';
        for (const phase of ['reading', 'checking', 'opening'] as const) if (label.toLowerCase().includes(phase)) mark(phase);
        if (document.querySelector(openSelector)) mark('open');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    [openSelector, drawsBoard] as const,
  );
}

/** Waits until the page has had no long task for a while (the board draws its map lazily after a game starts). */
async function quiet(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const { tasks } = window.__verifyBench!;
      const last = tasks.at(-1);
      return performance.now() - (last ? last[0] + last[1] : 0) > 1500;
    },
    null,
    { timeout: 60_000, polling: 250 },
  );
}

async function measurePick(page: Page, input: string, openSelector: string, file: string, drawsBoard: boolean): Promise<Measured> {
  await instrument(page, openSelector, drawsBoard);
  await quiet(page);
  // A path, as a player's pick: a buffer would be copied into the page by the test driver, itself a long task.
  await page.getByTestId(input).setInputFiles(file);
  await page.waitForFunction(() => window.__verifyBench!.marks.drawn !== undefined, null, { timeout: 600_000, polling: 500 });
  // Long tasks are reported a little after they end; and the 3 s after the game shows are measured too.
  await page.waitForTimeout(3500);
  return page.evaluate(() => {
    const { marks, tasks, gaps } = window.__verifyBench!;
    const during = ([start, length]: [number, number]) => start + length >= marks.picked! && start <= marks.open!;
    const inWindow = tasks.filter(during);
    // The new game shows at the end of its task (durations are whole milliseconds): allow for that.
    const shows = ([start, length]: [number, number]) => start <= marks.open! && start + length >= marks.open! - 5;
    const before = inWindow.filter((task) => !shows(task));
    const opening = inWindow.filter(shows);
    const after = tasks.filter(([start]) => start > marks.open! && start < marks.open! + 3000);
    const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
    return {
      marks: marks as Required<Marks>,
      longestTask: Math.max(0, ...before.map(([, d]) => d)),
      openTask: Math.max(0, ...opening.map(([, d]) => d)),
      afterTask: Math.max(0, ...after.map(([, d]) => d)),
      untilDrawnTask: Math.max(0, ...tasks.filter(([start, length]) => start + length >= marks.picked! && start <= marks.drawn!).map(([, d]) => d)),
      longTasks: inWindow.length,
      longestFrameGap: Math.max(0, ...gaps.filter(during).map(([, d]) => d)),
      heapMB: (memory?.usedJSHeapSize ?? 0) / 2 ** 20,
    };
  });
}

/** The longest task in the 2 s after `act` in the replay viewer (which must then show `position`). */
async function longestTaskAfter(page: Page, act: () => Promise<void>, position: string): Promise<number> {
  await quiet(page);
  const started = await page.evaluate(() => performance.now());
  await act();
  await page.getByTestId('replay-position').filter({ hasText: position }).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(2500);
  return page.evaluate((started) => {
    const durations = window.__verifyBench!.tasks.filter(([start]) => start >= started && start < started + 2000).map(([, d]) => d);
    return Math.max(0, ...durations);
  }, started);
}

/** Jumps in the open replay: End, Home, End again, PageUp, and a click on the first turn listed. */
async function rowsOfReplayJumps(page: Page): Promise<BenchRow[]> {
  const length = await page.evaluate(() => window.__karnageReplay!.length);
  const end = `${length} / ${length}`;
  const press = (key: string) => () => page.keyboard.press(key);
  const jumps: [string, () => Promise<void>, string][] = [
    ['End', press('End'), end],
    ['Home', press('Home'), `0 / ${length}`],
    ['End', press('End'), end],
    ['PageUp', press('PageUp'), ' / '],
    ['a click on the first turn listed', () => page.locator('.timeline-turn__head').first().click(), ' / '],
  ];
  const rows: BenchRow[] = [];
  for (const [what, act, position] of jumps) {
    const ms = await longestTaskAfter(page, act, position);
    rows.push(row(`Replay a file: longest task after ${what}`, ms, 'ms', { below: 100 }, 'in the 2 s after it; 0 = none over 50 ms'));
  }
  return rows;
}

function rowsOf(what: string, m: Measured): BenchRow[] {
  const { picked, checking, opening, open } = m.marks;
  return [
    row(`${what}: longest main-thread task while checking`, m.longestTask, 'ms', { below: 100 }, `${m.longTasks} tasks over 50 ms in all; 0 = none over 50 ms`),
    row(`${what}: the task showing the new game`, m.openTask, 'ms', { below: 100 }, 'store set + first render of its screen'),
    row(`${what}: longest task, file picked to screen drawn`, m.untilDrawnTask, 'ms', { below: 100 }, 'checking, opening, first render, board drawn'),
    row(`${what}: longest task in the 3 s after it shows`, m.afterTask, 'ms', undefined, 'its screen drawing itself; not checking'),
    row(`${what}: longest gap between frames`, m.longestFrameGap, 'ms', { below: 100 }, 'requestAnimationFrame'),
    row(`${what}: total, file picked to game open`, open - picked, 'ms', undefined, `JS heap after: ${Math.round(m.heapMB)} MB`),
    row(`  reading (JSON, migration, schema)`, checking - picked, 'ms', undefined, 'in the worker'),
    row(`  checking (every order replayed)`, opening - checking, 'ms', undefined, 'in the worker'),
    row(`  handing over (parts) and opening`, open - opening, 'ms', undefined, 'parts read on the page, store set'),
  ];
}

export const verifySuite: BenchSuite = {
  name: `Verify: checking a game file in a worker, then replaying it (headless Chromium, ${ORDERS.toLocaleString('en-US')} orders)`,
  async run(): Promise<BenchRow[]> {
    const made = Date.now();
    const { record } = bigGame(ORDERS);
    const text = JSON.stringify(record);
    const file = join(mkdtempSync(join(tmpdir(), 'karnage-verify-')), 'big.karnage.json');
    writeFileSync(file, text);
    const about = `${(text.length / 2 ** 20).toFixed(1)} MiB, ${record.checkpoints.length.toLocaleString('en-US')} turns; made in ${Math.round((Date.now() - made) / 1000)} s`;
    const { url, child } = await buildAndServe();
    const browser = await launchBrowser();
    try {
      const rows: BenchRow[] = [row('the file', text.length / 2 ** 20, 'MiB', undefined, about)];
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(url, { waitUntil: 'load' });
      await page.getByRole('button', { name: 'Start' }).click();
      await page.getByRole('button', { name: /^I am .*, start my turn$/ }).click();
      await page.waitForFunction(() => (window.__karnageBoard?.renderCount ?? 0) > 0, null, { timeout: 60_000 });
      rows.push(...rowsOf('Load game', await measurePick(page, 'load-game-input', '[data-testid=curtain]', file, false)));
      await page.close();

      const viewer = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await viewer.goto(url, { waitUntil: 'load' });
      await viewer.getByRole('button', { name: 'Start' }).waitFor();
      rows.push(...rowsOf('Replay a file', await measurePick(viewer, 'replay-file-input', '[data-testid=replay-screen]', file, true)));
      rows.push(...(await rowsOfReplayJumps(viewer)));
      // The same file verified on the page's own thread, as before the worker: one task as long as all of it.
      const inPage = await viewer.evaluate((t) => window.__karnageReplay!.open(t, 'same file, on the page'), text);
      rows.push(row('for comparison: the same replay verified on the page thread', inPage.ms, 'ms', undefined, `one task; ${inPage.message}`));
      await viewer.close();
      return rows;
    } finally {
      await browser.close();
      child.kill();
      rmSync(dirname(file), { recursive: true, force: true });
    }
  },
};
