import { pathToFileURL } from 'node:url';
import { combatCommand } from './commands/combat.ts';
import { generateCommand } from './commands/generate.ts';
import { oddsCommand } from './commands/odds.ts';
import { playCommand } from './commands/play.ts';
import { replayCommand } from './commands/replay.ts';
import { boundedLines, oneLine, quoteInput } from '../io/quoteInput.ts';
import { InputError, UsageError, type CliIo } from './io.ts';
import { readTextFile } from './readTextFile.ts';

const USAGE = `karnage — the Karnage rules on the command line, for referees and tests

  karnage odds '<combat JSON>'                 exact chances: {"attackerWins": p, "defenderWins": q}
  karnage combat '<combat JSON>' --rolls 5,3   resolve with these faces (attackers' dice, re-rolls, then the defender's)
  karnage combat '<combat JSON>' --seed 7      resolve with seeded dice
  karnage replay FILE                          check and replay a game record, print where the game stands
  karnage play FILE '<orders JSON>' [--rolls 5,3]
                                               play orders on a game record, print the new record (--rolls: the END_TURN's dice)
  karnage generate --size 64x48 --seed 7 --races humans,orcs,elves [--name "My map"]
                                               print a generated map file (docs/map-format.md)

A JSON argument may be @path to read it from a file; FILE or @path may be - for standard input. Combat JSON, with the ids of docs/rules.md:
  {"attackers":[{"race":"humans","unit":"cavalry","terrain":"grasslands"}],
   "defender":{"race":"orcs","unit":"warriors","terrain":"grasslands","defending":true,"fortress":false},
   "attackerWeaponsmiths":3,"defenderArmories":3,"range":1}`;

const COMMANDS: Record<string, (args: readonly string[], io: CliIo) => number> = {
  odds: oddsCommand,
  combat: combatCommand,
  replay: replayCommand,
  play: playCommand,
  generate: generateCommand,
};

/**
 * Runs one command line; returns the exit code. Never throws: bad input exits 1 with a message, a bad
 * command line 2 with the usage, and a fault of Karnage's own 2 with one line (unless io.debug).
 */
export function runCli(argv: readonly string[], io: CliIo): number {
  // Whatever a message quotes, each line of it stays short and on one line.
  const safeIo: CliIo = { ...io, err: (text) => io.err(boundedLines(text)) };
  try {
    return runCommand(argv, safeIo);
  } catch (error) {
    if (io.debug) throw error;
    try {
      safeIo.err(oneLine(`internal error: ${error instanceof Error ? error.message : quoteInput(error)}`));
    } catch {
      // Not even stderr works: the exit code is all that is left.
    }
    return 2;
  }
}

function runCommand(argv: readonly string[], io: CliIo): number {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.out(USAGE);
    return name === undefined ? 2 : 0;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    io.err(`unknown command ${quoteInput(name)}\n\n${USAGE}`);
    return 2;
  }
  try {
    return command(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if ((error as { code?: unknown } | null)?.code?.toString().startsWith('ERR_PARSE_ARGS')) {
      io.err(`${shortenQuotes((error as Error).message)}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof InputError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

/** node:util's parseArgs quotes the option it did not understand, whole: keep 60 characters of it. */
function shortenQuotes(message: string): string {
  return message.replace(/(['"])([^'"]{61,}?)\1/gs, (_all, mark: string, quoted: string) => `${mark}${quoted.slice(0, 59)}…${mark}`);
}

const nodeIo: CliIo = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`karnage: ${text}\n`),
  readFile: readTextFile,
  debug: process.env.KARNAGE_DEBUG === '1',
};

/** The process's command line through runCli; what escapes it (a closed stdout, say) still gets one line. */
export function runFromProcess(): void {
  if (!nodeIo.debug) {
    process.on('uncaughtException', (error: NodeJS.ErrnoException) => {
      // The reader of stdout went away (`| head`): nothing more to say to anyone.
      if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      process.stderr.write(`karnage: internal error: ${oneLine(error.message ?? String(error))}\n`);
      process.exit(2);
    });
  }
  process.exitCode = runCli(process.argv.slice(2), nodeIo);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runFromProcess();

export { nodeIo };
