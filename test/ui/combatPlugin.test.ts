import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CurrentStep } from '../../src/replay/ui/CurrentStep.tsx';
import {
  combatSetupFor,
  combatSystems,
  type CombatReport,
  type CombatSystemId,
  type GameEvent,
  type GameState,
  type HexCoord,
  type Unit,
} from '../../src/rules/index.ts';
import { attackPreview } from '../../src/state/attackPreview.ts';
import type { GameSession } from '../../src/state/session.ts';
import { IDLE_UI } from '../../src/state/uiSlice.ts';
import { AttackPreviewPanel } from '../../src/ui/panels/AttackPreviewPanel.tsx';
import { TurnReport } from '../../src/ui/panels/TurnReport.tsx';
import { describeEvent } from '../../src/rules/text/describeEvent.ts';
import type { Names } from '../../src/rules/text/names.ts';
import { coinFlipCombat, type CoinFlipReport } from '../support/coinFlipCombat.ts';
import { joeAndKim, started } from '../support/scenarios.ts';

// The screens meet a combat system they have never seen: everything they show of it must come through
// the CombatSystem interface, in the system's own words. A screen that reads a Karnage report, builds
// dice text itself or refuses a system that is not Karnage fails here.

const cavalry: HexCoord = { col: 1, row: 1 };
const warriors: HexCoord = { col: 2, row: 1 };
let unregister = (): void => {};
beforeAll(() => {
  unregister = combatSystems.register(coinFlipCombat);
});
afterAll(() => unregister());

/** Joe and Kim, fighting by coin. The scenario schema knows no such system; the registry does. */
function coinGame(): GameState {
  return { ...started(joeAndKim()), combatSystem: 'coin-flip' as CombatSystemId };
}

function unit(state: GameState, id: string): Unit {
  const found = state.units[id];
  if (!found) throw new Error(`no unit ${id}`);
  return found;
}

/** Joe's Cavalry attack Kim's Warriors; the coins come up heads for Joe, tails for Kim. */
function tossed(state: GameState): CoinFlipReport {
  const setup = combatSetupFor(state, [unit(state, 'u1')], warriors);
  if (!setup) throw new Error('no fight');
  return coinFlipCombat.resolve(setup, (_sides, role) => (role === 'attack' ? 1 : 2));
}

const names: Names = {
  players: { joe: 'Joe', kim: 'Kim' },
  units: { u1: { type: 'cavalry', owner: 'joe' }, u2: { type: 'cavalry', owner: 'joe' }, u3: { type: 'warriors', owner: 'kim' } },
};

/** The game's events carry the game's own reports; a registered system's report rides along as one. */
function resolvedEvent(report: CoinFlipReport): GameEvent {
  return { type: 'COMBAT_RESOLVED', report: report as unknown as CombatReport };
}

const text = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&#x27;/g, "'");

describe('a combat system the screens have never seen', () => {
  test('the attack preview explains it in its own words, with its exact odds', () => {
    const state = coinGame();
    const preview = attackPreview(state, unit(state, 'u1'), warriors);
    expect(preview?.odds.attackerWins).toMatchObject({ numerator: 1, denominator: 4 });
    const shown = text(renderToStaticMarkup(createElement(AttackPreviewPanel, { state, ui: { ...IDLE_UI, selected: cavalry, hovered: warriors } })));
    for (const words of [
      'Chance to win: 25.0% (1/4)',
      'Heads-callers',
      "Joe's Cavalry at (1,1): one silver coin",
      'calls heads',
      '+0 a lucky penny in the pocket',
      'Added once to the whole attack:+0 a cheering crowd',
      'Coin-keepers',
      "Kim's Warriors at (2,1): one copper coin",
      'Added once to the whole defence:+0 a shrug',
      'Heads wins the toss.',
      'If the coin betrays them, the callers walk away unharmed.',
    ]) {
      expect(shown).toContain(words);
    }
    for (const karnage of ['d8', 'd6', 'A tie goes to the defender', 'Weaponsmiths', 'Armories', 'destroyed']) expect(shown).not.toContain(karnage);
  });

  test('the turn report tells the fight as the system describes it', () => {
    const state = coinGame();
    const report = tossed(state);
    // The turn report reads only these parts of a session: Kim's turn, after Joe's.
    const joes = [{ round: 1, turnNumber: 1, player: 'joe', event: resolvedEvent(report) }];
    const parts: Pick<GameSession, 'scenario' | 'state' | 'log' | 'lastReport' | 'knownUnits'> = {
      scenario: { ...joeAndKim(), combatSystem: state.combatSystem },
      state: { ...state, activePlayer: 1, turnNumber: 2 },
      log: joes,
      lastReport: joes,
      knownUnits: names.units,
    };
    const session = parts as GameSession;
    const shown = text(renderToStaticMarkup(createElement(TurnReport, { session })));
    for (const words of [
      'Fights',
      'A toss of coins',
      "Joe's Cavalry flipped heads",
      "Kim's Warriors flipped tails",
      'The callers called heads',
      'Heads over tails: the callers take the field.',
    ]) {
      expect(shown).toContain(words);
    }
    expect(renderToStaticMarkup(createElement(TurnReport, { session }))).toContain('aria-label="Heads-callers"');
  });

  test('a replay step and the event log tell it too', () => {
    const state = coinGame();
    const event = resolvedEvent(tossed(state));
    const step = { index: 0, order: { type: 'END_TURN' as const, player: 'joe' }, round: 1, turnNumber: 1, player: 'joe', events: [event] };
    const shown = text(renderToStaticMarkup(createElement(CurrentStep, { step, state, length: 1, names })));
    for (const words of ['A toss of coins', "Joe's Cavalry flipped heads", "Kim's Warriors flipped tails", 'Heads over tails: the callers take the field.']) {
      expect(shown).toContain(words);
    }
    expect(describeEvent(event, names)).toBe("A coin toss between Joe's Cavalry and Kim's Warriors");
  });
});
