import { describe, expect, test } from 'vitest';
import { playOrder, seededDice, type Declaration, type DuelPlay, type GameState, type Order, type Side } from '../../src/rules/index.ts';
import { cardText, duelTable } from '../../src/rules/champions/index.ts';
import { pairRegisters } from '../../src/rules/champions/index.ts';
import { declare, fight, hesitate, holderNow, next, nextDuel, showHand, startDuels, type DuelFlow } from '../../src/state/duelFlow.ts';
import { plannedDuels } from '../../src/state/duelPlan.ts';
import { ANN_HERO, BOB_HERO, championsScenario } from '../support/champions.ts';
import { started } from '../support/scenarios.ts';

// The duel screen's steps: the plan's duels found, each round opened, handed over, declared, refused or played,
// revealed register by register; what the players chose goes with the END_TURN and the rules settle it the same.

const attack = (unit: string, target: { col: number; row: number }): Order => ({ type: 'ATTACK', player: 'p1', unit, target });

function planned(seed = 7): GameState {
  const outcome = playOrder(started(championsScenario(), seed), attack('u1', BOB_HERO));
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.state;
}

function begun(state: GameState): DuelFlow {
  const start = startDuels(state, plannedDuels(state));
  if (!start.ok) throw new Error(start.message);
  return start.flow;
}

/** The plain way to fight a round: the side attacks (or parries) with its first card. */
const plain = (flow: DuelFlow, side: Side, maneuver: 'attack' | 'parry'): (Declaration | null)[] => {
  const card = flow.dealt.hands[side][0];
  return card ? [{ maneuver, card }] : [];
};

/** Plays the current duel to its end the plain way: the holder attacks with one card, the other parries with one. */
function playToTheEnd(flow: DuelFlow): DuelFlow {
  while (flow.stage.kind !== 'over') {
    if (flow.stage.kind === 'intro') flow = fight(flow);
    else if (flow.stage.kind === 'curtain') flow = showHand(flow);
    else if (flow.stage.kind === 'declare') {
      const side = flow.stage.side;
      flow = declare(flow, plain(flow, side, side === holderNow(flow) ? 'attack' : 'parry'));
      if (flow.stage.kind === 'declare' && flow.stage.problem) flow = declare(flow, []);
    } else if (flow.stage.kind === 'reveal') flow = next(flow);
    else throw new Error(`stuck at ${flow.stage.kind}`);
  }
  return flow;
}

describe('the duels of a plan', () => {
  test('a hero attacking a hero is a duel; another attack is not', () => {
    const state = planned();
    expect(plannedDuels(state)).toEqual([{ attacker: state.units.u1, defender: state.units.u3, target: BOB_HERO }]);
    const plain = playOrder(started({ ...championsScenario(), units: championsScenario().units.map((u) => ({ ...u, hero: false })) }), attack('u1', BOB_HERO));
    if (!plain.ok) throw new Error(plain.reason);
    expect(plannedDuels(plain.state)).toEqual([]);
  });

  test('a round opens in public with the initiative cards the END_TURN will deal, and the hands', () => {
    const state = planned();
    const flow = begun(state);
    const { started: start, deal } = duelTable(state, state.units.u1!, state.units.u3!, seededDice(state.seed));
    if (!start.ok) throw new Error(start.message);
    const dealt = deal(start.state);
    expect(flow.stage).toEqual({ kind: 'intro' });
    expect(flow.dealt).toEqual(dealt);
    expect(flow.opening.initiative.draw).toEqual(dealt.initiative?.map((cards) => cards.map(cardText)));
    expect(flow.opening.handSizes).toEqual([dealt.hands[0].length, dealt.hands[1].length]);
    expect(flow.duel.combatants.map((c) => c.name)).toEqual(["Ann's Knight", "Bob's Warlord"]);
    expect(ANN_HERO).toEqual(state.units.u1?.at);
  });

  test('the holder declares first behind its curtain, then the other; the rules settle the END_TURN to the same report', () => {
    const state = planned();
    let flow = fight(begun(state));
    const holder = holderNow(flow);
    expect(flow.stage).toEqual({ kind: 'curtain', side: holder });
    // Until a hand is shown the duel may be called off; from then on it is fought to its end.
    expect(flow.handsShown).toBe(false);
    flow = showHand(flow);
    expect(flow.stage).toEqual({ kind: 'declare', side: holder, problem: null });
    expect(flow.handsShown).toBe(true);
    flow = declare(flow, plain(flow, holder, 'attack'));
    expect(flow.stage).toEqual({ kind: 'curtain', side: holder === 0 ? 1 : 0 });
    expect(flow.handedOver).toBe(true); // whoever declares, Bob had the screen
    flow = playToTheEnd(flow);
    const done = nextDuel(flow);
    expect(done.stage).toEqual({ kind: 'done' });
    expect(done.plays).toHaveLength(1);
    const play = done.plays[0] as DuelPlay;
    expect(play.target).toEqual(BOB_HERO);
    const ended = playOrder(state, { type: 'END_TURN', player: 'p1', duels: [...done.plays] });
    if (!ended.ok) throw new Error(ended.reason);
    const fought = ended.events.find((e) => e.type === 'DUEL_FOUGHT');
    expect(fought?.type === 'DUEL_FOUGHT' && fought.report.rounds).toEqual(flow.reports);
  });

  test('the reveal goes register by register, then to the next round', () => {
    let flow = fight(begun(planned()));
    flow = declare(showHand(flow), plain(flow, holderNow(flow), 'attack'));
    flow = declare(showHand(flow), plain(flow, holderNow(flow) === 0 ? 1 : 0, 'parry'));
    expect(flow.stage).toEqual({ kind: 'reveal', shown: 1 });
    expect(flow.reports[0]?.registers).toHaveLength(1);
    flow = next(flow);
    expect(flow.stage).toEqual({ kind: 'intro' });
    expect(flow.duel.round).toBe(2);
    expect(flow.rounds).toHaveLength(1);
  });

  test('a declaration the rules refuse stays on the declaring side with the rules’ one line, to be fixed', () => {
    let flow = showHand(fight(begun(planned())));
    const side = holderNow(flow);
    const card = flow.dealt.hands[side][0]!;
    flow = declare(flow, [{ maneuver: 'attack', card, weapon: 'spear' }]);
    expect(flow.stage.kind === 'declare' && flow.stage.side).toBe(side);
    expect(flow.stage.kind === 'declare' && flow.stage.problem).toMatch(/^round 1, register 1: .* holds .*, not a spear$/);
    flow = declare(flow, [{ maneuver: 'attack', card }]);
    expect(flow.stage).toEqual({ kind: 'curtain', side: side === 0 ? 1 : 0 });
  });

  test('the holder hesitates: the initiative goes over; both hesitating ends the duel', () => {
    let flow = begun(planned());
    const holder = holderNow(flow);
    flow = hesitate(flow);
    expect(flow.stage).toEqual({ kind: 'intro' });
    expect(holderNow(flow)).toBe(holder === 0 ? 1 : 0);
    flow = hesitate(flow);
    expect(flow.stage).toEqual({ kind: 'reveal', shown: 0 });
    expect(flow.reports[0]?.holder).toBeNull();
    flow = next(flow);
    expect(flow.stage).toEqual({ kind: 'over' });
    expect(nextDuel(flow).plays[0]?.rounds).toEqual([{ hesitate: [holder, holder === 0 ? 1 : 0], registers: [] }]);
  });

  test('registers where neither side plays are left out', () => {
    const card = { value: 2, hit: false };
    const a: Declaration = { maneuver: 'attack', card };
    const p: Declaration = { maneuver: 'parry', card };
    expect(
      pairRegisters([
        [a, null, a],
        [p, null],
      ]),
    ).toEqual([
      [a, p],
      [a, null],
    ]);
    expect(pairRegisters([null, [null, p]])).toEqual([[null, p]]);
  });
});
