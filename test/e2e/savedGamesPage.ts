// The steps of the saved-games browser tests: a game started on the new-game screen, the dialogs that leave or
// replace it, the saved-games list and its rows, and records put straight into its IndexedDB.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { loadGameRecord } from '../../src/io/loadGameRecord.ts';
import { GAMES_DB_NAME } from '../../src/io/savedGamesDb.ts';
import { boardReady, liftCurtain, resultsDir, settle } from './gamePage.ts';

/** A game of two players named on the new-game screen (dice seed 5), its curtain lifted for the first. */
export async function startGame(page: Page, first: string, second: string): Promise<void> {
  const form = page.getByRole('form', { name: 'New game' });
  await form.waitFor();
  await form.getByRole('textbox', { name: 'Name of player 1' }).fill(first);
  await form.getByRole('textbox', { name: 'Name of player 2' }).fill(second);
  await form.getByRole('spinbutton', { name: 'Dice seed' }).fill('5');
  await form.getByRole('button', { name: 'Start' }).click();
  await liftCurtain(page, first);
}

export const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name });

/** "Main menu" from the board, by the keyboard: the leave dialog. */
export async function openMainMenu(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Main menu' }).focus();
  await page.keyboard.press('Enter');
  const leave = dialog(page, 'Leave for the main menu?');
  await leave.waitFor();
  return leave;
}

/** Leaves the game for the new-game screen (kept in Saved games): the notice there. */
export async function leaveGame(page: Page): Promise<string> {
  const leave = await openMainMenu(page);
  await leave.getByRole('button', { name: 'Leave', exact: true }).click();
  const notice = page.getByTestId('menu-notice');
  await notice.getByText(/Saved games/).waitFor();
  return (await notice.textContent()) ?? '';
}

/** The saved-games screen from the new-game screen, once its list is read. */
export async function openSavedGames(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Saved games' }).click();
  await page.getByRole('heading', { name: 'Saved games' }).waitFor();
  await page.getByText('Reading the saved games…').waitFor({ state: 'detached' });
  return page.getByRole('table');
}

/** The cells of each kept game's row: name, round, players, last played. */
export async function rowsOf(page: Page): Promise<string[][]> {
  const rows = page.getByTestId('saved-game');
  const cells: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    cells.push((await rows.nth(i).locator('th, td').allTextContents()).slice(0, 3));
  }
  return cells;
}

/** A download the `click` starts, saved under test-results/: its name, and its text read as a game file. */
export async function downloaded(page: Page, click: () => Promise<void>, as: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = join(resultsDir, as);
  await download.saveAs(path);
  const loaded = loadGameRecord(readFileSync(path, 'utf8'));
  if (!loaded.ok) throw new Error(loaded.message);
  return { name: download.suggestedFilename(), record: loaded.value };
}

/** Records put straight into the list's summaries (under their keys), as another script could. */
export async function putRaw(page: Page, records: readonly (readonly [string, unknown])[]): Promise<void> {
  await page.evaluate(
    ([name, entries]) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const transaction = db.transaction('summaries', 'readwrite');
          for (const [key, value] of entries) transaction.objectStore('summaries').put(value, key);
          transaction.oncomplete = () => {
            db.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    [GAMES_DB_NAME, records] as const,
  );
}

/** The page reloaded, once what it fetched has settled. */
export async function reloadPage(page: Page): Promise<void> {
  await settle(page);
  await page.reload();
}

/** The curtain of `name` lifted, and the board drawn. */
export async function boardOf(page: Page, name: string): Promise<void> {
  await liftCurtain(page, name);
  await boardReady(page);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(new RegExp(`^${name}'s turn`));
}
