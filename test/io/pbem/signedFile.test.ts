import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from '../../../src/io/pbem/base64url.ts';
import { generateKeyPair } from '../../../src/io/pbem/keys.ts';
import { SigningError, type SignedFile, signDocument, verifySignedFile } from '../../../src/io/pbem/signedFile.ts';

let alice: CryptoKeyPair;
let bob: CryptoKeyPair;
let keys: Map<string, CryptoKey>;

beforeAll(async () => {
  alice = await generateKeyPair();
  bob = await generateKeyPair();
  keys = new Map([
    ['alice', alice.publicKey],
    ['bob', bob.publicKey],
  ]);
});

/** What a referee does with a file received as text: parse it, then verify. */
async function receive(text: string, byId: ReadonlyMap<string, CryptoKey>): Promise<{ ok: true; file: SignedFile } | { ok: false; reason: string }> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  return verifySignedFile(parsed, byId);
}

function expectRefused(result: { ok: boolean; reason?: string }, pattern?: RegExp): void {
  expect(result.ok).toBe(false);
  expect(result.reason).not.toMatch(/\n/);
  if (pattern) expect(result.reason).toMatch(pattern);
}

const documents = fc.jsonValue({ maxDepth: 4 });

describe('signed files', () => {
  it('verifies what was signed, after a round trip through JSON text', async () => {
    const document = { game: 'kat-1', turn: 3, orders: [{ unit: 'u1', to: [4, 5] }], note: 'élan 🐉' };
    const file = await signDocument(document, alice.privateKey, 'alice');
    const result = await receive(JSON.stringify(file, null, 2), keys);
    expect(result).toEqual({ ok: true, file: { document, signer: 'alice', signature: file.signature } });
  });

  it('ignores key order and spacing: the signature covers the canonical JSON', async () => {
    const file = await signDocument({ b: 1, a: { y: [1, 2], x: 'z' } }, alice.privateKey, 'alice');
    const reordered = `{ "signature": "${file.signature}",\n "signer": "alice", "document": { "a": { "x": "z", "y": [1, 2.0] }, "b": 1e0 } }`;
    expect((await receive(reordered, keys)).ok).toBe(true);
  });

  it('refuses an envelope any byte of which changed, unless the change leaves the same canonical file', async () => {
    await fc.assert(
      fc.asyncProperty(documents, fc.nat(), fc.integer({ min: 1, max: 255 }), async (document, at, delta) => {
        const file = await signDocument(document, alice.privateKey, 'alice');
        const bytes = new TextEncoder().encode(canonicalize(file));
        const position = at % bytes.length;
        bytes[position] = (bytes[position] ?? 0) ^ delta;
        const result = await receive(new TextDecoder().decode(bytes), keys);
        if (result.ok) expect(canonicalize(result.file)).toBe(canonicalize(file));
        else expect(result.reason).not.toMatch(/\n/);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a document with any one byte of its canonical JSON changed', async () => {
    await fc.assert(
      fc.asyncProperty(documents, fc.nat(), fc.integer({ min: 1, max: 255 }), async (document, at, delta) => {
        const file = await signDocument(document, alice.privateKey, 'alice');
        const bytes = new TextEncoder().encode(canonicalize(document));
        const position = at % bytes.length;
        bytes[position] = (bytes[position] ?? 0) ^ delta;
        let changed: unknown;
        try {
          changed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
        } catch {
          return; // no longer a document at all
        }
        const result = await verifySignedFile({ ...file, document: changed }, keys);
        let canonical: string | undefined;
        try {
          canonical = canonicalize(changed);
        } catch {
          return expectRefused(result, /^malformed signed file: document: not canonical JSON/); // 1e+400 is Infinity
        }
        fc.pre(canonical !== canonicalize(document));
        expectRefused(result, /^bad signature/);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a signature with any one byte changed', async () => {
    await fc.assert(
      fc.asyncProperty(documents, fc.nat(63), fc.integer({ min: 1, max: 255 }), async (document, position, delta) => {
        const file = await signDocument(document, alice.privateKey, 'alice');
        const bytes = fromBase64url(file.signature) ?? new Uint8Array(64);
        bytes[position] = (bytes[position] ?? 0) ^ delta;
        expectRefused(await verifySignedFile({ ...file, signature: toBase64url(bytes) }, keys), /^bad signature/);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a changed signer even when the new signer holds the same key', async () => {
    await fc.assert(
      fc.asyncProperty(documents, fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,20}$/), async (document, other) => {
        fc.pre(other !== 'alice');
        const file = await signDocument(document, alice.privateKey, 'alice');
        const sameKey = new Map([...keys, [other, alice.publicKey]]);
        expectRefused(await verifySignedFile({ ...file, signer: other }, sameKey), /^bad signature/);
        expectRefused(await verifySignedFile({ ...file, signer: other }, new Map([['alice', alice.publicKey]])), /^unknown signer/);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a wrong key and an unknown signer', async () => {
    const file = await signDocument({ turn: 1 }, alice.privateKey, 'alice');
    expectRefused(await verifySignedFile(file, new Map([['alice', bob.publicKey]])), /^bad signature/);
    const forged = await signDocument({ turn: 1 }, bob.privateKey, 'alice');
    expectRefused(await verifySignedFile(forged, keys), /^bad signature/);
    expectRefused(await verifySignedFile(file, new Map([['bob', bob.publicKey]])), /^unknown signer "alice"$/);
    expectRefused(await verifySignedFile({ ...file, signer: 'carol' }, keys), /^unknown signer "carol"$/);
  });

  it('refuses malformed envelopes in one bounded line', async () => {
    const file = await signDocument({ turn: 1 }, alice.privateKey, 'alice');
    const hostile = [
      null,
      [],
      'x'.repeat(1_000_000),
      { signer: 'alice', signature: file.signature },
      { ...file, extra: 1 },
      { ...file, signer: `Alice\u202e${'x'.repeat(10_000)}` },
      { ...file, signature: `${file.signature}A` },
      { ...file, signature: `${file.signature.slice(0, -1)}!` },
      { ...file, document: { text: '\ud800' } },
      { ...file, document: 'y'.repeat(5_000_000) },
    ];
    for (const value of hostile) {
      const result = await verifySignedFile(value, keys);
      expectRefused(result, /^malformed signed file: /);
      expect(result.ok || result.reason.length).toBeLessThanOrEqual(300);
    }
  });

  it('will not sign what has no canonical form or as a bad signer id', async () => {
    await expect(signDocument({ n: Number.NaN }, alice.privateKey, 'alice')).rejects.toBeInstanceOf(SigningError);
    await expect(signDocument({ s: '\udc00' }, alice.privateKey, 'alice')).rejects.toThrow(/^cannot sign the document: /);
    await expect(signDocument({}, alice.privateKey, 'Alice\nSmith')).rejects.toThrow(/^cannot sign as "Alice\\nSmith": not a participant id$/);
  });
});
