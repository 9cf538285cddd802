import { beforeAll, describe, expect, it } from 'vitest';
import { checkOrdersFile } from '../../../../src/io/pbem/campaign/checkFiles.ts';
import type { OrdersDocument, RevealDocument } from '../../../../src/io/pbem/campaign/documents.ts';
import { writeOrders, writeReveal } from '../../../../src/io/pbem/campaign/player.ts';
import { closeOrders, resolveReveals, type Signer } from '../../../../src/io/pbem/campaign/referee.ts';
import type { Campaign } from '../../../../src/io/pbem/campaign/stage.ts';
import { freshSecret } from '../../../../src/io/pbem/commitReveal.ts';
import { signDocument } from '../../../../src/io/pbem/signedFile.ts';
import { expectRefused, nested, NOW, ordersDoc, ordersFiles, prefixed, resign, type Staged, stagedCampaigns } from '../../../support/pbemCampaign.ts';

// Every refusal of a file sent to the referee: one line saying why, and nothing changed.

const FAKE_SIGNATURE = 'A'.repeat(86);
const FORGED = 'bad signature: the file was changed or not signed by "ann"';

let f: Staged;

beforeAll(async () => {
  f = await stagedCampaigns();
});

const person = (id: string) => f.people.players[id] ?? f.people.referee;
const annWeek = (change: (doc: OrdersDocument) => unknown, signer = 'ann') => resign(f.weekFiles[0]!, change, person(signer));

interface Case {
  readonly name: string;
  /** Where the file is sent: by default, the week's orders (a reveal: the reveals of that week, closed). */
  readonly at?: () => Campaign;
  /** Good files first, the refused one last. */
  readonly files: () => Promise<unknown[]> | unknown[];
  readonly reason: string | RegExp;
}

const ORDERS_CASES: Case[] = [
  {
    name: 'a document changed after signing',
    files: () => [{ ...f.weekFiles[0]!, document: { ...f.weekFiles[0]!.document, orders: [{ type: 'DEFEND', player: 'ann', unit: 'a1' }] } }],
    reason: FORGED,
  },
  {
    name: "a player's document signed by another",
    files: async () => [await annWeek((d) => d, 'bob')],
    reason: 'orders of "ann" signed by "bob"',
  },
  {
    name: "a player's name on a file signed with another's key",
    files: async () => [{ ...(await annWeek((d) => d, 'bob')), signer: 'ann' }],
    reason: FORGED,
  },
  { name: 'a signer with no key', files: () => [{ ...f.weekFiles[0]!, signer: 'zed' }], reason: 'unknown signer "zed"' },
  {
    name: "an order for another player's unit",
    files: async () => [await annWeek((d) => ({ ...d, orders: [{ type: 'DEFEND', player: 'ann', unit: 'b1' }] }))],
    reason: 'ann\'s file orders unit "b1", which is bob\'s',
  },
  {
    name: "another player's order",
    files: async () => [f.weekFiles[1]!, await annWeek((d) => ({ ...d, orders: [{ type: 'DEFEND', player: 'bob', unit: 'b1' }] }))],
    reason: 'ann\'s file holds an order of "bob"',
  },
  {
    name: 'another game id',
    files: async () => [await annWeek((d) => ({ ...d, gameId: 'other-game' }))],
    reason: 'orders for the campaign "other-game", not "test-week"',
  },
  { name: "another campaign's orders", files: () => [f.otherAnn], reason: 'orders for the campaign "test-week-2", not "test-week"' },
  { name: 'a stale turn', at: () => f.tbtBob, files: () => [f.tbtAnn], reason: "ann's orders for turn 1 are stale (turn 2, publication 2)" },
  {
    name: 'a future turn',
    files: async () => [await annWeek((d) => ({ ...d, turn: 2 }))],
    reason: "ann's orders for turn 2 are for a future turn (turn 1, publication 0)",
  },
  {
    name: 'the same turn, an older publication (the orders phase answered in the attacks phase)',
    at: () => f.attacks,
    files: () => [f.midAnn],
    reason: /^ann's orders for turn 1 are .*another publication than the latest \(turn 1, publication 1\)$/,
  },
  {
    name: 'an unknown publication',
    files: async () => [await annWeek((d) => ({ ...d, after: 'f'.repeat(64) }))],
    reason: /^ann's orders for turn 1 are .*another publication than the latest \(turn 1, publication 0\)$/,
  },
  {
    name: 'the wrong phase',
    at: () => f.attacks,
    files: async () => [await resign(f.attacksAnn, (d) => ({ ...d, phase: 'orders' }), person('ann'))],
    reason: "ann's orders are for the orders phase; the attacks phase is open",
  },
  {
    name: 'a second file from one player',
    files: () => [f.weekFiles[0]!, f.weekFiles[0]!],
    reason: 'a second orders file from ann for turn 1',
  },
  {
    name: 'another file from the same player',
    files: async () => [f.weekFiles[0]!, await annWeek((d) => ({ ...d, orders: [{ type: 'DEFEND', player: 'ann', unit: 'a1' }] }))],
    reason: 'a second orders file from ann for turn 1',
  },
  { name: 'not a file: null', files: () => [null], reason: /^malformed signed file: \(the whole file\): / },
  { name: 'not a file: text', files: () => ['{"document":1}'], reason: /^malformed signed file: \(the whole file\): / },
  { name: 'an envelope with no signature', files: () => [{ document: {}, signer: 'ann' }], reason: /^malformed signed file: signature: / },
  {
    name: 'an envelope with an extra field',
    files: () => [{ ...f.weekFiles[0]!, note: 'x'.repeat(10_000) }],
    reason: 'malformed signed file: (the whole file): Unrecognized key: "note"',
  },
  {
    name: 'a document with a field missing',
    files: async () => [await annWeek(({ orders: _, ...rest }) => rest)],
    reason: /^not an orders file: orders: /,
  },
  {
    name: 'a document wrong everywhere, in one line',
    files: async () => [await annWeek(() => ({ kind: 'x', gameId: 7, player: 'ann', extra: 'y'.repeat(5_000) }))],
    reason: /^not an orders file: .*…and \d+ more problems$/,
  },
  {
    name: 'too many orders',
    files: async () => [await annWeek((d) => ({ ...d, orders: Array.from({ length: 2_001 }, () => ({ type: 'DEFEND', player: 'ann', unit: 'a1' })) }))],
    reason: /^not an orders file: orders: Too big: /,
  },
  {
    name: 'a document over 4,000,000 characters',
    files: () => [{ document: { kind: 'orders', orders: ['x'.repeat(4_000_001)] }, signer: 'ann', signature: FAKE_SIGNATURE }],
    reason: 'malformed signed file: document: longer than 4,000,000 characters',
  },
  {
    name: 'a document nested 100,000 deep',
    files: () => [{ document: nested(100_000), signer: 'ann', signature: FAKE_SIGNATURE }],
    // Refused, never thrown: its canonical JSON is made (no signature matches it) or cannot be.
    reason: /^(bad signature: the file was changed or not signed by "ann"|malformed signed file: document: not canonical JSON: .*)$/,
  },
  {
    name: 'no commitment when dice follow',
    files: async () => [await annWeek(({ commitment: _, ...rest }) => rest)],
    reason: "ann's orders carry no commitment for the dice",
  },
  {
    name: 'no commitment in the attacks phase',
    at: () => f.attacks,
    files: async () => [await resign(f.attacksAnn, ({ commitment: _, ...rest }) => rest, person('ann'))],
    reason: "ann's orders carry no commitment for the dice",
  },
  {
    name: 'a commitment when no dice follow (the moves of a week with attacks midweek)',
    at: () => f.mid,
    files: async () => [await resign(f.midAnn, (d) => ({ ...d, commitment: 'c'.repeat(64) }), person('ann'))],
    reason: "ann's orders carry a commitment, but no dice follow",
  },
  {
    name: 'a player whose turn it is not',
    at: () => f.tbt,
    files: async () => [await signDocument(ordersDoc(f.tbt, 'bob'), person('bob').privateKey, 'bob')],
    reason: 'no orders are due from bob now',
  },
  {
    name: "the referee's own orders",
    files: async () => [await signDocument(ordersDoc(f.week, 'referee'), f.people.referee.privateKey, 'referee')],
    reason: 'no orders are due from referee now',
  },
];

describe('an orders file refused', () => {
  it.each(ORDERS_CASES)('$name', async ({ at, files: make, reason }) => {
    const campaign = at?.() ?? f.week;
    const files = await make();
    const bad = files.at(-1);
    const accepted: OrdersDocument[] = [];
    for (const good of files.slice(0, -1)) {
      const checked = await checkOrdersFile(campaign, good, accepted);
      if (!checked.ok) throw new Error(checked.reason);
      accepted.push(checked.doc);
    }
    await expectRefused(campaign, () => checkOrdersFile(campaign, bad, accepted), reason, files);
    const refused = prefixed(`orders file ${files.length} refused: `, reason);
    await expectRefused(campaign, () => closeOrders(campaign, files, f.people.referee, { now: NOW, deadlinePassed: true }), refused, files);
  });
});

const annReveal = (change: (doc: RevealDocument) => unknown, signer = 'ann') => resign(f.reveals[0]!, change, person(signer));

const REVEAL_CASES: Case[] = [
  {
    name: 'a secret changed after signing',
    files: () => [{ ...f.reveals[0]!, document: { ...f.reveals[0]!.document, secret: freshSecret() } }],
    reason: FORGED,
  },
  {
    name: "a player's reveal signed by another",
    files: async () => [await annReveal((d) => d, 'bob')],
    reason: 'a reveal of "ann" signed by "bob"',
  },
  { name: 'not a file', files: () => [[]], reason: /^malformed signed file: \(the whole file\): / },
  { name: 'no secret', files: async () => [await annReveal(({ secret: _, ...rest }) => rest)], reason: /^not a reveal file: secret: / },
  {
    name: 'another game id',
    files: async () => [await annReveal((d) => ({ ...d, gameId: 'other-game' }))],
    reason: 'a reveal for the campaign "other-game", not "test-week"',
  },
  {
    name: 'a secret that does not match the commitment',
    files: async () => [f.reveals[1]!, await annReveal((d) => ({ ...d, secret: freshSecret() }))],
    reason: 'the reveal of "ann" does not match its commitment for turn 1',
  },
  {
    name: 'a reveal for a later turn',
    files: async () => [await annReveal((d) => ({ ...d, turn: 2 }))],
    reason: "ann's reveal for turn 2 is for a future turn",
  },
  { name: "last week's reveal", at: () => f.weekTwo, files: () => [f.weekOneReveals[0]!], reason: "ann's reveal for turn 1 is stale" },
  {
    name: 'a reveal for other commitments',
    files: async () => [await annReveal((d) => ({ ...d, after: 'e'.repeat(64) }))],
    reason: "ann's reveal for turn 1 is for other commitments than the latest",
  },
  {
    name: 'a player who made no commitment (no orders sent)',
    files: async () => [await annReveal((d) => ({ ...d, player: 'cara', secret: f.weekSecrets.cara! }), 'cara')],
    reason: 'cara made no commitment this turn',
  },
  { name: 'a second reveal from one player', files: () => [f.reveals[0]!, f.reveals[0]!], reason: 'a second reveal from ann for turn 1' },
];

describe('a reveal file refused', () => {
  it.each(REVEAL_CASES)('$name', async ({ at, files: make, reason }) => {
    const campaign = at?.() ?? f.closed;
    const files = await make();
    const secret = campaign === f.closed ? f.refereeSecret : f.round.closed!.refereeSecret;
    const refused = prefixed(`reveal file ${files.length} refused: `, reason);
    await expectRefused(campaign, () => resolveReveals(campaign, files, f.people.referee, secret, { now: NOW, deadlinePassed: true }), refused, files);
  });
});

describe('the referee refused', () => {
  const close = (campaign: Campaign, files: unknown[], options: Partial<Parameters<typeof closeOrders>[3]> = {}, referee: Signer = f.people.referee) =>
    closeOrders(campaign, files, referee, { now: NOW, ...options });
  const resolve = (files: unknown[], secret: string | null, deadlinePassed = false) =>
    resolveReveals(f.closed, files, f.people.referee, secret, { now: NOW, deadlinePassed });

  it('closing while orders are missing, until their deadline has passed', async () => {
    const wait = 'waiting for orders from bob, cara; once their deadline has passed, close without them';
    await expectRefused(f.week, () => close(f.week, f.weekFiles.slice(0, 1)), wait);
    await expectRefused(f.tbt, () => close(f.tbt, []), 'waiting for orders from ann; once their deadline has passed, close without them');
    await expectRefused(f.attacks, () => close(f.attacks, []), 'waiting for orders from ann, bob, cara; once their deadline has passed, close without them');
  });

  it('resolving while reveals are missing, until their deadline has passed', async () => {
    const wait = 'waiting for reveals from bob; once their deadline has passed, resolve without them';
    await expectRefused(f.closed, () => resolve(f.reveals.slice(0, 1), f.refereeSecret), wait);
  });

  it('the wrong referee secret, or not a secret at all', async () => {
    const wrong = 'that is not the secret the referee committed to this turn (was it closed with another key?)';
    for (const secret of [freshSecret(), '', 'not a secret', f.weekSecrets.ann!]) {
      await expectRefused(f.closed, () => resolve(f.reveals, secret), wrong);
    }
  });

  it("no secret kept: the referee's key makes it again, and the turn resolves as it would have", async () => {
    const remade = await resolve(f.reveals, null);
    const kept = await resolve(f.reveals, f.refereeSecret);
    if (!remade.ok || !kept.ok) throw new Error('expected both to resolve');
    expect(remade.campaign.publications.at(-1)).toEqual({ ...kept.campaign.publications.at(-1) });
  });

  it('a step once the campaign is over', async () => {
    expect(f.over.stage.kind).toBe('over');
    expect(await writeOrders(f.over, f.people.players.ann!, [])).toEqual({ ok: false, reason: 'the campaign is over' });
    await expectRefused(f.over, () => close(f.over, f.weekFiles, { deadlinePassed: true }), 'the campaign is over');
    await expectRefused(f.over, () => resolveReveals(f.over, f.reveals, f.people.referee, f.refereeSecret, { now: NOW }), 'the campaign is over');
  });

  it('a step out of turn', async () => {
    await expectRefused(f.closed, () => close(f.closed, f.weekFiles, { deadlinePassed: true }), 'the orders are closed: reveals are due now');
    expect(await writeOrders(f.tbt, f.people.players.bob!, [])).toEqual({ ok: false, reason: 'no orders are due from bob now' });
    expect(await writeReveal(f.week, f.people.players.ann!, f.weekSecrets.ann!)).toEqual({ ok: false, reason: 'no reveals are due now' });
    expect(await writeReveal(f.closed, f.people.players.cara!, f.weekSecrets.cara!)).toEqual({ ok: false, reason: 'cara made no commitment this turn' });
    const noReveals = 'no reveals are due: the orders are open';
    await expectRefused(f.week, () => resolveReveals(f.week, f.reveals, f.people.referee, f.refereeSecret, { now: NOW }), noReveals);
  });

  it('someone else signing as the referee', async () => {
    await expectRefused(f.week, () => close(f.week, f.weekFiles, {}, f.people.players.ann!), "ann is not this campaign's referee");
    const impostor = { id: 'referee', privateKey: f.people.players.ann!.privateKey };
    const badKey = /^the new publication does not check: publication 1: bad signature: the file was changed or not signed by "referee"$/;
    await expectRefused(f.week, () => close(f.week, f.weekFiles, {}, impostor), badKey);
  });

  it('typed dice where none are rolled, or that do not fit the fights', async () => {
    const { files } = await ordersFiles(f.mid, f.people);
    await expectRefused(f.mid, () => close(f.mid, files, { typed: [3] }), 'no dice are rolled in this phase: type none');
    await expectRefused(f.week, () => close(f.week, f.weekFiles, { typed: [6, 6] }), "2 dice typed, but this turn's fights roll only 0");
    const attack = { type: 'ATTACK', player: 'ann', unit: 'a1', target: { col: 2, row: 0 } } as const;
    const { files: fight } = await ordersFiles(f.tbt, f.people, { ann: [attack] });
    await expectRefused(f.tbt, () => close(f.tbt, fight, { typed: [] }), /^not enough dice faces: 0 given, a d\d+ roll needs one more$/);
    await expectRefused(
      f.closed,
      () => resolveReveals(f.closed, [], f.people.referee, null, { now: NOW, typed: [1] }),
      "this turn's dice were committed to: the reveals settle them, not typed dice",
    );
  });
});
