import { parseArgs } from 'node:util';
import { combatSystems, DiceError, scriptedDice, seededDice, type CombatReportBase, type DiceSource, type RollDie } from '../../rules/index.ts';
import { DIE_KEYS_PER_ROLL } from '../../rules/combat/warfare/resolve.ts';
import { quoteInput } from '../../io/quoteInput.ts';
import { MAX_COMBAT_JSON_BYTES, parseCombatInput } from '../combatInput.ts';
import { parseFaces } from '../faces.ts';
import { jsonArgument, printJson, UsageError, type CliIo } from '../io.ts';

/**
 * karnage combat '<combat JSON>' --rolls 5,3 — resolves with the given faces: attackers' dice in order
 * (a re-roll takes the next face), then the defender's; in Warfare, roll after roll, each the attack's dice
 * then the defence's, until a result ends the fight. --seed N rolls seeded dice instead.
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
  if ((values.rolls === undefined) === (values.seed === undefined)) {
    throw new UsageError('give the dice either with --rolls 5,3 or with --seed N');
  }
  const faces = values.rolls === undefined ? null : parseFaces(values.rolls);
  const scripted = faces && scriptedDice(faces);
  const dice: DiceSource = scripted ?? seededDice(parseSeed(values.seed ?? ''));
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
