import { z } from 'zod';
import {
  DEFAULT_VITALITY,
  HIT_LOCATIONS,
  MANEUVER_IDS,
  MAX_RANGE,
  MAX_ROUNDS,
  parseCard,
  WEAPON_IDS,
  WRESTLING,
  type Card,
  type Combatant,
  type Declaration,
  type DuelScript,
  type InitiativeScript,
  type Pair,
  type RoundScript,
  type Side,
} from '../rules/duel/index.ts';
import { describeZodError } from '../io/describeZodError.ts';
import { quoteInput } from '../io/quoteInput.ts';

// The duel JSON of `karnage duel` [seed 001, issue 14]: two combatants (the first the attacker) with their
// sheets and weapons, and per round the hands and the declared maneuvers, keyed by the combatants' names.
// It becomes the rules' DuelScript; the rules alone check the play and count the totals. A melee of one hero
// against several foes has its own JSON (meleeInput.ts), built of the same heroes and maneuvers.

/** The most a duel JSON may hold, inline or read from a file: a ten-round duel is under 8 KB. */
export const MAX_DUEL_JSON_BYTES = 64 * 1024;

export const name = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[^\p{Cc}\u2028\u2029"]+$/u, 'a name is printable characters, no quotation marks');
const weaponId = z.enum(WEAPON_IDS);
const skill = z.number().int().min(0).max(10);
const cardText = z.string().max(20);
export const cardList = z.array(cardText).max(10);

export const combatant = z.strictObject({
  name,
  skills: z.partialRecord(weaponId, skill).default({}),
  combatTraining: skill.default(0),
  fastDraw: skill.default(0),
  finesse: z.number().int().min(-5).max(5).default(0),
  force: z.number().int().min(-5).max(5).default(0),
  armour: z.number().int().min(-5).max(0).default(0),
  vitality: z.number().int().min(1).max(100).default(DEFAULT_VITALITY),
  size: z.enum(['small', 'normal', 'large']).default('normal'),
  weapon: weaponId,
  offHand: weaponId.nullable().optional(),
  carried: z.array(weaponId).max(WEAPON_IDS.length).optional(),
});

export const declaration = z.strictObject({
  maneuver: z.enum(MANEUVER_IDS),
  card: cardText,
  weapon: weaponId.optional(),
  location: z.enum(HIT_LOCATIONS).optional(),
  stepForward: z.boolean().optional(),
  stepBack: z.boolean().optional(),
  riposte: z.boolean().optional(),
  newWeapon: weaponId.optional(),
  appendageVitality: z.number().int().min(0).max(50).optional(),
});

export const byName = <T extends z.ZodType>(value: T) => z.record(z.string().max(40), value);
const initiative = z.union([z.strictObject({ holder: z.string().max(40) }), z.strictObject({ cards: byName(cardList) })]);

const round = z.strictObject({
  initiative: initiative.optional(),
  hesitate: z.array(z.string().max(40)).max(2).optional(),
  hands: byName(cardList).optional(),
  registers: z.array(byName(declaration.nullable())).max(20).optional(),
});

const duelSchema = z.strictObject({
  combatants: z.tuple([combatant, combatant]),
  range: z.number().int().min(WRESTLING).max(MAX_RANGE).optional(),
  charge: z.boolean().optional(),
  surprise: z.boolean().optional(),
  showDown: z.boolean().optional(),
  maxRounds: z.number().int().min(1).max(MAX_ROUNDS).optional(),
  initiative: initiative.optional(),
  rounds: z.array(round).max(MAX_ROUNDS + 1),
});
type DuelJson = z.infer<typeof duelSchema>;

export type Refusal = { readonly ok: false; readonly message: string };

/** Thrown while turning names and card texts into the rules' script: one line saying what is wrong. */
export class ScriptError extends Error {}

/** The duel JSON once parsed: checked against its schema, then turned into the rules' script. */
export function duelInputOf(json: unknown): { readonly ok: true; readonly script: DuelScript } | Refusal {
  const parsed = duelSchema.safeParse(json);
  if (!parsed.success) return schemaRefusal(parsed.error);
  return scripted(() => scriptOf(parsed.data));
}

/** A schema's errors as the one line a refusal is: the first three. */
export const schemaRefusal = (error: z.ZodError): Refusal => ({
  ok: false,
  message: `the duel JSON has errors: ${describeZodError(error, 3).split('\n').join('; ')}`,
});

/** Turns checked JSON into the rules' script; a ScriptError becomes its one line. */
export function scripted<T>(convert: () => T): { readonly ok: true; readonly script: T } | Refusal {
  try {
    return { ok: true, script: convert() };
  } catch (error) {
    if (error instanceof ScriptError) return { ok: false, message: error.message };
    throw error;
  }
}

function scriptOf(input: DuelJson): DuelScript {
  const names = input.combatants.map((c) => c.name);
  if (names[0] === names[1]) throw new ScriptError(`both combatants are named "${names[0]}": give each its own name`);
  const sideOf = (who: string, where: string): Side => {
    const at = names.indexOf(who);
    if (at < 0) throw new ScriptError(`${where}: no combatant named ${quoteInput(who)} (they are ${names.join(' and ')})`);
    return at as Side;
  };
  const byNames = <T, U>(record: Readonly<Record<string, T>>, where: string, convert: (value: T, w: string) => U, absent: U): Pair<U> => {
    for (const key of Object.keys(record)) sideOf(key, where);
    return [0, 1].map((s) => {
      const value = record[names[s] as string];
      return value === undefined ? absent : convert(value, `${where}.${names[s]}`);
    }) as unknown as Pair<U>;
  };
  const initiativeOf = (value: DuelJson['initiative'], where: string): InitiativeScript | undefined => {
    if (!value) return undefined;
    if ('holder' in value) return { holder: sideOf(value.holder, `${where}.holder`) };
    return { cards: byNames(value.cards, `${where}.cards`, cardsOf, []) };
  };
  const rounds = input.rounds.map((r, i): RoundScript => {
    const where = `rounds[${i}]`;
    return {
      initiative: initiativeOf(r.initiative, `${where}.initiative`),
      hesitate: r.hesitate?.map((who, j) => sideOf(who, `${where}.hesitate[${j}]`)),
      hands: r.hands && byNames(r.hands, `${where}.hands`, cardsOf, []),
      registers: r.registers?.map((register, j) => byNames(register, `${where}.registers[${j}]`, declarationOf, null)),
    };
  });
  const { initiative: given, rounds: _rounds, combatants, ...rest } = input;
  return { ...rest, combatants: combatants as Pair<Combatant>, initiative: initiativeOf(given, 'initiative'), rounds };
}

export function cardOf(text: string, where: string): Card {
  const card = parseCard(text);
  if (!card) throw new ScriptError(`${where}: ${quoteInput(text)} is no card of the deck (−5…+10: "+3 (hit)", "-2", "0")`);
  return card;
}

export const cardsOf = (texts: readonly string[], where: string): Card[] => texts.map((t, i) => cardOf(t, `${where}[${i}]`));

export function declarationOf(value: z.infer<typeof declaration> | null, where: string): Declaration | null {
  if (value === null) return null;
  return { ...value, card: cardOf(value.card, `${where}.card`) };
}
