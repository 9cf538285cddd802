// Champions in real Chromium: a duel whose hands have been shown survives a reload. The page reopens it behind
// the curtain at the same round, with the same cards and the declaration already made; nothing of the plan can be
// taken back and the duel cannot be called off; fought on to its end, it ends the turn as it would have.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import type { Declaration, Side } from '../../src/rules/index.ts';
import { cardText } from '../../src/rules/champions/index.ts';
import { declare, fight, holderNow, next, nextDuel, showHand, startDuels, type DuelFlow } from '../../src/state/duelFlow.ts';
import { plannedDuels } from '../../src/state/duelPlan.ts';
import { BOB_HERO, championsScenario } from '../support/champions.ts';
import { continueChampions, continuedChampions, heroAttacksToDuel } from './championsPage.ts';
import { settle, shot, testBrowser } from './gamePage.ts';
import { apply, started } from './plan.ts';

const SEED = 7;
const PLAYERS = ['Ann', 'Bob'] as const;
const other = (side: Side): Side => (side === 0 ? 1 : 0);
const first = (flow: DuelFlow, side: Side, maneuver: 'attack' | 'parry'): Declaration[] => [{ maneuver, card: flow.dealt.hands[side][0]! }];

/** What the page's autosave holds, as JSON. */
async function autosaved(page: Page) {
  return JSON.parse((await page.evaluate((key) => localStorage.getItem(key), AUTOSAVE_KEY))!);
}

/** The duel's curtain for `side`'s player, nothing of either hand, then that player's hand (and only it) behind it. */
async function handOver(page: Page, flow: DuelFlow, side: Side): Promise<void> {
  await page.getByRole('heading', { name: `Pass the screen to ${PLAYERS[side]}` }).waitFor();
  expect(await page.locator('[data-testid^=hand-], [data-testid^=declare-], .duel-card').count()).toBe(0);
  expect(await page.locator('[data-testid=board-area], canvas').count()).toBe(0);
  await page.getByRole('button', { name: `${PLAYERS[side]}, show my hand` }).click();
  await page.getByTestId(`hand-${side}`).waitFor();
  expect(await page.locator('.duel-card').allTextContents()).toEqual(flow.dealt.hands[side].map(cardText));
}

/** `side` declares its first card with `maneuver`, or nothing. */
async function declareOnPage(page: Page, maneuver: 'attack' | 'parry' | null): Promise<void> {
  if (maneuver) {
    await page.getByRole('combobox', { name: 'Maneuver in register 1' }).selectOption(maneuver);
    await page.getByRole('combobox', { name: 'Card in register 1' }).selectOption('0');
  }
  await page.getByRole('button', { name: 'Declare' }).click();
}

/** The reveal shown through on the page as in Node: the next round's opening, or the duel's end. */
async function throughReveal(page: Page, flow: DuelFlow): Promise<DuelFlow> {
  let at = flow;
  while (at.stage.kind === 'reveal') {
    await page.getByTestId('duel-reveal').getByRole('button', { name: 'Next' }).click();
    at = next(at);
  }
  await page.getByTestId(at.stage.kind === 'over' ? 'duel-over' : 'duel-intro').waitFor();
  return at;
}

/** A round on the page and in Node: the holder fights with `attack` (or nothing), the other parries with `parry` (or nothing). */
async function round(page: Page, flow: DuelFlow, attack: boolean, parry: boolean): Promise<DuelFlow> {
  const holder = holderNow(flow);
  await page.getByRole('button', { name: `${flow.duel.combatants[holder].name} fights` }).click();
  let at = showHand(fight(flow));
  await handOver(page, at, holder);
  await declareOnPage(page, attack ? 'attack' : null);
  at = showHand(declare(at, attack ? first(at, holder, 'attack') : []));
  await handOver(page, at, other(holder));
  await declareOnPage(page, parry ? 'parry' : null);
  return throughReveal(page, declare(at, parry ? first(at, other(holder), 'parry') : []));
}

describe('Champions: a duel and a reload', () => {
  const browser = testBrowser();

  test('reloaded once a hand is shown: back behind the curtain at the same round, the attack locked, fought to the end of the turn', {
    timeout: 120_000,
  }, async () => {
    const scenario = championsScenario();
    const page = await continuedChampions(browser(), scenario, SEED);
    await heroAttacksToDuel(page);

    // The same duel in Node: the plan's attack, the cards from the game's dice.
    const attack = { type: 'ATTACK', player: 'p1', unit: 'u1', target: BOB_HERO } as const;
    const planned = apply(started(scenario, SEED), attack).state;
    const start = startDuels(planned, plannedDuels(planned));
    if (!start.ok) throw new Error(start.message);

    // Round 1 fought; in round 2 the holder declares, and the other's hand is on the screen when the page reloads.
    let flow = await round(page, start.flow, true, true);
    expect(flow.stage.kind).toBe('intro');
    expect(flow.duel.round).toBe(2);
    const holder = holderNow(flow);
    const holderName = flow.duel.combatants[holder].name;
    await page.getByRole('button', { name: `${holderName} fights` }).click();
    flow = showHand(fight(flow));
    await handOver(page, flow, holder);
    await declareOnPage(page, 'attack');
    flow = showHand(declare(flow, first(flow, holder, 'attack')));
    await handOver(page, flow, other(holder));
    // Kept by the autosave: the round played, and the holder's declaration (the page sends each register, empty or not).
    const kept = (await autosaved(page)).duel;
    expect(kept).toMatchObject({ step: 'fight', rounds: flow.rounds, hesitate: [] });
    expect(kept.declared[holder][0]).toEqual(first(flow, holder, 'attack')[0]);
    expect(kept.declared[other(holder)]).toBeNull();
    await shot(page, 'duel-reload-1-before');

    await settle(page);
    await page.reload();
    await continueChampions(page).click();
    // Curtain first: the hand-off curtain, then the duel's own before the hand that was on the screen.
    await page.getByTestId('curtain').waitFor();
    expect(await page.locator('[data-testid^=hand-], .duel-card, [data-testid=board-area], canvas').count()).toBe(0);
    await page.getByRole('button', { name: 'I am Ann, start my turn' }).click();
    await page.getByTestId('duel-curtain').waitFor();
    expect(await page.getByTestId('duel-curtain').textContent()).toContain(`for round 2`);
    await shot(page, 'duel-reload-2-curtain');
    // No calling the duel off, no board, no take-back: the plan's attack stays.
    expect(await page.getByRole('button', { name: 'Call off the duel' }).count()).toBe(0);
    await page.keyboard.press('Backspace');
    await handOver(page, flow, other(holder));
    expect(await page.getByTestId('register-fields-1').locator('legend').textContent()).toContain(`${holderName}: attack`);
    expect(await page.getByText('Cards have been shown: the duel is fought to its end.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Call off the duel' }).count()).toBe(0);
    expect((await autosaved(page)).orders).toEqual([attack]);
    await shot(page, 'duel-reload-3-same-hand');

    // Fought on: the other parries; then quiet rounds until the duel is over, and the turn ends with it.
    await declareOnPage(page, 'parry');
    flow = await throughReveal(page, declare(flow, first(flow, other(holder), 'parry')));
    while (flow.stage.kind === 'intro') flow = await round(page, flow, false, false);
    expect(flow.stage.kind).toBe('over');
    await page.getByRole('button', { name: 'End the turn' }).click();
    // Ann reads the duel's result, and passes the screen to Bob.
    await page.getByTestId('turn-results').getByRole('button', { name: 'Pass to Bob' }).click();
    await page.getByRole('heading', { name: 'Bob plays next' }).waitFor();
    const saved = await autosaved(page);
    expect(saved.duel).toBeUndefined();
    expect(saved.orders).toEqual([attack, { type: 'END_TURN', player: 'p1', duels: nextDuel(flow).plays }]);
    await shot(page, 'duel-reload-4-turn-ended');
  });
});
