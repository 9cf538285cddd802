// A duel by e-mail through the PBEM screens, in real Chromium against the built app: the referee, Ann and
// Bob each in a browser of their own, their keys restored from backups made in Node. The campaign (Ann's
// hero attacks Bob's) is made and its orders closed in Node; the referee's tab takes Ann's reveal, and the
// turn stops at the duel. Then every duel-turn goes from the referee's tab to one duelist's Player tab,
// which declares on the form and saves a sealed move, which the referee's tab takes, until the duel is over
// and the turn resolves. No page ever shows a card of the other duelist's hand.
// Leaves test-results/pbem-duel-player.png and test-results/pbem-duel-referee.png to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { moveProblem, readDuelTurn } from '../../src/io/pbem/campaign/duelPlayer.ts';
import { fileText } from '../../src/io/pbem/campaign/fileText.ts';
import { closeOrders } from '../../src/io/pbem/campaign/referee.ts';
import type { Campaign } from '../../src/io/pbem/campaign/stage.ts';
import { sealKeyBackup } from '../../src/io/pbem/keyBackup.ts';
import { exportPublicKey, generateKeyPair } from '../../src/io/pbem/keys.ts';
import { cardText, sameCard, type Card } from '../../src/rules/champions/index.ts';
import { HERO_ATTACK, championsCampaignScenario, simpleChoice } from '../support/pbemDuel.ts';
import { NOW, newCampaign, ordersFiles, revealFiles, type Participants, type Person } from '../support/pbemCampaign.ts';
import { openApp } from './browser.ts';
import { type Downloaded, opened, pbemSession } from './pbemPage.ts';

const PASSPHRASE = 'correct horse battery staple';
const resultsDir = join(import.meta.dirname, '..', '..', 'test-results');

const session = pbemSession('karnage-pbem-duel-');
const { downloadFrom, saved } = session;

/** Keys made in Node, kept whole so each can be sealed into a backup for its browser. */
async function people(): Promise<{ people: Participants; backups: Record<string, string> }> {
  const made: Person[] = [];
  const backups: Record<string, string> = {};
  for (const id of ['referee', 'ann', 'bob']) {
    const pair = await generateKeyPair();
    made.push({ id, privateKey: pair.privateKey, publicKey: await exportPublicKey(pair.publicKey) });
    backups[id] = saved(`${id}.backup.json`, await sealKeyBackup({ participant: id, ...pair }, PASSPHRASE, { iterations: 1_000 }));
  }
  const [referee, ann, bob] = made as [Person, Person, Person];
  return { people: { referee, players: { ann, bob } }, backups };
}

/** The PBEM screen in a browser of its own, with `id`'s key restored from its backup, on `tab`. */
async function pbemPageOf(id: string, backup: string, tab: 'Referee' | 'Player'): Promise<Page> {
  const page = await openApp(session.browser, '/?screen=pbem');
  await page.getByRole('tab', { name: 'Keys' }).click();
  await page.getByTestId('restore-key-input').setInputFiles(backup);
  await page.getByLabel('Its passphrase').fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Restore' }).click();
  await page.getByLabel(`Public key of ${id}`).waitFor();
  await page.getByRole('tab', { name: tab }).click();
  return page;
}

/** The campaign with its orders closed (Ann's hero attacks Bob's), and Ann's reveal, as files. */
async function closedCampaign(who: Participants): Promise<{ campaign: string; reveal: string }> {
  const { campaign } = await newCampaign('turn-by-turn', 2, { scenario: championsCampaignScenario(), gameId: 'duel-e2e', people: who });
  const { files, secrets } = await ordersFiles(campaign, who, { ann: [HERO_ATTACK] });
  const closed = await closeOrders(campaign, files, who.referee, { now: NOW });
  if (!closed.ok) throw new Error(closed.reason);
  const [reveal] = await revealFiles(closed.campaign, who, secrets);
  return { campaign: saved('duel-e2e-1.campaign.json', fileText(closed.campaign.file)), reveal: saved('ann.reveal.json', fileText(reveal)) };
}

/** What a duelist's page showed of cards: every card face on it, and the cards its selects offer. */
interface Seen {
  readonly player: string;
  readonly round: number;
  readonly faces: readonly string[];
  readonly options: readonly string[];
  readonly initiative: readonly string[];
}

const sorted = (list: readonly string[]) => [...list].sort();

/** Waits for the referee's step to finish, and answers the line it left. */
async function refereeLine(page: Page, pattern: RegExp): Promise<string> {
  const line = page.getByTestId('referee-message');
  await expect.poll(() => line.textContent(), { timeout: 15_000 }).toMatch(pattern);
  return (await line.textContent()) ?? '';
}

const ANSWERED = /^(Move \d+ of round \d+ is|Round \d+ of the duel published|The duel is over)/;

/** The referee's tab opens the closed campaign, takes Ann's reveal and resolves: the turn stops at the duel. */
async function beginDuel(referee: Page, files: { campaign: string; reveal: string }): Promise<{ pack: Downloaded; turn: Downloaded }> {
  await referee.getByTestId('open-campaign-input').setInputFiles(files.campaign);
  await referee.getByTestId('take-files-input').setInputFiles(files.reveal);
  await expect.poll(() => referee.getByTestId('sent-list').textContent()).toContain('received ann.reveal.json');
  await referee.getByRole('button', { name: 'Resolve with the reveals' }).click();
  await refereeLine(referee, /^The turn stops at a duel/);
  expect(await referee.getByTestId('stage-headline').textContent()).toBe('Turn 1: a duel at (3,1), round 1; moves due from Ann, Bob');
  const pack = await downloadFrom(referee, 'Download the new campaign file');
  const turn = await downloadFrom(referee, /^Download (Ann|Bob)'s duel-turn$/);
  expect(turn.name).toMatch(/^duel-e2e-turn1-duel-round1-move1-(ann|bob)\.json$/);
  expect(await referee.getByText(/^Send to (Ann|Bob) alone: it holds their hand\.$/).count()).toBe(1);
  await referee.getByTestId('side-panel').evaluate((panel) => panel.scrollTo(0, 0));
  mkdirSync(resultsDir, { recursive: true });
  await referee.screenshot({ path: join(resultsDir, 'pbem-duel-referee.png') });
  return { pack, turn };
}

/** What the duelists' pages showed, and each duelist's hand by round (from the duel-turns sent). */
interface Fought {
  readonly pack: Downloaded;
  readonly seen: readonly Seen[];
  readonly hands: ReadonlyMap<string, readonly Card[]>;
}

/** Every duel-turn to its duelist's page, every move back to the referee's tab, until the duel is over. */
async function fight(referee: Page, players: Readonly<Record<string, Page>>, start: { pack: Downloaded; turn: Downloaded }): Promise<Fought> {
  let { pack, turn } = start;
  const packOpen: Record<string, string> = {};
  const seen: Seen[] = [];
  const hands = new Map<string, readonly Card[]>();
  for (let step = 0; step < 20; step++) {
    const doc = JSON.parse(turn.text).document;
    const page = players[doc.player]!;
    hands.set(`${doc.round}:${doc.player}`, doc.hand);
    if (packOpen[doc.player] !== pack.text) {
      await page.getByTestId('open-pack-input').setInputFiles(pack.path);
      await expect.poll(() => page.getByTestId('player-message').textContent()).toMatch(/^Opened /);
      packOpen[doc.player] = pack.text;
    }
    await page.getByTestId('open-duel-turn-input').setInputFiles(turn.path);
    await expect.poll(() => page.getByTestId('player-message').textContent()).toMatch(/^Opened your duel-turn: round \d+, move \d+/);
    const move = await declare(page, await opened(pack.text), turn, step === 0 ? 'first' : step === 1 ? 'second' : null);
    expect(move.name).toBe(turn.name.replace(/\.json$/, '.move.json'));
    seen.push(await seenOn(page, doc));

    await referee.getByTestId('take-moves-input').setInputFiles(move.path);
    await expect.poll(() => referee.getByTestId('sent-list').textContent()).toContain(`received ${move.name}`);
    await referee.getByRole('button', { name: 'Go on with the moves taken' }).click();
    const line = await refereeLine(referee, ANSWERED);
    if (!line.startsWith('Move ')) pack = await downloadFrom(referee, 'Download the new campaign file');
    if (line.startsWith('The duel is over')) return { pack, seen, hands };
    turn = await downloadFrom(referee, /^Download (Ann|Bob)'s duel-turn$/);
  }
  throw new Error('the duel did not end');
}

const unique = (list: readonly string[]) => list.filter((t, i, all) => all.indexOf(t) === i);

async function seenOn(page: Page, doc: { player: string; round: number; initiative: Card[][] | null }): Promise<Seen> {
  return {
    player: doc.player,
    round: doc.round,
    faces: await page.locator('[data-testid=duel-turn-panel] .duel-card').allTextContents(),
    options: unique(await page.locator('[data-testid=duel-move-form] select[aria-label^="Card in"] option').allTextContents()),
    initiative: doc.initiative?.flat().map(cardText) ?? [],
  };
}

/** Nothing of the other duelist's hand was ever on a duelist's page: only its own hand and the public initiative cards. */
function expectOwnHandsOnly({ seen, hands }: Fought): void {
  const otherOf = (s: Seen) => hands.get(`${s.round}:${s.player === 'ann' ? 'bob' : 'ann'}`) ?? [];
  for (const s of seen) {
    const own = (hands.get(`${s.round}:${s.player}`) ?? []).map(cardText);
    expect(sorted(s.faces)).toEqual(sorted([...s.initiative, ...own]));
    if (s.options.length > 0) expect(sorted(s.options)).toEqual(sorted(unique(own)));
    const onlyTheirs = otherOf(s).filter((c) => !own.includes(cardText(c)) && !s.initiative.includes(cardText(c)));
    for (const card of onlyTheirs) expect(s.faces).not.toContain(cardText(card));
  }
  expect(seen.some((s) => otherOf(s).length > 0)).toBe(true);
}

describe('a duel by e-mail through the screens', () => {
  test('the referee sends each duel-turn to one duelist alone; each declares on its Player tab and saves a sealed move; the duel ends and the turn resolves', async () => {
    const { people: who, backups } = await people();
    const files = await closedCampaign(who);
    const referee = await pbemPageOf('referee', backups.referee!, 'Referee');
    const players: Record<string, Page> = {
      ann: await pbemPageOf('ann', backups.ann!, 'Player'),
      bob: await pbemPageOf('bob', backups.bob!, 'Player'),
    };

    // Champions is offered turn by turn only, saying why otherwise.
    const champions = referee.getByRole('checkbox', { name: /Champions: a hero for each player/ });
    await referee.getByLabel('Schedule').selectOption('week');
    expect(await champions.isDisabled()).toBe(true);
    expect(await referee.locator('#champions-unavailable').textContent()).toMatch(/heroes duel only in a turn-by-turn campaign/);
    await referee.getByLabel('Schedule').selectOption('turn-by-turn');
    expect(await champions.isEnabled()).toBe(true);

    const fought = await fight(referee, players, await beginDuel(referee, files));
    const end = await opened(fought.pack.text);
    expect(end.stage.kind).toBe('orders');
    expect(end.publications.at(-1)?.step).toBe('resolved');
    expect(end.publications.filter((p) => p.step === 'duel' && (p.duel?.round ?? 0) > 0).length).toBeGreaterThan(0);
    expect(await referee.getByTestId('stage-headline').textContent()).toBe('Turn 2: orders due from Bob');
    expectOwnHandsOnly(fought);

    // The last pack: the duel is over, and the duelist's page shows the map again.
    await players.ann!.getByTestId('open-pack-input').setInputFiles(fought.pack.path);
    await players.ann!.getByTestId('board-area').waitFor();
    expect(await players.ann!.getByTestId('duel-turn-panel').count()).toBe(0);
  }, 180_000);
});

/** The duelist declares on the form what the rules take (chosen in Node from the same duel-turn), and saves it. */
async function declare(page: Page, campaign: Campaign, turn: Downloaded, shoot: 'first' | 'second' | null): Promise<Downloaded> {
  const doc = JSON.parse(turn.text).document;
  const read = await readDuelTurn(campaign, JSON.parse(turn.text), doc.player);
  if (!read.ok) throw new Error(read.reason);
  const { view } = read;
  const choice = simpleChoice(view, (c) => moveProblem(view, c));
  const first = 'registers' in choice ? choice.registers[0] : null;
  // A card the hand holds once: played in two registers, the rules refuse it (two cards that read the same may be).
  const single = view.turn.hand.findIndex((c, i, hand) => hand.every((o, j) => j === i || !sameCard(o, c)));
  if (shoot === 'first' && view.turn.hand.length > 1 && single >= 0) {
    // One card in two registers: the rules' refusal shows at once, before anything is signed.
    for (const n of [1, 2]) {
      await page.getByLabel(`Maneuver in register ${n}`).selectOption('attack');
      await page.getByLabel(`Card in register ${n}`).selectOption(String(single));
    }
    await expect.poll(() => page.getByTestId('duel-move-problem').textContent()).toMatch(/^The rules refuse this move: /);
    await page.getByLabel('Maneuver in register 2').selectOption('');
    await page.getByLabel('Maneuver in register 1').selectOption('');
  }
  if (first) {
    await page.getByLabel('Maneuver in register 1').selectOption(first.maneuver);
    const at = view.turn.hand.findIndex((c) => sameCard(c, first.card));
    await page.getByLabel('Card in register 1').selectOption(String(at));
  }
  await expect.poll(() => page.getByTestId('duel-move-problem').textContent()).toMatch(/^The rules take this move/);
  if (shoot) {
    // Tall enough to show the whole duel panel, the move form with it.
    await page.setViewportSize({ width: 1024, height: 1300 });
    await page.screenshot({ path: join(resultsDir, shoot === 'first' ? 'pbem-duel-player.png' : 'pbem-duel-player-second.png') });
    await page.setViewportSize({ width: 1024, height: 700 });
  }
  return downloadFrom(page, 'Sign and save my move');
}
