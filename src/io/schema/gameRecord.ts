import { HIT_LOCATIONS, MANEUVER_IDS } from '../../rules/duel/maneuvers.ts';
import { WEAPON_IDS } from '../../rules/duel/weapons.ts';
import { z } from 'zod';
import { COMPUTER_STRENGTHS, DEFAULT_WEALTH_TARGET, MAX_PLAYERS, MIN_PLAYERS, TURN_STRUCTURE_IDS, type Order } from '../../rules/index.ts';
import { quoteInput } from '../quoteInput.ts';
import { buildingId, colour, combatSystemId, displayName, distinctNames, gold, hexCoord, playerId, raceId, unitId, unitTypeId } from './common.ts';
import { GAME_RECORD_FORMAT, GAME_RECORD_VERSION } from './gameRecordFormat.ts';
import { mapSchema } from './mapFile.ts';

export { GAME_RECORD_FORMAT, GAME_RECORD_VERSION };

const campaignSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('conquer') }),
  z.strictObject({
    kind: z.literal('economics'),
    wealthTarget: z.number().int().min(1).max(1_000_000).default(DEFAULT_WEALTH_TARGET),
    turnLimit: z.number().int().min(1).max(10_000).nullable().default(null),
  }),
]);

export const scenarioSchema = z.strictObject({
  name: displayName,
  combatSystem: combatSystemId.default('karnage'),
  // How the turns go; absent means hotseat, so every file written before modes existed reads as before.
  mode: z
    .enum(TURN_STRUCTURE_IDS, { error: (issue) => `unknown mode ${quoteInput(issue.input)}; expected one of ${TURN_STRUCTURE_IDS.join(', ')}` })
    .optional(),
  campaign: campaignSchema,
  map: mapSchema,
  players: z
    .array(
      z.strictObject({
        id: playerId,
        name: displayName,
        race: raceId,
        gold,
        colour: colour.optional(),
        // A computer plays the seat, at this strength (version 4); absent: a person, as in every older file.
        computer: z
          .enum(COMPUTER_STRENGTHS, {
            error: (issue) => `unknown computer strength ${quoteInput(issue.input)}; expected one of ${COMPUTER_STRENGTHS.join(', ')}`,
          })
          .optional(),
      }),
    )
    .min(MIN_PLAYERS)
    .max(MAX_PLAYERS)
    .superRefine(distinctNames),
  units: z
    .array(z.strictObject({ id: unitId, owner: playerId, type: unitTypeId, at: hexCoord, defending: z.boolean().optional(), hero: z.boolean().optional() }))
    .max(65_536),
  buildings: z.array(z.strictObject({ type: buildingId, owner: playerId, at: hexCoord })).max(65_536),
  firstPlayer: playerId.optional(),
  round: z.number().int().min(1).max(100_000).optional(),
  // Warfare: a New Year every this many rounds; absent means the default, so older files read as before.
  newYearEvery: z.number().int().min(1).max(1_000).optional(),
});

const stateHashText = z.string().regex(/^[0-9a-f]{14}$/, 'a state hash is 14 hex digits');

export const cardSchema = z.strictObject({ value: z.number().int().min(-5).max(10), hit: z.boolean() });
export const declarationSchema = z.strictObject({
  maneuver: z.enum(MANEUVER_IDS),
  card: cardSchema,
  weapon: z.enum(WEAPON_IDS).nullable().optional(),
  location: z.enum(HIT_LOCATIONS).nullable().optional(),
  stepForward: z.boolean().optional(),
  stepBack: z.boolean().optional(),
  riposte: z.boolean().optional(),
  newWeapon: z.enum(WEAPON_IDS).nullable().optional(),
  appendageVitality: z.number().int().min(0).max(50).optional(),
});
const side = z.union([z.literal(0), z.literal(1)]);
const duelPlaySchema = z.strictObject({
  target: hexCoord,
  deal: z.number().int().min(0).max(4_294_967_295).optional(),
  rounds: z
    .array(
      z.strictObject({
        hesitate: z.array(side).max(2).optional(),
        registers: z.array(z.tuple([declarationSchema.nullable(), declarationSchema.nullable()])).max(16),
      }),
    )
    .max(64),
});

export const orderSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('MOVE'), player: playerId, unit: unitId, path: z.array(hexCoord).min(1).max(64) }),
  z.strictObject({ type: z.literal('ATTACK'), player: playerId, unit: unitId, target: hexCoord, advance: z.boolean().optional() }),
  z.strictObject({ type: z.literal('DEFEND'), player: playerId, unit: unitId }),
  z.strictObject({ type: z.literal('BUILD'), player: playerId, unit: unitId, building: buildingId }),
  z.strictObject({ type: z.literal('RECRUIT'), player: playerId, at: hexCoord, unitType: unitTypeId }),
  z.strictObject({
    type: z.literal('END_TURN'),
    player: playerId,
    /** Faces a referee rolled with physical dice for this turn's fights, in the order rolled. */
    rolls: z.array(z.number().int().min(1).max(20)).max(10_000).optional(),
    /** Champions: the duels of the turn's hero-against-hero attacks, as played (the hands come from the dice). */
    duels: z.array(duelPlaySchema).max(64).optional(),
  }),
]);

/** A type with every array and field read-only, as the rules keep orders (zod's output is mutable). */
type ReadonlyDeep<T> = T extends readonly [infer A, infer B]
  ? readonly [ReadonlyDeep<A>, ReadonlyDeep<B>]
  : T extends readonly (infer E)[]
    ? readonly ReadonlyDeep<E>[]
    : T extends object
      ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> }
      : T;
/** True only when A and B are the same type: no field, optional or not, in one and not the other. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/**
 * The rules' `Order` and what this schema reads are one type: `tsc` fails here when a field (or an order
 * type) is added to, dropped from or typed differently in one and not the other.
 */
export const ORDER_SCHEMA_MATCHES_ORDER: Same<ReadonlyDeep<z.infer<typeof orderSchema>>, Order> = true;

/**
 * The most orders a file may hold. Real games run to a few thousand (the benchmark's 420-turn game has
 * 10,000); loading replays every order and keeps each step for the log, so a hostile file of half a
 * million orders would freeze the page for many seconds and exhaust its memory before being useful.
 */
export const MAX_ORDERS = 100_000;

/** A whole game: where it started, the dice seed, and every order that stands, in the order given. */
export const gameRecordSchema = z.strictObject({
  format: z.literal(GAME_RECORD_FORMAT),
  version: z.literal(GAME_RECORD_VERSION),
  scenario: scenarioSchema,
  seed: z.number().int().min(-2_147_483_648).max(4_294_967_295),
  orders: z.array(orderSchema).max(MAX_ORDERS, `a game file holds at most ${MAX_ORDERS.toLocaleString('en-US')} orders`),
  /** Hash of the state after each END_TURN (orders[order]), to find the first turn a replay differs. */
  checkpoints: z.array(z.strictObject({ order: z.number().int().min(0), hash: stateHashText })).max(MAX_ORDERS),
  /** Hash of the state after the last order, to check a replay against. */
  stateHash: stateHashText.optional(),
});

/** A game file as read: its orders typed as the rules type them, which the check above ties to the schema. */
export type GameRecord = Omit<z.infer<typeof gameRecordSchema>, 'orders'> & { orders: Order[] };
export type ScenarioData = z.infer<typeof scenarioSchema>;
