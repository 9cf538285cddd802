// Champions in real Chromium against the built app: a new game with the checkbox gives each player a hero
// (crowned on the board, named on the card); a planned hero-against-hero attack turns End turn into a duel
// played at the screen, each player's hand hidden from the other (not in the page at all), the reveal's totals
// exactly the rules' in Node for the same choices, the turn ended with the duel, the report showing it.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { hexCenterX, hexCenterY } from '../../src/board/hexLayout.ts';
import { describe, expect, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { loadGameRecord } from '../../src/io/loadGameRecord.ts';
import { scenarioFromData } from '../../src/io/scenarioFromData.ts';
import { skirmishScenario } from '../../src/mapgen/skirmish.ts';
import type { Declaration, GameState, HexCoord, Order, Side } from '../../src/rules/index.ts';
import { cardText } from '../../src/rules/champions/index.ts';
import { cursorHome } from '../../src/state/cursor.ts';
import { declare, fight, holderNow, lastReport, next, nextDuel, showHand, startDuels, type DuelFlow } from '../../src/state/duelFlow.ts';
import { plannedDuels } from '../../src/state/duelPlan.ts';
import { withHeroes } from '../../src/rules/index.ts';
import { signed } from '../../src/ui/duel/duelText.ts';
import { ANN_HERO, BOB_HERO, championsScenario } from '../support/champions.ts';
import { openApp } from './browser.ts';
import { continuedChampions, heroAttacksToDuel } from './championsPage.ts';
import { ANN_AND_BOB, boardReady, clickHex, fillAnnAndBob, hexPoint, liftCurtain, resultsDir, shot, testBrowser } from './gamePage.ts';
import { apply, started } from './plan.ts';

const SEED = 7;
const other = (side: Side): Side => (side === 0 ? 1 : 0);
const PLAYERS = ['Ann', 'Bob'] as const;

/** The game the page autosaved, replayed here: the state with its plan. */
async function autosavedState(page: Page): Promise<{ state: GameState; orders: readonly Order[] }> {
  const loaded = loadGameRecord((await page.evaluate((key) => localStorage.getItem(key), AUTOSAVE_KEY))!);
  if (!loaded.ok) throw new Error(loaded.message);
  const scenario = scenarioFromData(loaded.value.scenario);
  if ('error' in scenario) throw new Error(scenario.error);
  let state = started(scenario, loaded.value.seed);
  for (const order of loaded.value.orders) state = apply(state, order).state;
  return { state, orders: loaded.value.orders };
}

/** Nothing of either hand is in the page. */
async function expectNoHands(page: Page): Promise<void> {
  expect(await page.locator('[data-testid^=hand-], [data-testid^=declare-], .duel-card').count()).toBe(0);
}

/** `side`'s form is up with its own hand, and the other's hand is nowhere in the page. */
async function expectOnlyHand(page: Page, flow: DuelFlow, side: Side): Promise<void> {
  await page.getByTestId(`hand-${side}`).waitFor();
  expect(await page.locator(`[data-testid=hand-${other(side)}], [data-testid=declare-${other(side)}]`).count()).toBe(0);
  expect(await page.locator('.duel-card').allTextContents()).toEqual(flow.dealt.hands[side].map(cardText));
  // No card of the other's that this hand lacks is shown anywhere as a card or a choice.
  const shown = await page.locator('.duel-card, option').allTextContents();
  const mine = new Set(flow.dealt.hands[side].map(cardText));
  for (const card of flow.dealt.hands[other(side)].map(cardText)) if (!mine.has(card)) expect(shown).not.toContain(card);
}

/** The curtain hands the screen to `side`'s player; behind it, that player's form. */
async function handOver(page: Page, flow: DuelFlow, side: Side, shotName?: string): Promise<void> {
  await page.getByRole('heading', { name: `Pass the screen to ${PLAYERS[side]}` }).waitFor();
  await expectNoHands(page);
  expect(await page.locator('[data-testid=board-area], canvas').count()).toBe(0);
  if (shotName) await shot(page, shotName);
  await page.keyboard.press('Enter'); // the curtain's button has the focus
  await expectOnlyHand(page, flow, side);
}

/** One register's declaration on the page: the maneuver, then the hand's first card. */
async function declareFirstCard(page: Page, maneuver: 'attack' | 'parry'): Promise<void> {
  await page.getByRole('combobox', { name: 'Maneuver in register 1' }).selectOption(maneuver);
  await page.getByRole('combobox', { name: 'Card in register 1' }).selectOption('0');
}

/** The board round `hex` at `zoom` (1: the atlas's own pixels), to look at the crowns. */
async function closeUp(page: Page, hex: HexCoord, zoom: number, name: string): Promise<void> {
  const { width, height } = await page.evaluate(() => window.__karnageBoard!.canvas.getBoundingClientRect());
  const camera = { zoom, x: Math.round(width / 2 - hexCenterX(hex.col, hex.row) * zoom), y: Math.round(height / 2 - hexCenterY(hex.row) * zoom) };
  await page.evaluate((c) => window.__karnageBoard!.setCamera(c), camera);
  await page.evaluate(() => window.__karnageBoard!.renderNow());
  const p = await hexPoint(page, hex);
  const [w, h] = [220 * zoom, 120 * zoom];
  await page.screenshot({ path: join(resultsDir, `${name}.png`), clip: { x: p.x - w / 2, y: p.y - h / 2, width: w, height: h } });
}

/** Tabs on until `button` has the focus (at most 30 presses). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 30; i++) {
    if (await page.evaluate((n) => document.activeElement?.textContent === n, name)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}`);
}

/** A round played with the keyboard only; the holder attacks with its first card when `attacks`, else both play nothing. */
async function keyboardRound(page: Page, flow: DuelFlow, attacks: boolean): Promise<void> {
  const h = holderNow(flow);
  await tabTo(page, `${flow.duel.combatants[h].name} fights`);
  await page.keyboard.press('Enter');
  await handOver(page, showHand(fight(flow)), h);
  if (attacks) {
    await page.keyboard.press('Tab'); // from the form's heading to register 1's maneuver
    await page.keyboard.type('a'); // the first maneuver that begins so: attack (the card is register 1's own: the first)
    expect(await page.getByRole('combobox', { name: 'Maneuver in register 1' }).inputValue()).toBe('attack');
  }
  await tabTo(page, 'Declare');
  await page.keyboard.press('Enter');
  const after = showHand(declare(showHand(fight(flow)), attacks ? first(flow, h, 'attack') : []));
  await handOver(page, after, other(h));
  await tabTo(page, 'Declare');
  await page.keyboard.press('Space');
  await page.getByTestId('duel-reveal').waitFor();
  await page.keyboard.press('Enter'); // Next has the focus
}

/** The same round in Node. */
function quietRound(flow: DuelFlow, attacks: boolean): DuelFlow {
  const h = holderNow(flow);
  const declared = showHand(declare(showHand(fight(flow)), attacks ? first(flow, h, 'attack') : []));
  return next(declare(declared, []));
}

const first = (flow: DuelFlow, side: Side, maneuver: 'attack' | 'parry'): Declaration[] => [{ maneuver, card: flow.dealt.hands[side][0]! }];

describe('Champions', () => {
  const browser = testBrowser();

  test('the new-game checkbox gives each player a hero, crowned on the board and named on the card', async () => {
    const page = await openApp(browser());
    await fillAnnAndBob(page, 99);
    await page.getByRole('checkbox', { name: /^Champions: a hero for each player/ }).check();
    await shot(page, 'champions-1-setup');
    await page.getByRole('button', { name: 'Start' }).click();
    await liftCurtain(page, 'Ann');
    const { state } = await autosavedState(page);
    const scenario = skirmishScenario(ANN_AND_BOB);
    if ('error' in scenario) throw new Error(scenario.error);
    const heroes = Object.values(state.units).filter((u) => u.hero);
    expect(heroes.map((u) => u.id)).toEqual(
      withHeroes(scenario)
        .units.filter((u) => u.hero)
        .map((u) => u.id),
    );
    const home = cursorHome(state, null);
    expect(heroes.find((u) => u.owner === 'p1')?.at).toEqual(home); // the cursor starts on Ann's first unit: her hero
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('hero').textContent()).toBe('Hero: Humans Knight · vitality 10 of 10 · long sword and small shield');
    expect(await page.getByTestId('cursor-description').textContent()).toContain('Hero, vitality 10 of 10.');
    await shot(page, 'champions-2-hero-on-the-board');
  });

  test('a duel at the screen: hidden hands, the rules’ totals, the turn ended with it, the report', { timeout: 120_000 }, async () => {
    const scenario = championsScenario();
    const page = await continuedChampions(browser(), scenario, SEED);
    await closeUp(page, ANN_HERO, 1, 'champions-2b-crowns-zoom1');
    await closeUp(page, ANN_HERO, 2, 'champions-2c-crowns-zoom2');
    await page.getByRole('button', { name: 'Fit map' }).click();

    // Ann's hero attacks Bob's, by mouse; End turn opens the duel, and Call off comes back to the plan.
    await heroAttacksToDuel(page);
    await page.getByRole('button', { name: 'Call off the duel' }).click();
    await boardReady(page);
    expect(await page.locator('[data-testid=planned-orders] li').count()).toBe(1);
    expect(await page.getByRole('status').textContent()).toContain('The duel was called off');
    await page.keyboard.press('e'); // End turn by its key
    await page.getByTestId('duel-intro').waitFor();
    expect(await page.locator('[data-testid=board-area], canvas').count()).toBe(0);

    const { state, orders } = await autosavedState(page);
    const start = startDuels(state, plannedDuels(state));
    if (!start.ok) throw new Error(start.message);
    let flow = start.flow;
    const initiative = (flow.dealt.initiative ?? [[], []]).flat().map(cardText);
    expect(await page.getByTestId('initiative-cards').locator('.duel-card').allTextContents()).toEqual(initiative);
    expect(await page.getByTestId('initiative').textContent()).toContain(`${flow.opening.initiative.holder} holds the initiative`);
    await shot(page, 'champions-3-duel-opens');

    // Round 1: the holder attacks with its first card, the other parries with its first.
    const holder = holderNow(flow);
    await page.getByRole('button', { name: `${flow.duel.combatants[holder].name} fights` }).click();
    flow = showHand(fight(flow));
    await handOver(page, flow, holder, 'champions-4-curtain');
    await declareFirstCard(page, 'attack');
    await shot(page, `champions-5-${PLAYERS[holder].toLowerCase()}-declares`);
    await page.getByRole('button', { name: 'Declare' }).click();
    flow = showHand(declare(flow, first(flow, holder, 'attack')));
    await handOver(page, flow, other(holder));
    expect(await page.getByTestId('register-fields-1').locator('legend').textContent()).toContain(`${flow.duel.combatants[holder].name}: attack`);
    await declareFirstCard(page, 'parry');
    await shot(page, `champions-6-${PLAYERS[other(holder)].toLowerCase()}-declares`);
    await page.getByRole('button', { name: 'Declare' }).click();
    flow = declare(flow, first(flow, other(holder), 'parry'));
    expect(flow.stage.kind).toBe('reveal');

    // The reveal: both cards, every total, as the rules count them here.
    const register = lastReport(flow)?.registers[0];
    const shown = page.getByTestId('register-1');
    await shown.waitFor();
    for (const side of [0, 1] as const) {
      const report = register?.sides[side];
      expect(await shown.getByTestId(`side-${side}`).getByTestId('card').textContent()).toBe(report?.card);
      expect(await shown.getByTestId(`side-${side}`).getByTestId('total').textContent()).toBe(signed(report?.total ?? 0));
      expect(await shown.getByTestId(`vitality-${side}`).textContent()).toBe(`vitality ${register?.after[side].vitality}`);
    }
    await shot(page, 'champions-7-reveal');
    await page.keyboard.press('Space'); // Next has the focus
    flow = next(flow);

    // Round 2 by the keyboard alone: the holder attacks with its first card, the other does nothing. Round 3,
    // if nobody is beaten yet, quietly: neither plays.
    await keyboardRound(page, flow, true);
    flow = quietRound(flow, true);
    if (flow.stage.kind === 'intro') {
      await keyboardRound(page, flow, false);
      flow = quietRound(flow, false);
    }
    expect(flow.stage.kind).toBe('over');
    await page.getByTestId('duel-over').waitFor();
    await shot(page, 'champions-8-duel-over');
    await page.getByRole('button', { name: 'End the turn' }).click();
    // Ann reads the duel's result, and passes the screen to Bob.
    await page.getByTestId('turn-results').getByRole('button', { name: 'Pass to Bob' }).click();
    const plays = nextDuel(flow).plays;

    // The turn ended with the duel: the autosave holds the END_TURN, and the rules agree on the outcome.
    await page.getByRole('heading', { name: 'Bob plays next' }).waitFor();
    const saved = await autosavedState(page);
    expect(saved.orders.slice(orders.length)).toEqual([{ type: 'END_TURN', player: 'p1', duels: plays }]);
    const ended = apply(state, { type: 'END_TURN', player: 'p1', duels: [...plays] });
    expect(saved.state.units).toEqual(ended.state.units);
    const fought = ended.events.find((e) => e.type === 'DUEL_FOUGHT');
    expect(fought?.type === 'DUEL_FOUGHT' && fought.report.rounds).toEqual(flow.reports);

    await liftCurtain(page, 'Bob');
    const report = page.getByTestId('turn-report').getByTestId('duel-report');
    await report.waitFor();
    const totals = await report.getByTestId('register-1').first().getByTestId('total').allTextContents();
    expect(totals).toEqual([register?.sides[0], register?.sides[1]].flatMap((s) => (s?.total == null ? [] : [signed(s.total)])));
    await clickHex(page, BOB_HERO);
    const warlord = ended.state.units.u3?.hero?.vitality;
    expect(await page.getByTestId('hero').textContent()).toBe(`Hero: Orcs Warlord · vitality ${warlord} of 10 · medium axe`);
    await shot(page, 'champions-9-report');
    await page.setViewportSize({ width: 1024, height: 2000 });
    await page.getByTestId('turn-report').screenshot({ path: join(resultsDir, 'champions-10-turn-report.png') });
    await page.setViewportSize({ width: 1024, height: 700 });
    // The event log's line opens to the same duel.
    await page.locator('.log-fight summary', { hasText: 'in a duel' }).click();
    await page.getByRole('list', { name: 'Events of the game' }).getByTestId('duel-report').waitFor();
  });
});
