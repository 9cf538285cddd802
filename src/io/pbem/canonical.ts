// What is signed and hashed: a fixed domain prefix, then the RFC 8785 (JCS) canonical JSON of a value,
// as UTF-8. The prefix keeps a signature or hash made for one purpose from standing for another; the
// canonical form makes the bytes independent of key order and number spelling.

import canonicalize from 'canonicalize';
import { z } from 'zod';

/** Every prefix starts with this and ends in a line break. */
export const PROTOCOL = 'karnage-pbem-v1';
export const SIGNED_FILE_DOMAIN = `${PROTOCOL} signed-file\n`;
export const COMMITMENT_DOMAIN = `${PROTOCOL} commitment\n`;
export const TURN_SEED_DOMAIN = `${PROTOCOL} turn-seed\n`;
export const FILE_HASH_DOMAIN = `${PROTOCOL} file-hash\n`;

/** The most characters the canonical JSON of a signed document may have. */
export const MAX_CANONICAL_CHARS = 4_000_000;

/** A participant: a lower-case id, as elsewhere in Karnage's files. */
export const participantId = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, 'a participant id is lower-case letters, digits, "-" and "_"');

/** The canonical JSON of `value`, or a one-line reason it has none (a lone surrogate, NaN, a cycle, too long). */
export function canonicalJson(value: unknown): { ok: true; text: string } | { ok: false; reason: string } {
  let text: string | undefined;
  try {
    text = canonicalize(value);
  } catch (error) {
    return { ok: false, reason: `not canonical JSON: ${error instanceof Error ? error.message : 'refused'}` };
  }
  if (text === undefined) return { ok: false, reason: 'not canonical JSON: no JSON value' };
  if (text.length > MAX_CANONICAL_CHARS) return { ok: false, reason: `longer than ${MAX_CANONICAL_CHARS.toLocaleString('en-US')} characters` };
  return { ok: true, text };
}

/** The bytes to sign or hash: the domain, then the canonical text. */
export function domainBytes(domain: string, canonicalText: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(domain + canonicalText);
}

export async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
}
