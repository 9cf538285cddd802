// Mass battle on the screens, in real Chromium against the built app: a new game with the system chosen on the
// new-game screen, the selection card's men, a march that tires a unit (its "z" on the board, the hex line),
// and the regroup round in the turn header. Screenshots of the board go to test-results/ to be looked at.
// Every expected value comes from the rules run here in Node on the same game.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import '../../src/board/debugHook.ts';
import { describe, expect, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { hexCenterX, hexCenterY } from '../../src/board/hexLayout.ts';
import { recordGame } from '../../src/io/saveGameRecord.ts';
import { skirmishScenario } from '../../src/mapgen/skirmish.ts';
import { hexDistance, moveDestinations, planView, type GameState, type HexCoord, type Order, type Scenario, type UnitTypeId } from '../../src/rules/index.ts';
import { attackPreview } from '../../src/state/attackPreview.ts';
import { cursorHome } from '../../src/state/cursor.ts';
import { exactMenText, menText, regroupText, tiredText } from '../../src/ui/text/men.ts';
import { map } from '../support/scenarios.ts';
import { openApp } from './browser.ts';
import { ANN_AND_BOB, clickHex, fillAnnAndBob, hexPoint, liftCurtain, resultsDir, settle, testBrowser } from './gamePage.ts';
import { playAll, started } from './plan.ts';

const DICE_SEED = 99;

/** The game the page starts, started here too. */
function massGame(): GameState {
  const scenario = skirmishScenario(ANN_AND_BOB);
  if ('error' in scenario) throw new Error(scenario.error);
  return started({ ...scenario, combatSystem: 'mass' }, DICE_SEED);
}

/** One row of each terrain a unit can stand on, a Troll and an Elf unit face to face on each: bars on every ground. */
const TERRAINS = ['g', 'd', 'f', 'h', 's', 't', 'm'];
const TROLLS: readonly UnitTypeId[] = ['brutes', 'trolls', 'brutes', 'thralls', 'trolls', 'brutes', 'thralls'];
const ELVES: readonly UnitTypeId[] = ['foresters', 'wardens', 'foresters', 'wardens', 'foresters', 'wardens', 'archers'];
const GALLERY: Scenario = {
  name: 'Mass battle on every ground',
  combatSystem: 'mass',
  campaign: { kind: 'conquer' },
  map: map(...TERRAINS.map((t) => `gg${t.repeat(4)}gggggg`), 'wwwwwwwwwwww'),
  players: [
    { id: 'ann', name: 'Ann', race: 'trolls', gold: 0, colour: '#0072b2' },
    { id: 'bob', name: 'Bob', race: 'elves', gold: 0, colour: '#e69f00' },
  ],
  units: [
    ...TERRAINS.flatMap((_, row) => [
      { id: `a${row}`, owner: 'ann', type: TROLLS[row]!, at: { col: 3, row } },
      { id: `b${row}`, owner: 'bob', type: ELVES[row]!, at: { col: 4, row } },
    ]),
    { id: 'bows', owner: 'bob', type: 'archers', at: { col: 11, row: 3 } },
    { id: 'walkers', owner: 'bob', type: 'foresters', at: { col: 9, row: 6 } },
  ],
  buildings: [],
};
const attack = (player: string, unit: string, col: number, row: number): Order => ({ type: 'ATTACK', player, unit, target: { col, row } });
/** Round 1: Ann attacks on four rows, Bob on two and with a volley at long range, and his Foresters march. */
const GALLERY_ORDERS: readonly Order[] = [
  ...[0, 1, 2, 3].map((row) => attack('ann', `a${row}`, 4, row)),
  { type: 'END_TURN', player: 'ann' },
  ...[4, 5].map((row) => attack('bob', `b${row}`, 3, row)),
  attack('bob', 'bows', 3, 3),
  {
    type: 'MOVE',
    player: 'bob',
    unit: 'walkers',
    path: [
      { col: 8, row: 6 },
      { col: 7, row: 6 },
    ],
  },
  { type: 'END_TURN', player: 'bob' },
];

/** The board (and a second shot of the whole page, side panels and header with it). */
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  await page.locator('[data-testid=board-area]').screenshot({ path: join(resultsDir, `${name}.png`) });
  await page.screenshot({ path: join(resultsDir, `${name}-page.png`) });
}

/** The board round `hex` at `zoom` (1: the atlas's own pixels), to read the badges' digits and bars. */
async function closeUp(page: Page, hex: HexCoord, zoom: number, name: string): Promise<void> {
  const before = await page.evaluate(() => window.__karnageBoard!.camera);
  const { width, height } = await page.evaluate(() => window.__karnageBoard!.canvas.getBoundingClientRect());
  const camera = { zoom, x: Math.round(width / 2 - hexCenterX(hex.col, hex.row) * zoom), y: Math.round(height / 2 - hexCenterY(hex.row) * zoom) };
  await page.evaluate((c) => window.__karnageBoard!.setCamera(c), camera);
  await page.evaluate(() => window.__karnageBoard!.renderNow());
  const p = await hexPoint(page, hex);
  const [w, h] = [300 * zoom, 200 * zoom];
  await page.screenshot({ path: join(resultsDir, `${name}.png`), clip: { x: p.x - w / 2, y: p.y - h / 2, width: w, height: h } });
  await page.evaluate((c) => window.__karnageBoard!.setCamera(c), before);
}

describe('Mass battle on the screens', () => {
  const browser = testBrowser();

  test('a new Mass battle: men on the card and the board, a march that tires, the regroup round', async () => {
    const page = await openApp(browser());
    const form = page.getByRole('form', { name: 'New game' });
    await form.waitFor();
    await fillAnnAndBob(form, DICE_SEED);
    await form.getByRole('radio', { name: /^Mass battle/ }).check();
    await form.getByRole('button', { name: 'Start' }).click();
    await liftCurtain(page, 'Ann');

    let state = massGame();
    const home = cursorHome(state, null);
    const unit = Object.values(state.units).find((u) => u.at.col === home.col && u.at.row === home.row)!;
    await page.keyboard.press('ArrowRight'); // the cursor appears on Ann's first unit
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('men').textContent()).toBe(menText(state, unit));
    expect(await page.getByTestId('men').textContent()).toMatch(/^\d+ of \d+ men · AvDam \d+ · AvTough \d+$/);
    expect(await page.getByTestId('regroup').count()).toBe(0);
    await shot(page, 'mass-1-board');
    await closeUp(page, unit.at, 1, 'mass-1-zoom1');
    await closeUp(page, unit.at, 2, 'mass-1-zoom2');

    // A march: more than one hex, so the unit rests through the next regroup round.
    const far = moveDestinations(state, planView(state), unit).find((to) => hexDistance(unit.at, to) >= 2);
    if (!far) throw new Error('no march from the first unit');
    await clickHex(page, far);
    await page.getByRole('button', { name: 'End turn' }).click();
    await liftCurtain(page, 'Bob');
    const [ann, bob] = state.players.map((pl) => pl.id) as [string, string];
    const annMove = (await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), AUTOSAVE_KEY)).orders[0];
    expect(annMove).toMatchObject({ type: 'MOVE', unit: unit.id });
    state = playAll(state, [annMove, { type: 'END_TURN', player: ann }]).state;
    const marched = state.units[unit.id]!;
    expect(marched.tired).toBe('march');
    const at = await hexPoint(page, marched.at);
    await page.mouse.move(at.x, at.y);
    expect(await page.locator('.hex-info').textContent()).toContain(`${tiredText(state, marched)!.replace(/^t/, 'T')}.`);
    await shot(page, 'mass-2-tired');
    await closeUp(page, marched.at, 1, 'mass-2-zoom1');

    await page.getByRole('button', { name: 'End turn' }).click();
    state = playAll(state, [{ type: 'END_TURN', player: bob }]).state;
    await liftCurtain(page, 'Ann');
    expect(state.round).toBe(2);
    expect(await page.getByTestId('regroup').textContent()).toBe(regroupText(state));
    await shot(page, 'mass-3-regroup');
  });

  test('the men badges on every ground: worn down, a fraction left by a volley, a tired unit', async () => {
    const recorded = recordGame(GALLERY, 7, GALLERY_ORDERS);
    if ('error' in recorded) throw new Error(recorded.error);
    const state = playAll(started(GALLERY, 7), GALLERY_ORDERS).state;
    const page = await openApp(browser());
    await page.getByRole('form', { name: 'New game' }).waitFor();
    await settle(page);
    await page.evaluate(([key, record]) => localStorage.setItem(key, record), [AUTOSAVE_KEY, JSON.stringify(recorded.record)] as const);
    await page.reload();
    await page.getByRole('button', { name: /^Continue the game of Ann and Bob/ }).click();
    await liftCurtain(page, 'Ann');
    expect(await page.getByTestId('regroup').textContent()).toBe(regroupText(state));

    // The volley left a fraction of a man: he still stands, on the board and in words.
    const volleyed = state.units.a3!;
    expect(Number.isInteger(volleyed.men)).toBe(false);
    const at = await hexPoint(page, volleyed.at);
    await page.mouse.move(at.x, at.y);
    expect(await page.locator('.hex-info').textContent()).toContain(`${menText(state, volleyed)}.`);
    expect(state.units.walkers?.tired).toBe('march');
    await shot(page, 'mass-4-every-ground');
    await closeUp(page, { col: 4, row: 3 }, 1, 'mass-4-zoom1');
    await closeUp(page, state.units.walkers!.at, 1, 'mass-5-tired-zoom1');

    // Round 3 fights again: the attack preview tells the men each side should expect to lose.
    await page.getByRole('button', { name: 'End turn' }).click();
    await liftCurtain(page, 'Bob');
    await page.getByRole('button', { name: 'End turn' }).click();
    await liftCurtain(page, 'Ann');
    const round3 = playAll(state, [
      { type: 'END_TURN', player: 'ann' },
      { type: 'END_TURN', player: 'bob' },
    ]).state;
    expect(await page.getByTestId('regroup').count()).toBe(0);
    const trolls = round3.units.a1!;
    const target = round3.units.b1!.at;
    const losses = attackPreview(round3, trolls, target)?.odds.expectedLosses;
    if (!losses) throw new Error('no expected losses');
    await clickHex(page, trolls.at);
    const to = await hexPoint(page, target);
    await page.mouse.move(to.x, to.y);
    expect(await page.getByTestId('expected-losses').textContent()).toBe(
      `Expected losses: attack ${exactMenText(losses.attackers[0]!)}, defence ${exactMenText(losses.defender)}`,
    );
    await shot(page, 'mass-6-preview');
  });
});
