// Online play through the Online screen, in real Chromium against the built app, on a real nats-server (its
// WebSocket listener) with the real referee running in this process: each player a page of their own, connected
// at ?screen=online&server=…, who opens the game (joining it with a key made in their browser) and plans their
// orders by clicking on the board; the results come live on every page. The published map is the hotseat game of
// the same orders and dice. A wrong password, a server out of reach and a malformed address are one line each;
// a file the referee refuses shows its notice on every page; orders sent while the server is down wait in the
// outbox across a reload and go when it is back; axe finds nothing wrong on the screen (connect, my games, planning,
// waiting); a first visit fetches none of it.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, onTestFinished, test } from 'vitest';
import { jetstream } from '@nats-io/jetstream';
import { startReferee } from '../../src/cli/commands/referee/serve.ts';
import { publishOnce } from '../../src/io/online/natsGame.ts';
import { subjects } from '../../src/io/online/subjects.ts';
import type { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import type { Order } from '../../src/rules/index.ts';
import { stageHeadline } from '../../src/state/pbem/campaignView.ts';
import { serverForTests, type TestServer } from '../support/natsServer.ts';
import { hotseatHash, keyed, onlineFile, PLAYERS, viewWhere, waitsForOrders } from '../support/onlinePlay.ts';
import { expectAccessible } from './axe.ts';
import { openApp } from './browser.ts';
import { boardReady, shot, testBrowser } from './gamePage.ts';
import { storedValues } from './onlineAccountsPage.ts';
import { aMove, connectAs, connectionLine, openOnline, ordersOfTurn, planByClicking, watcher } from './onlinePage.ts';

const quiet = { out: () => {}, err: () => {}, readFile: () => '' };
const browser = testBrowser();

/** A real server for `seats` players, the referee on it, and a watcher of g1 in Node. */
function onlineTable(seats: number) {
  const file = onlineFile(seats);
  let stopReferee: (() => Promise<void>) | null = null;
  let watching: OnlinePlayer | null = null;
  const { server } = serverForTests(file, async (started: TestServer) => {
    const referee = await startReferee(await started.connectAs('referee', 'referee-password'), file.games, await keyed('referee'), { log: quiet });
    stopReferee = referee.stop;
    watching = await watcher(await started.connectAs('referee', 'referee-password'));
  });
  afterAll(async () => {
    watching?.disconnect();
    await stopReferee?.().catch(() => {});
  });
  return { file, server, watching: () => watching!, ids: PLAYERS.slice(0, seats) };
}
type Table = ReturnType<typeof onlineTable>;

const headline = (page: Page) => page.getByTestId('stage-headline').textContent();

/** A page for each player, connected (the first one's My games looked at while no one has joined), each with the game open. */
async function joinedPages(table: Table, options: { audit: boolean; down?: () => boolean }): Promise<Record<string, Page>> {
  const [first, ...others] = table.ids;
  const page = await openOnline(browser(), table.server().websocketUrl, options.down);
  if (options.audit) await expectAccessible(page, 'the Online screen: connect');
  await connectAs(page, first!);
  await expect.poll(() => page.getByTestId('game-status-g1').textContent()).toBe('Waiting for players to join');
  expect(await page.getByTestId('my-games').locator('li h2, li p').allTextContents()).toEqual([
    'Game g1',
    `14×12 map · ${table.ids.join(', ')}`,
    'Waiting for players to join',
  ]);
  if (options.audit) {
    await expectAccessible(page, 'the Online screen: my games');
    await shot(page, 'online-my-games');
  }
  const pages: Record<string, Page> = { [first!]: page };
  await Promise.all(
    others.map(async (id) => {
      const other = await openOnline(browser(), table.server().websocketUrl, options.down);
      await connectAs(other, id);
      pages[id] = other;
    }),
  );
  for (const p of Object.values(pages)) await p.getByRole('button', { name: 'Open Game g1' }).click();
  return pages;
}

interface Played {
  readonly orders: Order[];
  readonly seed: number;
}

/** The mover of the turn open now (as the server has it), their page, and the move to plan. */
async function turnOpen(table: Table, pages: Record<string, Page>, turn: number) {
  const campaign = (await viewWhere(table.watching(), (v) => waitsForOrders(v.campaign, turn), 20_000)).campaign!;
  const mover = campaign.stage.kind === 'orders' ? campaign.stage.from[0]! : '';
  const page = pages[mover]!;
  await page.getByRole('button', { name: /^Send my orders/ }).waitFor();
  return { mover, page, move: aMove(campaign.start, mover) };
}

/** Once the turn is resolved: every page shows the new turn; its orders are the move clicked; the map is hotseat's. */
async function resolvedOnEveryPage(table: Table, pages: Record<string, Page>, turn: number, move: ReturnType<typeof aMove>, mover: string, turns: Played[]) {
  const resolved = (await viewWhere(table.watching(), (v) => waitsForOrders(v.campaign, turn + 1) || v.campaign?.stage.kind === 'over', 20_000)).campaign!;
  const expected = stageHeadline(resolved);
  await Promise.all(Object.values(pages).map((p) => expect.poll(() => headline(p), { timeout: 15_000 }).toBe(expected)));
  const last = resolved.publications.at(-1)!;
  expect(last.step).toBe('resolved');
  const orders = ordersOfTurn(resolved, turn);
  expect(orders).toEqual([{ type: 'MOVE', player: mover, unit: move.unit, path: expect.any(Array) }]);
  expect(orders[0]!.type === 'MOVE' && orders[0]!.path.at(-1)).toEqual(move.to);
  turns.push({ orders, seed: last.dice.kind === 'commit-reveal' ? last.dice.seed : -1 });
  expect(last.stateHash).toBe(hotseatHash(table.file, turns));
}

for (const [seats, turnCount] of [
  [2, 4],
  [4, 4],
] as const) {
  describe(`online play of ${seats} players through the Online screen`, () => {
    const table = onlineTable(seats);

    test(`${turnCount} turns, each planned by clicking on the board; every page shows each result live; the map is the hotseat game’s`, async () => {
      const audit = seats === 2;
      const pages = await joinedPages(table, { audit });
      const turns: Played[] = [];
      const lags: number[] = [];
      for (let turn = 1; turn <= turnCount; turn++) {
        const { mover, page, move } = await turnOpen(table, pages, turn);
        await planByClicking(page, move);
        if (turn === 1 && audit) {
          await expectAccessible(page, 'the Online screen: planning orders');
          await shot(page, 'online-planning');
          const waiting = Object.values(pages).find((p) => p !== page)!;
          await expect.poll(() => waiting.getByTestId('game-status').textContent()).toBe(`Turn 1: ${mover === 'ann' ? 'Ann' : 'Bob'}'s turn`);
          await expectAccessible(waiting, 'the Online screen: another player’s turn');
          await shot(waiting, 'online-waiting');
        }
        const sentAt = Date.now();
        await page.getByRole('button', { name: 'Send my orders (1)' }).click();
        await resolvedOnEveryPage(table, pages, turn, move, mover, turns);
        lags.push(Date.now() - sentAt);
      }
      const head = table.watching().view.campaign!.head;
      for (const page of Object.values(pages)) expect(await page.locator('main[data-head]').getAttribute('data-head')).toBe(head);
      // Back to the list: the game's state there, for each player.
      const next = table.watching().view.campaign!.stage;
      const first = pages[table.ids[0]!]!;
      await first.getByRole('button', { name: 'My games' }).click();
      const whose = next.kind === 'orders' && next.from[0] === table.ids[0] ? 'your turn' : /'s turn$/;
      await expect
        .poll(() => first.getByTestId('game-status-g1').textContent())
        .toMatch(typeof whose === 'string' ? new RegExp(`^Turn ${turnCount + 1}: ${whose}$`) : whose);
      console.log(`${seats} players: last orders sent → every page showing the result: ${lags.map((ms) => `${ms} ms`).join(', ')}`);
    }, 45_000);
  });
}

describe('refusals and the outbox', () => {
  const table = onlineTable(2);
  let down = false;

  test('a wrong password, a server out of reach, a malformed address: one line each, the form as it was', async () => {
    const page = await openOnline(browser(), table.server().websocketUrl, () => true);
    const message = page.getByTestId('online-message');
    const attempt = async (server: string, password: string, pattern: RegExp) => {
      await page.getByLabel('Server', { exact: true }).fill(server);
      await page.getByLabel('User', { exact: true }).fill('ann');
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Connect' }).click();
      await expect.poll(() => message.textContent()).toMatch(pattern);
      expect(await message.textContent()).not.toMatch(/\n/);
      expect(await connectionLine(page)).toBe('Offline');
      expect(await page.getByLabel('User', { exact: true }).inputValue()).toBe('ann');
      expect(await page.getByLabel('Server', { exact: true }).inputValue()).toBe(server);
    };
    await attempt(table.server().websocketUrl, 'not-her-password', /^"ws:\/\/127\.0\.0\.1:\d+" refused ann: wrong password, or no such user$/);
    await shot(page, 'online-wrong-password');
    await attempt('ws://127.0.0.1:1', 'ann-password', /^cannot reach "ws:\/\/127\.0\.0\.1:1": is the server running there\?/);
    await attempt('127.0.0.1:4223', 'ann-password', /^"127\.0\.0\.1:4223" is not a server address: give one like ws:\/\/host:4223$/);
  }, 30_000);

  test('a refused file’s notice on every page; orders sent while the server is down wait in the outbox; a reload keeps them and rejoins; they go when the server is back', async () => {
    const pages = await joinedPages(table, { audit: false, down: () => down });
    const turns: Played[] = [];
    const first = await turnOpen(table, pages, 1);
    await planByClicking(first.page, first.move);
    await first.page.getByRole('button', { name: 'Send my orders (1)' }).click();
    await resolvedOnEveryPage(table, pages, 1, first.move, first.mover, turns);

    const { mover, page, move } = await turnOpen(table, pages, 2);
    // A file the referee cannot take (the other player's, not JSON): its notice shows on every page.
    const other = table.ids.find((id) => id !== mover)!;
    const nc = await table.server().connectAs(other, `${other}-password`);
    await publishOnce(jetstream(nc), subjects.orders('g1', 2, 'attacks', other), 'not json at all');
    await nc.close();
    for (const p of Object.values(pages)) await expect.poll(() => p.getByTestId('notices').textContent()).toMatch(/^Message \d+: .*JSON/);
    await planByClicking(page, move);
    down = true;
    await table.server().stop();
    await expect.poll(() => connectionLine(page)).toMatch(/^Reconnecting to /);
    await page.getByRole('button', { name: 'Send my orders (1)' }).click();
    await expect.poll(() => page.getByTestId('unsent').textContent(), { timeout: 15_000 }).toBe('Unsent: 1 (will be sent when the server is back)');
    // The tab keeps its connection to rejoin with, the password sealed: no storage holds it in the clear.
    for (const value of await storedValues(page)) expect(value).not.toContain(`${mover}-password`);
    expect(await page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.getByTestId('unsent').textContent()).toBe('Unsent: 1 (will be sent when the server is back)');
    expect(await connectionLine(page)).toMatch(/^Reconnecting to /);
    expect(new URL(page.url()).searchParams.get('game')).toBe('g1');
    await shot(page, 'online-reload-offline');
    await table.server().start();
    down = false;
    await expect.poll(() => connectionLine(page), { timeout: 15_000 }).toMatch(/^Connected to /);
    await resolvedOnEveryPage(table, pages, 2, move, mover, turns);
    expect(await page.getByTestId('unsent').count()).toBe(0);
  }, 45_000);
});

describe('the Online screen on the way', () => {
  test('a first visit fetches none of it (nor the NATS client) up to a game’s board; the main menu opens it; Back returns', async () => {
    // A first-time visitor, as the board benchmark has one (test/bench/board.ts): every script it fetches.
    const page = await browser().newPage({ viewport: { width: 1024, height: 700 }, reducedMotion: 'reduce' });
    onTestFinished(() => page.close());
    const scripts: { url: string; body: Promise<Buffer> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.body() });
    });
    await page.goto(inject('baseUrl'), { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: /^I am .*, start my turn$/ }).click();
    await boardReady(page);
    const fetched = await Promise.all(scripts.map(async ({ url, body }) => ({ url, text: (await body).toString() })));
    expect(fetched.filter(({ url, text }) => url.includes('Online') || text.includes('nats.ws'))).toEqual([]);
    // (Its size is the board benchmark's to measure, on a production build: this one is built for tests.)

    const menu = await openApp(browser(), '/');
    await menu.getByRole('button', { name: 'Start' }).waitFor();
    const later: Promise<string>[] = [];
    menu.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().includes('Online')) later.push(response.text());
    });
    await menu.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Play online' }).click();
    await menu.getByRole('heading', { name: 'Play online', level: 1 }).waitFor();
    expect((await Promise.all(later)).some((text) => text.includes('nats.ws'))).toBe(true);
    expect(new URL(menu.url()).searchParams.get('screen')).toBe('online');
    await menu.goBack();
    await menu.getByRole('button', { name: 'Start' }).waitFor();
  });
});
