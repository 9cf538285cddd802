import { combatSystems } from '../../rules/index.ts';
import { warfareExactOdds } from '../../rules/combat/warfare/odds.ts';
import { MAX_COMBAT_JSON_BYTES, parseCombatInput } from '../combatInput.ts';
import { jsonArgument, printJson, type CliIo } from '../io.ts';

/**
 * karnage odds '<combat JSON>' → the exact chances of each side. Warfare adds the whole fractions (they
 * outgrow a JavaScript number) and the chance of every way the fight can end.
 */
export function oddsCommand(args: readonly string[], io: CliIo): number {
  const input = parseCombatInput(jsonArgument(args[0], 'combat JSON', io, MAX_COMBAT_JSON_BYTES));
  if (!input.ok) {
    io.err(input.message);
    return 1;
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
