import { z } from 'zod';
import {
  MAX_FOES,
  MAX_RANGE,
  MAX_ROUNDS,
  MIN_FOES,
  WRESTLING,
  type Card,
  type Combatant,
  type Declaration,
  type DuelScript,
  type LoneDeclaration,
  type MeleeInitiative,
  type MeleeRegister,
  type MeleeRoundScript,
  type MeleeScript,
} from '../rules/duel/index.ts';
import { parseJson } from '../io/parseJson.ts';
import { quoteInput } from '../io/quoteInput.ts';
import {
  byName,
  cardList,
  cardsOf,
  combatant,
  declaration,
  declarationOf,
  duelInputOf,
  MAX_DUEL_JSON_BYTES,
  name,
  schemaRefusal,
  ScriptError,
  scripted,
  type Refusal,
} from './duelInput.ts';

// The melee JSON of `karnage duel` [seed 001, "Multiple Opponents"]: one hero ("lone") against 2 to 4 foes
// ("foes"), the rounds keyed by the heroes' names as in a duel of two. In a register the lone hero's entry is
// one maneuver, or a list of parries, each naming the foe it is made against ("against"); a foe's entry is
// its one maneuver, made against the lone hero. The rules alone check the play and count the totals.

/** A foe's maneuver, or one of the lone hero's, which names its foe. */
const meleeDeclaration = declaration.extend({ against: name.optional() });
const entry = z.union([meleeDeclaration, z.array(meleeDeclaration).min(1).max(MAX_FOES)]).nullable();
const initiative = z.union([z.strictObject({ over: z.union([name, z.array(name).max(MAX_FOES)]) }), z.strictObject({ cards: byName(cardList) })]);

const round = z.strictObject({
  initiative: initiative.optional(),
  hands: byName(cardList).optional(),
  registers: z.array(byName(entry)).max(20).optional(),
});

const meleeSchema = z.strictObject({
  lone: combatant,
  foes: z.array(combatant).min(MIN_FOES).max(MAX_FOES),
  range: z.number().int().min(WRESTLING).max(MAX_RANGE).optional(),
  showDown: z.boolean().optional(),
  maxRounds: z.number().int().min(1).max(MAX_ROUNDS).optional(),
  initiative: initiative.optional(),
  rounds: z.array(round).max(MAX_ROUNDS),
});
type MeleeJson = z.infer<typeof meleeSchema>;

export type DuelCommandInput =
  | { readonly ok: true; readonly kind: 'duel'; readonly script: DuelScript }
  | { readonly ok: true; readonly kind: 'melee'; readonly script: MeleeScript };

/** The JSON of `karnage duel`: a melee when it names a "lone" hero, a duel of two otherwise. */
export function parseDuelCommandInput(text: string): DuelCommandInput | Refusal {
  const json = parseJson(text, MAX_DUEL_JSON_BYTES);
  if (!json.ok) return json;
  const isMelee = typeof json.value === 'object' && json.value !== null && !Array.isArray(json.value) && Object.hasOwn(json.value, 'lone');
  if (!isMelee) {
    const duel = duelInputOf(json.value);
    return duel.ok ? { ...duel, kind: 'duel' } : duel;
  }
  const parsed = meleeSchema.safeParse(json.value);
  if (!parsed.success) return schemaRefusal(parsed.error);
  const melee = scripted(() => meleeScriptOf(parsed.data));
  return melee.ok ? { ...melee, kind: 'melee' } : melee;
}

function meleeScriptOf(input: MeleeJson): MeleeScript {
  const heroes = [input.lone, ...input.foes].map((c) => c.name);
  const lone = input.lone.name;
  const twice = heroes.find((n, i) => heroes.indexOf(n) !== i);
  if (twice !== undefined) throw new ScriptError(`two heroes are named "${twice}": give each its own name`);
  const heroOf = (who: string, where: string): number => {
    const at = heroes.indexOf(who);
    if (at < 0) throw new ScriptError(`${where}: no hero named ${quoteInput(who)} (they are ${heroes.join(', ')})`);
    return at;
  };
  const foeOf = (who: string, where: string): number => {
    if (heroOf(who, where) === 0) throw new ScriptError(`${where}: ${lone} is the lone hero; name one of its foes`);
    return heroOf(who, where) - 1;
  };
  const sized = <T, U>(record: Readonly<Record<string, T>>, where: string, convert: (value: T, w: string) => U, absent: U) => {
    for (const key of Object.keys(record)) heroOf(key, where);
    const of = (who: string) => (record[who] === undefined ? absent : convert(record[who] as T, `${where}.${who}`));
    return { lone: of(lone), foes: input.foes.map((f) => of(f.name)) };
  };
  const initiativeOf = (value: MeleeJson['initiative'], where: string): MeleeInitiative | undefined => {
    if (!value) return undefined;
    if ('over' in value) return { over: (typeof value.over === 'string' ? [value.over] : value.over).map((who) => foeOf(who, `${where}.over`)) };
    return { cards: sized(value.cards, `${where}.cards`, cardsOf, [] as Card[]) };
  };
  const registerOf = (register: Readonly<Record<string, z.infer<typeof entry>>>, where: string): MeleeRegister => {
    const { lone: mine, foes } = sized(register, where, (value) => value, null);
    const list = mine === null ? [] : Array.isArray(mine) ? mine : [mine];
    return {
      lone: list.map((d, k): LoneDeclaration => {
        const w = `${where}.${lone}${Array.isArray(mine) ? `[${k}]` : ''}`;
        if (d.against === undefined) throw new ScriptError(`${w}: name the foe the maneuver is made against ("against")`);
        const { against, ...rest } = d;
        return { ...(declarationOf(rest, w) as Declaration), against: foeOf(against, `${w}.against`) };
      }),
      foes: foes.map((value, i) => foeDeclaration(value, `${where}.${input.foes[i]?.name}`, lone)),
    };
  };
  const rounds = input.rounds.map((r, i): MeleeRoundScript => {
    const where = `rounds[${i}]`;
    return {
      initiative: initiativeOf(r.initiative, `${where}.initiative`),
      hands: r.hands && sized(r.hands, `${where}.hands`, cardsOf, [] as Card[]),
      registers: r.registers?.map((register, j) => registerOf(register, `${where}.registers[${j}]`)),
    };
  });
  const { initiative: given, rounds: _rounds, lone: loneHero, foes, ...rest } = input;
  return { ...rest, lone: loneHero as Combatant, foes: foes as Combatant[], initiative: initiativeOf(given, 'initiative'), rounds };
}

function foeDeclaration(value: z.infer<typeof entry>, where: string, lone: string): Declaration | null {
  if (value === null) return null;
  if (Array.isArray(value)) throw new ScriptError(`${where}: a foe makes one maneuver a register; only ${lone} parries several`);
  if (value.against !== undefined) throw new ScriptError(`${where}: a foe's maneuver is made against ${lone}; leave "against" out`);
  return declarationOf(value, where);
}
