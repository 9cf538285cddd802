// Saved games in real Chromium, with the browser's own IndexedDB: a game left for the main menu (by the keyboard,
// a file saved first) lands on the new-game screen and is kept in the list; the list opens, renames, exports and
// deletes games, refuses records that are not games in one line without losing the others, and keeps them across
// a reload; a browser without IndexedDB still plays, and says so in one line.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { openApp } from './browser.ts';
import { liftCurtain, resultsDir, testBrowser } from './gamePage.ts';
import { dialog, downloaded, leaveGame, openMainMenu, openSavedGames, putRaw, reloadPage, rowsOf, startGame } from './savedGamesPage.ts';

const autosaveOf = (page: Page) => page.evaluate((key) => localStorage.getItem(key), AUTOSAVE_KEY);

describe('saved games', () => {
  const browser = testBrowser();

  test('Main menu, by the keyboard: a file saved first, then the new-game screen, the game kept in Saved games', { timeout: 90_000 }, async () => {
    const page = await openApp(browser());
    await startGame(page, 'Ann', 'Bob');
    const leave = await openMainMenu(page);
    expect(await leave.textContent()).toContain('The game of Ann and Bob, round 1, is kept in Saved games: open it there to play on.');
    // The board behind the dialog hears none of its keys: E does not end Ann's turn.
    await page.keyboard.press('e');
    await page.keyboard.press('Escape');
    await leave.waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/^Ann's turn/);

    const again = await openMainMenu(page);
    const file = await downloaded(page, () => again.getByRole('button', { name: 'Save game file and leave' }).click(), 'left-game.karnage.json');
    expect(file.name).toBe('ann-vs-bob-round-1.karnage.json');
    expect(file.record.scenario.players.map((p) => p.name)).toEqual(['Ann', 'Bob']);
    await page.getByRole('form', { name: 'New game' }).waitFor();
    expect(await page.getByTestId('menu-notice').textContent()).toBe('The game of Ann and Bob, round 1, is kept in Saved games.');
    expect(await autosaveOf(page)).toBeNull();

    await openSavedGames(page);
    expect(await rowsOf(page)).toEqual([['Ann v Bob (Skirmish on a 16×12 map)', '1', 'Ann and Bob']]);
    await page.getByRole('button', { name: 'Open Ann v Bob (Skirmish on a 16×12 map)' }).click();
    await liftCurtain(page, 'Ann');
    expect(await autosaveOf(page)).not.toBeNull();
  });

  test('the list: renamed, exported, deleted, broken records refused in one line, kept across a reload', { timeout: 120_000 }, async () => {
    const page = await openApp(browser());
    await startGame(page, 'Ann', 'Bob');
    await leaveGame(page);
    await startGame(page, 'Cat', 'Dan');
    expect(await leaveGame(page)).toBe('The game of Cat and Dan, round 1, is kept in Saved games.');
    await putRaw(page, [
      ['evil', { id: 'evil', name: 'a\u202eb', round: 1, players: ['X'], lastPlayed: 0, chars: 1 }],
      ['junk', 'not a game at all'],
    ]);

    await openSavedGames(page);
    expect(await rowsOf(page)).toEqual([
      ['Cat v Dan (Skirmish on a 16×12 map)', '1', 'Cat and Dan'],
      ['Ann v Bob (Skirmish on a 16×12 map)', '1', 'Ann and Bob'],
    ]);
    expect(await page.getByTestId('broken-saved-game').locator('td:first-child').allTextContents()).toEqual([
      'the saved game "evil" cannot be read: "name": a name may not hold control, format or invisible characters (found U+202E)',
      'the saved game "junk" cannot be read: not a saved game',
    ]);
    await page.screenshot({ path: join(resultsDir, 'saved-games.png') });

    await page.getByRole('button', { name: 'Rename Ann v Bob (Skirmish on a 16×12 map)' }).click();
    await page.getByRole('textbox', { name: 'New name for Ann v Bob (Skirmish on a 16×12 map)' }).fill('<bad>');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('alert').getByText('cannot rename the saved game: a name may not hold <, >, & or " (found <)').waitFor();
    await page.getByRole('textbox', { name: 'New name for Ann v Bob (Skirmish on a 16×12 map)' }).fill('Winter war');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('status').getByText('Renamed to Winter war.').waitFor();

    const file = await downloaded(page, () => page.getByRole('button', { name: 'Export Winter war' }).click(), 'exported-game.karnage.json');
    expect(file.name).toBe('ann-vs-bob-round-1.karnage.json');
    expect(file.record.scenario.players.map((p) => p.name)).toEqual(['Ann', 'Bob']);

    const brokenRows = page.getByTestId('broken-saved-game');
    await page.getByRole('button', { name: 'Delete unreadable record 1' }).click();
    await expect.poll(() => brokenRows.count()).toBe(1);
    await page.getByRole('button', { name: 'Delete unreadable record 1' }).click();
    await expect.poll(() => brokenRows.count()).toBe(0);
    await page.getByRole('button', { name: 'Delete Cat v Dan (Skirmish on a 16×12 map)' }).click();
    await page.getByRole('button', { name: 'Delete Cat v Dan (Skirmish on a 16×12 map) for good' }).click();
    await page.getByRole('status').getByText('Deleted Cat v Dan (Skirmish on a 16×12 map).').waitFor();
    expect(await rowsOf(page)).toEqual([['Winter war', '1', 'Ann and Bob']]);

    await reloadPage(page);
    await openSavedGames(page);
    expect(await rowsOf(page)).toEqual([['Winter war', '1', 'Ann and Bob']]);
    await page.getByRole('button', { name: 'Open Winter war' }).click();
    await liftCurtain(page, 'Ann');
  });

  test('without IndexedDB the game still plays; leaving and the list say why in one line', { timeout: 90_000 }, async () => {
    const context = await browser().newContext({ viewport: { width: 1024, height: 700 } });
    await context.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', {
        get() {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        },
      });
    });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(new URL('/', inject('baseUrl')).href);
      await startGame(page, 'Ann', 'Bob');
      const leave = await openMainMenu(page);
      const note = (await leave.locator('.modal__note').textContent()) ?? '';
      expect(note).toBe(
        'This browser cannot keep saved games (its storage is blocked: The user denied permission to access the database.): save the game of Ann and Bob, round 1, to a file to keep it.',
      );
      await leave.getByRole('button', { name: 'Leave without saving' }).click();
      expect(await page.getByTestId('menu-notice').textContent()).toMatch(
        /^The game of Ann and Bob, round 1, was not kept in Saved games \(.*\); a reload offers it again/,
      );
      await openSavedGames(page);
      expect(await page.getByTestId('no-saved-games').textContent()).toMatch(/^Saved games are not available in this browser \(its storage is blocked/);
      // The autosave kept it: a reload offers it.
      await reloadPage(page);
      await page.getByRole('button', { name: 'Continue the game of Ann and Bob, round 1' }).click();
      await liftCurtain(page, 'Ann');
      expect(await dialog(page, 'Leave for the main menu?').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
