import type { CombatSetup } from '../setup.ts';
import type { CombatOdds, CombatOutcomeOdds } from '../system.ts';
import { solveChain, type ChainResult } from './chain.ts';
import { bitsOf, exactFraction, probabilityOf, type WarfareProbability } from './exact.ts';
import { attackExtraDice, checkWarfareSetup, countDice, defenceExtraDice, mightOf, warfareKind } from './forces.ts';
import type { WarfareResult } from './tables.ts';

export interface WarfareOutcomeOdds extends CombatOutcomeOdds {
  readonly result: WarfareResult;
  readonly probability: WarfareProbability;
}

/** Warfare's odds: the chance of each side, and of every way the fight can end. */
export interface WarfareOdds extends CombatOdds {
  readonly attackerWins: WarfareProbability;
  readonly defenderWins: WarfareProbability;
  readonly outcomes: readonly WarfareOutcomeOdds[];
}

/** A chance with its whole reduced fraction, however long: "123/456". */
export interface ExactWarfareProbability extends WarfareProbability {
  readonly exact: string;
}

/** Warfare's odds with every fraction in full, for a referee's command line (slower: reducing is the cost). */
export interface WarfareExactOdds extends WarfareOdds {
  readonly attackerWins: ExactWarfareProbability;
  readonly defenderWins: ExactWarfareProbability;
  readonly outcomes: readonly (WarfareOutcomeOdds & { readonly probability: ExactWarfareProbability })[];
}

function chainFor(setup: CombatSetup): ChainResult & { readonly attackerWins: bigint } {
  const problem = checkWarfareSetup(setup);
  if (problem) throw new Error(`Warfare cannot weigh this fight: ${problem}`);
  const chain = solveChain({
    kind: warfareKind(setup),
    attackMight: setup.attackers.reduce((total, a) => total + mightOf(a), 0),
    defenceMight: mightOf(setup.defender),
    attackExtra: countDice(attackExtraDice(setup)),
    defenceExtra: countDice(defenceExtraDice(setup)),
  });
  const attackerWins = chain.numerators.reduce((total, n, i) => (chain.outcomes[i]?.loser === 'defender' ? total + n : total), 0n);
  return { ...chain, attackerWins };
}

/**
 * Exact odds from the absorbing chain (chain.ts): no cap on the number of rolls, no sampling. Every fight
 * ends, so the defence wins whatever the attack does not.
 */
export function warfareOdds(setup: CombatSetup): WarfareOdds {
  const chain = chainFor(setup);
  const bits = bitsOf(chain.denominator);
  const chance = (numerator: bigint) => probabilityOf(numerator, chain.denominator, bits);
  return {
    attackerWins: chance(chain.attackerWins),
    defenderWins: chance(chain.denominator - chain.attackerWins),
    outcomes: chain.outcomes.map((outcome, i) => ({ ...outcome, probability: chance(chain.numerators[i] ?? 0n) })),
  };
}

export function warfareExactOdds(setup: CombatSetup): WarfareExactOdds {
  const chain = chainFor(setup);
  const chance = (numerator: bigint): ExactWarfareProbability => ({
    ...probabilityOf(numerator, chain.denominator),
    exact: exactFraction(numerator, chain.denominator, chain.factors),
  });
  return {
    attackerWins: chance(chain.attackerWins),
    defenderWins: chance(chain.denominator - chain.attackerWins),
    outcomes: chain.outcomes.map((outcome, i) => ({ ...outcome, probability: chance(chain.numerators[i] ?? 0n) })),
  };
}
