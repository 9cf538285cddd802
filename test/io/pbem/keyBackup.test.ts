import canonicalize from 'canonicalize';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from '../../../src/io/pbem/base64url.ts';
import { DEFAULT_ITERATIONS, KeyBackupError, MAX_BACKUP_CHARS, openKeyBackup, sealKeyBackup } from '../../../src/io/pbem/keyBackup.ts';
import { exportPrivateKey, exportPublicKey, generateKeyPair } from '../../../src/io/pbem/keys.ts';
import { signDocument, verifySignedFile } from '../../../src/io/pbem/signedFile.ts';

// Few iterations keep the tests quick; one test opens a backup at the real count and times it.
const FAST = { iterations: 1_000 };
const PASSPHRASE = 'correct horse battery staple';

let alice: CryptoKeyPair;
let alicePublic: string;
let sealed: string;

beforeAll(async () => {
  alice = await generateKeyPair();
  alicePublic = await exportPublicKey(alice.publicKey);
  sealed = await sealKeyBackup({ participant: 'alice', gameId: 'kat-1', ...alice }, PASSPHRASE, FAST);
});

function expectRefused(result: { ok: boolean; reason?: string }, pattern: RegExp): void {
  expect(result.ok).toBe(false);
  expect(result.reason).not.toMatch(/\n/);
  expect(result.reason?.length).toBeLessThanOrEqual(300);
  expect(result.reason).toMatch(pattern);
}

/** The file with one character of a field changed to another base64url or id character. */
function flipped(text: string, change: (file: Record<string, any>) => void): string {
  const file = JSON.parse(text);
  change(file);
  return JSON.stringify(file);
}

const flipChar = (value: string, at = 3): string => value.slice(0, at) + (value[at] === 'a' ? 'b' : 'a') + value.slice(at + 1);

async function signsAsAlice(privateKey: CryptoKey): Promise<boolean> {
  const file = await signDocument({ turn: 1 }, privateKey, 'alice');
  return (await verifySignedFile(file, new Map([['alice', alice.publicKey]]))).ok;
}

describe('key backups', () => {
  it('seals the documented fields and opens to a key that signs for the public key', async () => {
    const file = JSON.parse(sealed);
    expect(Object.keys(file)).toEqual(['format', 'version', 'participant', 'gameId', 'publicKey', 'kdf', 'cipher', 'sealed']);
    expect(file).toMatchObject({
      format: 'karnage-key-backup',
      version: 1,
      participant: 'alice',
      gameId: 'kat-1',
      publicKey: alicePublic,
      kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 1_000 },
      cipher: { name: 'AES-GCM' },
    });
    expect(fromBase64url(file.kdf.salt)).toHaveLength(16);
    expect(fromBase64url(file.cipher.iv)).toHaveLength(12);
    const opened = await openKeyBackup(sealed, PASSPHRASE);
    expect(opened).toMatchObject({ ok: true, participant: 'alice', gameId: 'kat-1', publicKey: alicePublic });
    if (!opened.ok) throw new Error(opened.reason);
    expect(opened.privateKey.extractable).toBe(false);
    expect(await signsAsAlice(opened.privateKey)).toBe(true);
  });

  it('opens at the real iteration count, and can give an extractable key that seals again', async () => {
    const real = await sealKeyBackup({ participant: 'alice', privateKey: await exportPrivateKey(alice.privateKey), publicKey: alicePublic }, PASSPHRASE);
    expect(JSON.parse(real).kdf.iterations).toBe(DEFAULT_ITERATIONS);
    expect(JSON.parse(real)).not.toHaveProperty('gameId');
    const started = performance.now();
    const opened = await openKeyBackup(real, PASSPHRASE, { extractable: true });
    console.info(`opening a key backup at ${DEFAULT_ITERATIONS} iterations took ${Math.round(performance.now() - started)} ms`);
    if (!opened.ok) throw new Error(opened.reason);
    expect(await exportPrivateKey(opened.privateKey)).toBe(await exportPrivateKey(alice.privateKey));
    expect(await signsAsAlice(opened.privateKey)).toBe(true);
  });

  it('uses a fresh salt and iv each time', async () => {
    const again = JSON.parse(await sealKeyBackup({ participant: 'alice', ...alice }, PASSPHRASE, FAST));
    const first = JSON.parse(sealed);
    expect(again.kdf.salt).not.toBe(first.kdf.salt);
    expect(again.cipher.iv).not.toBe(first.cipher.iv);
    expect(again.sealed).not.toBe(first.sealed);
  });

  it('reads the passphrase as NFC, whatever the keyboard typed', async () => {
    const composed = 'café crème brûlée';
    const text = await sealKeyBackup({ participant: 'alice', ...alice }, composed, FAST);
    expect((await openKeyBackup(text, composed.normalize('NFD'))).ok).toBe(true);
  });

  it('refuses a wrong passphrase', async () => {
    expectRefused(await openKeyBackup(sealed, 'correct horse battery stapler'), /^wrong passphrase, or the file was changed$/);
    expectRefused(await openKeyBackup(sealed, 'short'), /^wrong passphrase/);
    expectRefused(await openKeyBackup(sealed, ''), /^wrong passphrase/);
  });

  it.each([
    ['the ciphertext', (file: Record<string, any>) => (file.sealed = flipChar(file.sealed))],
    ['the iv', (file: Record<string, any>) => (file.cipher.iv = flipChar(file.cipher.iv))],
    ['the salt', (file: Record<string, any>) => (file.kdf.salt = flipChar(file.kdf.salt))],
    ['the participant', (file: Record<string, any>) => (file.participant = 'alicf')],
    ['the public key', (file: Record<string, any>) => (file.publicKey = flipChar(file.publicKey))],
    ['the game id', (file: Record<string, any>) => (file.gameId = 'kat-2')],
    ['the iteration count', (file: Record<string, any>) => (file.kdf.iterations = 1_001)],
  ])('refuses a file after a change to %s', async (_, change) => {
    expectRefused(await openKeyBackup(flipped(sealed, change), PASSPHRASE), /^wrong passphrase, or the file was changed$/);
  });

  it('refuses a file that is not a key backup, in one line', async () => {
    expectRefused(await openKeyBackup('{"format": "karnage-key-backup",', PASSPHRASE), /^not a key backup: not JSON: .*\(line 1, column \d+\)$/);
    expectRefused(await openKeyBackup('[1, 2, 3]', PASSPHRASE), /^not a key backup: no "format"/);
    expectRefused(await openKeyBackup('{"document": {}, "signer": "alice"}', PASSPHRASE), /^not a key backup: no "format"/);
    expectRefused(
      await openKeyBackup(
        flipped(sealed, (file) => (file.version = 2)),
        PASSPHRASE,
      ),
      /^a key backup of version 2: this Karnage reads version 1$/,
    );
    expectRefused(
      await openKeyBackup(
        flipped(sealed, (file) => (file.extra = 'x'.repeat(5000))),
        PASSPHRASE,
      ),
      /^not a key backup: \(the whole file\): Unrecognized key: "extra"$/,
    );
    expectRefused(
      await openKeyBackup(
        flipped(sealed, (file) => (file.participant = 'Alice\u202e')),
        PASSPHRASE,
      ),
      /^not a key backup: participant: /,
    );
    expectRefused(
      await openKeyBackup(
        flipped(sealed, (file) => (file.kdf.iterations = 1e12)),
        PASSPHRASE,
      ),
      /^not a key backup: kdf\.iterations: Too big/,
    );
    expectRefused(
      await openKeyBackup(
        flipped(sealed, (file) => (file.sealed = '+'.repeat(80))),
        PASSPHRASE,
      ),
      /^not a key backup: sealed: not base64url text$/,
    );
    expectRefused(await openKeyBackup(42 as unknown as string, PASSPHRASE), /^not a key backup: not text$/);
  });

  it('refuses a huge file before parsing it', async () => {
    const huge = `{"format": "karnage-key-backup", "pad": "${'x'.repeat(20_000_000)}"}`;
    const started = performance.now();
    expectRefused(
      await openKeyBackup(huge, PASSPHRASE),
      new RegExp(`^not a key backup: the file is [\\d]+ characters long; the limit is ${MAX_BACKUP_CHARS}$`),
    );
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses a private key that does not match the public key in the file', async () => {
    // Sealing refuses a mismatched pair, so build the file by hand, from the format in docs/pbem.md.
    const mallory = await generateKeyPair();
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const header = {
      format: 'karnage-key-backup',
      version: 1,
      participant: 'alice',
      publicKey: alicePublic,
      kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 1_000, salt: toBase64url(salt) },
      cipher: { name: 'AES-GCM', iv: toBase64url(iv) },
    };
    const base = await crypto.subtle.importKey('raw', new TextEncoder().encode(PASSPHRASE), 'PBKDF2', false, ['deriveKey']);
    const aes = await crypto.subtle.deriveKey({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations: 1_000 }, base, { name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
    ]);
    const additionalData = new TextEncoder().encode(`karnage-pbem-v1 key-backup\n${canonicalize(header)}`);
    const pkcs8 = await crypto.subtle.exportKey('pkcs8', mallory.privateKey);
    const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, aes, pkcs8));
    const text = JSON.stringify({ ...header, sealed: toBase64url(ciphertext) });
    expectRefused(await openKeyBackup(text, PASSPHRASE), /^the private key in the file does not match its public key$/);

    // The same construction with alice's own key opens: the format is as documented.
    const own = new Uint8Array(
      await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, aes, await crypto.subtle.exportKey('pkcs8', alice.privateKey)),
    );
    expect((await openKeyBackup(JSON.stringify({ ...header, sealed: toBase64url(own) }), PASSPHRASE)).ok).toBe(true);
  });

  it('refuses to seal with a short passphrase, a bad id, a non-extractable key or a mismatched pair', async () => {
    const refusal = (promise: Promise<string>) =>
      promise.then(
        () => new Error('sealed'),
        (error: unknown) => error,
      );
    const short = await refusal(sealKeyBackup({ participant: 'alice', ...alice }, '1234567', FAST));
    expect(short).toBeInstanceOf(KeyBackupError);
    expect((short as Error).message).toBe('cannot seal the key: a passphrase must be 8 to 1024 characters long');
    // Characters are counted after NFC: "e" + a combining accent is one "é", so this is 7, not 8.
    expect(await refusal(sealKeyBackup({ participant: 'alice', ...alice }, 'cafe\u0301 12', FAST))).toBeInstanceOf(KeyBackupError);
    expect(typeof (await sealKeyBackup({ participant: 'alice', ...alice }, 'café 1234', FAST))).toBe('string');

    expect(((await refusal(sealKeyBackup({ participant: 'Alice', ...alice }, PASSPHRASE, FAST))) as Error).message).toMatch(/is not a participant id$/);
    const locked = (await crypto.subtle.importKey('pkcs8', await crypto.subtle.exportKey('pkcs8', alice.privateKey), 'Ed25519', false, ['sign'])) as CryptoKey;
    expect(
      ((await refusal(sealKeyBackup({ participant: 'alice', privateKey: locked, publicKey: alice.publicKey }, PASSPHRASE, FAST))) as Error).message,
    ).toMatch(/not extractable/);
    const bob = await generateKeyPair();
    expect(
      ((await refusal(sealKeyBackup({ participant: 'alice', privateKey: alice.privateKey, publicKey: bob.publicKey }, PASSPHRASE, FAST))) as Error).message,
    ).toBe('cannot seal the key: the private key does not match the public key');
    expect(((await refusal(sealKeyBackup({ participant: 'alice', ...alice }, PASSPHRASE, { iterations: 10 }))) as Error).message).toMatch(/iterations/);
  });
});
