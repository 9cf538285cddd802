import { toBase64url, toHex } from '../base64url.ts';
import { canonicalJson, domainBytes, PROTOCOL, sha256 } from '../canonical.ts';

const REFEREE_SECRET_DOMAIN = `${PROTOCOL} referee-secret\n`;
const DEAL_SECRET_DOMAIN = `${PROTOCOL} deal-secret\n`;
const DEAL_COMMITMENT_DOMAIN = `${PROTOCOL} deal-commitment\n`;
const DEAL_SEED_DOMAIN = `${PROTOCOL} deal-seed\n`;

/** SHA-256 of the referee's Ed25519 signature over `domain` and the canonical JSON of `value`, as base64url. */
async function signedSecret(privateKey: CryptoKey, domain: string, value: unknown): Promise<string> {
  const canonical = canonicalJson(value);
  if (!canonical.ok) throw new Error(`cannot make the referee's secret: ${canonical.reason}`);
  const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, privateKey, domainBytes(domain, canonical.text)));
  return toBase64url(await sha256(signature as Uint8Array<ArrayBuffer>));
}

async function hashOf(domain: string, value: unknown): Promise<Uint8Array> {
  const canonical = canonicalJson(value);
  if (!canonical.ok) throw new Error(`cannot hash: ${canonical.reason}`);
  return sha256(domainBytes(domain, canonical.text));
}

/**
 * The referee's secret for a turn's dice: SHA-256 of its Ed25519 signature over the game and turn.
 * Ed25519 signs deterministically, so the referee can make it again from its key whenever it is
 * needed (nothing to keep, nothing to lose), yet no one without the key can predict it; and the
 * referee cannot choose it either: it was fixed when the key was, before any orders were seen.
 */
export function refereeSecretFor(privateKey: CryptoKey, gameId: string, turn: number): Promise<string> {
  return signedSecret(privateKey, REFEREE_SECRET_DOMAIN, { gameId, turn });
}

/** The referee's secret for a turn's duel cards: made like the dice secret, under a domain of its own. */
export function dealSecretFor(privateKey: CryptoKey, gameId: string, turn: number): Promise<string> {
  return signedSecret(privateKey, DEAL_SECRET_DOMAIN, { gameId, turn });
}

/** The commitment to a deal secret, published when the orders close (hex SHA-256). */
export async function dealCommitmentOf(secret: string, gameId: string, turn: number): Promise<string> {
  return toHex(await hashOf(DEAL_COMMITMENT_DOMAIN, { gameId, secret, turn }));
}

/**
 * The seed a turn's duel cards are dealt from: the hash of the deal secret and the turn's seed (first 4 bytes,
 * big-endian). The players cannot know it before the duel is over (the secret is the referee's); the referee
 * cannot choose it (the secret is committed before the reveals fix the turn's seed).
 */
export async function dealSeedOf(secret: string, turnSeed: number): Promise<number> {
  const hash = await hashOf(DEAL_SEED_DOMAIN, { secret, turnSeed });
  return new DataView(hash.buffer, hash.byteOffset, 4).getUint32(0, false);
}
