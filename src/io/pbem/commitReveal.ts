// Commit-reveal for the dice (docs/pbem.md): each participant draws a fresh secret, publishes only its
// commitment, and reveals the secret once every commitment is in. The turn's seed is a hash of all the
// reveals, so no one — referee included — can pick it, and no one can see it before committing.

import { z } from 'zod';
import { oneLine, quoteInput } from '../quoteInput.ts';
import { base64urlLength, fromBase64url, toBase64url, toHex } from './base64url.ts';
import { COMMITMENT_DOMAIN, canonicalJson, domainBytes, participantId, sha256, TURN_SEED_DOMAIN } from './canonical.ts';

const SECRET_BYTES = 32;
const MAX_GAME_ID = 200;

/** Whose secret, for which game and turn: all of it is bound into the commitment. */
export interface RevealContext {
  readonly gameId: string;
  readonly turn: number;
  readonly participant: string;
}

export interface Reveal {
  readonly participant: string;
  readonly secret: string;
}

/** A refusal of commit-reveal input, with a one-line reason. */
export class CommitRevealError extends Error {}

const contextSchema = z.strictObject({
  gameId: z.string().min(1).max(MAX_GAME_ID),
  turn: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  participant: participantId,
});

/** A secret is exactly 32 random bytes: a short one could be guessed from its commitment. */
function checkSecret(secret: unknown, participant: unknown): string {
  const bytes = typeof secret === 'string' && secret.length === base64urlLength(SECRET_BYTES) ? fromBase64url(secret) : undefined;
  if (bytes === undefined) throw new CommitRevealError(oneLine(`the secret of ${quoteInput(participant)} is not base64url text of 32 bytes`));
  return secret as string;
}

function checkContext(context: unknown): RevealContext {
  const parsed = contextSchema.safeParse(context);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new CommitRevealError(oneLine(`bad commitment context: ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'refused'}`));
}

/** A fresh secret: 32 bytes from the platform's cryptographic generator, as base64url. */
export function freshSecret(): string {
  return toBase64url(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)));
}

/** SHA-256 (hex) of COMMITMENT_DOMAIN and the canonical JSON of { gameId, participant, secret, turn }. */
export async function commitment(secret: string, context: RevealContext): Promise<string> {
  const { gameId, turn, participant } = checkContext(context);
  checkSecret(secret, participant);
  const canonical = canonicalJson({ gameId, turn, participant, secret });
  if (!canonical.ok) throw new CommitRevealError(oneLine(`cannot commit: ${canonical.reason}`));
  return toHex(await sha256(domainBytes(COMMITMENT_DOMAIN, canonical.text)));
}

/** Whether `secret` is what `expected` committed to for `context`; a refusal is one line. Never throws. */
export async function checkReveal(expected: string, secret: string, context: RevealContext): Promise<{ ok: true } | { ok: false; reason: string }> {
  let actual: string;
  try {
    actual = await commitment(secret, context);
  } catch (error) {
    return { ok: false, reason: error instanceof CommitRevealError ? error.message : 'the reveal cannot be checked' };
  }
  if (actual === expected) return { ok: true };
  return { ok: false, reason: oneLine(`the reveal of ${quoteInput(context.participant)} does not match its commitment for turn ${context.turn}`) };
}

/**
 * The turn's dice seed from every participant's reveal: SHA-256 of TURN_SEED_DOMAIN and the canonical
 * JSON of the reveals sorted by participant id, so the order they arrive in does not matter. The seed is
 * the first 4 bytes of the hash as an unsigned 32-bit integer: every one of the 2^32 values is equally
 * likely, and seededDice takes exactly 32 bits (`seed | 0`), so no reduction (and no modulo bias) is
 * involved. The dice themselves map bits to faces with pure-rand's unbiased uniformInt.
 */
export async function turnSeed(reveals: readonly Reveal[]): Promise<number> {
  if (reveals.length === 0) throw new CommitRevealError('a turn seed needs at least one reveal');
  const sorted = reveals.map(({ participant, secret }) => {
    if (!participantId.safeParse(participant).success) throw new CommitRevealError(oneLine(`a reveal from ${quoteInput(participant)}: not a participant id`));
    return { participant, secret: checkSecret(secret, participant) };
  });
  sorted.sort((a, b) => (a.participant < b.participant ? -1 : a.participant > b.participant ? 1 : 0));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]?.participant === sorted[i - 1]?.participant) throw new CommitRevealError(oneLine(`two reveals from ${quoteInput(sorted[i]?.participant)}`));
  }
  const canonical = canonicalJson(sorted);
  if (!canonical.ok) throw new CommitRevealError(oneLine(`cannot derive a seed: ${canonical.reason}`));
  const hash = await sha256(domainBytes(TURN_SEED_DOMAIN, canonical.text));
  return new DataView(hash.buffer, hash.byteOffset, 4).getUint32(0, false);
}
