// Nothing replaces a game in progress without asking, in real Chromium: a game file loaded, a replay's Continue
// from here and the editor's Play this map each ask first, naming the game in progress, with Keep and Replace; the
// game in progress is kept in Saved games either way. And the notice that another tab saves here goes once that
// tab has closed.
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import { joeAndKimRecord } from '../support/records.ts';
import { openApp } from './browser.ts';
import { blankEditorMap, liftCurtain, placeStarts, testBrowser } from './gamePage.ts';
import { dialog, leaveGame, openSavedGames, rowsOf, startGame } from './savedGamesPage.ts';

/** Joe and Kim's game as a file, Kim to play. */
function joeAndKimFile() {
  const { scenario, seed, orders } = joeAndKimRecord();
  const made = recordGame(scenario, seed, orders);
  if ('error' in made) throw new Error(made.error);
  return { name: 'joe-and-kim.karnage.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(made.record)) };
}

/** The question, once asked: its text. */
async function asked(page: Page): Promise<string> {
  const question = dialog(page, 'Replace the game in progress?');
  await question.waitFor();
  return (await question.locator('p').first().textContent()) ?? '';
}

async function answer(page: Page, button: RegExp): Promise<void> {
  await dialog(page, 'Replace the game in progress?').getByRole('button', { name: button }).click();
  await dialog(page, 'Replace the game in progress?').waitFor({ state: 'detached' });
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

/** What the file message says once it says `text`. */
async function fileMessage(page: Page, text: RegExp): Promise<void> {
  await page.getByTestId('file-message').getByText(text).waitFor();
}

describe('a game in progress is replaced only when the players say so', () => {
  const browser = testBrowser();

  test('Load game: Keep goes on with the game; Replace opens the file; the game is kept in Saved games', { timeout: 90_000 }, async () => {
    const page = await openApp(browser());
    await startGame(page, 'Ann', 'Bob');
    await page.getByTestId('load-game-input').setInputFiles(joeAndKimFile());
    expect(await asked(page)).toBe('The game of Ann and Bob, round 1, is in progress. Replace it with the game of Joe and Kim, round 2?');
    await answer(page, /^Keep the game of Ann and Bob/);
    await fileMessage(page, /^The game of Ann and Bob, round 1, goes on, kept in Saved games\. Not opened: the game of Joe and Kim, round 2\.$/);
    expect(await heading(page)).toMatch(/^Ann's turn/);

    await page.getByTestId('load-game-input').setInputFiles(joeAndKimFile());
    await asked(page);
    await answer(page, /^Replace it$/);
    await liftCurtain(page, 'Kim');
    await leaveGame(page);
    await openSavedGames(page);
    expect(await rowsOf(page)).toEqual([
      ['Joe v Kim (Joe and Kim)', '2', 'Joe and Kim'],
      ['Ann v Bob (Skirmish on a 16×12 map)', '1', 'Ann and Bob'],
    ]);
  });

  test('Continue from here in a replay asks first; replaced, the game goes on from the replay’s point', { timeout: 90_000 }, async () => {
    const page = await openApp(browser());
    await startGame(page, 'Ann', 'Bob');
    await page.getByRole('button', { name: 'End turn' }).click();
    await liftCurtain(page, 'Bob');
    await page.getByRole('button', { name: 'Replay this game' }).click();
    await page.getByTestId('replay-screen').waitFor();
    await page.keyboard.press('Home');
    await page.getByRole('button', { name: 'Continue from here' }).click();
    expect(await asked(page)).toBe('The game of Ann and Bob, round 1, is in progress. Replace it with the game of Ann and Bob, round 1?');
    await answer(page, /^Replace it$/);
    await fileMessage(page, /^The game of Ann and Bob, round 1, was replaced, kept in Saved games: now the game of Ann and Bob, round 1\.$/);
    // From order 0: Ann's turn again.
    await liftCurtain(page, 'Ann');
  });

  test('Play this map in the editor asks first: Keep goes back to the game, Replace sets up the map', { timeout: 120_000 }, async () => {
    const page = await openApp(browser());
    await blankEditorMap(page, 12, 10);
    // Humans, at home on the blank map's Grasslands: no start is flagged, so Play this map asks nothing of its own.
    await placeStarts(page, [
      { at: { col: 2, row: 2 }, race: 'humans' },
      { at: { col: 6, row: 5 }, race: 'humans' },
    ]);
    // Back to the game's page, and a game begun there; then forward to the editor, the game kept in memory.
    await page.getByRole('button', { name: '← Back' }).click();
    await startGame(page, 'Ann', 'Bob');
    await page.goBack();
    await page.getByRole('heading', { name: 'Map editor' }).waitFor();
    await page.getByRole('button', { name: 'Play this map' }).click();
    expect(await asked(page)).toBe('The game of Ann and Bob, round 1, is in progress. Replace it with a new game on the map "Untitled map"?');
    await answer(page, /^Keep the game of Ann and Bob/);
    await page.getByTestId('board-area').waitFor();
    expect(await heading(page)).toMatch(/^Ann's turn/);

    await page.goBack();
    await page.getByRole('button', { name: 'Play this map' }).click();
    await asked(page);
    await answer(page, /^Replace it$/);
    await page.getByTestId('premade-map').waitFor();
    await openSavedGames(page);
    expect(await rowsOf(page)).toEqual([['Ann v Bob (Skirmish on a 16×12 map)', '1', 'Ann and Bob']]);
  });

  test('the notice that another tab saves here goes once that tab has closed', { timeout: 90_000 }, async () => {
    const context = await browser().newContext({ viewport: { width: 1024, height: 700 } });
    try {
      const url = new URL('/', inject('baseUrl')).href;
      const first = await context.newPage();
      await first.goto(url);
      await startGame(first, 'Ann', 'Bob');
      const second = await context.newPage();
      await second.goto(url);
      // It offers the first tab's game; a new game keeps that one in Saved games.
      await second.getByRole('button', { name: 'New game' }).click();
      await startGame(second, 'Cat', 'Dan');
      const notice = first.getByText('Another tab is saving a game in this browser too');
      await notice.waitFor();
      // Both tabs have said they play (each says so as its game begins, then every few seconds); then the second closes.
      await first.waitForTimeout(1000);
      await second.close();
      await notice.waitFor({ state: 'detached', timeout: 10_000 });
    } finally {
      await context.close();
    }
  });
});
