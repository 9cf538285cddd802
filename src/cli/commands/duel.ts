import { resolveScriptedDuel } from '../../rules/duel/index.ts';
import { oneLine } from '../../io/quoteInput.ts';
import { MAX_DUEL_JSON_BYTES, parseDuelInput } from '../duelInput.ts';
import { jsonArgument, printJson, UsageError, type CliIo } from '../io.ts';

/**
 * karnage duel '<duel JSON>' — a Champions duel [seed 001] from a referee's script: the combatants, and per
 * round the hands and the declared maneuvers. Prints every register's terms, totals and effects as JSON;
 * a script the rules refuse gets one line naming what is wrong.
 */
export function duelCommand(args: readonly string[], io: CliIo): number {
  if (args.length > 1) throw new UsageError('karnage duel takes one duel JSON (or @file)');
  const input = parseDuelInput(jsonArgument(args[0], 'duel JSON', io, MAX_DUEL_JSON_BYTES));
  if (!input.ok) {
    io.err(oneLine(input.message));
    return 1;
  }
  const resolved = resolveScriptedDuel(input.script);
  if (!resolved.ok) {
    io.err(oneLine(resolved.message));
    return 1;
  }
  printJson(io, resolved.report);
  return 0;
}
