import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from '../../../src/io/pbem/base64url.ts';
import { exportPrivateKey, exportPublicKey, generateKeyPair, importPrivateKey, importPublicKey, KeyError } from '../../../src/io/pbem/keys.ts';
import { signDocument, verifySignedFile } from '../../../src/io/pbem/signedFile.ts';

describe('pbem keys', () => {
  it('exports a public key as 43 base64url characters and reads it back', async () => {
    const pair = await generateKeyPair();
    const text = await exportPublicKey(pair.publicKey);
    expect(text).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await exportPublicKey(await importPublicKey(text))).toBe(text);
  });

  it('backs up a private key as PKCS#8 and signs with the restored key', async () => {
    const pair = await generateKeyPair();
    const backup = await exportPrivateKey(pair.privateKey);
    const restored = await importPrivateKey(backup, true);
    expect(await exportPrivateKey(restored)).toBe(backup);
    const file = await signDocument({ turn: 1 }, restored, 'alice');
    expect(await verifySignedFile(file, new Map([['alice', pair.publicKey]]))).toMatchObject({ ok: true });
  });

  it('refuses keys that are not keys, in one line', async () => {
    for (const text of ['', 'abc', 'A'.repeat(44), `${'A'.repeat(42)}B`, 'x'.repeat(10_000), '!'.repeat(43)]) {
      const error = await importPublicKey(text).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(KeyError);
      expect((error as Error).message).not.toMatch(/\n/);
    }
    const error = await importPrivateKey(toBase64url(new Uint8Array(48))).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KeyError);
    expect((error as Error).message).not.toMatch(/\n/);
  });

  it('reads base64url strictly: one text for one byte string', () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, i) => i * 3);
    const text = toBase64url(bytes);
    expect(fromBase64url(text)).toEqual(bytes);
    // The last character holds 2 bits of data and 4 unused bits: setting an unused bit is refused.
    const last = text.at(-1) ?? '';
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1] ?? '';
    expect(fromBase64url(text.slice(0, -1) + sibling)).toBeUndefined();
    expect(fromBase64url(`${text}=`)).toBeUndefined();
    expect(fromBase64url('-_8')).toEqual(Uint8Array.of(0xfb, 0xff));
    expect(fromBase64url('+/8')).toBeUndefined();
  });
});
