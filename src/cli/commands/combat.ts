import { parseArgs } from 'node:util';
import { combatSystems, DiceError, scriptedDice, seededDice, type CombatReportBase, type DiceSource, type RollDie } from '../../rules/index.ts';
import { fightForces, massReport } from '../../rules/combat/mass/resolve.ts';
import { DIE_KEYS_PER_ROLL } from '../../rules/combat/warfare/resolve.ts';
import { quoteInput } from '../../io/quoteInput.ts';
import { MAX_COMBAT_JSON_BYTES, parseCombatInput, type BoardCombatInput } from '../combatInput.ts';
import { parseFaces } from '../faces.ts';
import { jsonArgument, printJson, UsageError, type CliIo } from '../io.ts';
import type { MassInput } from '../massInput.ts';

type DiceFlags = { readonly rolls?: string | undefined; readonly seed?: string | undefined };

/**
 * karnage combat '<combat JSON>' --rolls 5,3 — resolves with the given faces: attackers' dice in order
 * (a re-roll takes the next face), then the defender's; in Warfare, roll after roll, each the attack's dice
 * then the defence's, until a result ends the fight. --seed N rolls seeded dice instead. Mass battle rolls
 * only a charge's running die (one per attacker), and needs no dice without a charge.
 */
export function combatCommand(args: readonly string[], io: CliIo): number {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { rolls: { type: 'string' }, seed: { type: 'string' } },
  });
  const input = parseCombatInput(jsonArgument(positionals[0], 'combat JSON', io, MAX_COMBAT_JSON_BYTES));
  if (!input.ok) {
    io.err(input.message);
    return 1;
  }
  if (values.rolls !== undefined && values.seed !== undefined) throw new UsageError('give the dice either with --rolls 5,3 or with --seed N');
  return input.system === 'mass' ? massCombat(input.mass, values, io) : boardCombat(input, values, io);
}

/** The dice of the command line: the faces given (checked all used afterwards) or seeded dice. */
function diceOf(values: DiceFlags): { readonly faces: number[] | null; readonly scripted: ReturnType<typeof scriptedDice> | null; readonly dice: DiceSource } {
  const faces = values.rolls === undefined ? null : parseFaces(values.rolls);
  const scripted = faces && scriptedDice(faces);
  return { faces, scripted, dice: scripted ?? seededDice(parseSeed(values.seed ?? '')) };
}

function boardCombat(input: BoardCombatInput, values: DiceFlags, io: CliIo): number {
  if (values.rolls === undefined && values.seed === undefined) throw new UsageError('give the dice either with --rolls 5,3 or with --seed N');
  const { faces, scripted, dice } = diceOf(values);
  let rollsBegun = 0;
  const rollDie: RollDie = (sides, role, combatant, attempt) => {
    rollsBegun = Math.max(rollsBegun, Math.floor(attempt / DIE_KEYS_PER_ROLL) + 1);
    return dice.roll(sides, { turnNumber: 1, unit: role === 'attack' ? `attacker${combatant + 1}` : 'defender', role, attempt });
  };
  const warfare = input.system === 'warfare';
  try {
    const system = combatSystems.get(input.system);
    const report = system.resolve(input.setup, rollDie);
    if (faces && scripted && scripted.used() !== faces.length) {
      const ended = warfare ? ` (the fight ended after roll ${rollsBegun})` : '';
      io.err(`${faces.length} faces given, but this combat rolled ${scripted.used()}${ended}: check the dice`);
      return 1;
    }
    printJson(io, headlineFirst(input.bare ? withoutUnits(report) : report, system.headline));
    return 0;
  } catch (error) {
    if (error instanceof DiceError) {
      io.err(warfare ? `${error.message}: roll ${rollsBegun} of the fight was under way, and a Warfare fight rolls until a result ends it` : error.message);
      return 1;
    }
    throw error;
  }
}

/** Mass battle: the rules' own fight of the referee's forces; a charge's running die from the JSON, --rolls or --seed. */
function massCombat(input: MassInput, values: DiceFlags, io: CliIo): number {
  const flagged = values.rolls !== undefined || values.seed !== undefined;
  if (input.runningDie && flagged) throw new UsageError('the JSON gives the running die ("runningDie"): leave out --rolls and --seed');
  if (input.charging && !input.runningDie && !flagged) {
    throw new UsageError('a charge rolls its running die: give it with --rolls 4, with --seed N or as "runningDie" in the JSON');
  }
  const { runningDie } = input;
  const { faces, scripted, dice } = runningDie || !flagged ? { faces: null, scripted: null, dice: null } : diceOf(values);
  const rollDie: RollDie = (sides, role, combatant, attempt) => {
    if (runningDie) return runningDie[combatant] ?? 1;
    if (!dice) throw new DiceError('Mass battle rolled a die without a charge');
    return dice.roll(sides, { turnNumber: 1, unit: role === 'attack' ? `attacker${combatant + 1}` : 'defender', role, attempt });
  };
  try {
    const report = massReport(fightForces(input.fight, rollDie));
    if (faces && scripted && scripted.used() !== faces.length) {
      const why = input.charging ? '' : ' (Mass battle rolls only the running die of a charge)';
      io.err(`${faces.length} faces given, but this combat rolled ${scripted.used()}${why}: check the dice`);
      return 1;
    }
    printJson(io, headlineFirst(report, combatSystems.get('mass').headline));
    return 0;
  } catch (error) {
    if (error instanceof DiceError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

/** A fight of bare Mights: the units that stood in for them are left out, only their Might is told. */
function withoutUnits(report: CombatReportBase): object {
  const { attackers, defender } = report as CombatReportBase & { attackers?: readonly { might: number }[]; defender?: { might: number } };
  return { ...report, attackers: attackers?.map((a) => ({ might: a.might })), defender: defender && { might: defender.might } };
}

/** The report with the headline's fields first, the rest in the report's own order (the sort is stable). */
function headlineFirst(report: object, headline: readonly string[]): object {
  const rank = (key: string) => {
    const at = headline.indexOf(key);
    return at < 0 ? headline.length : at;
  };
  return Object.fromEntries(Object.entries(report).sort(([a], [b]) => rank(a) - rank(b)));
}

function parseSeed(text: string): number {
  if (!/^-?\d+$/.test(text)) throw new UsageError(`--seed takes a whole number, not ${quoteInput(text)}`);
  return Number(text);
}
