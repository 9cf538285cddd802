import { combatSystems, DEFAULT_COMBAT_SYSTEM } from '../../rules/index.ts';
import { MAX_COMBAT_JSON_BYTES, parseCombatInput } from '../combatInput.ts';
import { jsonArgument, printJson, type CliIo } from '../io.ts';

/** karnage odds '<combat JSON>' → the exact chances of each side. */
export function oddsCommand(args: readonly string[], io: CliIo): number {
  const input = parseCombatInput(jsonArgument(args[0], 'combat JSON', io, MAX_COMBAT_JSON_BYTES));
  if (!input.ok) {
    io.err(input.message);
    return 1;
  }
  const odds = combatSystems.get(DEFAULT_COMBAT_SYSTEM).odds(input.setup);
  printJson(io, { attackerWins: odds.attackerWins.value, defenderWins: odds.defenderWins.value });
  return 0;
}
