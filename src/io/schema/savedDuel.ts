// The duel in progress the autosave keeps beside its game record (../autosave.ts, SavedDuel). Its rounds and
// declarations read exactly as a game file's END_TURN reads its duels: the schema is taken from the order's.
import { z } from 'zod';
import type { SavedDuel } from '../autosave.ts';
import { hexCoord } from './common.ts';
import { orderSchema } from './gameRecord.ts';

const endTurn = orderSchema.options[5];
const duelPlay = endTurn.shape.duels.unwrap().element;
const round = duelPlay.shape.rounds.element;
const side = round.shape.hesitate.unwrap().element;
const declaration = round.shape.registers.element.def.items[0];
const registers = z.array(declaration).max(16);

export const savedDuelSchema = z.strictObject({
  targets: z.array(hexCoord).min(1).max(64),
  rolls: endTurn.shape.rolls.unwrap().nullable(),
  plays: z.array(duelPlay).max(63),
  rounds: duelPlay.shape.rounds,
  // Two hesitations play the round: a round under way has had one at most.
  hesitate: z.array(side).max(1),
  declared: z.tuple([registers.nullable(), registers.nullable()]),
  step: z.enum(['intro', 'fight', 'reveal', 'over']),
});

/** What the schema reads is a SavedDuel: `tsc` fails here when the two part ways. */
export const readSavedDuel = (value: unknown): z.ZodSafeParseResult<SavedDuel> => savedDuelSchema.safeParse(value);
