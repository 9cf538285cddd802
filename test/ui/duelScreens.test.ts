import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { playOrder, type Declaration, type GameState, type Side } from '../../src/rules/index.ts';
import { cardText, MANEUVER_IDS, MANEUVERS } from '../../src/rules/champions/index.ts';
import { declare, fight, holderNow, lastReport, next, nextDuel, showHand, startDuels, type DuelFlow } from '../../src/state/duelFlow.ts';
import { declarationOf, emptyRegister, maneuverChoices, registerCount } from '../../src/state/duelDrafts.ts';
import { heroLine, plannedDuels } from '../../src/state/duelPlan.ts';
import { plannedFights } from '../../src/state/plannedFights.ts';
import { IDLE_UI } from '../../src/state/uiSlice.ts';
import { DeclareForm } from '../../src/ui/duel/DeclareForm.tsx';
import DuelReportView from '../../src/ui/duel/DuelReportView.tsx';
import { IntroStage, RevealStage } from '../../src/ui/duel/DuelStages.tsx';
import { signed, termsText } from '../../src/ui/duel/duelText.ts';
import { AttackPreviewPanel } from '../../src/ui/panels/AttackPreviewPanel.tsx';
import { HexInfo } from '../../src/ui/panels/HexInfo.tsx';
import { ANN_HERO, BOB_HERO, championsScenario } from '../support/champions.ts';
import { started } from '../support/scenarios.ts';

// The duel screen's parts as they render: each player's form holds its own hand and nothing of the other's,
// the second sees the first's maneuver types only; the initiative's cards in public; the reveal's totals.

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

/** The cards shown as cards (the chips), in order. */
const chips = (html: string): string[] => [...html.matchAll(/class="duel-card"[^>]*>([^<]*)</g)].map((m) => m[1] ?? '');

function planned(): GameState {
  const outcome = playOrder(started(championsScenario(), 7), { type: 'ATTACK', player: 'p1', unit: 'u1', target: BOB_HERO });
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.state;
}

function begun(): DuelFlow {
  const state = planned();
  const start = startDuels(state, plannedDuels(state));
  if (!start.ok) throw new Error(start.message);
  return start.flow;
}

const form = (flow: DuelFlow, side: Side) => renderToStaticMarkup(createElement(DeclareForm, { flow, side, problem: null, onDeclare: () => {} }));

describe('a hero on the panels', () => {
  test('the selection card’s line and the hex line name the hero', () => {
    const state = started(championsScenario());
    expect(heroLine(state, state.units.u1!)).toBe('Hero: Humans Knight · vitality 10 of 10 · long sword and small shield');
    expect(heroLine(state, { ...state.units.u3!, hero: { vitality: 8 } })).toBe('Hero: Orcs Warlord · vitality 8 of 10 · medium axe');
    expect(heroLine(state, state.units.u2!)).toBeNull();
    const hex = text(renderToStaticMarkup(createElement(HexInfo, { state, ui: { ...IDLE_UI, hovered: BOB_HERO } })));
    expect(hex).toContain('Orc Warriors of Bob (attack d8, defence d6, move 2). Hero, vitality 10 of 10.');
  });
});

describe('a duel in the plan', () => {
  test('the attack preview says it is a duel with cards, and a referee rolls no dice for it', () => {
    const state = planned();
    const html = text(renderToStaticMarkup(createElement(AttackPreviewPanel, { state, ui: { ...IDLE_UI, selected: ANN_HERO, hovered: BOB_HERO } })));
    expect(html).toContain('Duel at (3,1) Humans Knight against Orcs Warlord, with cards, up to 3 rounds');
    expect(html).not.toContain('Chance to win');
    expect(plannedFights(state)).toEqual([]);
  });
});

describe('the declarations, hidden from the other player', () => {
  test('the holder’s form shows its hand and nothing of the other’s', () => {
    const flow = showHand(fight(begun()));
    const holder = holderNow(flow);
    const html = form(flow, holder);
    expect(html).toContain(`data-testid="hand-${holder}"`);
    expect(html).not.toContain(`data-testid="hand-${holder === 0 ? 1 : 0}"`);
    expect(chips(html)).toEqual(flow.dealt.hands[holder].map(cardText));
    const rows = registerCount(flow.opening, holder, 0);
    expect([...html.matchAll(/<fieldset/g)]).toHaveLength(rows);
  });

  test('the other’s form shows the holder’s maneuver types, not its cards', () => {
    let flow = showHand(fight(begun()));
    const holder = holderNow(flow);
    const other: Side = holder === 0 ? 1 : 0;
    const card = flow.dealt.hands[holder][0]!;
    flow = showHand(declare(flow, [null, { maneuver: 'feint', card }]));
    const html = form(flow, other);
    expect(chips(html)).toEqual(flow.dealt.hands[other].map(cardText));
    expect(text(html)).toContain(`Register 1 · ${flow.duel.combatants[holder].name}: nothing`);
    expect(text(html)).toContain(`Register 2 · ${flow.duel.combatants[holder].name}: feint`);
  });

  test('the fields make the rules’ declarations', () => {
    const flow = begun();
    const fighter = flow.duel.fighters[0];
    const [hit, plain] = [
      { value: 3, hit: true },
      { value: -2, hit: false },
    ];
    const hand = [hit, plain];
    const blank = emptyRegister(1, fighter);
    expect(declarationOf(blank, hand, fighter)).toBeNull();
    expect(declarationOf({ ...blank, maneuver: 'attack' }, hand, fighter)).toEqual({ maneuver: 'attack', card: plain });
    const parry = declarationOf({ ...blank, maneuver: 'parry', card: 0, hand: 'off', step: false, riposte: true }, hand, fighter);
    expect(parry).toEqual({ maneuver: 'parry', card: hit, weapon: 'small-shield', stepBack: false, riposte: true } satisfies Declaration);
    expect(declarationOf({ ...blank, maneuver: 'called-shot', location: 'legs', step: false }, hand, fighter)).toEqual({
      maneuver: 'called-shot',
      card: plain,
      stepForward: false,
      location: 'legs',
    });
    expect(declarationOf({ ...blank, maneuver: 'change-weapon' }, hand, fighter)).toEqual({ maneuver: 'change-weapon', card: plain, newWeapon: 'dagger' });
    // A riposte needs a (hit) card: a plain one parries.
    expect(declarationOf({ ...blank, maneuver: 'parry', riposte: true }, hand, fighter)).toEqual({ maneuver: 'parry', card: plain });
  });

  test('the maneuvers offered: a Knight with a shield may bash; nobody flanks a foe of its own size', () => {
    const flow = begun();
    // Every maneuver made against a foe of any size, in the rules' order; the flank and the rest want a larger or smaller foe.
    const anySize = MANEUVER_IDS.filter((m) => MANEUVERS[m].against === null);
    expect(maneuverChoices(flow.duel, 0, 0)).toEqual(anySize);
    expect(maneuverChoices(flow.duel, 1, 0)).toEqual(anySize.filter((m) => m !== 'shield-bash'));
    expect(maneuverChoices(flow.duel, 0, 0)).not.toContain('flank');
  });
});

describe('the round in public, and the reveal', () => {
  test('the initiative’s cards are shown to both', () => {
    const flow = begun();
    const html = renderToStaticMarkup(createElement(IntroStage, { flow, onFight: () => {}, onHesitate: () => {} }));
    expect(chips(html)).toEqual((flow.dealt.initiative ?? [[], []]).flat().map(cardText));
    expect(text(html)).toContain(`${flow.opening.initiative.holder} holds the initiative`);
  });

  test('the reveal shows both cards and every total, as the rules counted them', () => {
    let flow = showHand(fight(begun()));
    const holder = holderNow(flow);
    const other: Side = holder === 0 ? 1 : 0;
    flow = showHand(declare(flow, [{ maneuver: 'attack', card: flow.dealt.hands[holder][0]! }]));
    flow = declare(flow, [{ maneuver: 'parry', card: flow.dealt.hands[other][0]! }]);
    const html = renderToStaticMarkup(createElement(RevealStage, { flow, shown: 1, onNext: () => {} }));
    const register = lastReport(flow)?.registers[0];
    const attack = register?.sides[holder];
    const parry = register?.sides[other];
    if (!attack?.terms || !parry?.terms) throw new Error('no totals');
    expect(text(html)).toContain(`${termsText(attack.terms)} = ${signed(attack.total ?? 0)}`);
    expect(text(html)).toContain(`${termsText(parry.terms)} = ${signed(parry.total ?? 0)}`);
    expect(chips(html).sort()).toEqual([attack.card, parry.card].sort());
  });

  test('a whole duel in the report: every round, and its end', () => {
    let flow = begun();
    while (flow.stage.kind !== 'over') {
      if (flow.stage.kind === 'intro') flow = fight(flow);
      else if (flow.stage.kind === 'curtain') flow = showHand(flow);
      else if (flow.stage.kind === 'declare') flow = declare(flow, []);
      else flow = next(flow);
    }
    const ended = playOrder(planned(), { type: 'END_TURN', player: 'p1', duels: [...nextDuel(flow).plays] });
    if (!ended.ok) throw new Error(ended.reason);
    const fought = ended.events.find((e) => e.type === 'DUEL_FOUGHT');
    if (fought?.type !== 'DUEL_FOUGHT') throw new Error('no duel');
    const shown = text(renderToStaticMarkup(createElement(DuelReportView, { report: fought.report })));
    expect(shown).toContain("Duel: Ann's Knight against Bob's Warlord");
    expect(shown).toContain('Round 3');
    expect(shown).toContain("Over after round 3: out of rounds. Ann's Knight vitality 10, Bob's Warlord vitality 10.");
  });
});
