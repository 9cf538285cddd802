import '../rules/combat/allSystems.ts';
import { pathToFileURL } from 'node:url';
import { combatCommand } from './commands/combat.ts';
import { duelCommand } from './commands/duel.ts';
import { generateCommand } from './commands/generate.ts';
import { oddsCommand } from './commands/odds.ts';
import { playCommand } from './commands/play.ts';
import { replayCommand } from './commands/replay.ts';
import { pbemCommand } from './commands/pbem/index.ts';
import { computersCommand } from './commands/accounts/computers.ts';
import { accountsCommand } from './commands/accounts/serve.ts';
import { refereeCommand } from './commands/referee/serve.ts';
import { selfplayCommand } from './commands/selfplay.ts';
import { boundedLines, oneLine, quoteInput } from '../io/quoteInput.ts';
import { InputError, shortenQuotes, UsageError, type CliIo } from './io.ts';
import { readTextFile } from './readTextFile.ts';

const USAGE = `karnage — the Karnage rules on the command line, for referees and tests

  karnage odds '<combat JSON>'                 exact chances: {"attackerWins": p, "defenderWins": q}
  karnage combat '<combat JSON>' --rolls 5,3   resolve with these faces (attackers' dice, re-rolls, then the defender's), or --seed 7
  karnage duel '<duel JSON>'                   a Champions duel from a script: every register's terms, totals and effects
  karnage replay FILE                          check and replay a game record, print where the game stands
  karnage play FILE '<orders JSON>' [--rolls 5,3]
                                               play orders on a game record, print the new record (--rolls: the END_TURN's dice)
  karnage generate --size 64x48 --seed 7 --races humans,orcs,elves [--name "My map"]
                                               print a generated map file (docs/map-format.md)
  karnage pbem help                            play by e-mail: keys, campaigns, orders, reveals, resolving, publishing
  karnage accounts|computers|referee serve --help  online play's services: accounts, computer seats, referee

A JSON argument may be @path to read it from a file; FILE or @path may be - for standard input. Combat JSON, with the ids of docs/rules.md:
  {"attackers":[{"race":"humans","unit":"cavalry","terrain":"grasslands"}],
   "defender":{"race":"orcs","unit":"warriors","terrain":"grasslands","defending":true,"fortress":false},
   "attackerWeaponsmiths":3,"defenderArmories":3,"range":1}
Warfare (docs/rules.md, "Warfare"): {"system":"warfare","kind":"battle","attacker":{"might":4},"defender":{"might":3}},
  or units as above ("might" for one worn down; a siege when "kind" says so or the defender is in its Fortress).
  odds adds the whole fractions and every ending; --rolls takes each roll's attack dice, then its defence dice, roll after roll.
Mass battle (docs/rules.md, "Mass battle"): {"system":"mass","action":"engage","attackers":{"men":40,"avDam":4,"avTough":3},
   "defenders":{"men":30,"avDam":4,"avTough":4,"shield":"normal"}}; "action" engage, fire ("range" short, medium, long)
  or volley ("range" long or double-long, "volleys": n). "attackers" is a side or [one, two]. A side: "unit" (its table's
  figures) or "men", "avDam", "avTough" (a shield's +1 included), and "shield" none|normal|tower, "longWeapons",
  "chargeWeapon", "formation" close|loose, "cover", "active", "defending", "marching", "totalCover".
  "charge":true with engage: the running die from --rolls 4, --seed N or "runningDie"; no dice needed otherwise.
  odds gives the expected losses, exactly, over every face of the running die.
Duel JSON (Champions): {"combatants":[{"name":"Devon","skills":{"sword":3},"combatTraining":1,"force":1,"weapon":"sword"},
   {"name":"soldier","skills":{"sword":2},"force":1,"armour":-1,"weapon":"sword"}],"initiative":{"cards":{"Devon":["+2"],"soldier":["-4"]}},
   "rounds":[{"hands":{"Devon":["+3 (hit)","-2","+10"],"soldier":["-2 (hit)","+5"]},
   "registers":[{"Devon":{"maneuver":"attack","card":"+3 (hit)"},"soldier":{"maneuver":"parry","card":"+5"}}]}]}
  A hero: skills by weapon, combatTraining, fastDraw, finesse, force, armour, vitality, size, weapon, offHand, carried.
  The duel: range, charge, surprise, showDown, maxRounds, initiative {"holder":name} or {"cards":{…}}; a round: hesitate
  [names], hands, registers; a maneuver: card, weapon, location, stepForward, stepBack, riposte, newWeapon, appendageVitality.
  One hero against 2 to 4 (docs/rules.md, "Several opponents"): {"lone":{…},"foes":[{…},{…}],"initiative":{"over":"Bob"},
   "rounds":[…]}; in a register the lone hero's entry is one maneuver or a list of parries, each with "against": a foe's name.`;

/** A command answers its exit code, at once or (play by e-mail signs and checks with WebCrypto) later. */
type Command = (args: readonly string[], io: CliIo) => number | Promise<number>;

const COMMANDS: Record<string, Command> = {
  odds: oddsCommand,
  combat: combatCommand,
  duel: duelCommand,
  replay: replayCommand,
  play: playCommand,
  generate: generateCommand,
  pbem: pbemCommand,
  referee: refereeCommand,
  accounts: accountsCommand,
  computers: computersCommand,
  selfplay: selfplayCommand,
};

/**
 * Runs one command line; returns the exit code, or a promise of it for an asynchronous command. Never
 * throws or rejects: bad input exits 1 with a message, a bad command line 2 with the usage, and a fault
 * of Karnage's own 2 with one line (unless io.debug).
 */
export function runCli(argv: readonly string[], io: CliIo): number | Promise<number> {
  // Whatever a message quotes, each line of it stays short and on one line.
  const safeIo: CliIo = { ...io, err: (text) => io.err(boundedLines(text)) };
  const lastResort = (error: unknown): number => {
    if (io.debug) throw error;
    try {
      safeIo.err(oneLine(`internal error: ${error instanceof Error ? error.message : quoteInput(error)}`));
    } catch {
      // Not even stderr works: the exit code is all that is left.
    }
    return 2;
  };
  try {
    const code = runCommand(argv, safeIo);
    return typeof code === 'number' ? code : code.catch(lastResort);
  } catch (error) {
    return lastResort(error);
  }
}

function runCommand(argv: readonly string[], io: CliIo): number | Promise<number> {
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
  const answer = (error: unknown) => commandError(error, io);
  try {
    const code = command(args, io);
    return typeof code === 'number' ? code : code.catch(answer);
  } catch (error) {
    return answer(error);
  }
}

/** The exit code for what a command threw: the user's mistakes are answered, anything else goes on up. */
function commandError(error: unknown, io: CliIo): number {
  if (error instanceof UsageError) {
    io.err(`${error.message}\n\n${error.usage ?? USAGE}`);
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
  const code = runCli(process.argv.slice(2), nodeIo);
  if (typeof code === 'number') process.exitCode = code;
  // Only under KARNAGE_DEBUG can it reject: then Node prints the stack trace and exits 1.
  else void code.then((exit) => (process.exitCode = exit));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) runFromProcess();

export { nodeIo };
