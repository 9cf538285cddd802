import { combatSystems } from '../../rules/index.ts';
import type { ExactAmount } from '../../rules/combat/system.ts';
import { exact } from '../../rules/combat/mass/fractions.ts';
import { oddsOfWays } from '../../rules/combat/mass/odds.ts';
import { waysOf } from '../../rules/combat/mass/ways.ts';
import { fightForces, massReport } from '../../rules/combat/mass/resolve.ts';
import { warfareExactOdds } from '../../rules/combat/warfare/odds.ts';
import { MAX_COMBAT_JSON_BYTES, parseCombatInput } from '../combatInput.ts';
import { jsonArgument, printJson, type CliIo } from '../io.ts';
import type { MassInput } from '../massInput.ts';

/**
 * karnage odds '<combat JSON>' → the exact chances of each side. Warfare adds the whole fractions (they
 * outgrow a JavaScript number) and the chance of every way the fight can end; Mass battle the men each side
 * should expect to lose, and what every face of a charge's running die does.
 */
export function oddsCommand(args: readonly string[], io: CliIo): number {
  const input = parseCombatInput(jsonArgument(args[0], 'combat JSON', io, MAX_COMBAT_JSON_BYTES));
  if (!input.ok) {
    io.err(input.message);
    return 1;
  }
  if (input.system === 'mass') {
    if (input.mass.runningDie) {
      io.err('odds tries every face of the running die: leave out "runningDie"');
      return 1;
    }
    printJson(io, massOdds(input.mass));
    return 0;
  }
  if (input.system === 'warfare') {
    const odds = warfareExactOdds(input.setup);
    printJson(io, {
      attackerWins: odds.attackerWins.value,
      defenderWins: odds.defenderWins.value,
      exact: { attackerWins: odds.attackerWins.exact, defenderWins: odds.defenderWins.exact },
      outcomes: odds.outcomes.map((o) => ({ result: o.result, loser: o.loser, probability: o.probability.value, exact: o.probability.exact })),
    });
    return 0;
  }
  const odds = combatSystems.get(input.system).odds(input.setup);
  printJson(io, { attackerWins: odds.attackerWins.value, defenderWins: odds.defenderWins.value });
  return 0;
}

/** "n/d" of an exact amount. */
const fraction = (amount: ExactAmount): string => `${amount.numerator}/${amount.denominator}`;

/**
 * Mass battle's exact odds, from the rules' own count over every way the charges' running dice can fall
 * (one per attacker when it charges); a fight without a charge has one outcome, with probability 1.
 */
function massOdds(input: MassInput): object {
  const chargers = input.charging ? input.fight.attackers.map((_, i) => i) : [];
  const ways = waysOf(chargers, (roll) => massReport(fightForces(input.fight, roll)));
  const odds = oddsOfWays(
    input.fight.attackers.length,
    ways.map((way) => way.report),
  );
  const once = exact(1, ways.length);
  const expected = odds.expectedLosses ?? { attackers: [], defender: exact(0, 1) };
  return {
    attackerWins: odds.attackerWins.value,
    defenderWins: odds.defenderWins.value,
    expectedLosses: { attackers: expected.attackers.map((a) => a.value), defender: expected.defender.value },
    exact: {
      attackerWins: fraction(odds.attackerWins),
      defenderWins: fraction(odds.defenderWins),
      expectedLosses: { attackers: expected.attackers.map(fraction), defender: fraction(expected.defender) },
    },
    outcomes: ways.map(({ faces, report }) => ({
      runningDie: faces,
      probability: once.value,
      exact: fraction(once),
      action: report.action,
      attackerLosses: report.attackerLosses,
      defenderLosses: report.defenderLosses,
      menAfter: report.menAfter,
    })),
  };
}
