// The duel screen with a computer seat: the computer's hero hesitates or declares by itself, the screen never
// asks its side to declare nor shows its curtain (the curtain goes up only between two people), and the END_TURN
// carrying the duel is settled by the rules.
import { describe, expect, test } from 'vitest';
import { playOrder, type Declaration, type GameState, type Side } from '../../src/rules/index.ts';
import { computerSeats } from '../../src/state/duelComputer.ts';
import {
  computerOf,
  declare,
  fight,
  hesitate,
  holderNow,
  mayHesitate,
  next,
  nextDuel,
  showHand,
  startDuels,
  type DuelFlow,
  type DuelStage,
} from '../../src/state/duelFlow.ts';
import { plannedDuels } from '../../src/state/duelPlan.ts';
import { reopenDuel } from '../../src/state/duelResume.ts';
import { endTurnWithoutDuels } from '../../src/state/computer/dropDuels.ts';
import { planStep } from '../../src/state/sessionSlice.ts';
import { sessionOf, startedStore } from './gameFixtures.ts';
import { BOB_HERO, championsScenario } from '../support/champions.ts';
import { started } from '../support/scenarios.ts';

type Seat = 'person' | 'normal';

/** Ann's hero attacks Bob's; each seat a person's or a computer's. */
function begun(seats: [Seat, Seat], seed: number): { state: GameState; flow: DuelFlow } {
  const base = championsScenario();
  const scenario = { ...base, players: base.players.map((p, i) => (seats[i] === 'person' ? p : { ...p, computer: 'normal' as const })) };
  const planned = playOrder(started(scenario, seed), { type: 'ATTACK', player: 'p1', unit: 'u1', target: BOB_HERO });
  if (!planned.ok) throw new Error(planned.reason);
  const start = startDuels(planned.state, plannedDuels(planned.state), computerSeats(scenario.players));
  if (!start.ok) throw new Error(start.message);
  return { state: planned.state, flow: start.flow };
}

const plain = (flow: DuelFlow, side: Side): Declaration[] => {
  const card = flow.dealt.hands[side][0];
  return card ? [{ maneuver: side === holderNow(flow) ? 'attack' : 'parry', card }] : [];
};

/** Plays every duel to `done` as the screen would, the people fighting the plain way; every stage seen. */
function playThrough(flow: DuelFlow): { flow: DuelFlow; stages: DuelStage[] } {
  const stages: DuelStage[] = [];
  for (let steps = 0; flow.stage.kind !== 'done'; steps++) {
    if (steps > 200) throw new Error('the duel never ends');
    stages.push(flow.stage);
    const { stage } = flow;
    if (stage.kind === 'intro') flow = fight(flow);
    else if (stage.kind === 'curtain') flow = showHand(flow);
    else if (stage.kind === 'declare') {
      const declared = declare(flow, plain(flow, stage.side));
      flow = declared.stage.kind === 'declare' && declared.stage.problem ? declare(flow, []) : declared;
    } else if (stage.kind === 'reveal') flow = next(flow);
    else if (stage.kind === 'over') flow = nextDuel(flow);
    else throw new Error(`stuck at ${stage.kind}`);
  }
  return { flow, stages };
}

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

describe('a duel against a computer seat', () => {
  test.each([
    ['Bob', ['person', 'normal'], 1],
    ['Ann', ['normal', 'person'], 0],
  ] as const)('%s is a computer: its side is never asked to declare, and no curtain goes up', (_, seats, computer) => {
    const holders = new Set<Side>();
    for (const seed of SEEDS) {
      const { state, flow } = begun([...seats], seed);
      holders.add(holderNow(flow));
      expect(computerOf(flow, computer)).toBe('normal');
      expect(computerOf(flow, computer === 0 ? 1 : 0)).toBeNull();
      const { flow: done, stages } = playThrough(flow);
      expect(stages.filter((s) => s.kind === 'curtain')).toEqual([]);
      expect(stages.filter((s) => s.kind === 'declare' && s.side === computer)).toEqual([]);
      expect(stages.some((s) => s.kind === 'declare')).toBe(true);
      const ended = playOrder(state, { type: 'END_TURN', player: 'p1', duels: [...done.plays] });
      expect(ended.ok ? 'ok' : ended.reason).toBe('ok');
    }
    // Both the person and the computer held the initiative in some of these duels.
    expect(holders.size).toBe(2);
  });

  test('a person cannot hesitate for a computer holder; the computer chooses when Fight goes on', () => {
    const seed = SEEDS.find((s) => holderNow(begun(['person', 'normal'], s).flow) === 1);
    const { flow } = begun(['person', 'normal'], seed ?? 1);
    expect(holderNow(flow)).toBe(1);
    expect(mayHesitate(flow)).toBe(false);
    expect(hesitate(flow)).toBe(flow);
    const fought = fight(flow);
    // It hesitated (the initiative is Ann's, at the opening) or it declared (Ann's form is up, straight away).
    if (fought.stage.kind === 'intro') expect(holderNow(fought)).toBe(0);
    else {
      expect(fought.stage).toEqual({ kind: 'declare', side: 0, problem: null });
      expect(fought.declared[1]).not.toBeNull();
    }
  });

  test('two computers play a duel through with no one asked anything but Fight and Next', () => {
    const { state, flow } = begun(['normal', 'normal'], 4);
    const { flow: done, stages } = playThrough(flow);
    expect(stages.filter((s) => s.kind === 'curtain' || s.kind === 'declare')).toEqual([]);
    expect(playOrder(state, { type: 'END_TURN', player: 'p1', duels: [...done.plays] }).ok).toBe(true);
  });

  test('between two people the curtain still goes up', () => {
    const { flow } = begun(['person', 'person'], 4);
    expect(fight(flow).stage).toEqual({ kind: 'curtain', side: holderNow(flow) });
    expect(mayHesitate(flow)).toBe(true);
  });

  test('a duel reopened after a reload keeps the computer seat choosing for its hero', () => {
    const base = championsScenario();
    const players = base.players.map((p, i) => (i === 1 ? { ...p, computer: 'hard' as const } : p));
    const { state } = begun(['person', 'person'], 4);
    const reopened = reopenDuel(state, { kind: 'broken', message: 'a torn save' }, players);
    const flow = reopened.duel?.flow;
    if (!flow) throw new Error('the duel was not reopened');
    expect(computerOf(flow, 1)).toBe('hard');
    expect(computerOf(flow, 0)).toBeNull();
    expect(reopenDuel(state, { kind: 'broken', message: 'a torn save' }).duel?.flow?.seats).toEqual({});
  });

  test('a computer’s duel with a person while another person is at the screen: the curtain goes up for the person’s hand', () => {
    // Ann (a computer) attacks Bob's hero on her turn; whoever ended the last turn may still be looking.
    const withCara = (cara: Seat) => {
      const base = championsScenario();
      const players = [
        { ...base.players[0]!, computer: 'normal' as const },
        base.players[1]!,
        { id: 'p3', name: 'Cara', race: 'elves' as const, gold: 0, ...(cara === 'normal' ? { computer: 'normal' as const } : {}) },
      ];
      const scenario = { ...base, players, units: [...base.units, { id: 'u5', owner: 'p3', type: 'archers' as const, at: { col: 7, row: 0 } }] };
      const planned = playOrder(started(scenario, 4), { type: 'ATTACK', player: 'p1', unit: 'u1', target: BOB_HERO });
      if (!planned.ok) throw new Error(planned.reason);
      const start = startDuels(planned.state, plannedDuels(planned.state), computerSeats(players));
      if (!start.ok) throw new Error(start.message);
      return playThrough(start.flow).stages;
    };
    const watched = withCara('person');
    expect(watched.some((s) => s.kind === 'curtain' && s.side === 1)).toBe(true);
    expect(watched.filter((s) => s.kind === 'curtain' && s.side === 0)).toEqual([]);
    // Cara a computer too: Bob is the only person, and at the screen.
    expect(withCara('normal').filter((s) => s.kind === 'curtain')).toEqual([]);
  });
});

test('a computer’s duel the rules cannot play: its turn ends with the rest of its plan, the hero attack taken back', () => {
  const { store } = startedStore(championsScenario());
  let session = sessionOf(store);
  for (const order of [
    { type: 'ATTACK', player: 'p1', unit: 'u1', target: BOB_HERO },
    { type: 'DEFEND', player: 'p1', unit: 'u2' },
  ] as const) {
    const step = planStep(session, order);
    if (!step.ok) throw new Error(step.reason);
    session = step.session;
  }
  expect(plannedDuels(session.state)).toHaveLength(1);
  const ended = endTurnWithoutDuels(session);
  if (!ended.ok) throw new Error(ended.reason);
  expect(ended.session.played.map((o) => `${o.type} ${o.player}`)).toEqual(['DEFEND p1', 'END_TURN p1']);
});
