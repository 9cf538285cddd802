// Passphrases are kept only as scrypt hashes (Node's own crypto), each with a salt of its own, and compared in
// constant time: the account bucket never holds one a reader could sign in with.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface PassphraseHash {
  readonly salt: string;
  readonly hash: string;
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

const COST = { N: 16384, r: 8, p: 1 };
const LENGTH = 32;

function derive(passphrase: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(passphrase.normalize('NFC'), salt, LENGTH, { ...cost, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassphrase(passphrase: string): Promise<PassphraseHash> {
  const salt = randomBytes(16);
  const hash = await derive(passphrase, salt, COST);
  return { salt: salt.toString('base64'), hash: hash.toString('base64'), ...COST };
}

export async function passphraseMatches(passphrase: string, kept: PassphraseHash): Promise<boolean> {
  const expected = Buffer.from(kept.hash, 'base64');
  const got = await derive(passphrase, Buffer.from(kept.salt, 'base64'), kept);
  return got.length === expected.length && timingSafeEqual(got, expected);
}
