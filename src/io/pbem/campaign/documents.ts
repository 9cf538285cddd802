// The documents of a campaign by e-mail (docs/pbem.md): each travels inside a signed envelope
// (signedFile.ts). Strict zod schemas, bounded everywhere: every one of them comes from someone else.

import { z } from 'zod';
import { displayName } from '../../schema/common.ts';
import { cardSchema, orderSchema, scenarioSchema } from '../../schema/gameRecord.ts';
import { hexCoord } from '../../schema/common.ts';
import { base64urlLength } from '../base64url.ts';
import { PROTOCOL, participantId } from '../canonical.ts';
import { signedFileSchema } from '../signedFile.ts';

export const CAMPAIGN_FILE_FORMAT = 'karnage-pbem-campaign';
export const CAMPAIGN_FILE_VERSION = 1;

/** How the referee's calendar runs: one player a day, or simultaneous weeks (attacks with the orders, or after the midweek map). */
export const SCHEDULES = ['turn-by-turn', 'week', 'week-attacks-midweek'] as const;
export type Schedule = (typeof SCHEDULES)[number];

/** The most orders one file may hold: far more than any army has units. */
export const MAX_ORDERS_PER_FILE = 2_000;
/** The most publications a campaign may hold: some thirty years of weekly play. */
export const MAX_PUBLICATIONS = 5_000;

export const hash = z.string().regex(/^[0-9a-f]{64}$/, 'a hash is 64 lower-case hex digits');
export const turn = z.number().int().min(0).max(1_000_000);
export const gameId = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a game id is up to 64 lower-case letters, digits, "-" and "_"');
const publicKey = z
  .string()
  .length(base64urlLength(32))
  .regex(/^[A-Za-z0-9_-]*$/, 'a public key is base64url text');
export const secret = z
  .string()
  .length(base64urlLength(32))
  .regex(/^[A-Za-z0-9_-]*$/, 'a secret is base64url text');
const time = z.string().max(40);

/** The campaign's opening, signed by the referee: who plays, with which keys, on what map, on which calendar. */
export const campaignDocument = z.strictObject({
  kind: z.literal('campaign'),
  protocol: z.literal(PROTOCOL),
  gameId,
  name: displayName,
  schedule: z.enum(SCHEDULES),
  referee: participantId,
  /** Every participant's Ed25519 public key: the referee's and each player's (player ids are the scenario's). */
  keys: z
    .array(z.strictObject({ id: participantId, publicKey }))
    .min(2)
    .max(9),
  scenario: scenarioSchema,
  createdAt: time,
});
export type CampaignDocument = z.infer<typeof campaignDocument>;

/** A player's orders for one phase, signed by the player; `after` is the hash of the publication they answer. */
export const ordersDocument = z.strictObject({
  kind: z.literal('orders'),
  gameId,
  player: participantId,
  turn,
  phase: z.enum(['orders', 'attacks']),
  after: hash,
  orders: z.array(orderSchema).max(MAX_ORDERS_PER_FILE),
  /** The player's commitment to a secret for the turn's dice: absent only when no dice follow these orders. */
  commitment: hash.optional(),
});
export type OrdersDocument = z.infer<typeof ordersDocument>;

/** A participant's secret for the turn's dice, sent once the commitments are published (`after` names that publication). */
export const revealDocument = z.strictObject({
  kind: z.literal('reveal'),
  gameId,
  player: participantId,
  turn,
  after: hash,
  secret,
});
export type RevealDocument = z.infer<typeof revealDocument>;

const dice = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({ kind: z.literal('commit-reveal'), seed: z.number().int().min(0).max(4_294_967_295) }),
  z.strictObject({ kind: z.literal('typed'), faces: z.array(z.number().int().min(1).max(20)).max(10_000) }),
]);
export type PublishedDice = z.infer<typeof dice>;

const cards = z.array(cardSchema).max(42);
/** A duel round's cards: the initiative's, when drawn, and each side's hand (attacker's hero first). */
export const dealtCards = z.strictObject({ initiative: z.tuple([cards, cards]).nullable(), hands: z.tuple([cards, cards]) });

/** The most rounds a duel by e-mail can be published in: far more than a duel lasts. */
export const MAX_DUEL_ROUNDS = 64;

/**
 * A duel by e-mail (docs/pbem.md, "Duels by e-mail"): round 0 begins it; round n publishes the n-th round
 * played, its cards and the duelists' move files, whole. `missing`: duelists whose move did not come in
 * time (they play nothing that round).
 */
const duelRecord = z.strictObject({
  at: hexCoord,
  round: z.number().int().min(0).max(MAX_DUEL_ROUNDS),
  dealt: dealtCards.optional(),
  moves: z.array(signedFileSchema).max(3),
  missing: z.array(participantId).max(3),
});
export type DuelRecord = z.infer<typeof duelRecord>;

/**
 * What the referee publishes, signed, each naming the hash of the one before (the first names the
 * campaign file's): the opening map (`start`), the orders accepted with the dice commitments
 * (`closed`), or a phase resolved (`resolved`).
 */
export const publicationDocument = z.strictObject({
  kind: z.literal('publication'),
  gameId,
  seq: z.number().int().min(0).max(MAX_PUBLICATIONS),
  previous: hash,
  step: z.enum(['start', 'closed', 'duel', 'resolved']),
  /** The turn (a week counts as one) whose orders this publication closes or resolves. */
  turn,
  phase: z.enum(['orders', 'attacks']),
  /** The orders files accepted, whole, as their players signed them. */
  orders: z.array(signedFileSchema).max(9),
  /** Players who sent no orders in time: their units hold. */
  missingOrders: z.array(participantId).max(9),
  /** Participant → commitment for the turn's dice (the referee's among them); empty when no dice are due. */
  commitments: z.record(participantId, hash),
  revealsDueBy: time.optional(),
  /** The reveal files received, whole; and the referee's own secret. */
  reveals: z.array(signedFileSchema).max(9),
  refereeSecret: secret.optional(),
  /** Champions: the referee's commitment to the secret its duel cards are dealt from (with the orders, when heroes are on the map). */
  dealCommitment: hash.optional(),
  /** That secret, once the duel of the turn is over (the resolution after a duel). */
  dealSecret: secret.optional(),
  /** A duel's start or one of its rounds (step `duel`). */
  duel: duelRecord.optional(),
  /** Players who committed but did not reveal by the deadline: the seed is made without them; their orders stand. */
  missingReveals: z.array(participantId).max(9),
  dice,
  /** stateHash of the map as published: for `closed` in a week, the map after the moves. */
  stateHash: z.string().regex(/^[0-9a-f]{14}$/, 'a state hash is 14 hex digits'),
  report: z.array(z.string().max(400)).max(5_000),
  publishedAt: time,
});
export type PublicationDocument = z.infer<typeof publicationDocument>;

/** The referee's whole campaign: the opening and every publication, in order. Packs sent to players are this file. */
export const campaignFile = z.strictObject({
  format: z.literal(CAMPAIGN_FILE_FORMAT),
  version: z.literal(CAMPAIGN_FILE_VERSION),
  campaign: signedFileSchema,
  publications: z.array(signedFileSchema).max(MAX_PUBLICATIONS),
});
export type CampaignFile = z.infer<typeof campaignFile>;
