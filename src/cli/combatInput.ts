import { z } from 'zod';
import { checkCombatSetup, RACES, UNITS, type CombatSetup } from '../rules/index.ts';
import { describeZodError } from '../io/describeZodError.ts';
import { parseJson } from '../io/parseJson.ts';
import { raceId, terrainId, unitTypeId } from '../io/schema/common.ts';

// The combat JSON of `karnage odds` and `karnage combat`, in the ids of docs/rules.md.
const count = z.number().int().min(0).max(1000);
const attackerInput = z.strictObject({ race: raceId.optional(), unit: unitTypeId, terrain: terrainId, range: z.number().int().optional() });
const combatInputSchema = z.strictObject({
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

/** The most a combat JSON may hold, inline or read from a file: a real one is under 1 KB. */
export const MAX_COMBAT_JSON_BYTES = 64 * 1024;

export function parseCombatInput(text: string): { ok: true; setup: CombatSetup } | { ok: false; message: string } {
  const json = parseJson(text, MAX_COMBAT_JSON_BYTES);
  if (!json.ok) return json;
  const parsed = combatInputSchema.safeParse(json.value);
  if (!parsed.success) return { ok: false, message: `the combat JSON has errors:\n${describeZodError(parsed.error)}` };
  const input = parsed.data;
  for (const [where, side] of [...input.attackers.map((a, i) => [`attackers[${i}]`, a] as const), ['defender', input.defender] as const]) {
    const race = UNITS[side.unit].race;
    if (side.race !== undefined && side.race !== race) {
      return { ok: false, message: `${where}: ${UNITS[side.unit].name} are ${RACES[race].name}, not ${RACES[side.race].name}` };
    }
  }
  const setup: CombatSetup = {
    attackers: input.attackers.map((a) => ({ unit: a.unit, terrain: a.terrain, range: a.range ?? input.range })),
    defender: { unit: input.defender.unit, terrain: input.defender.terrain, defending: input.defender.defending, fortress: input.defender.fortress },
    attackerWeaponsmiths: input.attackerWeaponsmiths,
    defenderArmories: input.defenderArmories,
  };
  const impossible = checkCombatSetup(setup);
  if (impossible) return { ok: false, message: `impossible combat: ${impossible}` };
  return { ok: true, setup };
}
