// Ending a turn in real Chromium: End turn with units that have no orders asks once; a turn that fought shows its
// player the results before the next player's curtain; the turn report spans every turn since the player's last
// (in a game of three, both other players' turns, every fight with its dice); the list of one's own units selects
// a unit on the board. Every expected value comes from the rules run here in Node.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { gameRecordOf } from '../../src/io/saveGameRecord.ts';
import type { GameEvent, HexCoord, KarnageCombatReport, Scenario } from '../../src/rules/index.ts';
import { joeAndKim } from '../support/scenarios.ts';
import { THREE, threePlayers } from '../support/threePlayers.ts';
import { expectAccessible } from './axe.ts';
import { openApp } from './browser.ts';
import { clickHex, liftCurtain, passOn, settle, shot, testBrowser } from './gamePage.ts';
import { playAll, started } from './plan.ts';

const JOE_CAVALRY = { col: 1, row: 1 };
const KIM_WARRIORS = { col: 2, row: 1 };

/** The fights these events fought, as Karnage reports them. */
const fightsOf = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === 'COMBAT_RESOLVED' ? [e.report as KarnageCombatReport] : []));

/** The orders the page has saved so far. */
const savedOrders = async (page: Page) => (await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), AUTOSAVE_KEY)).orders;

/** The page's combat report (within `where`) shows this fight's dice, faces and totals as the rules rolled them. */
async function expectDice(where: ReturnType<Page['getByTestId']>, fight: KarnageCombatReport): Promise<void> {
  const combat = where.getByTestId('combat-report');
  expect(await combat.locator('[data-testid=attack-roll] .faces').textContent()).toBe(fight.attackers[0]!.roll.faces.join(' then '));
  expect(await combat.locator('[data-testid=defence-roll] .faces').textContent()).toBe(fight.defender.roll.faces.join(' then '));
  expect(await combat.textContent()).toContain(`${fight.attackTotal} against ${fight.defenceTotal}`);
}

describe('ending a turn', () => {
  const browser = testBrowser();

  /** A fresh page continuing the scenario's game from an autosave with these dice, its first player's curtain lifted. */
  async function continued(scenario: Scenario, seed: number, first: string): Promise<Page> {
    const page = await openApp(browser());
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await settle(page);
    const record = JSON.stringify(gameRecordOf(scenario, seed, [], started(scenario, seed)));
    await page.evaluate(([key, text]) => localStorage.setItem(key, text), [AUTOSAVE_KEY, record] as const);
    await page.reload();
    await page.getByRole('button', { name: /^Continue the game of / }).click();
    await liftCurtain(page, first);
    return page;
  }

  /** The active player's unit at `from` attacks `target`, by mouse. */
  async function attack(page: Page, from: HexCoord, target: HexCoord): Promise<void> {
    await clickHex(page, from);
    await clickHex(page, target);
    await page.locator('[data-testid=planned-orders] li').first().waitFor();
  }

  test('three players: Ann sees her fight’s dice before passing on; on Cara’s turn the report tells Ann’s turn and Bob’s, each fight with its dice', async () => {
    const seed = 11;
    const scenario = threePlayers();
    const page = await continued(scenario, seed, 'Ann');
    await attack(page, THREE.annCavalry, THREE.bobGrunts);
    await page.getByRole('button', { name: 'End turn' }).click();
    // Ann's Peasants have no orders: asked, and yes by the keyboard (the answer has the focus).
    await page.getByTestId('idle-question').getByRole('heading', { name: '1 unit has no orders — end turn?' }).waitFor();
    await page.keyboard.press('Enter');

    const annTurn = playAll(started(scenario, seed), await savedOrders(page));
    const [annFight] = fightsOf(annTurn.events);
    const results = page.getByTestId('turn-results');
    await results.getByRole('heading', { name: "Ann's turn, round 1: results" }).waitFor();
    await expectDice(results, annFight!);
    // Only Ann's turn: nothing of Bob's, which has begun behind the dialog.
    expect(await results.textContent()).not.toContain('Earned');
    await shot(page, 'turn-end-2-results');
    await expectAccessible(page, 'the results of a turn before the curtain');
    await page.keyboard.press('Enter'); // "Pass to Bob" has the focus
    await page.getByRole('heading', { name: 'Bob plays next' }).waitFor();

    await liftCurtain(page, 'Bob');
    await attack(page, THREE.bobWarriors, THREE.caraWardens);
    await page.getByRole('button', { name: 'End turn' }).click();
    await passOn(page);
    await liftCurtain(page, 'Cara');

    const played = playAll(started(scenario, seed), await savedOrders(page));
    const [, bobFight] = fightsOf(played.events);
    const report = page.getByTestId('turn-report');
    await report.getByRole('heading', { name: 'Since your last turn' }).waitFor();
    const turns = report.getByTestId('report-turn');
    expect(await turns.locator('h3').allTextContents()).toEqual(expect.arrayContaining(["Ann's turn, round 1", "Bob's turn, round 1"]));
    await expectDice(turns.filter({ hasText: "Ann's turn, round 1" }), annFight!);
    await expectDice(turns.filter({ hasText: "Bob's turn, round 1" }), bobFight!);
    await shot(page, 'turn-end-3-report-three-players');
    await expectAccessible(page, 'the turn report of a game of three');
  });

  test('End turn with idle units asks once: Escape goes back to the plan at the idle unit; after a yes, not asked again that turn', async () => {
    const page = await continued(joeAndKim(), 2024, 'Joe');
    await attack(page, JOE_CAVALRY, KIM_WARRIORS);
    await page.getByRole('button', { name: 'End turn' }).click();
    const question = page.getByTestId('idle-question');
    await question.getByRole('heading', { name: '1 unit has no orders — end turn?' }).waitFor();
    expect(await question.textContent()).toContain('Cavalry at (1,3).');
    await shot(page, 'turn-end-1-question');
    await expectAccessible(page, 'the question about idle units');

    // Escape: back to the plan, the idle Cavalry selected.
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid=planned-orders] li').count()).toBe(1);
    await page.getByText('At (1,3) in Grasslands').waitFor();
    // Asked again by the key E, until the answer is yes.
    await page.keyboard.press('e');
    await question.waitFor();
    await question.getByRole('button', { name: 'No, back to the plan' }).click();

    // A referee's dice: yes to the question, then the dice are refused, and the plan stays.
    const dicePanel = page.getByTestId('real-dice');
    await dicePanel.getByText('Roll real dice').click();
    await dicePanel.getByRole('textbox', { name: 'Faces, in order' }).fill('5, 3, 2');
    await dicePanel.getByRole('button', { name: 'End turn with these dice' }).click();
    await question.getByRole('button', { name: 'Yes, end the turn' }).click();
    await page.getByText("3 dice typed, but this turn's fights roll only 2").waitFor();

    // Said yes once this turn: End turn goes straight to the results, then Kim's curtain.
    await page.getByRole('button', { name: 'End turn', exact: true }).click();
    await page.getByTestId('turn-results').getByRole('heading', { name: "Joe's turn, round 1: results" }).waitFor();
    expect(await question.count()).toBe(0);
    await page.getByRole('button', { name: 'Pass to Kim' }).click();
    await page.getByRole('heading', { name: 'Kim plays next' }).waitFor();
  });

  test('the list of one’s own units: type, hex and order or "idle"; a click or Enter selects the unit on the board', async () => {
    const page = await continued(joeAndKim(), 2024, 'Joe');
    await attack(page, JOE_CAVALRY, KIM_WARRIORS);
    const toggle = page.getByRole('button', { name: /^Units/ });
    expect(await toggle.textContent()).toBe('Units 1 idle');
    await toggle.click();
    const list = page.getByTestId('unit-list');
    expect(await list.locator('tbody tr').allTextContents()).toEqual(['Cavalry at (1,1)attack Warriors at (2,1)', 'Cavalry at (1,3)idle']);

    await list.getByRole('button', { name: 'Cavalry at (1,3)' }).click();
    await page.getByText('At (1,3) in Grasslands').waitFor();
    expect(await page.getByTestId('cursor-description').textContent()).toMatch(/^\(1,3\) /);
    expect(await list.locator('tr[aria-current=true]').textContent()).toContain('Cavalry at (1,3)');
    await shot(page, 'turn-end-4-unit-list');
    await expectAccessible(page, 'the board with the unit list open');

    // By the keyboard: Enter on a unit's button selects it.
    await list.getByRole('button', { name: 'Cavalry at (1,1)' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('At (1,1) in Grasslands').waitFor();
    expect(await page.getByText(/^Planned: Cavalry at \(1,1\): attack/).count()).toBe(1);
    await list.getByRole('button', { name: /^Next idle unit/ }).click();
    await page.getByText('At (1,3) in Grasslands').waitFor();
    // The key N does the same from anywhere on the board.
    await list.getByRole('button', { name: 'Cavalry at (1,1)' }).click();
    await page.getByText('At (1,1) in Grasslands').waitFor();
    await page.keyboard.press('n');
    await page.getByText('At (1,3) in Grasslands').waitFor();
    // Defend the idle Cavalry: every unit has its order, and End turn asks nothing.
    await page.keyboard.press('d');
    expect(await toggle.textContent()).toBe('Units all ordered');
    expect(await list.locator('tbody tr').nth(1).textContent()).toBe('Cavalry at (1,3)defend');
    await list.getByRole('button', { name: /^Next idle unit/ }).click();
    await page.getByText('Every unit has its order.').waitFor();
    // Escape in the list closes it, the focus back on its button.
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'End turn' }).click();
    await page.getByTestId('turn-results').waitFor();
    expect(await page.getByTestId('idle-question').count()).toBe(0);
  });

  test('sound, off until turned on: then the turn’s start and its fight are heard, and the choice is kept', async () => {
    const page = await continued(joeAndKim(), 2024, 'Joe');
    const sound = page.getByRole('button', { name: 'Sound' });
    expect(await sound.getAttribute('aria-pressed')).toBe('false');
    expect(await page.evaluate(() => window.__karnageSound)).toBeUndefined();
    await sound.click();
    await page.waitForFunction(() => window.__karnageSound?.played.includes('turn'));
    await attack(page, JOE_CAVALRY, KIM_WARRIORS);
    await page.getByRole('button', { name: 'End turn' }).click();
    await page.getByRole('button', { name: 'Yes, end the turn' }).click();
    await page.waitForFunction(() => window.__karnageSound?.played.includes('fight'));
    await page.reload();
    await page.getByRole('button', { name: /^Continue the game of / }).click();
    await liftCurtain(page, 'Kim');
    expect(await page.getByRole('button', { name: 'Sound' }).getAttribute('aria-pressed')).toBe('true');
  });
});
