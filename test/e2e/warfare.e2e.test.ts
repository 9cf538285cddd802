// A whole game fought by Warfare (battles and sieges by Might), in real Chromium against the built app: the
// map editor's scenario settings and the new-game screen choose the system, Ann closes in and attacks by
// clicking while Bob holds, each fight's dice and table lines are read in the turn report, the odds of every
// ending in the attack preview, and the game ends with Bob gone; a reload and a saved file keep the system.
// Every expected value comes from the rules run here in Node on the game the page autosaved.
import type { Page } from 'playwright-core';
import '../../src/board/debugHook.ts';
import { expect } from 'vitest';
import { describeCombat, DEFAULT_NEW_YEAR_EVERY, plainText, UNITS, type GameEvent, type GameState } from '../../src/rules/index.ts';
import type { WarfareCombatReport } from '../../src/rules/combat/warfare/report.ts';
import { describeResult } from '../../src/rules/text/describeEvent.ts';
import { unitName, type Names } from '../../src/rules/text/names.ts';
import { attackPreview } from '../../src/state/attackPreview.ts';
import { percent } from '../../src/ui/panels/OutcomeOdds.tsx';
import {
  clickHex,
  describeWholeGame,
  gameFromEditor,
  hexPoint,
  openSaved,
  playToTheEnd,
  saveGame,
  shot,
  shotAt,
  startWithoutGold,
  type EditorMap,
} from './gamePage.ts';
import { apply, type AnnOrder } from './plan.ts';
import { annPlan } from './warfarePlan.ts';

/** An 8×8 blank map, Ann's Humans at (1,3), Bob's Orcs at (5,3): fights from round 2, a siege on Bob's Keep. */
const STARTS = [
  { at: { col: 1, row: 3 }, race: 'humans' },
  { at: { col: 5, row: 3 }, race: 'orcs' },
] as const;
/** Dice that end the game in six of Ann's turns, with a Keep besieged and a siege that goes on (from the rules, in Node). */
const DICE_SEED = 313;
/** What the autosave and the saved file must say of the scenario. */
const SYSTEM = { combatSystem: 'warfare', newYearEvery: 2 };

/** The map in the editor, its scenario set to Warfare with a New Year every 3 rounds, offered for play. */
const MAP: EditorMap = {
  width: 8,
  height: 8,
  starts: STARTS,
  system: 'Warfare',
  settings: async (scenario) => {
    await scenario.getByRole('spinbutton', { name: 'New Year every (rounds)' }).fill('3');
    await shot(scenario.page(), 'warfare-0-editor');
  },
};

/** The new-game screen starts from the editor's choice; Ann makes it a New Year every 2 rounds and starts. */
async function newGame(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'New game' });
  await form.waitFor();
  expect(await form.getByRole('radio', { name: /^Warfare/ }).isChecked()).toBe(true);
  expect(await form.getByRole('spinbutton', { name: 'New Year every (rounds)' }).inputValue()).toBe('3');
  await form.getByRole('radio', { name: /^Karnage/ }).check();
  expect(await form.getByRole('spinbutton', { name: 'New Year every (rounds)' }).count()).toBe(0);
  await form.getByRole('radio', { name: /^Warfare/ }).check();
  await form.getByRole('spinbutton', { name: 'New Year every (rounds)' }).fill('2');
  await startWithoutGold(page, form, DICE_SEED, 'warfare-1-setup');
}

/** The preview of an attack about to be ordered: each ending the rules list, its loser and its chance. */
async function expectOutcomes(page: Page, before: GameState, order: AnnOrder & { type: 'ATTACK' }, names: Names): Promise<void> {
  const outcomes = attackPreview(before, before.units[order.unit]!, order.target)?.odds.outcomes ?? [];
  expect(outcomes.reduce((sum, o) => sum + o.probability.value, 0)).toBeCloseTo(1, 9);
  const defender = Object.values(before.units).find((u) => u.at.col === order.target.col && u.at.row === order.target.row)!;
  const rows = await page
    .getByTestId('outcome-odds')
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from((tr as HTMLTableRowElement).cells, (cell) => cell.textContent)));
  expect(rows).toEqual(
    outcomes.map((o) => [o.result, `${o.loser === 'defender' ? unitName(names, defender.id) : unitName(names, order.unit)} lose`, percent(o.probability)]),
  );
}

/** Every fight of the turn told in the report as the rules describe it, each roll's faces in the order thrown. */
async function expectFights(page: Page, events: readonly GameEvent[], names: Names): Promise<number> {
  const reports = events.flatMap((e) => (e.type === 'COMBAT_RESOLVED' ? [e.report as WarfareCombatReport] : []));
  const shown = page.getByTestId('turn-report').getByTestId('combat-report');
  expect(await shown.count()).toBe(reports.length);
  for (const [i, report] of reports.entries()) {
    const fight = shown.nth(i);
    const text = await fight.textContent();
    const { sides, outcome } = describeCombat(report);
    for (const line of [...sides.flatMap((s) => [...s.combatants, ...s.lines]), [outcome.text]]) {
      expect(text).toContain(plainText(line, (id) => unitName(names, id)));
    }
    expect(await fight.locator('.faces').allTextContents()).toEqual([
      ...report.rolls.map((r) => r.attackFaces.join(' ')),
      ...report.rolls.map((r) => r.defenceFaces.join(' ')),
    ]);
    for (const roll of report.rolls) expect(text).toContain(roll.result);
  }
  return reports.length;
}

/** What the game has shown so far: each must have been seen by its end. */
interface Seen {
  preview: boolean;
  report: boolean;
  siege: boolean;
  reloaded: boolean;
}

/** Ann's turn by mouse: each unit clicked, then its target or its destination; the first attack's preview checked. */
async function playAnnsTurn(page: Page, state: GameState, names: Names, seen: Seen): Promise<GameState> {
  for (const { order, before } of annPlan(state)) {
    const unit = before.units[order.unit]!;
    await clickHex(page, unit.at);
    const full = UNITS[unit.type].might;
    expect(await page.getByTestId('might').textContent()).toBe(`Might ${unit.might ?? full} of ${full}`);
    if (order.type === 'ATTACK') {
      const p = await hexPoint(page, order.target);
      await page.mouse.move(p.x, p.y);
      await page.getByTestId('outcome-odds').waitFor();
      if (!seen.preview) {
        await expectOutcomes(page, before, order, names);
        await shotAt(page, '/tmp/warfare-preview.png');
        seen.preview = true;
      }
      await clickHex(page, order.target);
    } else await clickHex(page, order.path.at(-1)!);
    state = apply(state, order).state;
    expect(await page.locator('[data-testid=planned-orders] li').count()).toBe(state.pending.length);
  }
  return state;
}

/** Bob's turn only looks: the report of Ann's fights, the log, the siege rings and the coming New Year. */
async function watchBobsTurn(page: Page, state: GameState, events: readonly GameEvent[], names: Names, seen: Seen): Promise<number> {
  const fights = await expectFights(page, events, names);
  if (fights > 0 && !seen.report) {
    await page.getByTestId('turn-report').scrollIntoViewIfNeeded();
    await shotAt(page, '/tmp/warfare-report.png');
    // The event log's line of the fight opens to the same rolls.
    const logged = page.getByRole('list', { name: 'Events of the game' }).locator('details').last();
    await logged.locator('summary').click();
    expect(await logged.getByTestId('combat-report').textContent()).toContain('Roll 1:');
    seen.report = true;
  }
  const sieges = state.sieges?.length ?? 0;
  await page.waitForFunction((n) => window.__karnageBoard?.siegesShown === n, sieges);
  if (sieges > 0 && !seen.siege) {
    await shot(page, 'warfare-2-siege');
    seen.siege = true;
  }
  const every = state.newYearEvery ?? DEFAULT_NEW_YEAR_EVERY;
  expect(await page.getByTestId('new-year').textContent()).toBe(`round ${(Math.floor((state.round - 1) / every) + 1) * every + 1}`);
  return fights;
}

describeWholeGame('a game fought by Warfare', async (browser) => {
  const { page, state, names } = await gameFromEditor(browser, MAP, newGame, SYSTEM);
  const seen: Seen = { preview: false, report: false, siege: false, reloaded: false };
  const { result } = await playToTheEnd(page, state, {
    most: 8,
    tooLong: 'the game should be over within eight of Ann’s turns',
    ann: (now) => playAnnsTurn(page, now, names, seen),
    bob: (now, events) => watchBobsTurn(page, now, events, names, seen),
    reloaded: () => {
      seen.reloaded = true;
    },
  });

  await page.getByRole('heading', { name: describeResult(result, names) }).waitFor();
  // DICE_SEED was picked for a game with all of these; if the rules change the dice, pick another.
  expect(seen).toEqual({ preview: true, report: true, siege: true, reloaded: true });
  await shot(page, 'warfare-3-over');
  const savedPath = await saveGame(page, 'warfare-game.karnage.json', SYSTEM);

  // The replay shows the last turn's fights roll by roll too.
  await page.getByRole('button', { name: 'Replay this game' }).click();
  expect(await page.getByTestId('current-step').getByTestId('combat-report').first().textContent()).toContain('Roll 1:');

  // The saved file opens on another page as the same finished Warfare game.
  const other = await openSaved(browser, savedPath, describeResult(result, names));
  expect(await other.getByTestId('turn-report').textContent()).toContain('Roll 1:');
});
