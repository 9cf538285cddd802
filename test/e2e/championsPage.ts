// Shared by the champions browser tests: the champions game put where the autosave keeps it and continued,
// and Ann's hero attacking Bob's on the board until End turn opens the duel.
import type { Browser, Page } from 'playwright-core';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { gameRecordOf } from '../../src/io/saveGameRecord.ts';
import type { Scenario } from '../../src/rules/index.ts';
import { ANN_HERO, BOB_HERO } from '../support/champions.ts';
import { openApp } from './browser.ts';
import { clickHex, liftCurtain, passOn, settle } from './gamePage.ts';
import { started } from './plan.ts';

/** The button that continues the autosaved champions game. */
export const continueChampions = (page: Page) => page.getByRole('button', { name: 'Continue the game of Ann and Bob, round 1' });

/** A new page whose autosave holds `scenario` started with `seed`, nothing planned; continued, Ann's curtain lifted. */
export async function continuedChampions(browser: Browser, scenario: Scenario, seed: number): Promise<Page> {
  const page = await openApp(browser);
  await page.getByRole('button', { name: 'Start' }).waitFor();
  await settle(page);
  await page.evaluate(([key, record]) => localStorage.setItem(key, record), [
    AUTOSAVE_KEY,
    JSON.stringify(gameRecordOf(scenario, seed, [], started(scenario, seed))),
  ] as const);
  await page.reload();
  await continueChampions(page).click();
  await liftCurtain(page, 'Ann');
  return page;
}

/** Ann's hero attacks Bob's by mouse; End turn, passed on, opens the duel. */
export async function heroAttacksToDuel(page: Page): Promise<void> {
  await clickHex(page, ANN_HERO);
  await clickHex(page, BOB_HERO);
  await page.locator('[data-testid=planned-orders] li').first().waitFor();
  await page.getByRole('button', { name: 'End turn' }).click();
  await passOn(page);
  await page.getByTestId('duel-intro').waitFor();
}
