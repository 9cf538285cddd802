// A hotseat game as two friends would play it, in real Chromium, against the built app. Every
// expected value (where units stand, the odds, the dice) comes from the rules run here in Node.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { gameRecordOf, recordGame } from '../../src/io/saveGameRecord.ts';
import { skirmishScenario } from '../../src/mapgen/skirmish.ts';
import { combatSetupFor, moveDestinations, planView, type GameState, type HexCoord, type KarnageCombatReport, type Order } from '../../src/rules/index.ts';
import { COMBAT_SYSTEMS } from '../../src/rules/combat/allSystems.ts';
import { cursorHome } from '../../src/state/cursor.ts';
import { joeAndKim } from '../support/scenarios.ts';
import { launchBrowser, openApp } from './browser.ts';
import { ANN_AND_BOB, clickHex, fillAnnAndBob, liftCurtain, passOn, settle, shot } from './gamePage.ts';
import { playAll, started } from './plan.ts';

/** Walks the keyboard cursor: rows first (up/down), then along the row. */
async function cursorTo(page: Page, from: HexCoord, to: HexCoord): Promise<void> {
  for (let r = from.row; r !== to.row; r += Math.sign(to.row - from.row)) await page.keyboard.press(to.row > from.row ? 'ArrowDown' : 'ArrowUp');
  for (let c = from.col; c !== to.col; c += Math.sign(to.col - from.col)) await page.keyboard.press(to.col > from.col ? 'ArrowRight' : 'ArrowLeft');
}

/** The curtain is up (End turn's question answered, the results passed on): it names the player, and nothing of the game is in the page. */
async function expectCurtainFor(page: Page, name: string): Promise<void> {
  await passOn(page);
  await page.getByRole('heading', { name: `${name} plays next` }).waitFor();
  expect(await page.locator('[data-testid=board-area]').count()).toBe(0);
  expect(await page.locator('[data-testid=side-panel]').count()).toBe(0);
  expect(await page.locator('canvas, svg[aria-label="Game board"]').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'End turn' }).count()).toBe(0);
}

const plannedTexts = (page: Page) => page.locator('[data-testid=planned-orders] li').allTextContents();

describe('hotseat play', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The worked example's game on Joe's first turn, continued from an autosave with a known dice seed. */
  async function joeAndKimInBrowser(seed: number): Promise<{ page: Page; initial: GameState }> {
    const scenario = joeAndKim();
    const initial = started(scenario, seed);
    const page = await openApp(browser);
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await settle(page);
    await page.evaluate(([key, record]) => localStorage.setItem(key, record), [
      AUTOSAVE_KEY,
      JSON.stringify(gameRecordOf(scenario, seed, [], initial)),
    ] as const);
    await page.reload();
    await page.getByRole('button', { name: 'Continue the game of Joe and Kim, round 1' }).click();
    await liftCurtain(page, 'Joe');
    return { page, initial };
  }

  test('two players: plan and take back a move, end turn behind the curtain, play on, reload and continue', async () => {
    const page = await openApp(browser);
    await fillAnnAndBob(page, 99);
    await shot(page, 'hotseat-1-setup');
    await page.getByRole('button', { name: 'Start' }).click();

    await expectCurtainFor(page, 'Ann');
    await shot(page, 'hotseat-2-curtain-ann');
    await liftCurtain(page, 'Ann');

    // The same game in Node: where Ann's first unit stands and a hex it can reach.
    const scenario = skirmishScenario(ANN_AND_BOB);
    if ('error' in scenario) throw new Error(scenario.error);
    let state = started(scenario, 99);
    const unitHex = cursorHome(state, null);
    const unit = Object.values(state.units).find((u) => u.at.col === unitHex.col && u.at.row === unitHex.row)!;
    const destination = moveDestinations(state, planView(state), unit)[0]!;

    await page.keyboard.press('ArrowRight'); // the cursor appears on Ann's first unit
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /^Humans: / }).waitFor();
    await cursorTo(page, unit.at, destination);
    expect(await page.getByTestId('cursor-description').textContent()).toMatch(new RegExp(`^\\(${destination.col},${destination.row}\\) `));
    await page.keyboard.press('Enter');
    expect(await plannedTexts(page)).toEqual([expect.stringContaining(`move to (${destination.col},${destination.row})`)]);
    await shot(page, 'hotseat-3-move-planned');

    await page.getByRole('button', { name: /^Take back order 1:/ }).click();
    expect(await plannedTexts(page)).toEqual([]);
    await page.keyboard.press('Enter'); // the cursor is still on the destination: plan it again
    expect(await plannedTexts(page)).toHaveLength(1);

    // Arrow keys in the focused event log scroll the log; the board's cursor stays put.
    const cursorText = await page.getByTestId('cursor-description').textContent();
    await page.getByRole('list', { name: 'Events of the game' }).focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByTestId('cursor-description').textContent()).toBe(cursorText);

    await page.getByRole('button', { name: 'End turn' }).click();
    await expectCurtainFor(page, 'Bob');
    await shot(page, 'hotseat-4-curtain-bob');

    const annMove = (await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), AUTOSAVE_KEY)).orders[0];
    state = playAll(state, [annMove, { type: 'END_TURN', player: 'p1' }]).state;
    const bobHex = cursorHome(state, null);

    await liftCurtain(page, 'Bob');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain("Bob's turn");
    expect(await page.getByTestId('turn-report').textContent()).toContain('moved');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('cursor-description').textContent()).toContain(`(${bobHex.col},${bobHex.row})`);
    await page.keyboard.press('Enter');
    await page.keyboard.press('d');
    expect(await plannedTexts(page)).toEqual([expect.stringContaining('defend')]);
    await shot(page, 'hotseat-5-bob-plans');

    const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), AUTOSAVE_KEY);
    expect(saved.scenario.players.map((p: { colour: string }) => p.colour)).toEqual(['#0072b2', '#e69f00']);

    await settle(page);
    await page.reload();
    await page.getByRole('button', { name: 'Continue the game of Ann and Bob, round 1' }).click();
    await expectCurtainFor(page, 'Bob');
    await liftCurtain(page, 'Bob');
    expect(await plannedTexts(page)).toEqual([expect.stringContaining('defend')]);
    expect(await page.getByRole('list', { name: 'Events of the game' }).textContent()).toContain("Ann's");
    await shot(page, 'hotseat-6-continued');
  });

  test('an attack shows the rules’ odds and, after End turn, the dice the rules roll', async () => {
    const { page, initial } = await joeAndKimInBrowser(2024);

    const target = { col: 2, row: 1 };
    const odds = COMBAT_SYSTEMS.karnage.odds(combatSetupFor(initial, [initial.units.u1!], target)!).attackerWins;
    await clickHex(page, { col: 1, row: 1 }); // Joe's first Cavalry, by mouse
    await page.getByRole('heading', { name: 'Humans: Cavalry' }).waitFor();
    await page.keyboard.press('ArrowRight'); // the cursor appears on the selection…
    await page.keyboard.press('ArrowRight'); // …and steps onto Kim's Warriors
    expect(await page.getByTestId('cursor-description').textContent()).toBe(
      '(2,1) Grasslands. Orc Warriors of Kim (attack d8, defence d6, move 2), defending.',
    );
    expect(await page.getByTestId('odds-fraction').textContent()).toBe(`(${odds.numerator}/${odds.denominator})`);
    expect(await page.getByTestId('attack-preview').textContent()).toContain('3 Armories in play');
    await page.keyboard.press('Enter');
    expect(await plannedTexts(page)).toEqual([expect.stringContaining('attack Warriors at (2,1)')]);
    await shot(page, 'hotseat-7-attack-planned');

    const { events } = playAll(initial, [
      { type: 'ATTACK', player: 'joe', unit: 'u1', target },
      { type: 'END_TURN', player: 'joe' },
    ]);
    const report = events.flatMap((e) => (e.type === 'COMBAT_RESOLVED' ? [e.report as KarnageCombatReport] : []))[0]!;

    await page.keyboard.press('e');
    await expectCurtainFor(page, 'Kim');
    await liftCurtain(page, 'Kim');
    const combat = page.getByTestId('combat-report');
    expect(await combat.locator('[data-testid=attack-roll] .faces').textContent()).toBe(report.attackers[0]!.roll.faces.join(' then '));
    expect(await combat.locator('[data-testid=defence-roll] .faces').textContent()).toBe(report.defender.roll.faces.join(' then '));
    expect(await combat.textContent()).toContain(`${report.attackTotal} against ${report.defenceTotal}`);
    expect(await combat.textContent()).toContain(report.winner === 'attacker' ? 'the attack wins' : 'the defence holds');
    await shot(page, 'hotseat-8-turn-report');
  });

  test('a referee rolls real dice: the fights listed in order, the faces typed settle the turn', async () => {
    const { page } = await joeAndKimInBrowser(2024);
    await clickHex(page, { col: 1, row: 1 }); // Joe's Cavalry…
    await clickHex(page, { col: 2, row: 1 }); // …attack Kim's Warriors

    const dicePanel = page.getByTestId('real-dice');
    await dicePanel.getByText('Roll real dice').click();
    expect(await dicePanel.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Attack on \(2,1\): Cavalry d8 .*then the defending Warriors d6$/),
    ]);
    // One face too many: refused with the rules' reason, and the turn is still Joe's.
    await dicePanel.getByRole('textbox', { name: 'Faces, in order' }).fill('5, 3, 2');
    await dicePanel.getByRole('button', { name: 'End turn with these dice' }).click();
    await passOn(page); // Joe's other Cavalry has no orders: yes, end the turn (asked once)
    await page.getByText("3 dice typed, but this turn's fights roll only 2").waitFor();
    expect(await plannedTexts(page)).toHaveLength(1);

    await dicePanel.getByRole('textbox', { name: 'Faces, in order' }).fill('5 3');
    await shot(page, 'hotseat-9-real-dice');
    await dicePanel.getByRole('button', { name: 'End turn with these dice' }).click();
    await expectCurtainFor(page, 'Kim');
    await liftCurtain(page, 'Kim');
    const combat = page.getByTestId('combat-report');
    expect(await combat.locator('[data-testid=attack-roll] .faces').textContent()).toBe('5');
    expect(await combat.locator('[data-testid=defence-roll] .faces').textContent()).toBe('3');
    // The autosave keeps the faces, so the game replays with the referee's dice.
    const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), AUTOSAVE_KEY);
    expect(saved.orders.at(-1)).toEqual({ type: 'END_TURN', player: 'joe', rolls: [5, 3] });
  });
  test('a long game shows its latest events and the earlier ones on request', async () => {
    // 400 turns of nothing but End turn: every turn logs its end, the next start and income.
    const orders: Order[] = Array.from({ length: 400 }, (_, i) => ({ type: 'END_TURN', player: i % 2 === 0 ? 'joe' : 'kim' }));
    const made = recordGame(joeAndKim(), 5, orders);
    if ('error' in made) throw new Error(made.error);
    const page = await openApp(browser);
    await page
      .getByTestId('load-game-input')
      .setInputFiles({ name: 'long.karnage.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(made.record)) });
    await liftCurtain(page, 'Joe');
    const rows = page.getByRole('list', { name: 'Events of the game' }).getByRole('listitem');
    expect(await rows.count()).toBe(200);
    expect(await rows.last().textContent()).toMatch(/^R201 /);
    await page.getByRole('button', { name: 'Show 500 earlier events' }).click();
    expect(await rows.count()).toBe(700);
  });
  test('two tabs playing at once: the first is told that only one game is kept', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    try {
      const url = new URL('/', inject('baseUrl')).href;
      const first = await context.newPage();
      await first.goto(url);
      await first.getByRole('button', { name: 'Start' }).click();
      await first.getByRole('button', { name: /^I am .*, start my turn$/ }).click();
      await first.locator('[data-testid=side-panel]').waitFor();
      expect(await first.getByText('Another tab is saving a game').count()).toBe(0);

      const second = await context.newPage();
      await second.goto(url);
      await second.getByRole('button', { name: 'New game' }).click(); // it offers the first tab's game; decline
      await second.getByRole('button', { name: 'Start' }).click();
      await first.getByText('Another tab is saving a game in this browser too').waitFor();
    } finally {
      await context.close();
    }
  });
});
