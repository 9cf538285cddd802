// Installable and offline: after one visit the service worker holds the whole app, so with the network cut a
// reload still opens it, and a hotseat game starts and plays a turn. The manifest names the app and its icons. A
// new version of the site is offered on the next visit and taken only when the player says so.
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { freePort } from '../support/freePort.ts';
import { openApp } from './browser.ts';
import { startPreview } from './previewServer.ts';
import { fillAnnAndBob, liftCurtain, passOn, settle, shot, testBrowser } from './gamePage.ts';

describe('offline after one visit', () => {
  const browser = testBrowser();

  test('the app installs a service worker; with the network cut, a reload opens it and a hotseat turn is played', async () => {
    const page = await openApp(browser());
    await page.getByRole('button', { name: 'Start' }).waitFor();
    // The worker has cached the app once it is active: every page of it, and the screens loaded on demand.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel=manifest]');
      return link ? ((await (await fetch(link.href)).json()) as { name: string; icons: { sizes: string }[]; display: string }) : null;
    });
    expect(manifest?.name).toBe('Karnage');
    expect(manifest?.display).toBe('standalone');
    expect(manifest?.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    await settle(page);

    await page.context().setOffline(true);
    try {
      await page.reload();
      await fillAnnAndBob(page, 7);
      await page.getByRole('button', { name: 'Start' }).click();
      await liftCurtain(page, 'Ann');
      await page.getByRole('button', { name: 'End turn' }).click();
      await passOn(page);
      await page.getByRole('heading', { name: 'Bob plays next' }).waitFor();
      await liftCurtain(page, 'Bob');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain("Bob's turn");
      // The editor, too, is there with no network.
      await settle(page);
      await page.goto(new URL('/?screen=editor', page.url()).href);
      await page.getByRole('heading', { name: 'Map editor' }).waitFor();
      await shot(page, 'offline-editor');
      await settle(page);
      // And play by e-mail: its tabs, and a key made in the browser (WebCrypto, IndexedDB: nothing on a network).
      await page.goto(new URL('/?screen=pbem', page.url()).href);
      await page.getByRole('tab', { name: 'Keys' }).click();
      await page.getByLabel('Participant id').fill('ann');
      await page.getByLabel('Passphrase (8 characters or more)').fill('offline passphrase');
      await page.getByLabel('Passphrase again').fill('offline passphrase');
      await page.getByRole('button', { name: 'Make my key' }).click();
      await page.getByLabel('Public key of ann').waitFor();
    } finally {
      await page.context().setOffline(false);
    }
  });

  test('a new version waits: offered on the next visit with the game kept, taken when the player reloads to update', async () => {
    // A site of this test's own, so that it can be deployed again under the page.
    const site = mkdtempSync(join(tmpdir(), 'karnage-site-'));
    cpSync(inject('distDir'), site, { recursive: true });
    const port = await freePort();
    let preview = await startPreview(site, port);
    try {
      const page = await openApp(browser(), `${preview.url}/`);
      await page.evaluate(async () => navigator.serviceWorker.ready);
      await fillAnnAndBob(page, 7);
      await page.getByRole('button', { name: 'Start' }).click();
      await liftCurtain(page, 'Ann');
      await settle(page);

      // Deployed again: the service worker's script is another file now.
      await preview.stop();
      appendFileSync(join(site, 'sw.js'), '\n// the next version\n');
      preview = await startPreview(site, port);
      await page.reload();
      const notice = page.getByTestId('update-notice');
      await notice.waitFor();
      expect(await notice.getByRole('status').textContent()).toContain('A new version of Karnage is ready');
      // Nothing was swapped: the new worker waits beside the one serving the page, and the game is there to continue.
      const workers = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting?.state ?? null, serving: navigator.serviceWorker.controller?.state ?? null };
      });
      expect(workers).toEqual({ waiting: 'installed', serving: 'activated' });
      await page.getByRole('button', { name: 'Continue the game of Ann and Bob, round 1' }).waitFor();
      await shot(page, 'offline-update-offered');

      const reloaded = page.waitForEvent('load');
      await notice.getByRole('button', { name: 'Reload to update' }).click();
      await reloaded;
      await page.getByRole('button', { name: 'Continue the game of Ann and Bob, round 1' }).waitFor();
      expect(await page.getByTestId('update-notice').count()).toBe(0);
    } finally {
      await preview.stop();
      rmSync(site, { recursive: true, force: true });
    }
  });
});
