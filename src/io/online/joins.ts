// A player joins an online game by sending their public key on their own join subject, signed with the key it
// names (so they hold it). The message server vouches that the subject's player sent it; the referee opens the
// campaign once every seat has joined, with every key, and from then on each file must be signed by its key.
import { z } from 'zod';
import { describeIssues } from '../describeZodError.ts';
import { importPublicKey, KeyError } from '../pbem/keys.ts';
import { signDocument, verifySignedFile, type SignedFile } from '../pbem/signedFile.ts';
import { oneLine } from '../quoteInput.ts';
import { GAME_ID, PARTICIPANT_ID } from './subjects.ts';

export const joinDocument = z.strictObject({
  kind: z.literal('join'),
  gameId: z.string().regex(GAME_ID),
  player: z.string().regex(PARTICIPANT_ID),
  publicKey: z.string().length(43),
});
export type JoinDocument = z.infer<typeof joinDocument>;

/** The join message of `player`, signed by the private half of `publicKey`. */
export function writeJoin(gameId: string, player: string, publicKey: string, privateKey: CryptoKey): Promise<SignedFile<JoinDocument>> {
  return signDocument<JoinDocument>({ kind: 'join', gameId, player, publicKey }, privateKey, player);
}

export type Joined = { ok: true; player: string; publicKey: string } | { ok: false; reason: string };

/** A join sent on `player`'s subject for `gameId`: its key, or why it is refused. */
export async function checkJoin(value: unknown, gameId: string, player: string): Promise<Joined> {
  const doc = joinDocument.safeParse((value as { document?: unknown } | null)?.document);
  if (!doc.success) return { ok: false, reason: oneLine(`not a join message: ${describeIssues(doc.error.issues, 1)}`) };
  if (doc.data.gameId !== gameId || doc.data.player !== player)
    return { ok: false, reason: `a join for ${doc.data.player} in ${doc.data.gameId}, sent as ${player} in ${gameId}` };
  try {
    const key = await importPublicKey(doc.data.publicKey);
    const verified = await verifySignedFile(value, new Map([[player, key]]));
    return verified.ok ? { ok: true, player, publicKey: doc.data.publicKey } : { ok: false, reason: verified.reason };
  } catch (error) {
    if (error instanceof KeyError) return { ok: false, reason: oneLine(`the key cannot be read: ${error.message}`) };
    throw error;
  }
}
