// Computer players: their orders are always the rules' to take, in every combat system; the same seed plays the
// same game; they take an undefended Keep in reach, attack where the exact odds pass their strength's threshold
// and not far below it; a hard player invests its gold as its campaign asks; a unit on its Keep leaves it free
// for a recruit; and the stronger beats the weaker more often than not.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { planTurn } from '../../src/ai/planTurn.ts';
import { playOneGame, selfPlay } from '../../src/ai/selfPlay.ts';
import { STRENGTHS, type Strength } from '../../src/ai/strengths.ts';
import { combatSetupFor, combatSystemFor, hexDistance, stateHash, type CombatSystemId, type HexCoord } from '../../src/rules/index.ts';
import { randomScenario } from '../support/randomPlay.ts';
import { JOE, KIM, scenarioOf, started } from '../support/scenarios.ts';

const SYSTEMS: readonly CombatSystemId[] = ['karnage', 'warfare', 'mass'];

describe('computer players', () => {
  test('every order they give is accepted, in every combat system, at every strength (random games)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e6 }),
        fc.constantFrom(...SYSTEMS),
        fc.constantFrom(...STRENGTHS),
        fc.constantFrom(...STRENGTHS),
        (seed, system, a, b) => {
          const scenario = { ...randomScenario(2, 12, 10, seed), combatSystem: system };
          // playOneGame throws on the first order the rules refuse.
          const { state } = playOneGame(scenario, [a, b], seed, 12);
          expect(state.round).toBeGreaterThan(1);
        },
      ),
      { numRuns: 12 },
    );
  });

  test('the same seed plays the same game', () => {
    const scenario = randomScenario(3, 14, 12, 9);
    const seats: Strength[] = ['hard', 'normal', 'easy'];
    expect(stateHash(playOneGame(scenario, seats, 9, 15).state)).toBe(stateHash(playOneGame(scenario, seats, 9, 15).state));
  });

  test('it takes an undefended Keep next to it', () => {
    const scenario = scenarioOf('keep', ['gggggg', 'gggggg', 'gggggg', 'gggggg'], {
      players: [JOE, KIM],
      units: [
        { id: 'u1', owner: 'joe', type: 'footmen', at: { col: 1, row: 1 } },
        { id: 'u2', owner: 'kim', type: 'warriors', at: { col: 5, row: 3 } },
      ],
      buildings: [
        { type: 'keep', owner: 'joe', at: { col: 0, row: 0 } },
        { type: 'keep', owner: 'kim', at: { col: 2, row: 1 } },
      ],
    });
    for (const strength of STRENGTHS) {
      const orders = planTurn(started(scenario), strength, 1);
      expect(orders).toContainEqual(expect.objectContaining({ type: 'MOVE', unit: 'u1', path: [{ col: 2, row: 1 }] }));
    }
  });

  test('horsemen around a last prize on Mountains stand aside for the soldier on foot who can take it', () => {
    const mine = { col: 3, row: 2 };
    const hexes = Array.from({ length: 7 * 6 }, (_, i) => ({ col: i % 7, row: Math.floor(i / 7) }));
    const ring = hexes.filter((h) => hexDistance(h, mine) === 1);
    const footmanAt = hexes.find((h) => hexDistance(h, mine) === 2 && h.col === 5) as HexCoord;
    const scenario = scenarioOf('aside', ['ggggggg', 'ggggggg', 'gggmggg', 'ggggggg', 'ggggggg', 'ggggggg'], {
      // No gold: nothing to build where they stand.
      players: [{ ...JOE, gold: 0 }, KIM],
      units: [...ring.map((at, i) => ({ id: `c${i}`, owner: 'joe', type: 'cavalry' as const, at })), { id: 'f', owner: 'joe', type: 'footmen', at: footmanAt }],
      buildings: [
        { type: 'keep', owner: 'joe', at: { col: 0, row: 5 } },
        { type: 'mine', owner: 'kim', at: mine },
      ],
    });
    for (const strength of ['normal', 'hard'] as const) {
      const orders = planTurn(started(scenario), strength, 1);
      expect(orders.some((o) => o.type === 'MOVE' && o.unit.startsWith('c'))).toBe(true);
      const footman = orders.find((o) => o.type === 'MOVE' && o.unit === 'f');
      expect(footman?.type === 'MOVE' && hexDistance(footman.path.at(-1) as HexCoord, mine)).toBeLessThan(2);
    }
  });

  test('it attacks at good odds, and not at odds far below its threshold', () => {
    const good = scenarioOf('good', ['gggg', 'gggg', 'gggg'], {
      players: [JOE, KIM],
      units: [
        { id: 'u1', owner: 'joe', type: 'cavalry', at: { col: 1, row: 1 } },
        { id: 'u2', owner: 'kim', type: 'grunts', at: { col: 2, row: 1 } },
      ],
      // Six Weaponsmiths: +2 to Joe's attack.
      buildings: [0, 1, 2].flatMap((row) => [
        { type: 'weaponsmith' as const, owner: 'joe', at: { col: 0, row } },
        { type: 'weaponsmith' as const, owner: 'joe', at: { col: 3, row } },
      ]),
    });
    const bad = scenarioOf('bad', ['gggg', 'gggg', 'gggg'], {
      players: [JOE, KIM],
      units: [
        { id: 'u1', owner: 'joe', type: 'peasants', at: { col: 1, row: 1 } },
        { id: 'u2', owner: 'kim', type: 'warriors', at: { col: 2, row: 1 }, defending: true },
      ],
    });
    const chance = (s: ReturnType<typeof started>) => combatSystemFor(s).odds(combatSetupFor(s, [s.units.u1!], { col: 2, row: 1 })!).attackerWins.value;
    expect(chance(started(good))).toBeGreaterThan(0.75);
    expect(chance(started(bad))).toBeLessThan(0.3);
    for (const strength of STRENGTHS) {
      expect(planTurn(started(good), strength, 3)).toContainEqual(expect.objectContaining({ type: 'ATTACK', unit: 'u1' }));
      expect(planTurn(started(bad), strength, 3).some((o) => o.type === 'ATTACK')).toBe(false);
    }
  });

  test('a hard player spends spare gold on bonuses and recruiting places, but in an Economics campaign builds only income', () => {
    const parts = {
      players: [{ ...JOE, gold: 200 }, KIM],
      units: [
        { id: 'u1', owner: 'joe', type: 'peasants' as const, at: { col: 1, row: 1 } },
        { id: 'u2', owner: 'kim', type: 'warriors' as const, at: { col: 9, row: 3 } },
      ],
      buildings: [
        { type: 'keep' as const, owner: 'joe', at: { col: 0, row: 0 } },
        { type: 'keep' as const, owner: 'kim', at: { col: 9, row: 0 } },
      ],
    };
    const rows = ['gggggggggg', 'gggggggggg', 'gggggggggg', 'gggggggggg'];
    const build = (orders: ReturnType<typeof planTurn>) => orders.find((o) => o.type === 'BUILD');
    const conquer = build(planTurn(started(scenarioOf('rich', rows, parts)), 'hard', 1));
    expect(conquer).toMatchObject({ unit: 'u1' });
    expect(['barracks', 'weaponsmith', 'armory']).toContain(conquer?.type === 'BUILD' && conquer.building);
    const economics = scenarioOf('rich', rows, { ...parts, campaign: { kind: 'economics', wealthTarget: 500, turnLimit: null } });
    expect(build(planTurn(started(economics), 'hard', 1))).toMatchObject({ unit: 'u1', building: 'farm' });
  });

  test('while gold allows a recruit, a unit on its Keep does not shoot from there (normal), and steps off it (hard)', () => {
    // Elven archers on one of Joe's buildings, Orc warriors six hexes away: in reach of a volley, too far to threaten.
    const standingOn = (building: 'keep' | 'farm') =>
      started(
        scenarioOf('volley', ['gggggggg', 'gggggggg', 'gggggggg'], {
          combatSystem: 'mass',
          players: [{ ...JOE, race: 'elves' }, KIM],
          units: [
            { id: 'u1', owner: 'joe', type: 'archers', at: { col: 0, row: 1 } },
            { id: 'u2', owner: 'kim', type: 'warriors', at: { col: 6, row: 1 } },
          ],
          buildings: [
            { type: building, owner: 'joe', at: { col: 0, row: 1 } },
            { type: 'keep', owner: 'joe', at: { col: 0, row: 2 } },
            { type: 'keep', owner: 'kim', at: { col: 7, row: 1 } },
          ],
        }),
      );
    const shoots = (orders: ReturnType<typeof planTurn>) => orders.some((o) => o.type === 'ATTACK' && o.unit === 'u1');
    expect(shoots(planTurn(standingOn('farm'), 'normal', 1))).toBe(true);
    expect(shoots(planTurn(standingOn('keep'), 'normal', 1))).toBe(false);
    const hard = planTurn(standingOn('keep'), 'hard', 1);
    expect(shoots(hard)).toBe(false);
    expect(hard).toContainEqual(expect.objectContaining({ type: 'RECRUIT', at: { col: 0, row: 1 } }));
  });

  test('normal beats easy more often than not (a few seeded games; the benchmark plays 200)', () => {
    const result = selfPlay({ strengths: ['normal', 'easy'], games: 6, width: 20, height: 16, seed: 4, maxRounds: 40 });
    expect(result.wins.normal).toBeGreaterThan(result.wins.easy ?? 0);
  });

  test('hard beats normal more often than not (a few seeded games; the benchmark plays 200)', () => {
    const result = selfPlay({ strengths: ['hard', 'normal'], games: 6, width: 20, height: 16, seed: 4, maxRounds: 40 });
    expect(result.wins.hard).toBeGreaterThan(result.games / 2);
  });
});
