import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { combatCommand } from './commands/combat.ts';
import { generateCommand } from './commands/generate.ts';
import { oddsCommand } from './commands/odds.ts';
import { playCommand } from './commands/play.ts';
import { replayCommand } from './commands/replay.ts';
import { InputError, UsageError, type CliIo } from './io.ts';

const USAGE = `karnage — the Karnage rules on the command line, for referees and tests

  karnage odds '<combat JSON>'                 exact chances: {"attackerWins": p, "defenderWins": q}
  karnage combat '<combat JSON>' --rolls 5,3   resolve with these faces (attackers' dice, re-rolls, then the defender's)
  karnage combat '<combat JSON>' --seed 7      resolve with seeded dice
  karnage replay FILE                          check and replay a game record, print where the game stands
  karnage play FILE '<orders JSON>' [--rolls 5,3]
                                               play orders on a game record, print the new record (--rolls: the END_TURN's dice)
  karnage generate --size 64x48 --seed 7 --races humans,orcs,elves [--name "My map"]
                                               print a generated map file (docs/map-format.md)

A JSON argument may be @path to read it from a file. Combat JSON, with karnage.md's ids:
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

/** Runs one command line; returns the exit code. Never throws for bad input. */
export function runCli(argv: readonly string[], io: CliIo): number {
  const [name, ...args] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    io.out(USAGE);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.err(`unknown command "${name}"\n\n${USAGE}`);
    return 2;
  }
  try {
    return command(args, io);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof InputError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

const nodeIo: CliIo = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`karnage: ${text}\n`),
  readFile: (path) => readFileSync(path, 'utf8'),
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = runCli(process.argv.slice(2), nodeIo);
}

export { nodeIo };
