// The two private documents of a duel by e-mail (docs/pbem.md, "Duels by e-mail"): the referee's word to
// the duelist whose move it is (its hand, and what it may see), and that duelist's sealed move, sent to the
// referee alone. Strict and bounded like every document of a campaign.
import { z } from 'zod';
import { MANEUVER_IDS } from '../../../rules/champions/index.ts';
import { cardSchema, declarationSchema } from '../../schema/gameRecord.ts';
import { participantId } from '../canonical.ts';
import { gameId, hash, MAX_DUEL_ROUNDS, turn } from './documents.ts';

const side = z.union([z.literal(0), z.literal(1)]);
const cards = z.array(cardSchema).max(42);
const round = z.number().int().min(1).max(MAX_DUEL_ROUNDS);
/** A round's moves: the holder's, another after a hesitation, the second declarer's. */
const move = z.number().int().min(0).max(2);
const registers = z.array(declarationSchema.nullable()).max(16);

/** Which move of which duel round a file is about, and the publication it answers (the latest when it was written). */
const aboutTheMove = { gameId, player: participantId, turn, after: hash, round, move };

/** The referee to one duelist, privately: your move in this round, your hand, and what you are shown. */
export const duelTurnDocument = z.strictObject({
  kind: z.literal('duel-turn'),
  ...aboutTheMove,
  /** 0: the attacking hero's player; 1: the defending hero's. */
  side,
  hand: cards,
  /** Round 1's initiative cards, when they are drawn (public: both duelists see them). */
  initiative: z.tuple([cards, cards]).nullable(),
  /** Who hesitated this round so far, in turn. */
  hesitated: z.array(side).max(2),
  /** Whether this move may be a hesitation (the holder's, in a normal round). */
  mayHesitate: z.boolean(),
  /** The other's maneuver types when this duelist declares second (never its cards); null when declaring first. */
  first: z.array(z.enum(MANEUVER_IDS).nullable()).max(16).nullable(),
});
export type DuelTurnDocument = z.infer<typeof duelTurnDocument>;

/** A duelist's move, signed and sent to the referee alone: a hesitation, or its declarations register by register. */
export const duelMoveDocument = z
  .strictObject({
    kind: z.literal('duel-move'),
    ...aboutTheMove,
    hesitate: z.literal(true).optional(),
    registers: registers.optional(),
  })
  .refine((doc) => (doc.hesitate === true) !== (doc.registers !== undefined), 'a duel move either hesitates or declares its registers');
export type DuelMoveDocument = z.infer<typeof duelMoveDocument>;
