// The Online screen in browser tests: each player a page of their own (their own context: IndexedDB for the key,
// localStorage for the outbox), connected to a real nats-server's WebSocket listener; a watcher in Node following
// the game as the server has it; a move planned by clicking on the board.
import type { Browser, Page } from 'playwright-core';
import '../../src/board/debugHook.ts';
import { expect, inject, onTestFinished } from 'vitest';
import type { NatsConnection } from '@nats-io/nats-core';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import type { Campaign } from '../../src/io/pbem/campaign/stage.ts';
import { moveDestinations, planView, type GameState, type HexCoord, type Order } from '../../src/rules/index.ts';
import { keyed, memoryStorage } from '../support/onlinePlay.ts';

/** The browser's own report of a WebSocket it could not open: the server down on purpose, not the app's fault. */
const SOCKET_REFUSED = /^console error: WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/' failed/;

/**
 * The Online screen at `?screen=online&server=<server>` in a context of its own. Any page error, console error or
 * failed request fails the test when it finishes (as openApp does), but for WebSockets refused while `down()` says
 * the server is down on purpose.
 */
export async function openOnline(browser: Browser, server: string, down: () => boolean = () => false): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1024, height: 700 }, reducedMotion: 'reduce' });
  const errors: string[] = [];
  const record = (error: string) => {
    if (!(down() && SOCKET_REFUSED.test(error))) errors.push(error);
  };
  page.on('pageerror', (error) => record(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') record(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) record(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('requestfailed', (request) => record(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`));
  onTestFinished(async () => {
    const found = [...errors];
    await page.context().close();
    if (found.length > 0) throw new Error(`The page reported errors:\n  ${found.join('\n  ')}`);
  });
  await page.goto(new URL(`/?screen=online&server=${encodeURIComponent(server)}`, inject('baseUrl')).href, { waitUntil: 'load' });
  await page.getByRole('navigation', { name: 'Play online' }).waitFor();
  return page;
}

export const connectionLine = (page: Page) => page.getByTestId('connection').textContent();

/** Connects as `user` (password `<user>-password`, as the tests' online file has it) and waits to be connected. */
export async function connectAs(page: Page, user: string, password = `${user}-password`): Promise<void> {
  await page.getByLabel('User', { exact: true }).fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect.poll(() => connectionLine(page), { timeout: 15_000 }).toMatch(/^Connected to /);
}

/** A player of `game` in Node that follows it as the server has it, and never joins. */
export async function watcher(nc: NatsConnection, game = 'g1'): Promise<OnlinePlayer> {
  const watching = new OnlinePlayer(game, await keyed('watcher'), memoryStorage());
  await watching.connect(nc);
  return watching;
}

/** The page's board: the one on screen now (a board replaced removes its hook), its first frame drawn. */
export async function boardOnScreen(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.__karnageBoard?.canvas.isConnected ?? false) && window.__karnageBoard!.renderCount > 0);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

export async function clickHex(page: Page, hex: HexCoord): Promise<void> {
  const point = await page.evaluate((h) => window.__karnageBoard!.hexToScreen(h), hex);
  await page.mouse.click(point.x, point.y);
}

/** A move for `player` in `state`: their first unit that can move, to its first destination. */
export function aMove(state: GameState, player: string): { unit: string; from: HexCoord; to: HexCoord } {
  const view = planView(state);
  const unit = Object.values(state.units).find((u) => u.owner === player && moveDestinations(state, view, u).length > 0);
  if (!unit) throw new Error(`${player} has no unit that can move`);
  return { unit: unit.id, from: unit.at, to: moveDestinations(state, view, unit)[0]! };
}

/** The move planned on the page by clicking the unit, then its destination; the order as the page planned it. */
export async function planByClicking(page: Page, move: ReturnType<typeof aMove>): Promise<void> {
  await boardOnScreen(page);
  await clickHex(page, move.from);
  await clickHex(page, move.to);
  await expect
    .poll(() => page.locator('[data-testid=planned-orders] li').allTextContents())
    .toEqual([expect.stringContaining(`move to (${move.to.col},${move.to.row})`)]);
}

/** The orders files the referee took in the publication that closed `turn`, by player. */
export function ordersOfTurn(campaign: Campaign, turn: number): Order[] {
  const closed = campaign.publications.find((p) => p.turn === turn && p.step === 'closed');
  return (closed?.orders ?? []).flatMap((f) => (f.document as { orders: Order[] }).orders);
}
