import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mightBadge } from '../../src/board/warfareArt.ts';
import {
  combatSetupFor,
  combatSystems,
  type CombatOdds,
  type CombatReport,
  type CombatSystemId,
  type GameEvent,
  type GameState,
  type HexCoord,
} from '../../src/rules/index.ts';
import type { GameSession, LoggedEvent } from '../../src/state/session.ts';
import { IDLE_UI } from '../../src/state/uiSlice.ts';
import { AttackPreviewPanel } from '../../src/ui/panels/AttackPreviewPanel.tsx';
import { EventLog } from '../../src/ui/panels/EventLog.tsx';
import { TurnReport } from '../../src/ui/panels/TurnReport.tsx';
import { percent } from '../../src/ui/panels/OutcomeOdds.tsx';
import { coinFlipCombat } from '../support/coinFlipCombat.ts';
import { joeAndKim, started } from '../support/scenarios.ts';

// The screens' parts for combat systems that end fights in one of several results and wear units down:
// shown from the CombatSystem interface and the rules' events alone, and absent from a Karnage game.

const cavalry: HexCoord = { col: 1, row: 1 };
const warriors: HexCoord = { col: 2, row: 1 };
const third = { numerator: 1, denominator: 3, value: 1 / 3 };
const sixth = { numerator: 1, denominator: 6, value: 1 / 6 };
const tiny = { numerator: 1, denominator: 10_000, value: 1e-4 };

/** The coin toss again, its odds told result by result. */
const outcomeCoin = {
  ...coinFlipCombat,
  id: 'coin-outcomes',
  odds: (): CombatOdds => ({
    attackerWins: { numerator: 1, denominator: 2, value: 0.5 },
    defenderWins: { numerator: 1, denominator: 2, value: 0.5 },
    outcomes: [
      { result: 'Tails up', loser: 'defender', probability: third },
      { result: 'Edge', loser: 'defender', probability: sixth },
      { result: 'Heads up', loser: 'attacker', probability: third },
      { result: 'Lost in the grass', loser: 'attacker', probability: tiny },
    ],
  }),
};

const unregister: (() => void)[] = [];
beforeAll(() => {
  unregister.push(combatSystems.register(outcomeCoin), combatSystems.register(coinFlipCombat));
});
afterAll(() => {
  for (const undo of unregister) undo();
});

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/\s+/g, ' ');
const preview = (state: GameState) =>
  renderToStaticMarkup(createElement(AttackPreviewPanel, { state, ui: { ...IDLE_UI, selected: cavalry, hovered: warriors } }));

function session(state: GameState, report: readonly GameEvent[]): GameSession {
  const logged: LoggedEvent[] = report.map((event) => ({ round: 2, turnNumber: 3, player: 'joe', event }));
  return {
    scenario: joeAndKim(),
    seed: 1,
    played: [],
    state,
    colours: {},
    log: logged,
    lastReport: logged,
    knownUnits: { u1: { type: 'cavalry', owner: 'joe' }, u3: { type: 'warriors', owner: 'kim' } },
  };
}

describe('the attack preview lists each way a fight can end', () => {
  test('result, who loses and the chance, in the system’s order', () => {
    const state: GameState = { ...started(joeAndKim()), combatSystem: 'coin-outcomes' as CombatSystemId };
    const shown = text(preview(state));
    expect(shown).toContain(
      "Tails up Kim's Warriors lose 33.3% Edge Kim's Warriors lose 16.7% Heads up Joe's Cavalry lose 33.3% Lost in the grass Joe's Cavalry lose <0.1%",
    );
    expect(preview(state)).toContain('title="1/6"');
  });

  test('Karnage’s preview has no outcome list, and its exact chance stays beside the percentage', () => {
    const html = preview(started(joeAndKim()));
    expect(html).not.toContain('outcome-odds');
    expect(html).toContain('data-testid="odds-fraction"');
  });

  test('an exact chance too long to read at a glance is kept on hover', () => {
    const long = { numerator: 5_845_744_461_140_619, denominator: 8_321_068_244_038_656, value: 0.7025 };
    const unregister = combatSystems.register({ ...outcomeCoin, id: 'coin-long', odds: () => ({ ...outcomeCoin.odds(), attackerWins: long }) });
    try {
      const html = preview({ ...started(joeAndKim()), combatSystem: 'coin-long' as CombatSystemId });
      expect(html).not.toContain('odds-fraction');
      expect(html).toContain('title="5845744461140619/8321068244038656"');
    } finally {
      unregister();
    }
  });

  test('percentages keep a chance that rounds to nothing visible', () => {
    expect(percent({ numerator: 0, denominator: 1, value: 0 })).toBe('0%');
    expect(percent(tiny)).toBe('<0.1%');
    expect(percent(third)).toBe('33.3%');
  });
});

describe('reports of units worn down, sent home and besieged', () => {
  const state = started(joeAndKim());
  const unit = state.units.u3!;
  const events: GameEvent[] = [
    { type: 'UNIT_MIGHT_CHANGED', unit: 'u3', might: 2 },
    { type: 'SIEGE_GOES_ON', siege: { target: warriors, attackers: ['u1'], garrison: 'u3' } },
    { type: 'UNIT_WITHDRAWN', unit },
    { type: 'NEW_YEAR', round: 5 },
  ];

  test('the turn report has a section for each, in the rules’ words', () => {
    const shown = text(renderToStaticMarkup(createElement(TurnReport, { session: session(state, events) })));
    expect(shown).toContain("Might Kim's Warriors now has Might 2");
    expect(shown).toContain('Sieges The siege of (2,1) goes on');
    expect(shown).toContain("Sent home and back Kim's Warriors left the field at (2,1), to come home at the New Year New Year: round 5");
  });

  test('a fight in the event log opens to the whole fight, drawn only once opened', () => {
    const setup = combatSetupFor(state, [state.units.u1!], warriors);
    if (!setup) throw new Error('no fight');
    const report = coinFlipCombat.resolve(setup, () => 1) as unknown as CombatReport;
    const fought = session(state, [{ type: 'COMBAT_RESOLVED', report }]);
    const html = renderToStaticMarkup(createElement(EventLog, { session: fought }));
    expect(text(html)).toContain("R2 A coin toss between Joe's Cavalry and Kim's Warriors");
    expect(html).toContain('<details');
    expect(html).not.toContain('combat-report');
  });
});

describe('the Might badge on the board', () => {
  const unit = started(joeAndKim()).units.u3!;
  test('only below full Might, never for a unit whose Might was never touched', () => {
    expect(mightBadge(unit)).toBeNull();
    expect(mightBadge({ ...unit, might: 4 })).toBeNull(); // Warriors' full Might
    expect(mightBadge({ ...unit, might: 2 })).toBe(2);
  });
});
