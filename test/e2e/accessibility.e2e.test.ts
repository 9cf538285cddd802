// Every screen a player meets, checked by axe-core in real Chromium: zero violations of WCAG 2.1 A/AA and axe's
// best practices on the new-game screen, the curtain, the board with a menu open, the turn report, the map
// editor, a replay, a game's end, the saved games, and the questions before a game is left or replaced.
import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { gameRecordOf, recordGame } from '../../src/io/saveGameRecord.ts';
import { skirmishScenario } from '../../src/mapgen/skirmish.ts';
import { playOrder, type GameState, type Order, type Scenario } from '../../src/rules/index.ts';
import { scenario } from '../rules/helpers.ts';
import { expectAccessible } from './axe.ts';
import { openApp } from './browser.ts';
import { ANN_AND_BOB, clickHex, fillAnnAndBob, liftCurtain, passOn, settle, shot, testBrowser } from './gamePage.ts';
import { started } from './plan.ts';

const SEED = 3;

/** A game Ann wins on her first turn: Bob's last unit next to her Knights, the first seed whose dice kill it. */
function wonGame(): { scenario: Scenario; seed: number; orders: Order[] } {
  const s = scenario(
    ['gggg', 'gggg'],
    [
      ['a1', 'ann', 'cavalry', 1, 0],
      ['b1', 'bob', 'grunts', 2, 0],
    ],
    [['keep', 'ann', 0, 1]],
  );
  const orders: Order[] = [
    { type: 'ATTACK', player: 'ann', unit: 'a1', target: { col: 2, row: 0 } },
    { type: 'END_TURN', player: 'ann' },
  ];
  for (let seed = 1; seed < 200; seed++) {
    let state: GameState = started(s, seed);
    for (const order of orders) {
      const played = playOrder(state, order);
      if (!played.ok) throw new Error(played.reason);
      state = played.state;
    }
    if (state.result) return { scenario: s, seed, orders };
  }
  throw new Error('no seed wins the game');
}

async function withAutosave(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: 'Start' }).waitFor();
  await settle(page);
  await page.evaluate(([key, record]) => localStorage.setItem(key, record), [AUTOSAVE_KEY, text] as const);
  await page.reload();
}

describe('accessibility, checked by axe-core', () => {
  const browser = testBrowser();

  test('the new-game screen, the curtain, the board with a menu open and the turn report', { timeout: 120_000 }, async () => {
    const page = await openApp(browser());
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await settle(page);
    await expectAccessible(page, 'the new-game screen');
    await fillAnnAndBob(page, SEED);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('heading', { name: 'Ann plays next' }).waitFor();
    await expectAccessible(page, 'the curtain');
    await liftCurtain(page, 'Ann');
    const initial = started(skirmishScenario(ANN_AND_BOB) as Scenario, SEED);
    const unit = Object.values(initial.units).find((u) => u.owner === initial.players[0]?.id);
    if (!unit) throw new Error('Ann has no unit');
    await clickHex(page, unit.at);
    await page
      .getByRole('button', { name: /^Build/ })
      .first()
      .click();
    await expectAccessible(page, 'the board with the build menu open');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'End turn' }).click();
    await passOn(page);
    await page.getByRole('heading', { name: 'Bob plays next' }).waitFor();
    await liftCurtain(page, 'Bob');
    await page.getByRole('heading', { name: 'Since your last turn' }).waitFor();
    await expectAccessible(page, 'the board with the turn report');
    await page.getByRole('button', { name: 'How to play' }).click();
    const help = page.getByRole('dialog', { name: 'How to play' });
    await help.getByRole('heading', { name: 'A fight told in full: Joe and Kim' }).waitFor();
    await shot(page, 'help-1280');
    await expectAccessible(page, 'the help');
    await help.getByRole('link', { name: 'Keys' }).click();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await page.keyboard.press('?');
    await help.waitFor();
  });

  test('the map editor', async () => {
    const page = await openApp(browser());
    await page.getByRole('button', { name: 'Map editor' }).click();
    await page.getByRole('heading', { name: 'Map editor' }).waitFor();
    await settle(page);
    await expectAccessible(page, 'the map editor');
  });

  test('a replay, and a game at its end', { timeout: 120_000 }, async () => {
    const won = wonGame();
    const made = recordGame(won.scenario, won.seed, won.orders);
    if ('error' in made) throw new Error(made.error);
    const page = await openApp(browser());
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await page
      .getByTestId('replay-file-input')
      .setInputFiles({ name: 'won.karnage.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(made.record)) });
    await page.getByTestId('replay-screen').waitFor();
    await settle(page);
    await expectAccessible(page, 'a replay');
    // The game as Ann is about to end the turn that wins it: her attack planned.
    const ended = await openApp(browser());
    await withAutosave(ended, JSON.stringify(gameRecordOf(won.scenario, won.seed, won.orders.slice(0, -1))));
    await ended.getByRole('button', { name: /^Continue the game of / }).click();
    await liftCurtain(ended, 'Ann');
    await ended.getByRole('button', { name: 'End turn' }).click();
    await passOn(ended);
    await ended.locator('.victory h1').waitFor();
    await settle(ended);
    await expectAccessible(ended, 'a game at its end');
  });

  test('the saved-games screen, and the questions before a game is left or replaced', { timeout: 120_000 }, async () => {
    const won = wonGame();
    const unfinished = recordGame(won.scenario, won.seed, won.orders.slice(0, -1));
    if ('error' in unfinished) throw new Error(unfinished.error);
    const page = await openApp(browser());
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await fillAnnAndBob(page, SEED);
    await page.getByRole('button', { name: 'Start' }).click();
    await liftCurtain(page, 'Ann');
    await page.getByRole('button', { name: 'Main menu' }).click();
    await page.getByRole('dialog', { name: 'Leave for the main menu?' }).waitFor();
    await expectAccessible(page, 'the question before a game is left');
    await page.getByRole('button', { name: 'Stay' }).click();
    await page
      .getByTestId('load-game-input')
      .setInputFiles({ name: 'ann.karnage.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(unfinished.record)) });
    await page.getByRole('dialog', { name: 'Replace the game in progress?' }).waitFor();
    await expectAccessible(page, 'the question before a game is replaced');
    await page.getByRole('button', { name: /^Keep / }).click();
    await page.getByRole('button', { name: 'Main menu' }).click();
    await page.getByRole('button', { name: 'Leave', exact: true }).click();
    await page.getByRole('button', { name: 'Saved games' }).click();
    await page.getByTestId('saved-game').waitFor();
    await settle(page);
    await expectAccessible(page, 'the saved-games screen');
  });
});
