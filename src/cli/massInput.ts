import { z } from 'zod';
import { UNITS, type UnitTypeId } from '../rules/index.ts';
import type { MassForce, Part } from '../rules/combat/mass/forces.ts';
import { isSixteenths } from '../rules/combat/mass/formula.ts';
import { MAX_MEN, type MassAttacker, type MassFight } from '../rules/combat/mass/resolve.ts';
import { baseAvDam, baseAvTough, MASS_UNITS, RUNNING_DIE, type RangeBand } from '../rules/combat/mass/table.ts';
import { describeZodError } from '../io/describeZodError.ts';
import { unitTypeId } from '../io/schema/common.ts';

// The Mass battle JSON of `karnage combat` and `karnage odds` [seed 003, docs/rules.md "Mass battle"]: a
// referee's own numbers (men, AvDam, AvTough) or unit types, and what the attackers do. It becomes the rules'
// MassForce and MassFight; the rules alone count the losses.

/** AvDam, AvTough and cover: the rules count in sixteenths of a point; these bounds keep every sum exact. */
const MAX_AVERAGE = 100;
const MAX_VOLLEYS = 100;
const sixteenths = (what: string) => z.number().min(-MAX_AVERAGE).max(MAX_AVERAGE).refine(isSixteenths, `${what} comes in sixteenths of a point at finest`);
const men = z
  .number()
  .gt(0, 'a unit has more than 0 men')
  .max(MAX_MEN)
  .refine((n) => Number.isInteger(n * 64), 'men come in 64ths at finest');
const runningDieFace = z.number().int().min(1).max(RUNNING_DIE);

const side = z.strictObject({
  /** A unit type: its men, AvDam, AvTough, shield, long and charge weapons, unless given. */
  unit: unitTypeId.optional(),
  men: men.optional(),
  avDam: sixteenths('AvDam').optional(),
  /** Shields included (men 3 + shield 1 = 4). */
  avTough: sixteenths('AvTough').optional(),
  shield: z.enum(['none', 'normal', 'tower']).optional(),
  longWeapons: z.boolean().optional(),
  chargeWeapon: z.boolean().optional(),
  formation: z.enum(['close', 'loose']).optional(),
  defending: z.boolean().optional(),
  marching: z.boolean().optional(),
  totalCover: z.boolean().optional(),
  /** Cover or fortifications the referee grants: added to AvTough. */
  cover: z.number().min(0).max(MAX_AVERAGE).refine(isSixteenths, 'cover comes in sixteenths of a point at finest').optional(),
  /** The referee's own count of its active men. */
  active: z.number().int().min(0).max(MAX_MEN).optional(),
});
type SideInput = z.infer<typeof side>;

const massInputSchema = z.strictObject({
  system: z.literal('mass'),
  action: z.enum(['engage', 'fire', 'volley']).default('engage'),
  charge: z.boolean().optional(),
  /** A charge's running die (one per attacker), instead of --rolls or --seed. */
  runningDie: z.union([runningDieFace, z.array(runningDieFace).min(1).max(2)]).optional(),
  attackers: z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(side).min(1).max(2)),
  defenders: side.optional(),
  defender: side.optional(),
  range: z.enum(['short', 'medium', 'long', 'double-long']).optional(),
  volleys: z.number().int().min(1).max(MAX_VOLLEYS).optional(),
});
type MassJson = z.infer<typeof massInputSchema>;

/** A Mass battle fight read from the command line. */
export interface MassInput {
  readonly fight: MassFight;
  /** Every attacker charges: each rolls a running die. */
  readonly charging: boolean;
  /** The running dice the JSON gave, one per attacker; null when the command line rolls them. */
  readonly runningDie: readonly number[] | null;
}
type Refusal = { readonly ok: false; readonly message: string };
const refuse = (message: string): Refusal => ({ ok: false, message });

export function parseMassInput(value: unknown): { readonly ok: true; readonly input: MassInput } | Refusal {
  const parsed = massInputSchema.safeParse(value);
  if (!parsed.success) return refuse(`the mass battle JSON has errors: ${describeZodError(parsed.error, 3).split('\n').join('; ')}`);
  const input = parsed.data;
  if ((input.defenders === undefined) === (input.defender === undefined)) return refuse('give the defending side once, as "defenders" (or "defender")');
  const defender = input.defenders ?? input.defender ?? {};
  const problem = actionProblem(input) ?? sidesProblem(input, defender);
  if (problem) return refuse(problem);
  const band: RangeBand = input.range ?? (input.action === 'volley' ? 'long' : 'short');
  const charging = input.charge === true;
  const attackers = input.attackers.map((a): MassAttacker => ({ force: forceOf(a), action: charging ? 'charge' : input.action, band }));
  const runningDie = input.runningDie === undefined ? null : [input.runningDie].flat();
  return { ok: true, input: { fight: { attackers, defender: forceOf(defender), volleys: input.volleys ?? 1 }, charging, runningDie } };
}

/** Why the action cannot be fought as given: a charge is melee, volleys fly at long range, fire reaches long range at most. */
function actionProblem(input: MassJson): string | null {
  const { action, range } = input;
  if (input.charge === true && action !== 'engage') return `a charge ends in melee: "charge" goes with "engage", not "${action}"`;
  if (input.runningDie !== undefined) {
    if (input.charge !== true) return '"runningDie" is the running die of a charge: give "charge": true with it';
    const [dice, chargers] = [[input.runningDie].flat().length, input.attackers.length];
    if (dice !== chargers) return `"runningDie" gives ${dice} faces, but ${chargers} attackers charge: one face each`;
  }
  if (action === 'engage' && range !== undefined) return '"range" is for "fire" and "volley": melee is fought in contact';
  if (action === 'volley' && (range === 'short' || range === 'medium')) return `volleys fly at long or double-long range, not ${range}: there bows "fire"`;
  if (action === 'fire' && range === 'double-long') return 'direct fire reaches long range at most: at double-long range bows loose a "volley"';
  if (action !== 'volley' && input.volleys !== undefined) return `"volleys" counts volleys: it goes with "action": "volley", not "${action}"`;
  return null;
}

/** What each side must give for this action, when it gives no unit; and flags that only a defender can have. */
function sidesProblem(input: MassJson, defender: SideInput): string | null {
  const { action } = input;
  for (const [i, attacker] of input.attackers.entries()) {
    const where = `attackers[${i}]`;
    const flag = (['defending', 'marching', 'totalCover'] as const).find((key) => attacker[key] !== undefined);
    if (flag) return `${where}: "${flag}" is for the defender`;
    const needed: (keyof SideInput)[] = ['men', ...(action === 'volley' ? [] : ['avDam' as const]), ...(action === 'engage' ? ['avTough' as const] : [])];
    const missing = missingOf(attacker, needed, where);
    if (missing) return missing;
    if (action !== 'engage' && attacker.unit !== undefined && !MASS_UNITS[attacker.unit].bows) {
      return `${where}: ${UNITS[attacker.unit].name} have no bows: they cannot ${action === 'fire' ? 'fire' : 'loose volleys'}`;
    }
  }
  const strikesBack = action === 'engage' && defender.marching !== true;
  return missingOf(defender, ['men', 'avTough', ...(strikesBack ? ['avDam' as const] : [])], 'defender');
}

function missingOf(force: SideInput, needed: readonly (keyof SideInput)[], where: string): string | null {
  if (force.unit !== undefined) return null;
  const missing = needed.filter((key) => force[key] === undefined);
  if (missing.length === 0) return null;
  const what = missing.map((key) => `"${key}"`).join(', ');
  return `${where}: give its ${what}, or a "unit" to read ${missing.length === 1 ? 'it' : 'them'} from`;
}

const part = (source: string, label: string, value: number): Part => ({ source, label, value });

/** The rules' force for a side: a unit type's figures where the side gives none of its own. */
function forceOf(input: SideInput): MassForce {
  const unit: UnitTypeId | undefined = input.unit;
  const rules = unit === undefined ? undefined : MASS_UNITS[unit];
  const name = unit === undefined ? undefined : UNITS[unit].name;
  const given = (value: number) => part('base', name === undefined ? 'given' : `${name}: given`, value);
  const fromUnit = (what: string, value: (unit: UnitTypeId) => number) => (unit === undefined ? [] : [part('base', `${name}: ${what}`, value(unit))]);
  const avDam = input.avDam === undefined ? fromUnit(`d${rules?.skillDie} skill, ${rules?.damage} damage`, baseAvDam) : [given(input.avDam)];
  const avTough = input.avTough === undefined ? fromUnit('body, armour and shield', baseAvTough) : [given(input.avTough)];
  if (input.cover !== undefined) avTough.push(part('cover', 'cover', input.cover));
  return {
    ...(unit === undefined ? {} : { unit }),
    men: input.men ?? rules?.men ?? 0,
    avDam,
    avTough,
    shield: input.shield ?? rules?.shield ?? 'none',
    longWeapons: input.longWeapons ?? rules?.longWeapons ?? false,
    chargeWeapon: input.chargeWeapon ?? rules?.chargeWeapon ?? true,
    loose: input.formation === 'loose',
    defending: input.defending === true,
    marching: input.marching === true,
    totalCover: input.totalCover === true,
    ...(input.active === undefined ? {} : { active: input.active }),
  };
}
