// The first-game walkthrough in real Chromium: it asks for a unit, a move, an attack and End turn, moving on as
// the newcomer does each on the board, and is not shown again once the first turn is played (or skipped).
import { describe, expect, test } from 'vitest';
import { skirmishScenario } from '../../src/mapgen/skirmish.ts';
import { moveDestinations, planView, type Scenario } from '../../src/rules/index.ts';
import { openApp } from './browser.ts';
import { ANN_AND_BOB, clickHex, fillAnnAndBob, liftCurtain, passOn, settle, shot, testBrowser } from './gamePage.ts';
import { started } from './plan.ts';

const SEED = 5;

describe('the first-game walkthrough', () => {
  const browser = testBrowser();

  test('select, move, attack (or skip it), End turn: the tour follows the player, then is gone for good', { timeout: 120_000 }, async () => {
    const page = await openApp(browser());
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await fillAnnAndBob(page, SEED);
    await page.getByRole('button', { name: 'Start' }).click();
    await liftCurtain(page, 'Ann');
    const tour = page.getByTestId('tour');
    await tour.getByRole('heading', { name: /step 1 of 4: Select a unit$/ }).waitFor();
    await shot(page, 'tour-1-select');

    const state = started(skirmishScenario(ANN_AND_BOB) as Scenario, SEED);
    const unit = Object.values(state.units).find((u) => u.owner === state.players[0]?.id && moveDestinations(state, planView(state), u).length > 0);
    if (!unit) throw new Error('Ann has no unit that can move');
    await clickHex(page, unit.at);
    await tour.getByRole('heading', { name: /step 2 of 4: Move it$/ }).waitFor();
    const [destination] = moveDestinations(state, planView(state), unit);
    await clickHex(page, destination!);
    await tour.getByRole('heading', { name: /step 3 of 4: Attack$/ }).waitFor();
    await tour.getByRole('button', { name: 'No enemy near: next' }).click();
    await tour.getByRole('heading', { name: /step 4 of 4: End your turn$/ }).waitFor();

    await page.getByRole('button', { name: 'End turn' }).click();
    await passOn(page);
    await page.getByRole('heading', { name: 'Bob plays next' }).waitFor();
    await liftCurtain(page, 'Bob');
    expect(await tour.count()).toBe(0);
    await settle(page);
    await page.reload();
    await page.getByRole('button', { name: /^Continue the game of / }).click();
    await liftCurtain(page, 'Bob');
    expect(await tour.count()).toBe(0);
  });

  test('skipped, it is not shown again', async () => {
    const page = await openApp(browser());
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await fillAnnAndBob(page, SEED);
    await page.getByRole('button', { name: 'Start' }).click();
    await liftCurtain(page, 'Ann');
    await page.getByTestId('tour').getByRole('button', { name: 'Skip the tour' }).click();
    expect(await page.getByTestId('tour').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('karnage-tour'))).toBe('done');
  });
});
