import type { CombatDescription, CombatExplanation, CombatOdds, CombatSetup, CombatSystem, RollDie } from '../../src/rules/index.ts';

/**
 * A combat system the screens have never seen, for tests only: each side tosses one coin and heads
 * wins; heads against heads or tails against tails, the defender keeps the field. Its words are its
 * own, so a screen that shows them cannot be reading a Karnage report.
 */
export type Coin = 'heads' | 'tails';

export interface CoinFlipReport {
  readonly system: 'coin-flip';
  readonly callers: readonly { readonly unitId?: string; readonly coin: Coin }[];
  readonly keeper: { readonly unitId?: string; readonly coin: Coin };
  readonly callersWon: boolean;
  readonly attackersDestroyed: readonly number[];
  readonly defenderDestroyed: boolean;
}

const coinOf = (face: number): Coin => (face === 1 ? 'heads' : 'tails');

function resolve(setup: CombatSetup, roll: RollDie): CoinFlipReport {
  const callers = setup.attackers.map((a, i) => ({ unitId: a.unitId, coin: coinOf(roll(2, 'attack', i, 0)) }));
  const keeper = { unitId: setup.defender.unitId, coin: coinOf(roll(2, 'defence', 0, 0)) };
  // Only the first caller's coin counts; heads must beat tails to win.
  const callersWon = callers[0]?.coin === 'heads' && keeper.coin === 'tails';
  return { system: 'coin-flip', callers, keeper, callersWon, attackersDestroyed: [], defenderDestroyed: callersWon };
}

function odds(): CombatOdds {
  return { attackerWins: { numerator: 1, denominator: 4, value: 0.25 }, defenderWins: { numerator: 3, denominator: 4, value: 0.75 } };
}

function explain(setup: CombatSetup): CombatExplanation {
  const penny = { source: 'lucky-penny', label: 'a lucky penny in the pocket', value: 0 };
  return {
    labels: { attack: 'Heads-callers', defence: 'Coin-keepers' },
    attackers: setup.attackers.map(() => ({ strength: 'one silver coin', modifiers: [penny], notes: ['calls heads'] })),
    attackModifiers: [{ source: 'crowd', label: 'a cheering crowd', value: 0 }],
    defender: { strength: 'one copper coin', modifiers: [], notes: [] },
    defenceModifiers: [{ source: 'shrug', label: 'a shrug', value: 0 }],
    lostIfDefeated: [],
    ifDefeated: 'If the coin betrays them, the callers walk away unharmed.',
    notes: ['Heads wins the toss.'],
  };
}

function describeReport(report: CoinFlipReport): CombatDescription {
  return {
    title: 'A toss of coins',
    sides: [
      {
        role: 'attack',
        label: 'Heads-callers',
        combatants: report.callers.map((c) => [{ kind: 'unit', unitId: c.unitId }, ' flipped ', { kind: 'faces', text: c.coin }]),
        lines: [['The callers called ', { kind: 'strong', text: 'heads' }]],
      },
      {
        role: 'defence',
        label: 'Coin-keepers',
        combatants: [[{ kind: 'unit', unitId: report.keeper.unitId }, ' flipped ', { kind: 'faces', text: report.keeper.coin }]],
        lines: [],
      },
    ],
    outcome: {
      text: report.callersWon ? 'Heads over tails: the callers take the field.' : 'No heads over tails: the keepers stay.',
      winner: report.callersWon ? 'attacker' : 'defender',
    },
    glance: {
      attack: { dice: report.callers.map((c) => c.coin).join(' · '), result: report.callersWon ? 'heads' : 'no heads' },
      defence: { dice: report.keeper.coin, result: report.callersWon ? 'beaten' : 'kept' },
    },
    summary: ['A coin toss between ', { kind: 'unit', unitId: report.callers[0]?.unitId }, ' and ', { kind: 'unit', unitId: report.keeper.unitId }],
  };
}

export const coinFlipCombat: CombatSystem<CoinFlipReport> = { id: 'coin-flip', headline: ['callersWon'], resolve, odds, explain, describeReport };
