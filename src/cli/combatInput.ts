import { z } from 'zod';
import { checkCombatSetup, RACES, UNITS, type AttackerSetup, type CombatSetup, type CombatSystemId, type DefenderSetup } from '../rules/index.ts';
import { checkWarfareSetup } from '../rules/combat/warfare/forces.ts';
import { describeZodError } from '../io/describeZodError.ts';
import { parseJson } from '../io/parseJson.ts';
import { parseMassInput, type MassInput } from './massInput.ts';
import { combatSystemId, raceId, terrainId, unitTypeId } from '../io/schema/common.ts';

// The combat JSON of `karnage odds` and `karnage combat`, in the ids of docs/rules.md. "system" picks the
// combat system (Karnage when absent); Warfare's forces may be bare Mights instead of units.
const count = z.number().int().min(0).max(1000);
const attackerInput = z.strictObject({ race: raceId.optional(), unit: unitTypeId, terrain: terrainId, range: z.number().int().optional() });
const karnageInputSchema = z.strictObject({
  system: z.literal('karnage').optional(),
  attackers: z.array(attackerInput).min(1).max(2),
  defender: z.strictObject({
    race: raceId.optional(),
    unit: unitTypeId,
    terrain: terrainId,
    defending: z.boolean().default(false),
    fortress: z.boolean().default(false),
  }),
  attackerWeaponsmiths: count.default(0),
  defenderArmories: count.default(0),
  /** Range of every attacker that does not give its own. */
  range: z.number().int().default(1),
});

/** Warfare's exact odds grow fast with the dice: these bounds keep the slowest query to about a second. */
export const MAX_INPUT_MIGHT = 20;
export const MAX_INPUT_BUILDINGS = 30;
const might = z.number().int().min(1).max(MAX_INPUT_MIGHT);
const buildings = z.number().int().min(0).max(MAX_INPUT_BUILDINGS);
/** A force: a unit on its terrain (its Might now, if worn down), or a bare Might. */
const warfareForce = z.strictObject({
  might: might.optional(),
  race: raceId.optional(),
  unit: unitTypeId.optional(),
  terrain: terrainId.optional(),
  range: z.number().int().optional(),
  defending: z.boolean().optional(),
  fortress: z.boolean().optional(),
});
type WarfareForceInput = z.infer<typeof warfareForce>;
const warfareInputSchema = z.strictObject({
  system: z.literal('warfare'),
  /** A siege when the defender holds a building of its owner's (absent: a siege when it stands in its Fortress). */
  kind: z.enum(['battle', 'siege']).optional(),
  /** One attacking force, or `attackers` for one or two. */
  attacker: warfareForce.optional(),
  attackers: z.array(warfareForce).min(1).max(2).optional(),
  defender: warfareForce,
  attackerWeaponsmiths: buildings.default(0),
  defenderArmories: buildings.default(0),
  range: z.number().int().default(1),
});
type WarfareInput = z.infer<typeof warfareInputSchema>;

/** The unit that stands in for a bare Might: Humans on Grasslands get no extra dice anywhere. */
const BARE_UNIT = 'peasants';

/** The most a combat JSON may hold, inline or read from a file: a real one is under 1 KB. */
export const MAX_COMBAT_JSON_BYTES = 64 * 1024;

export type CombatInput = BoardCombatInput | MassCombatInput;

/** Mass battle: a referee's forces and what the attackers do, not a fight on the board. */
export interface MassCombatInput {
  readonly ok: true;
  readonly system: 'mass';
  readonly mass: MassInput;
}

export interface BoardCombatInput {
  readonly ok: true;
  readonly system: Exclude<CombatSystemId, 'mass'>;
  readonly setup: CombatSetup;
  /** Every force was a bare Might: the setup's units only stand in, and a report should not name them. */
  readonly bare: boolean;
}
type Refusal = { readonly ok: false; readonly message: string };

export function parseCombatInput(text: string): CombatInput | Refusal {
  const json = parseJson(text, MAX_COMBAT_JSON_BYTES);
  if (!json.ok) return json;
  const system = z.looseObject({ system: combatSystemId.default('karnage') }).safeParse(json.value);
  if (!system.success) return schemaRefusal(system.error);
  if (system.data.system === 'mass') {
    const mass = parseMassInput(json.value);
    return mass.ok ? { ok: true, system: 'mass', mass: mass.input } : mass;
  }
  const built = system.data.system === 'warfare' ? warfareSetup(json.value) : karnageSetup(json.value);
  if (!built.ok) return built;
  const impossible = checkCombatSetup(built.setup) ?? (system.data.system === 'warfare' ? checkWarfareSetup(built.setup) : null);
  if (impossible) return { ok: false, message: `impossible combat: ${impossible}` };
  return { ok: true, system: system.data.system, setup: built.setup, bare: built.bare };
}

const schemaRefusal = (error: z.ZodError): Refusal => ({ ok: false, message: `the combat JSON has errors:\n${describeZodError(error)}` });

type Built = { readonly ok: true; readonly setup: CombatSetup; readonly bare: boolean } | Refusal;

function karnageSetup(value: unknown): Built {
  const parsed = karnageInputSchema.safeParse(value);
  if (!parsed.success) return schemaRefusal(parsed.error);
  const input = parsed.data;
  for (const [where, side] of [...input.attackers.map((a, i) => [`attackers[${i}]`, a] as const), ['defender', input.defender] as const]) {
    const wrongRace = raceProblem(where, side);
    if (wrongRace) return { ok: false, message: wrongRace };
  }
  const setup: CombatSetup = {
    attackers: input.attackers.map((a) => ({ unit: a.unit, terrain: a.terrain, range: a.range ?? input.range })),
    defender: { unit: input.defender.unit, terrain: input.defender.terrain, defending: input.defender.defending, fortress: input.defender.fortress },
    attackerWeaponsmiths: input.attackerWeaponsmiths,
    defenderArmories: input.defenderArmories,
  };
  return { ok: true, setup, bare: false };
}

function raceProblem(where: string, side: { readonly race?: string | undefined; readonly unit: keyof typeof UNITS }): string | null {
  const race = UNITS[side.unit].race;
  if (side.race === undefined || side.race === race) return null;
  return `${where}: ${UNITS[side.unit].name} are ${RACES[race].name}, not ${RACES[side.race as keyof typeof RACES].name}`;
}

function warfareSetup(value: unknown): Built {
  const parsed = warfareInputSchema.safeParse(value);
  if (!parsed.success) return schemaRefusal(parsed.error);
  const input = parsed.data;
  if ((input.attacker === undefined) === (input.attackers === undefined)) {
    return { ok: false, message: 'give the attack as "attacker" (one force) or as "attackers" (one or two), not both or neither' };
  }
  const attackers = input.attackers ?? (input.attacker ? [input.attacker] : []);
  const named: [string, WarfareForceInput, 'attacker' | 'defender'][] = [
    ...attackers.map((a, i) => [input.attackers ? `attackers[${i}]` : 'attacker', a, 'attacker'] as [string, WarfareForceInput, 'attacker']),
    ['defender', input.defender, 'defender'],
  ];
  for (const [where, force, side] of named) {
    const problem = forceProblem(where, force, side);
    if (problem) return { ok: false, message: problem };
  }
  const bare = named.map(([, force]) => force.unit === undefined);
  if (bare.some((b) => b !== bare[0])) return { ok: false, message: 'give every force as a unit or every force as a bare Might, not some of each' };
  const fortress = input.defender.fortress ?? false;
  if (input.kind === 'battle' && fortress) return { ok: false, message: 'a defender in its own Fortress holds a building: that is a siege, not a battle' };
  return { ok: true, setup: warfareCombatSetup(input, attackers, input.kind ?? (fortress ? 'siege' : 'battle')), bare: bare[0] ?? false };
}

/** Why a force cannot be read: a bare Might is {"might": N} alone; a unit needs its terrain and its own race. */
function forceProblem(where: string, force: WarfareForceInput, side: 'attacker' | 'defender'): string | null {
  if (force.unit === undefined) {
    const extra = Object.keys(force).filter((key) => key !== 'might');
    if (force.might === undefined) return `${where}: give its "might", or a "unit" and its "terrain"`;
    return extra.length > 0 ? `${where}: a force without a unit is a bare Might: "${extra[0]}" needs a "unit"` : null;
  }
  if (force.terrain === undefined) return `${where}: give the "terrain" the ${UNITS[force.unit].name} stand on`;
  const onlyDefender = side === 'attacker' ? ['defending', 'fortress'].find((key) => key in force) : 'range' in force ? 'range' : undefined;
  if (onlyDefender) return `${where}: "${onlyDefender}" is not for the ${side}`;
  return raceProblem(where, { race: force.race, unit: force.unit });
}

function warfareCombatSetup(input: WarfareInput, attackers: readonly WarfareForceInput[], kind: 'battle' | 'siege'): CombatSetup {
  const mightOf = (force: WarfareForceInput) => (force.might === undefined ? {} : { might: force.might });
  const d = input.defender;
  const defender: DefenderSetup = {
    unit: d.unit ?? BARE_UNIT,
    terrain: d.terrain ?? 'grasslands',
    defending: d.defending ?? false,
    fortress: d.fortress ?? false,
    ...mightOf(d),
    garrison: kind === 'siege',
  };
  return {
    // A bare Might stands next to its enemy: the top-level "range" is for units that shoot.
    attackers: attackers.map((a): AttackerSetup => {
      if (a.unit === undefined) return { unit: BARE_UNIT, terrain: 'grasslands', range: 1, ...mightOf(a) };
      return { unit: a.unit, terrain: a.terrain ?? 'grasslands', range: a.range ?? input.range, ...mightOf(a) };
    }),
    defender,
    attackerWeaponsmiths: input.attackerWeaponsmiths,
    defenderArmories: input.defenderArmories,
  };
}
