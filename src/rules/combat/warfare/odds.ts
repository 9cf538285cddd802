import type { CombatSetup } from '../setup.ts';
import type { CombatOdds, CombatOutcomeOdds } from '../system.ts';
import { solveChain, type ChainResult } from './chain.ts';
import { exactFraction, probabilityOf, type WarfareProbability } from './exact.ts';
import { attackExtraDice, checkWarfareSetup, countDice, defenceExtraDice, mightOf, warfareKind } from './forces.ts';
import type { Side, WarfareResult } from './tables.ts';

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

/** The same chances as whole reduced fractions ("123/456"), however long. */
export interface WarfareExactOdds {
  readonly attackerWins: string;
  readonly defenderWins: string;
  readonly outcomes: readonly { readonly result: WarfareResult; readonly loser: Side; readonly exact: string }[];
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
  return {
    attackerWins: probabilityOf(chain.attackerWins, chain.denominator),
    defenderWins: probabilityOf(chain.denominator - chain.attackerWins, chain.denominator),
    outcomes: chain.outcomes.map((outcome, i) => ({ ...outcome, probability: probabilityOf(chain.numerators[i] ?? 0n, chain.denominator) })),
  };
}

export function warfareExactOdds(setup: CombatSetup): WarfareExactOdds {
  const chain = chainFor(setup);
  const exact = (numerator: bigint) => exactFraction(numerator, chain.denominator, chain.factors);
  return {
    attackerWins: exact(chain.attackerWins),
    defenderWins: exact(chain.denominator - chain.attackerWins),
    outcomes: chain.outcomes.map((outcome, i) => ({ ...outcome, exact: exact(chain.numerators[i] ?? 0n) })),
  };
}
