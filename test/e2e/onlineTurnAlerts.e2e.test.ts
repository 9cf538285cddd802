// Turn alerts, chat and nudges through the Online screen, in real Chromium against the built app and a real
// nats-server: Ann makes a game, Bob takes its seat by the link, and it starts on both pages. The tab of the player
// whose move it is says so in its title and icon; the other's does not. Bob's chat line with markup in it reads as
// typed on Ann's page; the waiting player nudges once, and the mover — their tab hidden, notifications turned on by
// the button — gets a notification and a line; once the move is made and the turn is the other's, the other's
// hidden tab gets its notification. The notification API is wrapped to record what the page showed (a headless
// browser has no desktop to show it on), and the tab's visibility is set by the test. Cid, anyone signed in, watches
// the game live and reads its chat, with nothing to write in either.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import type { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { accountsForTests } from '../support/accountsServer.ts';
import { viewWhere, waitsForOrders } from '../support/onlinePlay.ts';
import { expectAccessible } from './axe.ts';
import { testBrowser } from './gamePage.ts';
import { accountsAddress, inviteLinkOn, lineAfter, openAt, signOn } from './onlineAccountsPage.ts';
import { aMove, planByClicking, watcher } from './onlinePage.ts';

const browser = testBrowser();
const GAME_NAME = 'Winter Alerts';

/** Records every notification the page shows, and lets the test say whether the tab is hidden. */
async function instrument(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shown: { title: string; body: string }[]; hidden: boolean };
    w.shown = [];
    w.hidden = false;
    const Real = window.Notification;
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        w.shown.push({ title, body: options?.body ?? '' });
      }
    }
    Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true });
    Object.defineProperty(document, 'visibilityState', { get: () => (w.hidden ? 'hidden' : 'visible'), configurable: true });
  });
}

const shown = (page: Page) => page.evaluate(() => (window as unknown as { shown: { title: string; body: string }[] }).shown);
const hide = (page: Page, hidden: boolean) => page.evaluate((h) => ((window as unknown as { hidden: boolean }).hidden = h), hidden);
const icon = (page: Page) => page.locator('link[rel="icon"]').getAttribute('href');

describe('turn alerts, chat and nudges online', () => {
  const table = accountsForTests();
  let watching: OnlinePlayer | null = null;
  afterAll(() => watching?.disconnect());

  test('the mover’s tab says it is their move; a chat line reads as typed; a nudge and a new turn notify a hidden tab', async () => {
    const address = accountsAddress(table.server().websocketUrl, table.guestJwt());
    const ann = await openAt(browser(), address);
    await instrument(ann);
    await ann.reload();
    await signOn(ann, 'Sign up', 'ann');
    await ann.getByRole('button', { name: 'New game' }).click();
    await ann.getByLabel('Game name').fill(GAME_NAME);
    await ann.getByLabel('Who may watch').selectOption('anyone');
    await ann.getByRole('button', { name: 'Make the game' }).click();
    await expect.poll(() => ann.getByTestId('waiting-status').textContent(), { timeout: 15_000 }).toMatch(/^You sit here; waiting for 1 more player/);
    const link = await inviteLinkOn(ann);
    const game = new URL(link).searchParams.get('game')!;
    watching = await watcher(await table.service('watcher'), game);

    const bob = await openAt(browser(), link);
    await instrument(bob);
    await bob.reload();
    await signOn(bob, 'Sign up', 'bob');
    await bob.getByRole('button', { name: `Take a seat in ${GAME_NAME}` }).click();

    const opened = (await viewWhere(watching, (v) => waitsForOrders(v.campaign, 1), 30_000)).campaign!;
    const moverName = opened.stage.kind === 'orders' ? opened.stage.from[0]! : '';
    const [mover, waiter, waiterName] = moverName === 'ann' ? [ann, bob, 'bob'] : [bob, ann, 'ann'];
    await expect.poll(() => mover.getByTestId('game-status').textContent(), { timeout: 15_000 }).toBe('Turn 1: your turn');
    await expect.poll(() => waiter.getByTestId('game-status').textContent(), { timeout: 15_000 }).toMatch(/^Turn 1: .*'s turn$/);
    // The tab: the mover's title and icon say so; the waiter's are the game's own.
    await expect.poll(() => mover.title()).toBe('(1) Your turn · Karnage');
    expect(await icon(mover)).toBe('/favicon-turn.svg');
    expect(await waiter.title()).toBe('Karnage');
    expect(await icon(waiter)).toBe('/favicon.svg');

    // Notifications are asked for by a button, never on load; both turn them on.
    for (const page of [mover, waiter]) {
      expect(await page.evaluate(() => Notification.permission)).toBe('default');
      // The player will say yes when asked.
      await page.context().grantPermissions(['notifications']);
      await page.getByRole('button', { name: 'Notify me when it is my turn' }).click();
      await expect.poll(() => page.getByTestId('turn-alerts').textContent()).toMatch(/^Turn alerts are on/);
    }

    // Chat: markup typed is text on the other page.
    await waiter.getByLabel('Say').fill('Hello <b>there</b> & good luck');
    await waiter.getByRole('button', { name: 'Send', exact: true }).click();
    const lines = mover.getByTestId('chat-lines');
    await expect.poll(() => lines.textContent(), { timeout: 10_000 }).toBe(`${waiterName} Hello <b>there</b> & good luck`);
    expect(await lines.locator('b').count()).toBe(0);
    await expect.poll(() => waiter.getByLabel('Say').inputValue()).toBe('');

    // A spectator (anyone signed in may watch): the game live and its chat, and no way to write in either.
    // Bob's link, opened by Cid: no seat left, and the line says he may watch.
    const cid = await openAt(browser(), link);
    await signOn(cid, 'Sign up', 'cid');
    await lineAfter(cid, new RegExp(`^cannot take a seat: "${GAME_NAME}" is full; you may watch it \\(Games to watch, below\\)$`));
    await cid.getByRole('button', { name: `Watch ${GAME_NAME}` }).click();
    await cid.getByRole('heading', { name: 'You watch this game' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => cid.getByTestId('chat-lines').textContent(), { timeout: 10_000 }).toBe(`${waiterName} Hello <b>there</b> & good luck`);
    expect(await cid.getByLabel('Say').count()).toBe(0);
    expect(await cid.getByRole('button', { name: /^Send my orders/ }).count()).toBe(0);
    expect(await cid.getByRole('button', { name: 'Nudge' }).count()).toBe(0);
    await expectAccessible(cid, 'an online game watched');

    // A nudge from the waiting player: once in the step; the mover's hidden tab is notified, and a line says it.
    await hide(mover, true);
    await waiter.getByRole('button', { name: 'Nudge' }).click();
    await waiter.getByText('Nudged: whoever’s move it is has been told.').waitFor();
    expect(await waiter.getByRole('button', { name: 'Nudge' }).count()).toBe(0);
    const nudged = `${waiterName} nudges you: your move in ${GAME_NAME}`;
    await lineAfter(mover, new RegExp(`^${nudged}$`));
    await expectAccessible(mover, 'an online game with its chat and a nudge');
    await mover.screenshot({ path: '/tmp/karnage-online-chat.png' });
    await expect.poll(() => shown(mover), { timeout: 10_000 }).toContainEqual({ title: 'Your turn in Karnage', body: nudged });
    await hide(mover, false);

    // The move made: turn 2 is the waiter's, whose hidden tab is notified; the mover's title is the game's again.
    await hide(waiter, true);
    await planByClicking(mover, aMove(opened.start, moverName));
    await mover.getByRole('button', { name: 'Send my orders (1)' }).click();
    await expect.poll(() => waiter.getByTestId('game-status').textContent(), { timeout: 20_000 }).toBe('Turn 2: your turn');
    await expect.poll(() => shown(waiter), { timeout: 10_000 }).toContainEqual({ title: 'Your turn in Karnage', body: `${GAME_NAME}: your move` });
    expect(await waiter.title()).toBe('(1) Your turn · Karnage');
    await expect.poll(() => mover.title()).toBe('Karnage');
    // Nothing notified a tab that was in sight: the mover saw only the nudge.
    expect(await shown(mover)).toEqual([{ title: 'Your turn in Karnage', body: nudged }]);
    // The spectator follows the game live: turn 2 on its page too.
    await expect.poll(() => cid.getByTestId('game-status').textContent(), { timeout: 15_000 }).toMatch(/^Turn 2: .*'s turn$/);
  }, 90_000);
});
