// The key store in real Chromium: a key kept in IndexedDB survives a reload and signs, cannot be
// exported, leaves only as a sealed backup, and is not replaced by a different key unless asked to.
// keyStorePage.ts is bundled here and served on the preview server's origin (IndexedDB is per origin)
// from a blank page, so the test needs no screen and no change to the app.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, onTestFinished, test } from 'vitest';
import { openKeyBackup, sealKeyBackup } from '../../src/io/pbem/keyBackup.ts';
import { exportPublicKey, generateKeyPair } from '../../src/io/pbem/keys.ts';
import { launchBrowser } from './browser.ts';

const PASSPHRASE = 'correct horse battery staple';
const PAGE_PATH = '/key-store-test';

/** keyStorePage.ts and what it imports as one script. */
async function bundlePage(): Promise<string> {
  const root = join(import.meta.dirname, '..', '..');
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: { write: false, minify: false, lib: { entry: join(import.meta.dirname, 'keyStorePage.ts'), formats: ['iife'], name: 'karnageKeyStoreTest' } },
  });
  // A build without `watch` gives its output (one per format); the types also allow a watcher.
  const first = (Array.isArray(output) ? output[0] : output) as { output?: { type: string; code?: string }[] } | undefined;
  const chunk = first?.output?.[0];
  if (chunk?.type !== 'chunk' || chunk.code === undefined) throw new Error('bundling keyStorePage.ts gave no script');
  return chunk.code;
}

/** A fresh browser context (its own IndexedDB) showing the test page; fails the test on any page error. */
async function openKeyPage(browser: Browser, script: string): Promise<Page> {
  const context = await browser.newContext();
  const url = new URL(PAGE_PATH, inject('baseUrl')).href;
  await context.route(url, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><meta charset="utf-8"><title>keys</title><script>${script}</script>` }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  onTestFinished(async () => {
    await context.close();
    if (errors.length > 0) throw new Error(`The page reported errors:\n  ${errors.join('\n  ')}`);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__karnageKeyTest !== undefined);
  return page;
}

async function reload(page: Page): Promise<void> {
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction(() => window.__karnageKeyTest !== undefined);
}

const api = (page: Page) => ({
  page,
  createAndSave: (participant: string, options: { replace?: boolean; gameId?: string } = {}) =>
    page.evaluate(([p, o, pass]) => window.__karnageKeyTest!.createAndSave(p, pass, o), [participant, options, PASSPHRASE] as const),
  load: (participant: string) => page.evaluate((p) => window.__karnageKeyTest!.load(p), participant),
  list: () => page.evaluate(() => window.__karnageKeyTest!.list()),
  remove: (participant: string) => page.evaluate((p) => window.__karnageKeyTest!.remove(p), participant),
  backup: (participant: string, passphrase = PASSPHRASE) =>
    page.evaluate(([p, pass]) => window.__karnageKeyTest!.backup(p, pass), [participant, passphrase] as const),
  restore: (text: string, passphrase = PASSPHRASE, options: { replace?: boolean } = {}) =>
    page.evaluate(([t, pass, o]) => window.__karnageKeyTest!.restore(t, pass, o), [text, passphrase, options] as const),
  reseal: (participant: string, passphrase: string, next: string) =>
    page.evaluate(([p, pass, n]) => window.__karnageKeyTest!.reseal(p, pass, n), [participant, passphrase, next] as const),
  signWithKept: (participant: string) => page.evaluate((p) => window.__karnageKeyTest!.signWithKept(p), participant),
  rawRecords: () => page.evaluate(() => window.__karnageKeyTest!.rawRecords()),
});

function expectRefused(answer: { result: unknown }, pattern: RegExp): void {
  const result = answer.result as { ok: boolean; reason?: string };
  expect(result.ok).toBe(false);
  expect(result.reason).not.toMatch(/\n/);
  expect(result.reason).toMatch(pattern);
}

const timings: string[] = [];

describe('keeping keys in the browser', () => {
  let browser: Browser;
  let script: string;
  beforeAll(async () => {
    [browser, script] = await Promise.all([launchBrowser(), bundlePage()]);
  });
  afterAll(async () => {
    await browser?.close();
    if (timings.length > 0) console.info(`key store in Chromium (PBKDF2 at 600,000 iterations): ${timings.join(', ')}`);
  });

  test('a kept key survives a reload, signs, and cannot be exported; IndexedDB never holds it in the clear', async () => {
    const page = await openKeyPage(browser, script);
    const keys = api(page);
    const saved = await keys.createAndSave('alice', { gameId: 'kat-1' });
    expect(saved.result).toMatchObject({ ok: true, participant: 'alice', replaced: false });
    timings.push(`save ${saved.ms} ms`);
    const { publicKey } = saved.result as { publicKey: string };

    await reload(page);
    const loaded = await keys.load('alice');
    expect(loaded.result).toMatchObject({
      ok: true,
      key: {
        participant: 'alice',
        gameId: 'kat-1',
        publicKey,
        privateKey: { cryptoKey: 'private', extractable: false, algorithm: 'Ed25519', usages: ['sign'] },
      },
    });
    expect(await keys.signWithKept('alice')).toEqual({ ok: true, verified: true, publicKey, exported: 'InvalidAccessError' });
    expect((await keys.list()).result).toEqual({ ok: true, keys: [{ participant: 'alice', gameId: 'kat-1', publicKey, savedAt: expect.any(String) }] });

    const records = await keys.rawRecords();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ participant: 'alice', publicKey, privateKey: { cryptoKey: 'private', extractable: false } });
    expect(JSON.stringify(records)).not.toContain(saved.pkcs8);
    expect(Object.keys(records[0] as object).sort()).toEqual(['backup', 'gameId', 'participant', 'privateKey', 'publicKey', 'savedAt']);
  });

  test('backs up, deletes and restores a key; the backup opens in Node', async () => {
    const page = await openKeyPage(browser, script);
    const keys = api(page);
    const saved = await keys.createAndSave('bob');
    const { publicKey } = saved.result as { publicKey: string };

    expectRefused(await keys.backup('bob', 'not the passphrase'), /^cannot back up the key: wrong passphrase: it is the one given when this key was kept$/);
    expectRefused(await keys.backup('carol'), /^cannot back up the key: no key is kept for "carol" in this browser$/);
    const backup = await keys.backup('bob');
    timings.push(`backup ${backup.ms} ms`);
    const { text } = backup.result as { ok: true; text: string };
    expect(JSON.parse(text)).toMatchObject({ format: 'karnage-key-backup', participant: 'bob', publicKey, kdf: { iterations: 600_000 } });
    expect(text).not.toContain(saved.pkcs8);
    expect(await openKeyBackup(text, PASSPHRASE)).toMatchObject({ ok: true, participant: 'bob', publicKey });

    expect((await keys.remove('bob')).result).toEqual({ ok: true, participant: 'bob' });
    expectRefused(await keys.load('bob'), /^no key is kept for "bob" in this browser$/);
    expectRefused(await keys.remove('bob'), /^no key is kept for "bob"/);
    expect((await keys.list()).result).toEqual({ ok: true, keys: [] });

    await reload(page);
    expectRefused(await keys.restore(text, 'not the passphrase'), /^cannot restore the key: wrong passphrase, or the file was changed$/);
    expectRefused(await keys.restore('{"format": 1', PASSPHRASE), /^cannot restore the key: not a key backup: not JSON: /);
    const restored = await keys.restore(text);
    timings.push(`restore ${restored.ms} ms`);
    expect(restored.result).toEqual({ ok: true, participant: 'bob', publicKey, replaced: false });
    await reload(page);
    expect(await keys.signWithKept('bob')).toEqual({ ok: true, verified: true, publicKey, exported: 'InvalidAccessError' });
    expect(((await keys.backup('bob')).result as { text: string }).text).toBe(text);
  });

  test('a backup given a passphrase of its own opens with that one only; the key that signs stays', async () => {
    const keys = api(await openKeyPage(browser, script));
    const saved = await keys.createAndSave('dora');
    const { publicKey } = saved.result as { publicKey: string };
    const own = 'a passphrase of its own';
    expectRefused(
      await keys.reseal('dora', 'not the passphrase', own),
      /^cannot change the passphrase: wrong passphrase: it is the one the backup was sealed with$/,
    );
    expectRefused(await keys.reseal('dora', PASSPHRASE, 'short'), /^cannot change the passphrase: a passphrase must be 8 to \d+ characters long$/);
    expectRefused(await keys.reseal('erik', PASSPHRASE, own), /^cannot change the passphrase: no key is kept for "erik" in this browser$/);
    expect((await keys.reseal('dora', PASSPHRASE, own)).result).toEqual({ ok: true, participant: 'dora' });
    expectRefused(await keys.backup('dora'), /^cannot back up the key: wrong passphrase/);
    const { text } = (await keys.backup('dora', own)).result as { text: string };
    expect(await openKeyBackup(text, own)).toMatchObject({ ok: true, participant: 'dora', publicKey });
    expect(await openKeyBackup(text, PASSPHRASE)).toMatchObject({ ok: false });
    expect(JSON.stringify(await keys.rawRecords())).not.toContain(saved.pkcs8);
    expect(await keys.signWithKept('dora')).toEqual({ ok: true, verified: true, publicKey, exported: 'InvalidAccessError' });
  });

  test('a different key for the same participant replaces the kept one only with replace: true', async () => {
    const keys = api(await openKeyPage(browser, script));
    const first = await keys.createAndSave('carol');
    const { publicKey: firstKey } = first.result as { publicKey: string };
    const sameKeyBackup = ((await keys.backup('carol')).result as { text: string }).text;

    // A backup made in Node, of another key for carol.
    const other = await generateKeyPair();
    const otherKey = await exportPublicKey(other.publicKey);
    const otherBackup = await sealKeyBackup({ participant: 'carol', ...other }, 'another passphrase', { iterations: 1_000 });

    expectRefused(await keys.createAndSave('carol'), /^a different key is already kept for "carol": replace it only on purpose \(replace: true\)$/);
    expectRefused(await keys.restore(otherBackup, 'another passphrase'), /^a different key is already kept for "carol"/);
    expect((await keys.load('carol')).result).toMatchObject({ ok: true, key: { publicKey: firstKey } });
    // The same key again is no replacement.
    expect((await keys.restore(sameKeyBackup)).result).toEqual({ ok: true, participant: 'carol', publicKey: firstKey, replaced: false });

    expect((await keys.restore(otherBackup, 'another passphrase', { replace: true })).result).toEqual({
      ok: true,
      participant: 'carol',
      publicKey: otherKey,
      replaced: true,
    });
    expect(await keys.signWithKept('carol')).toMatchObject({ ok: true, verified: true, publicKey: otherKey });
    // Its backup now opens with the restored file's passphrase.
    expectRefused(await keys.backup('carol'), /wrong passphrase/);
    expect(((await keys.backup('carol', 'another passphrase')).result as { text: string }).text).toBe(otherBackup);
    expect((await keys.createAndSave('carol', { replace: true })).result).toMatchObject({ ok: true, replaced: true });
  });

  test('refuses bad ids and short passphrases in one line, throwing nothing', async () => {
    const keys = api(await openKeyPage(browser, script));
    expectRefused(await keys.load('Alice'), /^"Alice" is not a participant id$/);
    expectRefused(await keys.remove(''), /^"" is not a participant id$/);
    expectRefused(
      await keys.restore('x'.repeat(100_000)),
      /^cannot restore the key: not a key backup: the file is 100000 characters long; the limit is 16384$/,
    );
    const short = await keys.page.evaluate(() => window.__karnageKeyTest!.createAndSave('dave', 'short'));
    expectRefused(short, /^cannot seal the key: a passphrase must be 8 to 1024 characters long$/);
    expect((await keys.list()).result).toEqual({ ok: true, keys: [] });
  });
});
