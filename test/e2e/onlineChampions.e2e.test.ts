// A whole online game with accounts, through the Online screen in real Chromium against the built app, a real
// nats-server, the account service, the referee and the computers service: Ann signs up and makes a 4-seat
// Champions game on a map file from the editor (two seats open, one the computer's, Dee invited to watch) and sends
// its link; Bob and Cid open it in their own browsers, sign up and sit down. Ann's hero attacks Bob's by clicking on
// the board, and the duel is fought on their pages — each duel-turn shown to its duelist alone, each move chosen on
// the form and sent — while Cid and Dee (watching) see that a duel is fought and never a hand. Chat reaches players
// and the spectator. After several turns, the published map is the hotseat replay of the same orders, dice and duel
// rounds. axe finds nothing wrong on the new-game form and the duel, wide and on a phone.
// Leaves /tmp/karnage-online-duel-*.png to look at.
import { randomBytes } from 'node:crypto';
import { jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { ComputerSeats } from '../../src/io/online/accounts/computerSeats.ts';
import type { OnlineGame } from '../../src/io/online/onlineGames.ts';
import type { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { privateStream, subjects } from '../../src/io/online/subjects.ts';
import { moveProblem, readDuelTurn } from '../../src/io/pbem/campaign/duelPlayer.ts';
import type { Campaign } from '../../src/io/pbem/campaign/stage.ts';
import { hexDistance, type GameState, type Unit } from '../../src/rules/index.ts';
import { sameCard } from '../../src/rules/champions/index.ts';
import { accountsForTests } from '../support/accountsServer.ts';
import { hotseatHashOfCampaign } from '../support/campaignHotseat.ts';
import { viewWhere, waitsForOrders } from '../support/onlinePlay.ts';
import { simpleChoice } from '../support/pbemDuel.ts';
import { expectAccessible } from './axe.ts';
import { testBrowser } from './gamePage.ts';
import { accountsAddress, inviteLinkOn, openAt, PHONE, signOn, WIDE } from './onlineAccountsPage.ts';
import { boardOnScreen, clickHex, watcher } from './onlinePage.ts';

const browser = testBrowser();
const GAME_NAME = 'Heroes of the Ford';
/** Turns played in all: the duel in the first round of turns, then more to the end of the second. */
const TURNS = 8;

/** An editor's map, 14×12: grass with a forest band, Ann's and Bob's starts close enough for their heroes to meet. */
const MAP_FILE = {
  format: 'karnage-map',
  version: 1,
  name: 'The ford',
  map: { width: 14, height: 12, rows: Array.from({ length: 12 }, (_, row) => (row === 6 ? 'ffffffffffffff' : 'gggggggggggggg')) },
  starts: [
    { at: { col: 1, row: 0 }, race: null },
    { at: { col: 2, row: 2 }, race: null },
    { at: { col: 11, row: 10 }, race: null },
    { at: { col: 12, row: 4 }, race: null },
  ],
};

const heroOf = (state: GameState, player: string): Unit => {
  const hero = Object.values(state.units).find((u) => u.owner === player && u.hero !== undefined);
  if (!hero) throw new Error(`${player} has no hero`);
  return hero;
};

/** The game as the referee was given it, from what every player can see: for the hotseat replay. */
function onlineGameOf(game: string, opened: Campaign): OnlineGame {
  return {
    id: game,
    name: GAME_NAME,
    map: { width: 14, height: 12, seed: 0 },
    seats: opened.start.players.map((p) => ({ player: p.id, race: p.race })),
    champions: true,
    mapFile: { map: MAP_FILE.map, starts: MAP_FILE.starts.map((s) => s.at) },
  };
}

/** Orders are due for `turn` or a later one (or the game is over). */
const atOrAfter = (campaign: Campaign | null, turn: number): boolean =>
  campaign?.stage.kind === 'over' || (campaign?.stage.kind === 'orders' && campaign.stage.turn >= turn);

/** The orders sent from `page` for `turn` (its status no longer says they are due), or what the page says instead. */
async function ordersLeft(page: Page, turn: number): Promise<void> {
  const due = `Turn ${turn}: your turn`;
  const state = async () => {
    const status = await page.getByTestId('game-status').textContent();
    return status === due ? `still due: ${(await page.getByTestId('online-message').allTextContents()).join(' ')}` : 'sent';
  };
  await expect.poll(state, { timeout: 15_000 }).toBe('sent');
}

/** What the duel panel on `page` asks for now ("" when none is open): its heading, and the refusal it shows. */
async function duelAsked(page: Page): Promise<string> {
  if ((await page.getByTestId('duel-turn-panel').count()) === 0) return '';
  const heading = (await page.getByTestId('duel-turn-panel').locator('h1').textContent()) ?? '';
  const retry = (await page.getByTestId('duel-move-retry').count()) > 0;
  return `${heading}${retry ? ' (again)' : ''}`;
}

describe('a Champions game online, from the link to the hotseat replay', () => {
  const table = accountsForTests();
  let watching: OnlinePlayer | null = null;
  let computers: ComputerSeats | null = null;
  afterAll(async () => {
    watching?.disconnect();
    await computers?.stop();
  });

  test('made on an editor’s map with a computer seat; joined by link; a duel fought on the duelists’ pages; chat; a spectator; hotseat’s map', async () => {
    computers = await ComputerSeats.start(await table.service('computers'), randomBytes(32));
    const address = accountsAddress(table.server().websocketUrl, table.guestJwt());
    const dee = await openAt(browser(), address);
    await signOn(dee, 'Sign up', 'dee');

    // Ann's new game: Champions, the editor's map, seats 2 and 3 open, seat 4 the computer's, Dee invited to watch.
    const ann = await openAt(browser(), address);
    await signOn(ann, 'Sign up', 'ann');
    await ann.getByRole('button', { name: 'New game' }).click();
    await ann.getByLabel('Game name').fill(GAME_NAME);
    await ann.getByLabel('Schedule').selectOption('week');
    expect(await ann.getByRole('checkbox', { name: /^Champions/ }).isDisabled()).toBe(true);
    await ann.getByLabel('Schedule').selectOption('turn-by-turn');
    await ann.getByRole('checkbox', { name: /^Champions/ }).check();
    await ann.getByRole('radio', { name: 'A map file from the editor' }).check();
    const mapInput = ann.getByTestId('online-map-input');
    await mapInput.setInputFiles({ name: 'broken.karnage-map.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"karnage-map"') });
    await expect.poll(() => ann.locator('.online-map [role=alert]').textContent()).toMatch(/^[^\n]+$/);
    await mapInput.setInputFiles({ name: 'ford.karnage-map.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(MAP_FILE)) });
    await ann.getByText('The ford: 14×12, 4 starts').waitFor();
    expect(await ann.locator('.online-map [role=alert]').count()).toBe(0);
    await ann.getByRole('button', { name: 'Add a seat' }).click();
    await ann.getByRole('button', { name: 'Add a seat' }).click();
    await ann.getByLabel('Seat 4 is').selectOption('computer');
    await ann.getByLabel('How well the computer in seat 4 plays').selectOption('easy');
    await ann.getByLabel('Each step waits').selectOption({ label: '1 day' });
    await ann.getByLabel('Who may watch').selectOption('invited');
    await ann.getByLabel('Names who may watch').fill('dee');
    for (const [size, name] of [
      [WIDE, '1280×800'],
      [PHONE, '390×844'],
    ] as const) {
      await ann.setViewportSize(size);
      await expectAccessible(ann, `the new-game form with Champions and a map file at ${name}`);
    }
    await ann.screenshot({ path: '/tmp/karnage-online-duel-new-game-phone.png', fullPage: true });
    await ann.setViewportSize(WIDE);
    await ann.getByRole('button', { name: 'Make the game' }).click();
    await expect.poll(() => ann.getByTestId('waiting-status').textContent(), { timeout: 15_000 }).toMatch(/^You sit here; waiting for 2 more players/);
    const link = await inviteLinkOn(ann);
    const game = new URL(link).searchParams.get('game')!;
    watching = await watcher(await table.service('watcher'), game);
    const following = watching;

    // Bob and Cid open the link in their own browsers, sign up and sit down; Dee watches.
    const pages: Record<string, Page> = { ann };
    for (const name of ['bob', 'cid']) {
      const page = await openAt(browser(), link);
      await signOn(page, 'Sign up', name);
      await page.getByRole('button', { name: `Take a seat in ${GAME_NAME}` }).click();
      pages[name] = page;
    }
    const opened = (await viewWhere(following, (v) => waitsForOrders(v.campaign, 1), 30_000)).campaign!;
    await dee.getByRole('button', { name: 'Refresh' }).click();
    await dee.getByRole('button', { name: `Watch ${GAME_NAME}` }).click();
    await dee.getByRole('heading', { name: 'You watch this game' }).waitFor({ timeout: 15_000 });
    const [annHero, bobHero] = [heroOf(opened.start, 'ann'), heroOf(opened.start, 'bob')];
    // The step's deadline, a day from its publication, on every player's page and the spectator's.
    for (const page of [ann, pages.bob!, dee])
      await expect.poll(() => page.getByTestId('step-deadline').textContent(), { timeout: 10_000 }).toMatch(/^This step waits until .+: whoever has not sent/);
    expect(hexDistance(annHero.at, bobHero.at)).toBe(1);

    // Chat: a player's line reaches the others and the spectator.
    await pages.cid!.getByLabel('Say').fill('May the best hero win');
    await pages.cid!.getByRole('button', { name: 'Send', exact: true }).click();
    for (const page of [ann, pages.bob!, dee])
      await expect.poll(() => page.getByTestId('chat-lines').textContent(), { timeout: 10_000 }).toBe('cid May the best hero win');

    let attacked = false;
    // A computer's turn may come and go between two looks: each look takes the first human turn from `turn` on.
    for (let turn = 1; turn <= TURNS; turn++) {
      const now = (await viewWhere(following, (v) => atOrAfter(v.campaign, turn), 60_000)).campaign!;
      if (now.stage.kind !== 'orders') throw new Error('the game is over too soon');
      turn = now.stage.turn;
      const mover = now.stage.from[0]!;
      const page = pages[mover];
      if (!page) continue; // the computer's turn: it plays by itself
      await expect.poll(() => page.getByTestId('game-status').textContent(), { timeout: 15_000 }).toBe(`Turn ${turn}: your turn`);
      if (mover === 'ann' && !attacked) {
        await boardOnScreen(page);
        await clickHex(page, annHero.at);
        await clickHex(page, bobHero.at);
        await expect.poll(() => page.locator('[data-testid=planned-orders] li').count()).toBe(1);
        await page.getByRole('button', { name: 'Send my orders (1)' }).click();
        await ordersLeft(page, turn);
        attacked = true;
        await fightTheDuel(following, await table.service('duel-reader'), game, { ann, bob: pages.bob! }, [pages.cid!, dee]);
      } else {
        await page.getByRole('button', { name: 'Send my orders (0)' }).click();
        await ordersLeft(page, turn);
      }
    }
    expect(attacked).toBe(true);

    const last = (await viewWhere(following, (v) => atOrAfter(v.campaign, TURNS + 1), 60_000)).campaign!;
    const duels = last.publications.filter((p) => p.step === 'duel' && (p.duel?.round ?? 0) > 0);
    expect(duels.length).toBeGreaterThan(0);
    const resolved = last.publications.filter((p) => p.step === 'resolved');
    expect(resolved.at(-1)!.stateHash).toBe(await hotseatHashOfCampaign(onlineGameOf(game, opened), last));
    // Every page shows the same head of the game.
    for (const page of [ann, pages.bob!, pages.cid!, dee])
      await expect.poll(() => page.locator('.pbem-campaign[data-head]').getAttribute('data-head'), { timeout: 15_000 }).toBe(last.head);
  }, 300_000);
});

/**
 * Fights the duel on the duelists' pages: whichever shows a duel-turn declares what the rules take (chosen in Node
 * from the same duel-turn, read as the referee wrote it) — or nothing, when the move is asked for again — until the
 * turn is resolved. The others' pages say a duel is fought and never show a duel-turn.
 */
async function fightTheDuel(
  following: OnlinePlayer,
  referee: NatsConnection,
  game: string,
  duelists: Record<string, Page>,
  others: readonly Page[],
): Promise<void> {
  await viewWhere(following, (v) => v.campaign?.stage.kind === 'duel', 30_000);
  const jsm = await jetstreamManager(referee, { checkAPI: false });
  let answered = new Map<string, string>();
  let shot = false;
  for (let guard = 0; guard < 400 && following.view.campaign?.stage.kind === 'duel'; guard++) {
    const asked = await Promise.all(Object.entries(duelists).map(async ([name, page]) => [name, page, await duelAsked(page)] as const));
    const open = asked.find(([name, , what]) => what !== '' && answered.get(name) !== what);
    for (const page of others) expect(await page.getByTestId('duel-turn-panel').count()).toBe(0);
    if (!open) {
      await new Promise((r) => setTimeout(r, 150));
      continue;
    }
    const [name, page, what] = open;
    const campaign = following.view.campaign!;
    if (!shot) {
      for (const page of others) expect(await page.getByTestId('game-status').textContent()).toMatch(/^Turn \d+: Ann and Bob fight a duel \(round \d+\)$/);
      await expectAccessible(page, 'the duel-turn online at 1280×800');
      await page.setViewportSize(PHONE);
      await expectAccessible(page, 'the duel-turn online at 390×844');
      await page.screenshot({ path: '/tmp/karnage-online-duel-phone.png', fullPage: true });
      await page.setViewportSize({ width: 1280, height: 1300 });
      await page.screenshot({ path: '/tmp/karnage-online-duel-wide.png' });
      await page.setViewportSize(WIDE);
      shot = true;
    }
    const move = Number(/move (\d)/.exec(what)?.[1] ?? 1) - 1;
    const message = await jsm.direct.getMessage(privateStream(game), { last_by_subj: subjects.duelTurn(game, name, campaign.headSeq, move) });
    const read = await readDuelTurn(campaign, JSON.parse(message!.string()), name);
    if (!read.ok) throw new Error(read.reason);
    const { view } = read;
    const choice = what.endsWith('(again)') ? { registers: [] } : simpleChoice(view, (c) => moveProblem(view, c));
    const first = 'registers' in choice ? choice.registers[0] : undefined;
    for (const select of await page.locator('[data-testid=duel-move-form] select[aria-label^="Maneuver in register"]').all()) await select.selectOption('');
    if (first) {
      await page.getByLabel('Maneuver in register 1').selectOption(first.maneuver);
      await page.getByLabel('Card in register 1').selectOption(String(view.turn.hand.findIndex((c) => sameCard(c, first.card))));
    }
    await expect.poll(() => page.getByTestId('duel-move-problem').textContent()).toMatch(/^The rules take this move/);
    await page.getByRole('button', { name: 'Sign and send my move' }).click();
    answered = new Map(answered).set(name, what);
    await expect.poll(() => duelAsked(page), { timeout: 15_000 }).not.toBe(what);
  }
  expect(following.view.campaign?.stage.kind).not.toBe('duel');
}
