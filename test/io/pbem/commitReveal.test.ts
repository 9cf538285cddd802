import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toBase64url } from '../../../src/io/pbem/base64url.ts';
import { CommitRevealError, checkReveal, commitment, freshSecret, type RevealContext, turnSeed } from '../../../src/io/pbem/commitReveal.ts';
import { seededDice } from '../../../src/rules/dice.ts';

const SECRET_A = toBase64url(Uint8Array.from({ length: 32 }, (_, i) => i));
const SECRET_B = toBase64url(Uint8Array.from({ length: 32 }, (_, i) => 255 - i));
const CONTEXT: RevealContext = { gameId: 'kat-1', turn: 3, participant: 'alice' };

const secrets = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(toBase64url);
const participants = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,12}$/);
const revealSets = fc.uniqueArray(fc.record({ participant: participants, secret: secrets }), {
  minLength: 1,
  maxLength: 6,
  selector: (reveal) => reveal.participant,
});

function oneLineRefusal(result: { ok: boolean; reason?: string }): void {
  expect(result.ok).toBe(false);
  expect(result.reason).not.toMatch(/\n/);
}

describe('commit-reveal', () => {
  it('pins one commitment and one turn seed (a change of library or encoding is caught)', async () => {
    expect(SECRET_A).toBe('AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8');
    const expected = '67723ece85e70945c174f14473775a8ed4ca4b58c55dbd67efc1ee2b80504e91';
    expect(await commitment(SECRET_A, CONTEXT)).toBe(expected);
    // The same value from the documented preimage (docs/pbem.md), hashed by Node's own crypto.
    const preimage = `karnage-pbem-v1 commitment\n{"gameId":"kat-1","participant":"alice","secret":"${SECRET_A}","turn":3}`;
    expect(createHash('sha256').update(preimage).digest('hex')).toBe(expected);

    const seed = await turnSeed([
      { participant: 'bob', secret: SECRET_B },
      { participant: 'alice', secret: SECRET_A },
    ]);
    expect(seed).toBe(4001679634);
    const seedPreimage = `karnage-pbem-v1 turn-seed\n[{"participant":"alice","secret":"${SECRET_A}"},{"participant":"bob","secret":"${SECRET_B}"}]`;
    expect(createHash('sha256').update(seedPreimage).digest().readUInt32BE(0)).toBe(seed);
    expect(seededDice(seed).roll(6, { turnNumber: 3, unit: 'u1', role: 'attack', attempt: 0 })).toBeGreaterThanOrEqual(1);
  });

  it('accepts the committed secret and refuses any changed secret or context field', async () => {
    await fc.assert(
      fc.asyncProperty(
        secrets,
        secrets,
        fc.string({ minLength: 1, maxLength: 30 }),
        fc.nat(10_000),
        participants,
        participants,
        async (secret, other, gameId, turn, participant, otherParticipant) => {
          const context = { gameId, turn, participant };
          const committed = await commitment(secret, context);
          expect(committed).toMatch(/^[0-9a-f]{64}$/);
          expect(await checkReveal(committed, secret, context)).toEqual({ ok: true });
          if (other !== secret) oneLineRefusal(await checkReveal(committed, other, context));
          oneLineRefusal(await checkReveal(committed, secret, { ...context, gameId: `${gameId}x` }));
          oneLineRefusal(await checkReveal(committed, secret, { ...context, turn: turn + 1 }));
          if (otherParticipant !== participant) oneLineRefusal(await checkReveal(committed, secret, { ...context, participant: otherParticipant }));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('refuses a malformed reveal or context in one line, and never throws from checkReveal', async () => {
    const committed = await commitment(SECRET_A, CONTEXT);
    for (const secret of ['short', `${SECRET_A}A`, `${'A'.repeat(42)}B`, 'x'.repeat(100_000)]) {
      oneLineRefusal(await checkReveal(committed, secret, CONTEXT));
    }
    oneLineRefusal(await checkReveal(committed, SECRET_A, { ...CONTEXT, participant: 'Alice\u2028' }));
    oneLineRefusal(await checkReveal(committed, SECRET_A, { ...CONTEXT, turn: -1 }));
    oneLineRefusal(await checkReveal(committed, SECRET_A, null as unknown as RevealContext));
    await expect(commitment('weak', CONTEXT)).rejects.toBeInstanceOf(CommitRevealError);
  });

  it('draws fresh secrets of 32 bytes, never the same twice', () => {
    const drawn = new Set(Array.from({ length: 100 }, freshSecret));
    expect(drawn.size).toBe(100);
    for (const secret of drawn) expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives the same turn seed whatever order the reveals come in', async () => {
    await fc.assert(
      fc.asyncProperty(
        revealSets.chain((reveals) => fc.tuple(fc.constant(reveals), fc.shuffledSubarray(reveals, { minLength: reveals.length }))),
        async ([reveals, shuffled]) => {
          const seed = await turnSeed(reveals);
          expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
          expect(await turnSeed(shuffled)).toBe(seed);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('changes the turn seed when any one reveal changes', async () => {
    await fc.assert(
      fc.asyncProperty(revealSets, fc.nat(), secrets, async (reveals, at, secret) => {
        const index = at % reveals.length;
        const original = reveals[index];
        fc.pre(original !== undefined && original.secret !== secret);
        const changed = reveals.map((reveal, i) => (i === index ? { ...reveal, secret } : reveal));
        // 32 bits: two different reveal sets give the same seed once in 4 billion.
        expect(await turnSeed(changed)).not.toBe(await turnSeed(reveals));
      }),
      { numRuns: 100 },
    );
  });

  it('refuses no reveals, a duplicate participant or a weak secret, in one line', async () => {
    await expect(turnSeed([])).rejects.toThrow(/^a turn seed needs at least one reveal$/);
    await expect(
      turnSeed([
        { participant: 'alice', secret: SECRET_A },
        { participant: 'alice', secret: SECRET_B },
      ]),
    ).rejects.toThrow(/^two reveals from "alice"$/);
    await expect(turnSeed([{ participant: 'alice', secret: 'abc' }])).rejects.toThrow(/^the secret of "alice" is not base64url text of 32 bytes$/);
    await expect(turnSeed([{ participant: 'A\nB', secret: SECRET_A }])).rejects.toThrow(/^a reveal from "A\\nB": not a participant id$/);
  });
});
