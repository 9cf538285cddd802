// A backup of one's private key: a JSON file sealed with a passphrase (PBKDF2-SHA-256 → AES-256-GCM),
// WebCrypto alone, so the same code runs in Node and the browser (docs/pbem.md, "Keeping keys in the
// browser"). Everything in the file but the ciphertext is bound as AES-GCM additional data, so a changed
// participant, public key or parameter fails exactly like a wrong passphrase.

import { z } from 'zod';
import { describeIssues } from '../describeZodError.ts';
import { parseJson } from '../parseJson.ts';
import { oneLine, quoteInput } from '../quoteInput.ts';
import { base64urlLength, fromBase64url, toBase64url } from './base64url.ts';
import { canonicalJson, domainBytes, PROTOCOL, participantId } from './canonical.ts';
import { exportPublicKey, importPrivateKey, importPublicKey, KeyError, PUBLIC_KEY_BYTES } from './keys.ts';

export const KEY_BACKUP_FORMAT = 'karnage-key-backup';
export const KEY_BACKUP_VERSION = 1;
/** OWASP's 2023 figure for PBKDF2-HMAC-SHA-256; one open takes about half a second (measured in docs/pbem.md). */
export const DEFAULT_ITERATIONS = 600_000;
/** A file may name fewer (tests) or more, within bounds: a hostile count must not cost minutes. */
const MIN_ITERATIONS = 1_000;
const MAX_ITERATIONS = 5_000_000;
export const MIN_PASSPHRASE_LENGTH = 8;
const MAX_PASSPHRASE_LENGTH = 1_024;
/** A backup is under 1 KB; this leaves room for any reformatting, and nothing more. */
export const MAX_BACKUP_CHARS = 16_384;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MAX_PKCS8_BYTES = 256;
const MAX_GAME_ID = 200;
const BACKUP_DOMAIN = `${PROTOCOL} key-backup\n`;
const PROBE_DOMAIN = `${PROTOCOL} key-probe\n`;
const ED25519 = { name: 'Ed25519' } as const;
export const WRONG_PASSPHRASE = 'wrong passphrase, or the file was changed';

const base64urlText = (min: number, max = min) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'not base64url text');

export const keyBackupSchema = z.strictObject({
  format: z.literal(KEY_BACKUP_FORMAT),
  version: z.literal(KEY_BACKUP_VERSION),
  participant: participantId,
  gameId: z.string().min(1).max(MAX_GAME_ID).optional(),
  publicKey: base64urlText(base64urlLength(PUBLIC_KEY_BYTES)),
  kdf: z.strictObject({
    name: z.literal('PBKDF2'),
    hash: z.literal('SHA-256'),
    iterations: z.number().int().min(MIN_ITERATIONS).max(MAX_ITERATIONS),
    salt: base64urlText(base64urlLength(SALT_BYTES)),
  }),
  cipher: z.strictObject({ name: z.literal('AES-GCM'), iv: base64urlText(base64urlLength(IV_BYTES)) }),
  sealed: base64urlText(base64urlLength(TAG_BYTES + 1), base64urlLength(TAG_BYTES + MAX_PKCS8_BYTES)),
});

export type KeyBackupFile = z.infer<typeof keyBackupSchema>;

/** What is sealed: whose key, for which game (a label), and the pair. */
export interface KeyToSeal {
  readonly participant: string;
  readonly gameId?: string;
  /** An extractable Ed25519 private key, or its PKCS#8 base64url text (`exportPrivateKey`). */
  readonly privateKey: CryptoKey | string;
  /** The matching public key, or its 43-character base64url text. */
  readonly publicKey: CryptoKey | string;
}

export type OpenedKeyBackup = { ok: true; participant: string; gameId?: string; publicKey: string; privateKey: CryptoKey } | { ok: false; reason: string };

/** A key that cannot be sealed, with a one-line reason. */
export class KeyBackupError extends Error {}

/** NFC, so a passphrase typed on another system's keyboard gives the same bytes; undefined if unusable. */
function passphraseBytes(passphrase: unknown): Uint8Array<ArrayBuffer> | undefined {
  if (typeof passphrase !== 'string' || passphrase.length > MAX_PASSPHRASE_LENGTH * 2) return undefined;
  const normalized = passphrase.normalize('NFC');
  const characters = [...normalized].length;
  if (characters < MIN_PASSPHRASE_LENGTH || characters > MAX_PASSPHRASE_LENGTH) return undefined;
  return new TextEncoder().encode(normalized);
}

async function deriveKey(passphrase: Uint8Array<ArrayBuffer>, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', passphrase, 'PBKDF2', false, ['deriveKey']);
  return crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, base, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** The additional data: the domain, then the canonical JSON of every field but the ciphertext. */
function additionalData(file: Omit<KeyBackupFile, 'sealed'>): Uint8Array<ArrayBuffer> {
  const canonical = canonicalJson(file);
  // The header holds only short ASCII strings and integers, which always have canonical JSON.
  if (!canonical.ok) throw new KeyBackupError(oneLine(`cannot seal the key: ${canonical.reason}`));
  return domainBytes(BACKUP_DOMAIN, canonical.text);
}

/** Whether the private key signs what the public key verifies: a fresh random probe each time. */
export async function keysMatch(privateKey: CryptoKey, publicKey: CryptoKey): Promise<boolean> {
  const probe = new Uint8Array([...new TextEncoder().encode(PROBE_DOMAIN), ...crypto.getRandomValues(new Uint8Array(32))]);
  try {
    const signature = await crypto.subtle.sign(ED25519, privateKey, probe);
    return await crypto.subtle.verify(ED25519, publicKey, signature, probe);
  } catch {
    return false;
  }
}

async function asKeys(pair: KeyToSeal): Promise<{ privateKey: CryptoKey; pkcs8: Uint8Array<ArrayBuffer>; publicKey: CryptoKey; publicText: string }> {
  const privateKey = typeof pair.privateKey === 'string' ? await importPrivateKey(pair.privateKey, true) : pair.privateKey;
  const publicKey = typeof pair.publicKey === 'string' ? await importPublicKey(pair.publicKey) : pair.publicKey;
  let pkcs8: Uint8Array<ArrayBuffer>;
  try {
    pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', privateKey));
  } catch {
    throw new KeyBackupError('cannot seal the key: the private key cannot be exported (it is not extractable)');
  }
  if (!(await keysMatch(privateKey, publicKey))) throw new KeyBackupError('cannot seal the key: the private key does not match the public key');
  return { privateKey, pkcs8, publicKey, publicText: await exportPublicKey(publicKey) };
}

/**
 * Seals a key pair with a passphrase of at least 8 characters: the text of a key backup file. Throws a
 * KeyBackupError or KeyError with a one-line message for a short passphrase, a bad participant id or game
 * id, a key that is not extractable, or a pair that does not match.
 */
export async function sealKeyBackup(pair: KeyToSeal, passphrase: string, options: { iterations?: number } = {}): Promise<string> {
  const secret = passphraseBytes(passphrase);
  if (secret === undefined) {
    throw new KeyBackupError(`cannot seal the key: a passphrase must be ${MIN_PASSPHRASE_LENGTH} to ${MAX_PASSPHRASE_LENGTH} characters long`);
  }
  if (!participantId.safeParse(pair.participant).success)
    throw new KeyBackupError(oneLine(`cannot seal the key: ${quoteInput(pair.participant)} is not a participant id`));
  if (pair.gameId !== undefined && (typeof pair.gameId !== 'string' || pair.gameId.length < 1 || pair.gameId.length > MAX_GAME_ID)) {
    throw new KeyBackupError(`cannot seal the key: a game id must be 1 to ${MAX_GAME_ID} characters long`);
  }
  const iterations = options.iterations ?? DEFAULT_ITERATIONS;
  if (!Number.isInteger(iterations) || iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS) {
    throw new KeyBackupError(`cannot seal the key: iterations must be an integer from ${MIN_ITERATIONS} to ${MAX_ITERATIONS}`);
  }
  const { pkcs8, publicText } = await asKeys(pair);
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const header: Omit<KeyBackupFile, 'sealed'> = {
    format: KEY_BACKUP_FORMAT,
    version: KEY_BACKUP_VERSION,
    participant: pair.participant,
    ...(pair.gameId === undefined ? {} : { gameId: pair.gameId }),
    publicKey: publicText,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: toBase64url(salt) },
    cipher: { name: 'AES-GCM', iv: toBase64url(iv) },
  };
  const key = await deriveKey(secret, salt, iterations);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: additionalData(header) }, key, pkcs8));
  return `${JSON.stringify({ ...header, sealed: toBase64url(sealed) }, null, 2)}\n`;
}

/** The file's fields, or a one-line reason it is not a key backup this version reads. */
function readBackup(text: unknown): { ok: true; file: KeyBackupFile } | { ok: false; reason: string } {
  if (typeof text !== 'string') return { ok: false, reason: 'not a key backup: not text' };
  const parsed = parseJson(text, MAX_BACKUP_CHARS);
  if (!parsed.ok) return { ok: false, reason: oneLine(`not a key backup: ${parsed.message}`) };
  const value = parsed.value as Record<string, unknown> | null;
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value.format !== KEY_BACKUP_FORMAT) {
    return { ok: false, reason: `not a key backup: no "format": "${KEY_BACKUP_FORMAT}"` };
  }
  if (typeof value.version === 'number' && value.version > KEY_BACKUP_VERSION) {
    return { ok: false, reason: oneLine(`a key backup of version ${quoteInput(value.version)}: this Karnage reads version ${KEY_BACKUP_VERSION}`) };
  }
  const checked = keyBackupSchema.safeParse(value);
  if (!checked.success) return { ok: false, reason: oneLine(`not a key backup: ${describeIssues(checked.error.issues.slice(0, 1), 1)}`) };
  return { ok: true, file: checked.data };
}

/** The PKCS#8 bytes inside, or undefined for a wrong passphrase or a changed file. */
async function unseal(file: KeyBackupFile, secret: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const salt = fromBase64url(file.kdf.salt);
  const iv = fromBase64url(file.cipher.iv);
  const sealed = fromBase64url(file.sealed);
  // Not canonical base64url: the file was changed (a canonical text always decodes to the right length).
  if (salt === undefined || iv === undefined || sealed === undefined) return undefined;
  const { sealed: _, ...header } = file;
  const key = await deriveKey(secret, salt, file.kdf.iterations);
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: additionalData(header) }, key, sealed));
  } catch {
    return undefined;
  }
}

async function openChecked(text: unknown, passphrase: unknown, extractable: boolean): Promise<OpenedKeyBackup> {
  const read = readBackup(text);
  if (!read.ok) return read;
  const { file } = read;
  const secret = passphraseBytes(passphrase);
  // A passphrase too short or too long to seal with cannot be the one: no need to spend the KDF on it.
  if (secret === undefined) return { ok: false, reason: WRONG_PASSPHRASE };
  const pkcs8 = await unseal(file, secret);
  if (pkcs8 === undefined) return { ok: false, reason: WRONG_PASSPHRASE };
  let privateKey: CryptoKey;
  let publicKey: CryptoKey;
  try {
    privateKey = await importPrivateKey(toBase64url(pkcs8), extractable);
    publicKey = await importPublicKey(file.publicKey);
  } catch (error) {
    return { ok: false, reason: oneLine(`the key backup holds no usable key: ${error instanceof KeyError ? error.message : 'refused'}`) };
  }
  if (!(await keysMatch(privateKey, publicKey))) return { ok: false, reason: 'the private key in the file does not match its public key' };
  return { ok: true, participant: file.participant, ...(file.gameId === undefined ? {} : { gameId: file.gameId }), publicKey: file.publicKey, privateKey };
}

/**
 * Opens a key backup's text with its passphrase: the participant, the public key (base64url) and the
 * private key, non-extractable unless `extractable`. Never throws: otherwise one line saying why
 * (not a key backup, a wrong passphrase or a changed file, or a private key that does not match).
 */
export async function openKeyBackup(text: string, passphrase: string, options: { extractable?: boolean } = {}): Promise<OpenedKeyBackup> {
  try {
    return await openChecked(text, passphrase, options.extractable ?? false);
  } catch (error) {
    return { ok: false, reason: oneLine(`cannot open the key backup: ${error instanceof Error ? error.message : 'refused'}`) };
  }
}
