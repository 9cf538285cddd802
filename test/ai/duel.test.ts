// Computer heroes in Champions duels: whatever the heroes, wounds, range and cards, what they declare the rules
// take; the same seed chooses the same; they play a planned turn's duels to their end, and the END_TURN carrying
// them is settled by the rules; a Champions game between computers plays through, duels and all.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { chooseDeclarations, chooseHesitation, holderAfter, publicTypes, seatOf } from '../../src/ai/duel.ts';
import { duelsForTurn, playDuel } from '../../src/ai/duelSelfPlay.ts';
import { withHeroes } from '../../src/rules/index.ts';
import { playOneGame, selfPlay } from '../../src/ai/selfPlay.ts';
import { STRENGTHS, type Strength } from '../../src/ai/strengths.ts';
import { HEROES, playOrder, RACE_IDS, RACES, type GameState, type RaceId, type Side } from '../../src/rules/index.ts';
import { dealRound, pairRegisters, playRound, startDuel, type DuelState, type RoundScript } from '../../src/rules/champions/index.ts';
import { championsScenario } from '../support/champions.ts';
import { makeRng, randomInt } from '../support/randomRng.ts';
import { started } from '../support/scenarios.ts';

const race = fc.constantFrom(...RACE_IDS);
const strength = fc.constantFrom(...STRENGTHS);

/** A duel between two races' heroes, wounded or not, at a range, perhaps a charge. */
function duelOf(a: RaceId, b: RaceId, wounds: [number, number], range: number, charge: boolean): DuelState {
  const hero = (r: RaceId, name: string, wound: number) => ({ ...HEROES[r], name, vitality: Math.max(1, HEROES[r].vitality - wound) });
  const started = startDuel({ combatants: [hero(a, 'A', wounds[0]), hero(b, 'B', wounds[1])], range, charge, maxRounds: 3 });
  if (!started.ok) throw new Error(started.message);
  return started.state;
}

/** Plays one round by the computers, checking each side's declarations with the rules as the screen does. */
function playComputerRound(duel: DuelState, strengths: [Strength, Strength], seed: number): DuelState {
  const rng = makeRng(seed);
  const dealt = dealRound(duel, (n) => randomInt(rng, 0, n - 1));
  const initiative = dealt.initiative ? { initiative: { cards: dealt.initiative } } : {};
  const opened = playRound(duel, { ...initiative, hands: dealt.hands, registers: [] });
  if (!opened.ok) throw new Error(opened.message);
  const opening = opened.report;
  const hesitate: Side[] = [];
  if (opening.kind === 'normal' && chooseHesitation(duel, holderAfter(duel, opening, []), [], strengths[0], seed))
    hesitate.push(holderAfter(duel, opening, []));
  const holder = holderAfter(duel, opening, hesitate);
  const second: Side = holder === 0 ? 1 : 0;
  const shown = dealt.initiative?.flat() ?? [];
  const round = (registers: RoundScript['registers']): RoundScript => ({
    ...initiative,
    ...(hesitate.length ? { hesitate } : {}),
    hands: dealt.hands,
    registers,
  });
  // The holder declares first, with no help: its own check is the screen's.
  const first = chooseDeclarations(seatOf(duel, opening, hesitate, holder, dealt.hands[holder], shown, null), strengths[holder], seed);
  const alone = playRound(duel, round(pairRegisters(holder === 0 ? [first, null] : [null, first])));
  expect(alone.ok ? 'ok' : alone.message).toBe('ok');
  // The other sees the holder's maneuver types, and the screen's check of the whole round.
  const both = (plan: readonly unknown[]) => pairRegisters((holder === 0 ? [first, plan] : [plan, first]) as never);
  const seat = seatOf(duel, opening, hesitate, second, dealt.hands[second], shown, publicTypes(first));
  const plan = chooseDeclarations(seat, strengths[second], seed + 1, (p) => playRound(duel, round(both(p))).ok);
  const played = playRound(duel, round(both(plan)));
  if (!played.ok) throw new Error(played.message);
  return played.state;
}

describe('computer heroes in duels', () => {
  test('what they declare the rules take: any heroes, wounds, range and cards, round after round', () => {
    fc.assert(
      fc.property(
        race,
        race,
        fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 })),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        fc.tuple(strength, strength),
        fc.integer({ min: 0, max: 1e6 }),
        (a, b, wounds, range, charge, strengths, seed) => {
          let duel = duelOf(a, b, wounds, range, charge);
          for (let r = 0; !duel.ended && r < 3; r++) duel = playComputerRound(duel, strengths, seed * 3 + r);
        },
      ),
      { numRuns: 150 },
    );
  });

  test('the same seed chooses the same', () => {
    const duel = duelOf('humans', 'giants', [0, 0], 2, false);
    const rng = makeRng(5);
    const dealt = dealRound(duel, (n) => randomInt(rng, 0, n - 1));
    const opened = playRound(duel, { ...(dealt.initiative ? { initiative: { cards: dealt.initiative } } : {}), hands: dealt.hands, registers: [] });
    if (!opened.ok) throw new Error(opened.message);
    const seat = seatOf(duel, opened.report, [], 0, dealt.hands[0], [], null);
    for (const s of STRENGTHS) expect(chooseDeclarations(seat, s, 42)).toEqual(chooseDeclarations(seat, s, 42));
  });

  test('a badly wounded holder facing a fresher hero hesitates; a fresh one fights', () => {
    expect(chooseHesitation(duelOf('humans', 'orcs', [8, 0], 1, false), 0, [], 'hard', 1)).toBe(true);
    expect(chooseHesitation(duelOf('humans', 'orcs', [0, 0], 1, false), 0, [], 'hard', 1)).toBe(false);
  });
});

/** The Champions test game with Ann's hero attacking Bob's, the races given. */
function plannedDuel(races: [RaceId, RaceId], seed: number): GameState {
  const base = championsScenario();
  const scenario = {
    ...base,
    players: base.players.map((p, i) => ({ ...p, race: races[i] as RaceId })),
    units: base.units.map((u) => ({ ...u, type: RACES[races[u.owner === 'p1' ? 0 : 1] as RaceId].units[0] as (typeof u)['type'] })),
  };
  const state = started(scenario, seed);
  const planned = playOrder(state, { type: 'ATTACK', player: 'p1', unit: 'u1', target: state.units.u3?.at ?? { col: 0, row: 0 } });
  if (!planned.ok) throw new Error(planned.reason);
  return planned.state;
}

describe('computers playing a turn’s duels', () => {
  test('the END_TURN carrying them is settled by the rules, every race against every other', () => {
    for (const [i, a] of RACE_IDS.entries()) {
      for (const [j, b] of RACE_IDS.entries()) {
        const state = plannedDuel([a, b], 1 + i * 6 + j);
        const duels = duelsForTurn(state, (p) => (p === 'p1' ? 'normal' : 'easy'), i * 6 + j);
        expect(duels).toHaveLength(1);
        const ended = playOrder(state, { type: 'END_TURN', player: 'p1', duels });
        expect(ended.ok ? 'ok' : ended.reason).toBe('ok');
        expect(ended.ok && ended.events.some((e) => e.type === 'DUEL_FOUGHT')).toBe(true);
      }
    }
  });

  test('a duel replays the same from the same seed', () => {
    const state = plannedDuel(['elves', 'dwarves'], 3);
    const { u1, u3 } = state.units;
    if (!u1 || !u3) throw new Error('no heroes');
    expect(playDuel(state, u1, u3, ['hard', 'easy'], 9)).toEqual(playDuel(state, u1, u3, ['hard', 'easy'], 9));
  });

  test('with heroes, each player’s first unit is its hero', () => {
    const heroes = withHeroes(championsScenario()).units.filter((u) => u.hero);
    expect(heroes.map((u) => u.id)).toEqual(['u1', 'u3']);
  });
});

describe('Champions games between computers', () => {
  test('they play through, duels and all: every order and every END_TURN’s duels taken by the rules', () => {
    // The heroes start side by side: duels are fought (a hero is wounded or beaten) in some of these games.
    const fought = [1, 2, 3, 4, 5, 6].filter((seed) => {
      const { state } = playOneGame(championsScenario(), ['normal', 'easy'], seed, 10);
      const heroes = Object.values(state.units).filter((u) => u.hero);
      return heroes.length < 2 || heroes.some((u) => (u.hero?.vitality ?? 0) < HEROES[u.owner === 'p1' ? 'humans' : 'orcs'].vitality);
    });
    expect(fought.length).toBeGreaterThan(0);
  });

  test('selfplay with Champions on generated maps', () => {
    const result = selfPlay({ strengths: ['normal', 'easy'], games: 2, width: 16, height: 12, seed: 3, maxRounds: 20, champions: true });
    expect(result.games).toBe(2);
  });
});
