import { describe, expect, it } from 'vitest';
import { playOrder, seededDice, type Declaration, type DuelPlay, type GameState, type Order, type PlayedRound, type Unit } from '../../../src/rules/index.ts';
import { duelTable, playRound } from '../../../src/rules/champions/index.ts';
import { started } from '../../support/scenarios.ts';
import { endTurn, expectRefused, play, scenario } from '../helpers.ts';

// Champions on the board: a hero attacking a hero next to it is a duel, played at the screen before the
// END_TURN (its hands dealt from the game's dice) and settled by the rules from what each player chose.

const ROWS = ['gggggggg', 'gggggggg', 'gggggggg', 'gggggggg'];

function champions(): GameState {
  const s = scenario(ROWS, [
    ['k', 'ann', 'cavalry', 2, 1],
    ['w', 'bob', 'warriors', 3, 1],
    ['g', 'bob', 'grunts', 6, 3],
  ]);
  return started({ ...s, units: s.units.map((u) => (u.id === 'k' || u.id === 'w' ? { ...u, hero: true } : u)) });
}

const attack = (unit: string, col: number, row: number, player = 'ann'): Order => ({ type: 'ATTACK', player, unit, target: { col, row } });

/** Plays a duel the plain way: the attacker attacks with every card it may, the defender parries with every card it may. */
function plainDuel(state: GameState, attacker: Unit, defender: Unit): DuelPlay {
  const { started: start, deal } = duelTable(state, attacker, defender, seededDice(state.seed));
  if (!start.ok) throw new Error(start.message);
  let duel = start.state;
  const rounds: PlayedRound[] = [];
  while (!duel.ended) {
    const dealt = deal(duel);
    const [a, d] = dealt.hands;
    const registers = Array.from({ length: Math.max(a.length, d.length) }, (_, i): [Declaration | null, Declaration | null] => [
      a[i] ? { maneuver: 'attack', card: a[i] } : null,
      d[i] ? { maneuver: 'parry', card: d[i] } : null,
    ]);
    // Trim to what each may do: try fewer registers until the rules accept the round.
    for (let n = registers.length; n >= 0; n--) {
      const round: PlayedRound = { registers: registers.slice(0, n) };
      const next = playRound(duel, {
        ...(dealt.initiative ? { initiative: { cards: dealt.initiative } } : {}),
        hands: dealt.hands,
        registers: round.registers,
      });
      if (next.ok) {
        rounds.push(round);
        duel = next.state;
        break;
      }
      if (n === 0) throw new Error(next.message);
    }
  }
  return { target: defender.at, rounds };
}

describe('Champions: duels between heroes', () => {
  it('the scenario’s heroes start at their race’s full vitality', () => {
    const state = champions();
    expect(state.units.k?.hero).toEqual({ vitality: 10 });
    expect(state.units.w?.hero).toEqual({ vitality: 10 });
    expect(state.units.g?.hero).toBeUndefined();
  });

  it('an END_TURN without the duel played is refused, and nothing changes', () => {
    const planned = play(champions(), [attack('k', 3, 1)]).state;
    expectRefused(planned, endTurn('ann'), 'the duel at (3,1) has not been fought: play it before ending the turn');
  });

  it('a played duel is settled by the rules: the report, the wounds on the heroes, the same again on a replay', () => {
    const planned = play(champions(), [attack('k', 3, 1)]).state;
    const duel = plainDuel(planned, planned.units.k!, planned.units.w!);
    const order: Order = { type: 'END_TURN', player: 'ann', duels: [duel] };
    const first = playOrder(planned, order);
    const again = playOrder(planned, order);
    expect(first).toEqual(again);
    if (!first.ok) throw new Error(first.reason);
    const fought = first.events.find((e) => e.type === 'DUEL_FOUGHT');
    expect(fought?.type === 'DUEL_FOUGHT' && fought.report.rounds.length).toBe(duel.rounds.length);
    const after = fought?.type === 'DUEL_FOUGHT' ? fought.report.final : null;
    for (const [id, side] of [
      ['k', 0],
      ['w', 1],
    ] as const) {
      const left = after?.[side].vitality ?? 0;
      if (left <= 0) expect(first.state.units[id]).toBeUndefined();
      else expect(first.state.units[id]?.hero?.vitality ?? 0).toBeGreaterThanOrEqual(left);
    }
  });

  it('a duel is one against one, and only in a game of turns at one screen', () => {
    const base = scenario(ROWS, [
      ['k', 'ann', 'cavalry', 2, 1],
      ['f', 'ann', 'footmen', 3, 2],
      ['w', 'bob', 'warriors', 3, 1],
    ]);
    const heroes = { ...base, units: base.units.map((u) => (u.id === 'k' || u.id === 'w' ? { ...u, hero: true } : u)) };
    const planned = play(started(heroes), [attack('k', 3, 1)]).state;
    expectRefused(planned, attack('f', 3, 1), 'a duel is one hero against one: no second unit may join it');
    const footmenFirst = play(started(heroes), [attack('f', 3, 1)]).state;
    expectRefused(footmenFirst, attack('k', 3, 1), 'a duel is one hero against one: no second unit may join it');
    const week = started({ ...heroes, mode: 'week' });
    expectRefused(week, attack('k', 3, 1), 'heroes fight duels only in games of turns at one screen');
  });

  it('a duel played where no hero attacks is refused', () => {
    expectRefused(
      champions(),
      { type: 'END_TURN', player: 'ann', duels: [{ target: { col: 3, row: 1 }, rounds: [] }] },
      'a duel was played at (3,1), but no hero attacks there this turn',
    );
  });
});

describe('a game with a duel in a file', () => {
  it('saves and loads with its heroes and its duel, and replays to the same state', async () => {
    const { recordGame } = await import('../../../src/io/saveGameRecord.ts');
    const { loadGameRecord } = await import('../../../src/io/loadGameRecord.ts');
    const { replayRecord } = await import('../../../src/io/replayRecord.ts');
    const base = scenario(ROWS, [
      ['k', 'ann', 'cavalry', 2, 1],
      ['w', 'bob', 'warriors', 3, 1],
    ]);
    const heroes = { ...base, units: base.units.map((u) => ({ ...u, hero: true })) };
    const planned = play(started(heroes), [attack('k', 3, 1)]).state;
    const orders: Order[] = [attack('k', 3, 1), { type: 'END_TURN', player: 'ann', duels: [plainDuel(planned, planned.units.k!, planned.units.w!)] }];
    const made = recordGame(heroes, planned.seed, orders);
    if ('error' in made) throw new Error(made.error);
    const loaded = loadGameRecord(JSON.stringify(made.record));
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.value).toEqual(made.record);
    const replayed = replayRecord(loaded.value);
    expect(replayed.ok ? 'ok' : replayed.message).toBe('ok');
  });
});

describe('a scenario’s heroes', () => {
  it('a player has one hero at most', async () => {
    const { startGame } = await import('../../../src/rules/index.ts');
    const base = scenario(ROWS, [
      ['k', 'ann', 'cavalry', 2, 1],
      ['f', 'ann', 'footmen', 2, 2],
      ['w', 'bob', 'warriors', 5, 1],
    ]);
    const twoHeroes = { ...base, units: base.units.map((u) => (u.owner === 'ann' ? { ...u, hero: true } : u)) };
    expect(startGame(twoHeroes, 1)).toEqual({ ok: false, reason: 'unit "f": "ann" has a hero already; a player has one' });
  });
});
