// The signed envelope of play by e-mail: { document, signer, signature }. The Ed25519 signature covers
// SIGNED_FILE_DOMAIN followed by the canonical JSON of { document, signer } (docs/pbem.md), so the same
// document signed by one participant cannot be passed off as another's, and reformatting the file (key
// order, spacing, number spelling) does not break it.

import { z } from 'zod';
import { describeIssues } from '../describeZodError.ts';
import { oneLine, quoteInput } from '../quoteInput.ts';
import { base64urlLength, fromBase64url, toBase64url } from './base64url.ts';
import { canonicalJson, domainBytes, participantId, SIGNED_FILE_DOMAIN } from './canonical.ts';

const SIGNATURE_BYTES = 64;
const ED25519 = { name: 'Ed25519' } as const;

/** The envelope's shape; the document is any JSON value, bounded by its canonical length when checked. */
export const signedFileSchema = z.strictObject({
  document: z.unknown(),
  signer: participantId,
  signature: z
    .string()
    .length(base64urlLength(SIGNATURE_BYTES))
    .regex(/^[A-Za-z0-9_-]*$/, 'a signature is base64url text'),
});

export interface SignedFile<D = unknown> {
  readonly document: D;
  readonly signer: string;
  readonly signature: string;
}

export type Verified<D = unknown> = { ok: true; file: SignedFile<D> } | { ok: false; reason: string };

/** A document that cannot be signed, with a one-line reason. */
export class SigningError extends Error {}

/** The exact bytes a signature covers, or a one-line reason there are none. */
function signedBytes(document: unknown, signer: string): { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: string } {
  const canonical = canonicalJson({ document, signer });
  return canonical.ok ? { ok: true, bytes: domainBytes(SIGNED_FILE_DOMAIN, canonical.text) } : canonical;
}

/** Signs `document` as `signer` with an Ed25519 private key. */
export async function signDocument<D>(document: D, privateKey: CryptoKey, signer: string): Promise<SignedFile<D>> {
  const id = participantId.safeParse(signer);
  if (!id.success) throw new SigningError(oneLine(`cannot sign as ${quoteInput(signer)}: not a participant id`));
  const bytes = signedBytes(document, signer);
  if (!bytes.ok) throw new SigningError(oneLine(`cannot sign the document: ${bytes.reason}`));
  const signature = new Uint8Array(await crypto.subtle.sign(ED25519, privateKey, bytes.bytes));
  return { document, signer, signature: toBase64url(signature) };
}

/**
 * Checks a parsed signed file against the participants' public keys. Ok with the file, or one line:
 * malformed, unknown signer, or bad signature. Never throws.
 */
export async function verifySignedFile(file: unknown, publicKeysById: ReadonlyMap<string, CryptoKey>): Promise<Verified> {
  const parsed = signedFileSchema.safeParse(file);
  if (!parsed.success) return { ok: false, reason: `malformed signed file: ${describeIssues(parsed.error.issues.slice(0, 1), 1)}` };
  const { document, signer, signature } = parsed.data;
  const key = publicKeysById.get(signer);
  if (key === undefined) return { ok: false, reason: oneLine(`unknown signer ${quoteInput(signer)}`) };
  const signatureBytes = fromBase64url(signature);
  if (signatureBytes === undefined) return { ok: false, reason: 'malformed signed file: signature: not canonical base64url' };
  const bytes = signedBytes(document, signer);
  if (!bytes.ok) return { ok: false, reason: oneLine(`malformed signed file: document: ${bytes.reason}`) };
  let valid: boolean;
  try {
    valid = await crypto.subtle.verify(ED25519, key, signatureBytes, bytes.bytes);
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: oneLine(`bad signature: the file was changed or not signed by ${quoteInput(signer)}`) };
  return { ok: true, file: { document, signer, signature } };
}
