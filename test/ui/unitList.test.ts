// The panels of ending a turn: the list of the player's own units, the question about idle ones, the turn's
// results before the curtain, and the turn report over every turn since the player's last.
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { GameState } from '../../src/rules/index.ts';
import { createGameApp, type GameApp } from '../../src/state/gameApp.ts';
import { ownUnits } from '../../src/state/idleUnits.ts';
import { GameAppContext } from '../../src/state/useGame.ts';
import { IdleQuestion, TurnResults } from '../../src/ui/panels/EndTurnDialogs.tsx';
import { TurnReport } from '../../src/ui/panels/TurnReport.tsx';
import { statusText, strengthText, UnitList } from '../../src/ui/panels/UnitList.tsx';
import { sessionOf, startedStore } from '../state/gameFixtures.ts';
import { championsScenario } from '../support/champions.ts';
import { joeAndKim, started } from '../support/scenarios.ts';
import { THREE, threePlayers } from '../support/threePlayers.ts';

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const render = (app: GameApp, element: ReactElement) => text(renderToStaticMarkup(createElement(GameAppContext, { value: app }, element)));

describe('the list of the player’s own units', () => {
  test('each unit’s type and hex, and its order this turn or "idle"; the selected one marked', () => {
    const app = startedStore();
    app.store.getState().clickHex({ col: 1, row: 1 });
    app.store.getState().clickHex({ col: 2, row: 1 });
    const state = sessionOf(app.store).state;
    const html = renderToStaticMarkup(
      createElement(GameAppContext, { value: app }, createElement(UnitList, { state, selected: { col: 1, row: 3 }, onClose: () => {} })),
    );
    expect(text(html)).toContain('Your units Next idle unit Unit This turn Cavalry at (1,1) attack Warriors at (2,1) Cavalry at (1,3) idle');
    expect(html).toMatch(/<tr class="unit-list__idle" aria-current="true" data-unit="u2">/);
    // Karnage's units have no men, Might or vitality that fights wear down: no column for them.
    expect(html).not.toContain('Strength');
  });

  test('what fights wear down, where the combat system has it: men, Might, a hero’s vitality', () => {
    const unitOf = (state: GameState) => state.units.u1!;
    expect(strengthText(started(joeAndKim()), unitOf(started(joeAndKim())))).toBeNull();
    const mass = started({ ...joeAndKim(), combatSystem: 'mass' });
    expect(strengthText(mass, { ...unitOf(mass), men: 17 })).toMatch(/^17 of \d+ men$/);
    const warfare = started({ ...joeAndKim(), combatSystem: 'warfare' });
    expect(strengthText(warfare, { ...unitOf(warfare), might: 3 })).toBe('Might 3 of 5');
    const champions = started(championsScenario());
    const hero = Object.values(champions.units).find((u) => u.hero)!;
    expect(strengthText(champions, hero)).toMatch(/^hero, vitality \d+ of \d+$/);
  });

  test('a besieger and a unit at rest say so', () => {
    const state = started(joeAndKim());
    expect(statusText(state, { kind: 'siege', target: { col: 2, row: 1 } })).toBe('keeps up the siege of (2,1)');
    expect(statusText(state, { kind: 'resting', reason: 'it marched' })).toBe('resting');
    expect(ownUnits(state).map((u) => statusText(state, u.status))).toEqual(['idle', 'idle']);
  });
});

describe('the dialogs of ending a turn', () => {
  test('the question names the idle units', () => {
    const app = startedStore();
    const state = sessionOf(app.store).state;
    expect(render(app, createElement(IdleQuestion, { state, idle: 2 }))).toContain(
      '2 units have no orders — end turn? Cavalry at (1,1), Cavalry at (1,3). Yes, end the turn No, back to the plan',
    );
  });

  test('the results tell the ended turn’s fight with its dice, and nothing of the next turn but whose it is', () => {
    const app = startedStore();
    app.store.getState().clickHex({ col: 1, row: 1 });
    app.store.getState().clickHex({ col: 2, row: 1 });
    app.store.getState().endTurn();
    app.store.getState().confirmEndTurn();
    const session = sessionOf(app.store);
    const html = renderToStaticMarkup(createElement(GameAppContext, { value: app }, createElement(TurnResults, { session, report: session.lastReport! })));
    expect(text(html)).toMatch(/^ Joe's turn, round 1: results Fights .*Pass to Kim $/);
    expect(html).toContain('class="faces"');
    // Kim's turn has begun (its start is in the report), but it is hers to read.
    expect(text(html)).not.toContain('Earned');
  });
});

describe('the turn report over every turn since the player’s last', () => {
  test('Cara reads Ann’s turn and Bob’s, each fight with its dice', () => {
    const app = createGameApp({ storage: null });
    app.store.getState().startScenario(threePlayers(), 7);
    for (const [from, target] of [
      [THREE.annCavalry, THREE.bobGrunts],
      [THREE.bobWarriors, THREE.caraWardens],
    ] as const) {
      app.store.getState().confirmHandoff();
      app.store.getState().clickHex(from);
      app.store.getState().clickHex(target);
      app.store.getState().endTurn();
      app.store.getState().confirmEndTurn();
      app.store.getState().passTurnOn();
    }
    const html = renderToStaticMarkup(createElement(TurnReport, { session: sessionOf(app.store) }));
    const shown = text(html);
    expect(shown).toMatch(/^ Since your last turn Ann's turn, round 1 Fights .* Bob's turn, round 1 Fights /);
    expect(html.match(/data-testid="combat-report"/g)).toHaveLength(2);
    expect(html.match(/class="faces"/g)?.length).toBeGreaterThanOrEqual(4);
  });
});
