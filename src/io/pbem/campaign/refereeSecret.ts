import { toBase64url } from '../base64url.ts';
import { canonicalJson, domainBytes, PROTOCOL, sha256 } from '../canonical.ts';

const REFEREE_SECRET_DOMAIN = `${PROTOCOL} referee-secret\n`;

/**
 * The referee's secret for a turn's dice: SHA-256 of its Ed25519 signature over the game and turn.
 * Ed25519 signs deterministically, so the referee can make it again from its key whenever it is
 * needed (nothing to keep, nothing to lose), yet no one without the key can predict it; and the
 * referee cannot choose it either: it was fixed when the key was, before any orders were seen.
 */
export async function refereeSecretFor(privateKey: CryptoKey, gameId: string, turn: number): Promise<string> {
  const canonical = canonicalJson({ gameId, turn });
  if (!canonical.ok) throw new Error(`cannot make the referee's secret: ${canonical.reason}`);
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, privateKey, domainBytes(REFEREE_SECRET_DOMAIN, canonical.text)));
  return toBase64url(await sha256(signature as Uint8Array<ArrayBuffer>));
}
