// The steps the browser tests of a game take: a browser for a file's tests, screenshots, clicking hexes, lifting the
// curtain, a map made in the editor, the new-game form, the game the page autosaved, a whole game played by turns
// (with a reload on the way), a saved file opened again.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import '../../src/board/debugHook.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTOSAVE_KEY } from '../../src/io/autosave.ts';
import { loadGameRecord } from '../../src/io/loadGameRecord.ts';
import { scenarioFromData } from '../../src/io/scenarioFromData.ts';
import type { NewGameSetup } from '../../src/mapgen/skirmish.ts';
import { activePlayer, RACES, type GameEvent, type GameResult, type GameState, type HexCoord, type RaceId, type Scenario } from '../../src/rules/index.ts';
import type { Names } from '../../src/rules/text/names.ts';
import { knownUnitsOf } from '../../src/state/eventLog.ts';
import { newGameSetup } from '../support/newGameSetup.ts';
import { launchBrowser, openApp } from './browser.ts';
import { apply, started } from './plan.ts';

export const resultsDir = join(import.meta.dirname, '..', '..', 'test-results');

/** A browser for the tests of the `describe` this is called in: launched before them, closed after. */
export function testBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser!;
}

/** The one test of a whole game by a combat system (`title` names it), in a browser of its own. */
export function describeWholeGame(title: string, play: (browser: Browser) => Promise<void>): void {
  describe(title, () => {
    const browser = testBrowser();
    test('chosen in the editor and on the new-game screen, fought by clicking to a game over, kept by a reload and a saved file', { timeout: 300_000 }, () =>
      play(browser()),
    );
  });
}

/** A screenshot of the whole page, to `path`. */
export async function shotAt(page: Page, path: string): Promise<void> {
  mkdirSync(resultsDir, { recursive: true });
  await page.screenshot({ path });
}

/** A screenshot of the whole page, to test-results/`name`.png. */
export const shot = (page: Page, name: string): Promise<void> => shotAt(page, join(resultsDir, `${name}.png`));

/** Where the board says it draws `hex`, in the page. */
export async function hexPoint(page: Page, hex: HexCoord): Promise<{ x: number; y: number }> {
  return page.evaluate((h) => window.__karnageBoard!.hexToScreen(h), hex);
}

/** Clicks a hex with the mouse, where the board says it is drawn. */
export async function clickHex(page: Page, hex: HexCoord): Promise<void> {
  const p = await hexPoint(page, hex);
  await page.mouse.click(p.x, p.y);
}

/** The board has drawn its first frame (its test hook counts them), and two more animation frames have passed. */
export async function boardReady(page: Page): Promise<void> {
  await page.waitForFunction(() => (window.__karnageBoard?.renderCount ?? 0) > 0);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** What End turn has put on the screen now: its question, the turn's results, or no board at all (null: none of these yet). */
async function endTurnStep(page: Page): Promise<'question' | 'results' | 'gone' | null> {
  try {
    const step = await page.waitForFunction(
      () => {
        // A screen fetched on demand (the duels) keeps the old one in the page, hidden, until it comes.
        const shown = (selector: string) => document.querySelector(selector)?.checkVisibility() ?? false;
        if (shown('[data-testid=idle-question][open]')) return 'question';
        if (shown('[data-testid=turn-results][open]')) return 'results';
        return shown('.turn-header') ? false : 'gone';
      },
      undefined,
      { timeout: 2000 },
    );
    return (await step.jsonValue()) as 'question' | 'results' | 'gone';
  } catch {
    return null;
  }
}

/**
 * After End turn, what stands between the player and the next one's curtain, answered as a player in a hurry
 * would: yes to "N units have no orders — end turn?", and the turn's results passed on. Returns once the board
 * is gone (the curtain, a duel, the game's end) or nothing more is asked (End turn refused).
 */
export async function passOn(page: Page): Promise<void> {
  for (let step = await endTurnStep(page); step === 'question' || step === 'results'; step = await endTurnStep(page)) {
    const [dialog, answer] = step === 'question' ? ['idle-question', 'Yes, end the turn'] : ['turn-results', /^Pass to /];
    await page.getByTestId(dialog).getByRole('button', { name: answer }).click();
  }
}

/** The player sees the board before acting (the last player's End turn answered and passed on first). */
export async function liftCurtain(page: Page, name: string): Promise<void> {
  await passOn(page);
  await page.getByRole('button', { name: `I am ${name}, start my turn` }).click();
  await page.locator('[data-testid=board-area]').waitFor();
  await boardReady(page);
}

/** Lets the page finish loading (lazy screens, the favicon): a reload aborts what is still in flight. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/** Ann's Humans and Bob's Orcs on a generated 16×12 map, each with 10 gold. */
export const ANN_AND_BOB: NewGameSetup = newGameSetup();

/** The new-game form (in `form`, or anywhere on a page) filled for ANN_AND_BOB, whose first colour is the form's own. */
export async function fillAnnAndBob(form: Page | Locator, diceSeed: number): Promise<void> {
  for (const [i, player] of ANN_AND_BOB.players.entries()) {
    await form.getByRole('textbox', { name: `Name of player ${i + 1}` }).fill(player.name);
    await form.getByRole('combobox', { name: `Race of player ${i + 1}` }).selectOption(player.race);
  }
  await form.getByRole('combobox', { name: 'Colour of player 2' }).selectOption(ANN_AND_BOB.players[1]!.colour);
  await form.getByRole('spinbutton', { name: 'Map seed' }).fill(String(ANN_AND_BOB.mapSeed));
  await form.getByRole('spinbutton', { name: 'Dice seed' }).fill(String(diceSeed));
}

/** A blank map made in the editor, two races' starts placed, and its scenario's combat system. */
export interface EditorMap {
  readonly width: number;
  readonly height: number;
  readonly starts: readonly { readonly at: HexCoord; readonly race: RaceId }[];
  /** The system's name as the scenario's radio begins with it. */
  readonly system: string;
  /** What else is done in the scenario's settings once the system is chosen. */
  readonly settings: (scenario: Locator) => Promise<void>;
}

/** The map editor opened from the game's page, with a new blank map `width`×`height` on its board. */
export async function blankEditorMap(page: Page, width: number, height: number): Promise<void> {
  await page.getByRole('button', { name: 'Map editor' }).click();
  await page.getByRole('heading', { name: 'Map editor' }).waitFor();
  await page.getByRole('spinbutton', { name: 'Width' }).fill(String(width));
  await page.getByRole('spinbutton', { name: 'Height' }).fill(String(height));
  await page.getByRole('button', { name: 'New blank map' }).click();
  await page.getByTestId('map-size').getByText(`${width}×${height}`, { exact: true }).waitFor();
  await boardReady(page);
}

/** In the editor, each start's race chosen for its slot and the start placed by clicking its hex. */
export async function placeStarts(page: Page, starts: EditorMap['starts']): Promise<void> {
  for (const [i, start] of starts.entries()) {
    await page.getByRole('combobox', { name: `Race of slot ${i + 1}` }).selectOption(start.race);
    await page.getByRole('button', { name: `Place start ${i + 1}` }).click();
    await clickHex(page, start.at);
  }
}

/** The map in the editor, its scenario set to `map.system`, offered for play. */
export async function editorMap(page: Page, map: EditorMap): Promise<void> {
  await blankEditorMap(page, map.width, map.height);
  await placeStarts(page, map.starts);
  const scenario = page.getByRole('region', { name: 'Scenario' });
  await scenario.getByRole('radio', { name: new RegExp(`^${map.system}`) }).check();
  await map.settings(scenario);
  await page.getByRole('button', { name: 'Play this map' }).click();
  // A blank map is all Grasslands: a start of any race but the Humans lacks its home terrain, and Play this map asks.
  if (map.starts.some((start) => RACES[start.race].homeTerrain !== 'grasslands')) await page.getByRole('button', { name: 'Play anyway' }).click();
}

/** Ann and Bob named on the new-game form, with no gold (nobody recruits) and these dice; shot, then started. */
export async function startWithoutGold(page: Page, form: Locator, diceSeed: number, shotName: string): Promise<void> {
  await form.getByRole('textbox', { name: 'Name of player 1' }).fill('Ann');
  await form.getByRole('textbox', { name: 'Name of player 2' }).fill('Bob');
  await form.getByRole('spinbutton', { name: 'Starting gold' }).fill('0');
  await form.getByRole('spinbutton', { name: 'Dice seed' }).fill(String(diceSeed));
  await shot(page, shotName);
  await form.getByRole('button', { name: 'Start' }).click();
}

/** The game the page saved in the browser (its scenario as `expected` says), started again here. */
export async function autosavedGame(page: Page, expected: Record<string, unknown>): Promise<{ scenario: Scenario; state: GameState }> {
  await page.waitForFunction((key) => localStorage.getItem(key) !== null, AUTOSAVE_KEY);
  const loaded = loadGameRecord((await page.evaluate((key) => localStorage.getItem(key), AUTOSAVE_KEY))!);
  if (!loaded.ok) throw new Error(loaded.message);
  expect(loaded.value.scenario).toMatchObject(expected);
  const scenario = scenarioFromData(loaded.value.scenario);
  if ('error' in scenario) throw new Error(scenario.error);
  return { scenario, state: started(scenario, loaded.value.seed) };
}

/** A new page's game of Ann and Bob: its map made in the editor, started by `newGame`, as the page autosaved it. */
export async function gameFromEditor(browser: Browser, map: EditorMap, newGame: (page: Page) => Promise<void>, expected: Record<string, unknown>) {
  const page = await openApp(browser);
  await editorMap(page, map);
  await newGame(page);
  const game = await autosavedGame(page, expected);
  const names: Names = { players: { p1: 'Ann', p2: 'Bob' }, units: knownUnitsOf(game.scenario) };
  return { page, state: game.state, names };
}

/** The game saved by the page's button to test-results/`fileName`, its scenario as `expected` says; its path. */
export async function saveGame(page: Page, fileName: string, expected: Record<string, unknown>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save game' }).click()]);
  const savedPath = join(resultsDir, fileName);
  await download.saveAs(savedPath);
  // The page says so, and the message covers none of the page's title (the game's turn, or its result).
  const message = page.getByTestId('file-message');
  await message.getByText(/^Saved as /).waitFor();
  const [said, title] = await Promise.all([message.boundingBox(), page.getByRole('heading', { level: 1 }).first().boundingBox()]);
  expect(said!.y >= title!.y + title!.height || said!.y + said!.height <= title!.y, 'the message covers the title').toBe(true);
  expect(JSON.parse(readFileSync(savedPath, 'utf8')).scenario).toMatchObject(expected);
  return savedPath;
}

/** The saved file opened on another page, once it shows the heading `over` (the game's result). */
export async function openSaved(browser: Browser, savedPath: string, over: string): Promise<Page> {
  const other = await openApp(browser);
  await other.getByTestId('load-game-input').setInputFiles(savedPath);
  await other.getByRole('heading', { name: over }).waitFor();
  return other;
}

/** A whole game on the page, Ann acting and Bob looking on, turn by turn until it is over. */
export interface Turns {
  /** At most this many of Ann's turns, and what the test says when the game takes more. */
  readonly most: number;
  readonly tooLong: string;
  /** Ann's turn on the page (its End turn left to the loop): the state after her orders. */
  ann(state: GameState): Promise<GameState>;
  /** Bob's turn on the page, after Ann's ended with `events`: how many fights it showed. */
  bob(state: GameState, events: readonly GameEvent[]): Promise<number>;
  /** Told once, when the page has been reloaded (after the first of Bob's turns that showed fights). */
  reloaded(): void;
}

/** The game played to its end from Ann's curtain: how it ended, and the events of the End turn that ended it. */
export async function playToTheEnd(page: Page, state: GameState, turns: Turns): Promise<{ result: GameResult; lastEvents: readonly GameEvent[] }> {
  let lastEvents: readonly GameEvent[] = [];
  let reloaded = false;
  await liftCurtain(page, 'Ann');
  for (let turn = 1; !state.result; turn++) {
    expect(turn, turns.tooLong).toBeLessThanOrEqual(turns.most);
    state = await turns.ann(state);
    await page.getByRole('button', { name: 'End turn' }).click();
    await passOn(page);
    const ended = apply(state, { type: 'END_TURN', player: 'p1' });
    state = ended.state;
    lastEvents = ended.events;
    if (state.result) break;

    await liftCurtain(page, 'Bob');
    const fights = await turns.bob(state, ended.events);
    await page.getByRole('button', { name: 'End turn' }).click();
    await passOn(page);
    state = apply(state, { type: 'END_TURN', player: 'p2' }).state;
    if (fights > 0 && !reloaded) {
      // The game goes on after a reload, by the same system.
      await reloadForAnn(page, state.round);
      reloaded = true;
      turns.reloaded();
    }
    expect(activePlayer(state).id).toBe('p1');
    await liftCurtain(page, 'Ann');
  }
  return { result: state.result, lastEvents };
}

/** Ann's curtain is up: the page is reloaded, and the game of Ann and Bob continued at `round`. */
async function reloadForAnn(page: Page, round: number): Promise<void> {
  await page.getByRole('heading', { name: 'Ann plays next' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.reload();
  await page.getByRole('button', { name: `Continue the game of Ann and Bob, round ${round}` }).click();
}
