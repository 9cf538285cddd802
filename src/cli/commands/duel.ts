import { resolveScriptedDuel, resolveScriptedMelee } from '../../rules/duel/index.ts';
import { oneLine } from '../../io/quoteInput.ts';
import { MAX_DUEL_JSON_BYTES } from '../duelInput.ts';
import { parseDuelCommandInput } from '../meleeInput.ts';
import { jsonArgument, printJson, UsageError, type CliIo } from '../io.ts';

/**
 * karnage duel '<duel JSON>' — a Champions duel [seed 001] from a referee's script: the combatants, and per
 * round the hands and the declared maneuvers. Prints every register's terms, totals and effects as JSON;
 * a script the rules refuse gets one line naming what is wrong. A JSON with a "lone" hero and its "foes" is
 * a melee of one against several, each register printed pair by pair.
 */
export function duelCommand(args: readonly string[], io: CliIo): number {
  if (args.length > 1) throw new UsageError('karnage duel takes one duel JSON (or @file)');
  const input = parseDuelCommandInput(jsonArgument(args[0], 'duel JSON', io, MAX_DUEL_JSON_BYTES));
  if (!input.ok) {
    io.err(oneLine(input.message));
    return 1;
  }
  const resolved = input.kind === 'melee' ? resolveScriptedMelee(input.script) : resolveScriptedDuel(input.script);
  if (!resolved.ok) {
    io.err(oneLine(resolved.message));
    return 1;
  }
  printJson(io, resolved.report);
  return 0;
}
