// Ed25519 keys through WebCrypto alone (Node 20 and browsers): a public key travels as the base64url of
// its raw 32 bytes, a private key as the base64url of its PKCS#8 encoding (for a backup of one's key).

import { oneLine } from '../quoteInput.ts';
import { fromBase64url, toBase64url } from './base64url.ts';

const ED25519 = { name: 'Ed25519' } as const;
export const PUBLIC_KEY_BYTES = 32;
/** A PKCS#8 Ed25519 key is 48 bytes; allow room for optional fields, but no more. */
const MAX_PRIVATE_KEY_BYTES = 256;

/** A key that cannot be read, with a one-line reason. */
export class KeyError extends Error {}

/** A new key pair. The private key is extractable so that it can be backed up. */
export async function generateKeyPair(): Promise<CryptoKeyPair> {
  return (await crypto.subtle.generateKey(ED25519, true, ['sign', 'verify'])) as CryptoKeyPair;
}

export async function exportPublicKey(key: CryptoKey): Promise<string> {
  return toBase64url(new Uint8Array(await crypto.subtle.exportKey('raw', key)));
}

export async function importPublicKey(text: string): Promise<CryptoKey> {
  const bytes = typeof text === 'string' && text.length <= 64 ? fromBase64url(text) : undefined;
  if (bytes?.length !== PUBLIC_KEY_BYTES) throw new KeyError('a public key must be the base64url text of 32 bytes');
  try {
    return await crypto.subtle.importKey('raw', bytes, ED25519, true, ['verify']);
  } catch (error) {
    throw new KeyError(oneLine(`not an Ed25519 public key: ${error instanceof Error ? error.message : 'refused'}`));
  }
}

export async function exportPrivateKey(key: CryptoKey): Promise<string> {
  return toBase64url(new Uint8Array(await crypto.subtle.exportKey('pkcs8', key)));
}

/** A private key from its backup text; `extractable` lets it be backed up again. */
export async function importPrivateKey(text: string, extractable = false): Promise<CryptoKey> {
  const bytes = typeof text === 'string' && text.length <= MAX_PRIVATE_KEY_BYTES * 2 ? fromBase64url(text) : undefined;
  if (bytes === undefined || bytes.length > MAX_PRIVATE_KEY_BYTES) throw new KeyError('a private key must be base64url text of a PKCS#8 key');
  try {
    return await crypto.subtle.importKey('pkcs8', bytes, ED25519, extractable, ['sign']);
  } catch (error) {
    throw new KeyError(oneLine(`not an Ed25519 private key: ${error instanceof Error ? error.message : 'refused'}`));
  }
}
