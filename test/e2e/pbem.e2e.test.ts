// Play by e-mail through the screens, in real Chromium against the built app: a referee and a player,
// each in a browser of their own (their own IndexedDB keys), a second player whose key is made in Node.
// The referee makes a campaign and publishes its pack; the player plans a move on the board by clicking,
// exports signed orders; the referee takes them, closes the orders; the player reveals; the referee
// resolves; the pack published then verifies in Node. Bad files are refused in one line, changing nothing.
// Leaves /tmp/pbem-referee.png and /tmp/pbem-player.png to look at.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import '../../src/board/debugHook.ts';
import { describe, expect, test } from 'vitest';
import { openKeyBackup, sealKeyBackup } from '../../src/io/pbem/keyBackup.ts';
import { generateKeyPair } from '../../src/io/pbem/keys.ts';
import { moveDestinations, planView, type HexCoord } from '../../src/rules/index.ts';
import { publicKeyCardText } from '../../src/io/pbem/publicKeyCard.ts';
import { participant } from '../support/pbemCampaign.ts';
import { openApp } from './browser.ts';
import { opened, pbemSession } from './pbemPage.ts';

const PASSPHRASE = 'correct horse battery staple';
const resultsDir = join(import.meta.dirname, '..', '..', 'test-results');

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  await page.screenshot({ path: join(resultsDir, `${name}.png`) });
}

const session = pbemSession('karnage-pbem-');
const { downloadFrom, file } = session;

/** The PBEM screen in a browser of its own, on a tab. */
async function pbemPage(tab: 'Keys' | 'Referee' | 'Player'): Promise<Page> {
  const page = await openApp(session.browser, '/?screen=pbem');
  await page.getByRole('tab', { name: tab }).click();
  return page;
}

async function makeKey(page: Page, id: string): Promise<string> {
  await page.getByRole('tab', { name: 'Keys' }).click();
  await page.getByLabel('Participant id').fill(id);
  await page.getByLabel('Passphrase (8 characters or more)').fill(PASSPHRASE);
  await page.getByLabel('Passphrase again').fill(PASSPHRASE);
  await page.getByRole('button', { name: 'Make my key' }).click();
  const key = page.getByLabel(`Public key of ${id}`);
  await key.waitFor();
  return key.inputValue();
}

async function clickHex(page: Page, hex: HexCoord): Promise<void> {
  const point = await page.evaluate((h) => window.__karnageBoard!.hexToScreen(h), hex);
  await page.mouse.click(point.x, point.y);
}

const headline = (page: Page) => page.getByTestId('stage-headline');
const message = (page: Page, testId: string) => page.getByTestId(testId);

/** The one line a refused file leaves: no line break, no stack. */
async function expectRefused(page: Page, testId: string, pattern: RegExp): Promise<void> {
  const line = message(page, testId);
  await expect.poll(() => line.textContent()).toMatch(pattern);
  const text = (await line.textContent()) ?? '';
  expect(text).not.toMatch(/\n|\bat \S+:\d+/);
}

describe('play by e-mail through the screens', () => {
  test('a referee and a player play a turn: campaign, pack, planned move, signed orders, close, reveal, resolve', async () => {
    const bob = await participant('bob');
    const bobCard = file('bob.public-key.json');
    writeFileSync(bobCard, publicKeyCardText('bob', bob.publicKey));

    const referee = await pbemPage('Keys');
    const ann = await pbemPage('Keys');
    await makeKey(referee, 'referee');
    const annKey = await makeKey(ann, 'ann');
    await ann.getByLabel("Passphrase for ann's backup").fill(PASSPHRASE);
    const backup = await downloadFrom(ann, 'Back up my key');
    expect(await openKeyBackup(backup.text, PASSPHRASE)).toMatchObject({ ok: true, participant: 'ann', publicKey: annKey });
    // The backup given a passphrase of its own: the next backup opens with that one only.
    const own = 'a passphrase of its own';
    await ann.getByLabel('Its passphrase now').fill(PASSPHRASE);
    await ann.getByLabel('New passphrase', { exact: true }).fill(own);
    await ann.getByLabel('New passphrase again').fill(own);
    await ann.getByRole('button', { name: 'Seal it again' }).click();
    await expect.poll(() => message(ann, 'keys-message').textContent()).toBe("ann's backup now opens with its new passphrase only.");
    await ann.getByLabel("Passphrase for ann's backup").fill(own);
    const resealed = await downloadFrom(ann, 'Back up my key');
    expect(await openKeyBackup(resealed.text, own)).toMatchObject({ ok: true, participant: 'ann', publicKey: annKey });
    expect(await openKeyBackup(resealed.text, PASSPHRASE)).toMatchObject({ ok: false });
    await shot(ann, 'pbem-1-keys');

    // The referee makes the campaign: Ann's key pasted, Bob's from his public key file.
    await referee.getByRole('tab', { name: 'Referee' }).click();
    await referee.getByLabel('Campaign name').fill('Iron Winter');
    await referee.getByLabel('Campaign id').fill('iron-winter');
    await referee.getByLabel('Id of player 1').fill('ann');
    await referee.getByLabel('Public key of player 1').fill(annKey);
    await referee.getByTestId('seat-key-input-2').setInputFiles(bobCard);
    await expect.poll(() => referee.getByLabel('Id of player 2').inputValue()).toBe('bob');
    await referee.getByRole('spinbutton', { name: 'Map seed' }).fill('4242');
    await shot(referee, 'pbem-2-new-campaign');
    await referee.getByRole('button', { name: 'Make the campaign' }).click();
    await expect.poll(() => headline(referee).textContent()).toBe('Turn 1: orders due from Ann');
    const pack0 = await downloadFrom(referee, 'Download campaign file');
    const start = (await opened(pack0.text)).start;

    // Ann opens the pack and plans a move by clicking her unit, then a hex it can reach.
    await ann.getByRole('tab', { name: 'Player' }).click();
    await ann.getByTestId('open-pack-input').setInputFiles(pack0.path);
    await ann.getByRole('button', { name: /^Export signed orders/ }).waitFor();
    await ann.waitForFunction(() => (window.__karnageBoard?.renderCount ?? 0) > 0);
    const unit = Object.values(start.units).find((u) => u.owner === 'ann')!;
    const destination = moveDestinations(start, planView(start), unit)[0]!;
    await clickHex(ann, unit.at);
    await clickHex(ann, destination);
    await expect
      .poll(() => ann.locator('[data-testid=planned-orders] li').allTextContents())
      .toEqual([expect.stringContaining(`move to (${destination.col},${destination.row})`)]);
    await ann.screenshot({ path: '/tmp/pbem-player.png' });
    const orders = await downloadFrom(ann, /^Export signed orders/);
    expect(orders.name).toBe('iron-winter-turn-1-orders-ann.orders.json');

    // A changed orders file is refused in one line; nothing is taken.
    const forged = file('forged.orders.json');
    writeFileSync(forged, orders.text.replace(`"col":${destination.col}`, `"col":${destination.col === 0 ? 1 : 0}`));
    await referee.getByTestId('take-files-input').setInputFiles(forged);
    await expectRefused(referee, 'referee-message', /^"forged\.orders\.json" refused: bad signature/);
    expect(await referee.getByTestId('sent-list').textContent()).toContain('waiting');

    await referee.getByTestId('take-files-input').setInputFiles(orders.path);
    await expect.poll(() => referee.getByTestId('sent-list').textContent()).toContain(`received ${orders.name}`);
    await shot(referee, 'pbem-3-orders-taken');
    await referee.getByRole('button', { name: 'Close the orders' }).click();
    await expect.poll(() => headline(referee).textContent()).toBe('Turn 1: orders closed; reveals due from Ann');
    const pack1 = await downloadFrom(referee, 'Download campaign file');

    await ann.getByTestId('open-pack-input').setInputFiles(pack1.path);
    await ann.getByRole('button', { name: 'Export reveal' }).waitFor();
    await shot(ann, 'pbem-4-reveal-due');
    const reveal = await downloadFrom(ann, 'Export reveal');
    await referee.getByTestId('take-files-input').setInputFiles(reveal.path);
    await expect.poll(() => referee.getByTestId('sent-list').textContent()).toContain(`received ${reveal.name}`);
    await referee.getByRole('button', { name: 'Resolve with the reveals' }).click();
    await expect.poll(() => headline(referee).textContent()).toBe('Turn 2: orders due from Bob');
    await referee.waitForFunction(() => (window.__karnageBoard?.renderCount ?? 0) > 0);
    await referee.getByTestId('side-panel').evaluate((panel) => panel.scrollTo(0, 0));
    await referee.screenshot({ path: '/tmp/pbem-referee.png' });

    const pack2 = await downloadFrom(referee, 'Download campaign file');
    const resolved = await opened(pack2.text);
    expect(resolved.shown.units[unit.id]?.at).toEqual(destination);
    expect(resolved.publications.map((p) => p.step)).toEqual(['start', 'closed', 'resolved']);
    expect(resolved.publications.at(-1)?.dice.kind).toBe('commit-reveal');
    const page = await downloadFrom(referee, 'Download map page');
    expect(page.text).toMatch(/^<!doctype html>/);
    expect(page.text).toContain('Iron Winter');

    // A changed pack is refused in one line; the pack open stays.
    const tampered = file('tampered.campaign.json');
    writeFileSync(tampered, pack2.text.replace('"Iron Winter"', '"Iron Summer"'));
    await ann.getByTestId('open-pack-input').setInputFiles(tampered);
    await expectRefused(ann, 'player-message', /^tampered\.campaign\.json cannot be opened: the campaign's opening: bad signature/);
    expect(await headline(ann).textContent()).toBe('Turn 1: orders closed; reveals due from Ann');
  }, 120_000);

  test('a key restored from its backup: a wrong passphrase or a file that is no backup is refused in one line, and nothing is kept', async () => {
    const backupPath = file('cara.karnage-key-backup.json');
    writeFileSync(backupPath, await sealKeyBackup({ participant: 'cara', ...(await generateKeyPair()) }, PASSPHRASE, { iterations: 1_000 }));
    const notBackup = file('not-a-backup.json');
    writeFileSync(notBackup, '{"format": "karnage-map"}');
    const page = await pbemPage('Keys');
    await page.getByText('No key yet').waitFor();

    await page.getByTestId('restore-key-input').setInputFiles(notBackup);
    await page.getByLabel('Its passphrase').fill(PASSPHRASE);
    await page.getByRole('button', { name: 'Restore' }).click();
    await expectRefused(page, 'keys-message', /^cannot restore the key: not a key backup: /);
    await page.getByTestId('restore-key-input').setInputFiles(backupPath);
    await page.getByLabel('Its passphrase').fill('not the passphrase');
    await page.getByRole('button', { name: 'Restore' }).click();
    await expectRefused(page, 'keys-message', /^cannot restore the key: wrong passphrase, or the file was changed$/);
    expect(await page.getByTestId('key-list').count()).toBe(0);

    await page.getByLabel('Its passphrase').fill(PASSPHRASE);
    await page.getByRole('button', { name: 'Restore' }).click();
    await page.getByLabel('Public key of cara').waitFor();
    expect(await message(page, 'keys-message').textContent()).toBe("Restored cara's key.");
    await page.reload();
    await page.getByRole('tab', { name: 'Keys' }).click();
    await page.getByLabel('Public key of cara').waitFor();
  });

  test('a first visit fetches none of the PBEM screens; the setup screen opens them, and Back returns', async () => {
    const page = await openApp(session.browser, '/');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => url.includes('Pbem'))).toEqual([]);
    await page.getByRole('button', { name: 'Play by e-mail' }).click();
    await page.getByRole('tab', { name: 'Keys', selected: true }).waitFor();
    expect(scripts.filter((url) => url.includes('PbemScreen'))).toHaveLength(1);
    await page.goBack();
    await page.getByRole('button', { name: 'Start' }).waitFor();
  });
});
