// Online play with accounts through the Online screen, in real Chromium against the built app, on a real nats-server
// trusting a fresh authority, with the account service and the referee running in this process: each player a page
// of their own. Ann signs up at ?screen=online&server=…&guest=…, makes a game of three seats (one open, one kept for
// Cid) and reads its invite link; Bob opens the link, signs up and takes the open seat; Zed, signing up from the
// link, is told in one line that the free seat is kept for someone else; Cid (signed up before, as an invitation
// needs) opens the link, signs in and takes his seat; the game starts and opens on every page, and a turn planned
// by clicking on the board comes back as the result on every page. A taken name, a wrong passphrase, a short one and
// the account service down are one line each, the form as typed; nothing secret is stored; a reload asks to sign
// in again, and a later visit without the link still knows the server. axe finds nothing wrong on the sign-in form
// and My games, wide and on a phone.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, test } from 'vitest';
import { ComputerSeats } from '../../src/io/online/accounts/computerSeats.ts';
import type { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { stageHeadline } from '../../src/state/pbem/campaignView.ts';
import { accountsForTests } from '../support/accountsServer.ts';
import { viewWhere, waitsForOrders } from '../support/onlinePlay.ts';
import { expectAccessible } from './axe.ts';
import { testBrowser } from './gamePage.ts';
import { accountsAddress, goTo, inviteLinkOn, lineAfter, openAt, PHONE, signOn, storedValues, trySignOn, WIDE } from './onlineAccountsPage.ts';
import { aMove, connectionLine, ordersOfTurn, planByClicking, watcher } from './onlinePage.ts';

const browser = testBrowser();
const GAME_NAME = 'The Iron Winter';
const waitingStatus = (page: Page) => page.getByTestId('waiting-status').textContent();

/** axe on the page as it is, wide and on a phone, each looked at in a screenshot (/tmp/karnage-accounts-`name`-…); back to wide after. */
async function accessibleAtBothSizes(page: Page, screen: string, name: string): Promise<void> {
  await expectAccessible(page, `${screen} at 1280×800`);
  await page.screenshot({ path: `/tmp/karnage-accounts-${name}-wide.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expectAccessible(page, `${screen} at 390×844`);
  await page.screenshot({ path: `/tmp/karnage-accounts-${name}-phone.png`, fullPage: true });
  await page.setViewportSize(WIDE);
}

describe('online accounts through the Online screen', () => {
  const table = accountsForTests();
  let watching: OnlinePlayer | null = null;
  afterAll(() => watching?.disconnect());
  const address = () => accountsAddress(table.server().websocketUrl, table.guestJwt());

  test('a taken name, a wrong or short passphrase, the service down: one line each, the form as typed; a reload signs in again; a later visit knows the server', async () => {
    await table.signedUp('dee');
    const page = await openAt(browser(), address());
    const attempt = async (way: 'Sign up' | 'Sign in', name: string, passphrase: string, pattern: RegExp) => {
      await trySignOn(page, way, name, passphrase);
      await lineAfter(page, pattern);
      expect(await connectionLine(page)).toBe('Offline');
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
      expect(await page.getByLabel('Passphrase', { exact: true }).inputValue()).toBe(passphrase);
    };
    await attempt('Sign up', 'dee', 'another-passphrase', /^the name "dee" is taken: choose another, or sign in$/);
    await attempt('Sign in', 'dee', 'not-her-passphrase', /^no user with that name and passphrase$/);
    await attempt('Sign up', 'dee', 'short', /^a passphrase has at least 8 characters$/);
    await attempt('Sign up', 'Dee', 'dee-passphrase', /^"Dee" is not a name: /);
    await table.killAccounts();
    try {
      await attempt('Sign in', 'dee', 'dee-passphrase', /^the account service is not running: try again in a moment$/);
    } finally {
      await table.startAccounts();
    }
    await signOn(page, 'Sign in', 'dee');
    await page.getByRole('heading', { name: 'My games', level: 1 }).waitFor();
    // The passphrase is kept in memory only: a reload asks again; the server is remembered without the link.
    await page.reload();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await connectionLine(page)).toBe('Offline');
    await goTo(page, new URL('/?screen=online', inject('baseUrl')).href);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await page.locator('.online-place').textContent()).toBe(`On the server ${table.server().websocketUrl}`);
  }, 40_000);

  test('Ann makes a game with an open seat and one kept for Cid; Bob takes the open one from the link, Zed is refused, Cid takes his; it starts on every page and a turn is played', async () => {
    const cid = await openAt(browser(), address());
    await signOn(cid, 'Sign up', 'cid');

    const ann = await openAt(browser(), address());
    await accessibleAtBothSizes(ann, 'the Online screen: sign in', 'sign-in');
    await signOn(ann, 'Sign up', 'ann');
    // Neither the passphrase nor the key of the sign-in (an nkey seed, SU…) is ever stored.
    for (const value of await storedValues(ann)) {
      expect(value).not.toContain('ann-passphrase');
      expect(value).not.toMatch(/SU[A-Z2-7]{56}/);
    }
    await ann.getByRole('button', { name: 'New game' }).click();
    await accessibleAtBothSizes(ann, 'the Online screen: a new game', 'new-game');
    await ann.getByLabel('Game name').fill(GAME_NAME);
    await ann.getByRole('button', { name: 'Add a seat' }).click();
    await ann.getByLabel('Seat 3 is').selectOption('invite');
    await ann.getByLabel('Who seat 3 is kept for').fill('cid');
    await ann.getByRole('button', { name: 'Make the game' }).click();
    await expect.poll(() => waitingStatus(ann), { timeout: 15_000 }).toMatch(/^You sit here; waiting for 2 more players/);
    const link = await inviteLinkOn(ann);
    const linked = new URL(link);
    expect(linked.searchParams.get('server')).toBe(table.server().websocketUrl);
    expect(linked.searchParams.get('guest')).toBe(table.guestJwt());
    const game = linked.searchParams.get('game')!;
    expect(game).toMatch(/^g[0-9a-f]+$/);
    watching = await watcher(await table.service('watcher'), game);

    // My games: the game waiting for players, its seats and its invite link.
    await ann.getByRole('button', { name: 'My games' }).click();
    expect(await ann.getByTestId(`seats-${game}`).textContent()).toBe('Humans: ann · Orcs: open to anyone · Elves: kept for cid');
    expect(await inviteLinkOn(ann)).toBe(link);
    await accessibleAtBothSizes(ann, 'the Online screen: my games', 'my-games');
    await ann.getByRole('button', { name: `Show ${GAME_NAME}` }).click();

    const bob = await openAt(browser(), link);
    await bob.getByRole('heading', { name: 'You are invited to a game: sign in or sign up' }).waitFor();
    await signOn(bob, 'Sign up', 'bob');
    await expect.poll(() => waitingStatus(bob)).toMatch(/^A seat is open; waiting for 2 more players$/);
    await accessibleAtBothSizes(bob, 'the Online screen: an invite link’s game', 'invited');
    await bob.getByRole('button', { name: `Take a seat in ${GAME_NAME}` }).click();
    await expect.poll(() => waitingStatus(bob), { timeout: 15_000 }).toMatch(/^You sit here; waiting for 1 more player:/);

    const zed = await openAt(browser(), link);
    await signOn(zed, 'Sign up', 'zed');
    await lineAfter(zed, new RegExp(`^cannot take a seat: the free seats of "${GAME_NAME}" are kept for invited players$`));
    await zed.getByRole('heading', { name: 'My games', level: 1 }).waitFor();

    await goTo(cid, link);
    await signOn(cid, 'Sign in', 'cid');
    await expect.poll(() => waitingStatus(cid)).toMatch(/^A seat is kept for you; waiting for 1 more player$/);
    await cid.getByRole('button', { name: `Take a seat in ${GAME_NAME}` }).click();

    // Every seat taken: the referee starts the game, and it opens on every page (each joining with its browser's key).
    const pages: Record<string, Page> = { ann, bob, cid };
    const opened = (await viewWhere(watching, (v) => waitsForOrders(v.campaign, 1), 30_000)).campaign!;
    await Promise.all(Object.values(pages).map((p) => expect.poll(() => p.locator('main[data-head]').count(), { timeout: 15_000 }).toBe(1)));
    const mover = opened.stage.kind === 'orders' ? opened.stage.from[0]! : '';
    const page = pages[mover]!;
    await expect.poll(() => page.getByTestId('game-status').textContent()).toBe('Turn 1: your turn');
    const move = aMove(opened.start, mover);
    await planByClicking(page, move);
    await page.getByRole('button', { name: 'Send my orders (1)' }).click();
    const resolved = (await viewWhere(watching, (v) => waitsForOrders(v.campaign, 2), 20_000)).campaign!;
    expect(ordersOfTurn(resolved, 1)).toEqual([{ type: 'MOVE', player: mover, unit: move.unit, path: expect.any(Array) }]);
    await Promise.all(
      Object.values(pages).map((p) => expect.poll(() => p.getByTestId('stage-headline').textContent(), { timeout: 15_000 }).toBe(stageHeadline(resolved))),
    );
  }, 90_000);

  test('a game against the computer: one seat set to the computer starts at once, and the computer plays its turns', async () => {
    const computers = await ComputerSeats.start(await table.service('computers'), randomBytes(32));
    try {
      const eve = await openAt(browser(), address());
      await signOn(eve, 'Sign up', 'eve');
      await eve.getByRole('button', { name: 'New game' }).click();
      await eve.getByLabel('Game name').fill('Eve against the machine');
      await eve.getByLabel('Seat 2 is').selectOption('computer');
      await eve.getByLabel('How well the computer in seat 2 plays').selectOption('easy');
      await eve.getByRole('button', { name: 'Make the game' }).click();
      await expect.poll(() => eve.locator('main[data-head]').count(), { timeout: 20_000 }).toBe(1);
      const game = new URL(eve.url()).searchParams.get('game')!;
      const following = await watcher(await table.service('eve-watcher'), game);
      try {
        const opened = (await viewWhere(following, (v) => v.campaign?.stage.kind === 'orders', 20_000)).campaign!;
        const first = opened.stage.kind === 'orders' ? opened.stage.from[0] : '';
        if (first === 'eve') {
          await expect.poll(() => eve.getByTestId('game-status').textContent(), { timeout: 15_000 }).toBe('Turn 1: your turn');
          await planByClicking(eve, aMove(opened.start, 'eve'));
          await eve.getByRole('button', { name: 'Send my orders (1)' }).click();
        }
        // The computer's turn comes and goes by itself: the next is Eve's.
        await expect
          .poll(() => eve.getByTestId('game-status').textContent(), { timeout: 30_000 })
          .toBe(first === 'eve' ? 'Turn 3: your turn' : 'Turn 2: your turn');
      } finally {
        following.disconnect();
      }
    } finally {
      await computers.stop();
    }
  }, 90_000);
});
