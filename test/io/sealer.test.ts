// Sealing a kept secret: it opens with the same key only, to exactly what was sealed; a changed, foreign or
// malformed text opens to null, never throwing; the sealed text never holds the secret.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { memorySealer } from '../../src/io/sealer.ts';

describe('a sealer', () => {
  test('opens what it sealed, to the same text; each seal differs', async () => {
    const sealer = memorySealer();
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (secret) => {
        const sealed = await sealer.seal(secret);
        expect(await sealer.open(sealed)).toBe(secret);
        if (secret.length >= 4) expect(sealed).not.toContain(secret);
      }),
      { numRuns: 50 },
    );
    expect(await sealer.seal('ann-password')).not.toBe(await sealer.seal('ann-password'));
  });

  test('another key, a changed text or no sealed text at all opens to null', async () => {
    const sealer = memorySealer();
    const sealed = await sealer.seal('ann-password');
    expect(await memorySealer().open(sealed)).toBeNull();
    const [iv, body] = sealed.split('.') as [string, string];
    const flipped = `${iv}.${body.slice(0, -2)}${body.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await sealer.open(flipped)).toBeNull();
    for (const junk of ['', '.', 'x', `${iv}.${body}.more`, 'not base64!.x', 'A'.repeat(5000), `${iv}A.${body}`]) expect(await sealer.open(junk)).toBeNull();
  });
});
