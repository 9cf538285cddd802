// The Online screen with accounts in browser tests: each player a page in a context of its own (their own
// IndexedDB key and localStorage), opened at an address (?screen=online&server=…&guest=…, or an invite link);
// signing up or in by the form; what the page keeps in its storage.
import type { Browser, Page } from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';
import '../../src/board/debugHook.ts';

export const WIDE = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** The Online screen's address for the accounts at `server` with its guest JWT. */
export function accountsAddress(server: string, guest: string): string {
  const url = new URL('/', inject('baseUrl'));
  url.searchParams.set('screen', 'online');
  url.searchParams.set('server', server);
  url.searchParams.set('guest', guest);
  return url.href;
}

/**
 * `address` in a page of a context of its own. Any page error, console error or failed request fails the test when it
 * finishes (as openApp does).
 */
export async function openAt(browser: Browser, address: string, options: { permissions?: string[] } = {}): Promise<Page> {
  const page = await browser.newPage({ viewport: WIDE, reducedMotion: 'reduce', ...options });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('requestfailed', (request) => errors.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`));
  onTestFinished(async () => {
    const found = [...errors];
    await page.context().close();
    if (found.length > 0) throw new Error(`The page reported errors:\n  ${found.join('\n  ')}`);
  });
  await goTo(page, address);
  return page;
}

/** The page at `address` (a reload: whoever was signed in signs in again). */
export async function goTo(page: Page, address: string): Promise<void> {
  await page.goto(address, { waitUntil: 'load' });
  await page.getByRole('navigation', { name: 'Play online' }).waitFor();
}

export const passphraseOf = (name: string): string => `${name}-passphrase`;
export const messageLine = (page: Page) => page.getByTestId('online-message');

/** Fills the form and presses Sign up or Sign in; the page's one line after it (or null once signed on). */
export async function trySignOn(page: Page, way: 'Sign up' | 'Sign in', name: string, passphrase = passphraseOf(name)): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Passphrase', { exact: true }).fill(passphrase);
  await page.getByRole('button', { name: way, exact: true }).click();
}

/** Signs up or in as `name` and waits to be connected as them. */
export async function signOn(page: Page, way: 'Sign up' | 'Sign in', name: string): Promise<void> {
  await trySignOn(page, way, name);
  await expect.poll(() => page.getByTestId('connection').textContent(), { timeout: 15_000 }).toMatch(new RegExp(`^Connected to .* as ${name}$`));
}

/** The one line the page shows once it has finished what it was doing. */
export async function lineAfter(page: Page, pattern: RegExp): Promise<string> {
  await expect.poll(() => messageLine(page).textContent(), { timeout: 15_000 }).toMatch(pattern);
  const text = (await messageLine(page).textContent()) ?? '';
  expect(text).not.toMatch(/\n/);
  return text;
}

/** Every value the page keeps in localStorage and sessionStorage. */
export function storedValues(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const values: string[] = [];
    for (const storage of [localStorage, sessionStorage])
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key !== null) values.push(`${key}=${storage.getItem(key) ?? ''}`);
      }
    return values;
  });
}

/** The invite link a game's row or page shows (the only one on screen). */
export const inviteLinkOn = (page: Page) => page.locator('[data-testid^="invite-link-"]').inputValue();
