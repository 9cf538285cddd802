import { beforeAll, describe, expect, it } from 'vitest';
import type { CampaignDocument, CampaignFile, PublicationDocument } from '../../../../src/io/pbem/campaign/documents.ts';
import { fileHash } from '../../../../src/io/pbem/campaign/fileHash.ts';
import { fileText } from '../../../../src/io/pbem/campaign/fileText.ts';
import { openCampaignFile, openCampaignText } from '../../../../src/io/pbem/campaign/openCampaign.ts';
import type { Signer } from '../../../../src/io/pbem/campaign/referee.ts';
import type { Campaign } from '../../../../src/io/pbem/campaign/stage.ts';
import { turnSeed } from '../../../../src/io/pbem/commitReveal.ts';
import { signDocument, type SignedFile } from '../../../../src/io/pbem/signedFile.ts';
import { stateHash } from '../../../../src/rules/index.ts';
import { expectOneLine, newCampaign, type Participants, participant, playRound, type Round, smallWar } from '../../../support/pbemCampaign.ts';

// A campaign file changed by anyone — the referee re-signing included — is refused when it is opened,
// in one line naming the publication (or the opening) where the story stops adding up.

const at = (col: number, row: number) => ({ col, row });

let people: Participants;
/** A week of three: week 1 (publications 1 closed, 2 resolved) with a fight, week 2 (3, 4) with Bob's reveal withheld. */
let weekOne: Round;
let weekTwo: Round;
let campaign: Campaign;
let file: CampaignFile;

beforeAll(async () => {
  const made = await newCampaign('week', 3);
  people = made.people;
  weekOne = await playRound(made.campaign, people, {
    ann: [{ type: 'ATTACK', player: 'ann', unit: 'a1', target: at(2, 0) }],
    bob: [{ type: 'MOVE', player: 'bob', unit: 'b2', path: [at(6, 1)] }],
  });
  weekTwo = await playRound(weekOne.campaign, people, { bob: [{ type: 'MOVE', player: 'bob', unit: 'b2', path: [at(6, 2)] }] }, { noReveal: ['bob'] });
  campaign = weekTwo.campaign;
  file = campaign.file;
});

const pub = (seq: number) => file.publications[seq] as SignedFile<PublicationDocument>;

/** Each publication from `from` on signed again by `referee`, naming the one before as it now is: the chain a lying referee would rebuild. */
async function rechain(changed: CampaignFile, from: number, referee: Signer): Promise<CampaignFile> {
  const publications = [...changed.publications];
  for (let i = from; i < publications.length; i++) {
    const previous = await fileHash(i === 0 ? changed.campaign : publications[i - 1]!);
    publications[i] = await signDocument({ ...(publications[i]!.document as PublicationDocument), previous }, referee.privateKey, referee.id);
  }
  return { ...changed, publications };
}

/** Publication `seq` changed; signed again by the referee and the chain after it rebuilt, unless `resign` is false. */
async function rewrite(seq: number, change: (doc: PublicationDocument) => unknown, resign = true): Promise<CampaignFile> {
  const publications = [...file.publications];
  const doc = change(structuredClone(pub(seq).document));
  if (!resign) return { ...file, publications: publications.with(seq, { ...pub(seq), document: doc }) };
  publications[seq] = await signDocument(doc, people.referee.privateKey, people.referee.id);
  return rechain({ ...file, publications }, seq + 1, people.referee);
}

/** Refused the same whether opened as data or as text, in one line. */
async function expectBroken(broken: CampaignFile, reason: string | RegExp): Promise<void> {
  const opened = await openCampaignFile(structuredClone(broken));
  const read = await openCampaignText(fileText(broken));
  expect(opened.ok).toBe(false);
  const said = opened.ok ? '' : opened.reason;
  if (typeof reason === 'string') expect(said).toBe(reason);
  else expect(said).toMatch(reason);
  expectOneLine(said);
  expect(read).toEqual(opened);
}

describe('a lying referee', () => {
  it('the untouched file opens, as its referee left it', async () => {
    const opened = await openCampaignText(fileText(file));
    expect(opened.ok && opened.campaign.headSeq).toBe(4);
    expect(opened.ok && stateHash(opened.campaign.shown)).toBe(stateHash(campaign.shown));
  });

  it('a report changed: the signature, and, signed again, the replay', async () => {
    const lie = (doc: PublicationDocument) => ({ ...doc, report: [...doc.report.slice(0, -1), 'Bob surrendered'] });
    await expectBroken(await rewrite(2, lie, false), 'publication 2: bad signature: the file was changed or not signed by "referee"');
    await expectBroken(await rewrite(2, lie), 'publication 2: its report is not what its orders and dice make');
    await expectBroken(await rewrite(4, (doc) => ({ ...doc, report: [] })), 'publication 4: its report is not what its orders and dice make');
    const fight = pub(2).document.report.findIndex((line) => line.includes('Footmen'));
    expect(fight).toBeGreaterThanOrEqual(0);
  });

  it("a map changed: the replay's state differs", async () => {
    const real = pub(4).document.stateHash;
    const broken = await rewrite(4, (doc) => ({ ...doc, stateHash: '0'.repeat(14) }));
    await expectBroken(broken, `publication 4: its map (state 00000000000000) is not what its orders and dice make (${real})`);
    // The midweek map of a closed week is replayed too.
    const midweek = pub(1).document.stateHash;
    await expectBroken(await rewrite(1, (doc) => ({ ...doc, stateHash: 'f'.repeat(14) })), new RegExp(`^publication 1: its map .* \\(${midweek}\\)$`));
  });

  it('a seed that is not the hash of the reveals', async () => {
    const { seed } = pub(2).document.dice as { seed: number };
    const other = (seed + 1) % 2 ** 32;
    const broken = await rewrite(2, (doc) => ({ ...doc, dice: { kind: 'commit-reveal', seed: other } }));
    await expectBroken(broken, `publication 2: its seed ${other} is not the hash of the reveals (${seed})`);
    await expectBroken(
      await rewrite(2, (doc) => ({ ...doc, dice: { kind: 'none' } })),
      'publication 2: resolves with no dice after the commitments were published',
    );
  });

  it('a reveal left out, but not listed as missing; or listed, but the seed kept', async () => {
    const without = (doc: PublicationDocument) => ({ ...doc, reveals: doc.reveals.filter((r) => r.signer !== 'bob') });
    await expectBroken(await rewrite(2, without), 'publication 2: lists nobody as missing reveals, but bob did not reveal');
    const listed = (doc: PublicationDocument) => ({ ...without(doc), missingReveals: ['bob'] });
    await expectBroken(await rewrite(2, listed), /^publication 2: its seed \d+ is not the hash of the reveals \(\d+\)$/);
    const revealed = (doc: PublicationDocument) => ({ ...doc, missingReveals: [] });
    await expectBroken(await rewrite(4, revealed), 'publication 4: lists nobody as missing reveals, but bob did not reveal');
  });

  it("the referee's secret, or commitments, changed", async () => {
    const secret = (doc: PublicationDocument) => ({ ...doc, refereeSecret: weekTwo.closed!.refereeSecret });
    await expectBroken(await rewrite(2, secret), /^publication 2: the referee's secret does not match: /);
    const { refereeSecret: _, ...hidden } = pub(2).document;
    await expectBroken(await rewrite(2, () => hidden), "publication 2: it does not reveal the referee's secret");
    const commitments = (doc: PublicationDocument) => ({ ...doc, commitments: { ...doc.commitments, ann: doc.commitments.bob } });
    await expectBroken(await rewrite(1, commitments), 'publication 1: its commitments are not those of the orders it accepted and the referee');
  });

  it('an orders file altered inside a publication, or left out', async () => {
    const moved = (doc: PublicationDocument) => ({
      ...doc,
      orders: doc.orders.map((o) => (o.signer === 'bob' ? { ...o, document: { ...(o.document as object), orders: [] } } : o)),
    });
    await expectBroken(await rewrite(1, moved, false), 'publication 1: bad signature: the file was changed or not signed by "referee"');
    const forged = 'publication 1: an orders file it accepted is not valid: bad signature: the file was changed or not signed by "bob"';
    await expectBroken(await rewrite(1, moved), forged);
    const dropped = (doc: PublicationDocument) => ({ ...doc, orders: doc.orders.filter((o) => o.signer !== 'cara') });
    await expectBroken(await rewrite(1, dropped), 'publication 1: lists nobody as missing orders, but cara sent none');
    const twice = (doc: PublicationDocument) => ({ ...doc, orders: [...doc.orders, doc.orders[0]] });
    await expectBroken(await rewrite(1, twice), 'publication 1: an orders file it accepted is not valid: a second orders file from ann for turn 1');
  });
});

describe('a chain broken', () => {
  it('two publications swapped, one removed, or the first removed', async () => {
    const [p0, p1, p2, ...rest] = file.publications;
    await expectBroken({ ...file, publications: [p0!, p2!, p1!, ...rest] }, 'publication 1: is numbered 2: publications are out of order or missing');
    await expectBroken({ ...file, publications: [p0!, p1!, ...rest] }, 'publication 2: is numbered 3: publications are out of order or missing');
    await expectBroken({ ...file, publications: [p1!, p2!, ...rest] }, 'publication 0: is numbered 1: publications are out of order or missing');
    await expectBroken({ ...file, publications: [] }, 'the campaign has no opening publication');
  });

  it('a campaign cut short is an earlier campaign: the chain cannot tell (players compare the heads they were sent)', async () => {
    const opened = await openCampaignFile({ ...file, publications: file.publications.slice(0, 3) });
    expect(opened.ok && opened.campaign.head).toBe(weekOne.campaign.head);
  });

  it('a publication spliced in from another campaign, of the same referee or not', async () => {
    const same = (await newCampaign('week', 3, { people, gameId: 'test-week-b' })).campaign;
    const theirs = (await playRound(same, people)).campaign.file.publications;
    await expectBroken({ ...file, publications: file.publications.with(1, theirs[1]!) }, 'publication 1: belongs to the campaign test-week-b');
    await expectBroken({ ...file, publications: file.publications.with(0, theirs[0]!) }, 'publication 0: belongs to the campaign test-week-b');
    const relabelled = await signDocument({ ...(theirs[1]!.document as object), gameId: 'test-week' }, people.referee.privateKey, 'referee');
    await expectBroken(
      { ...file, publications: file.publications.with(1, relabelled) },
      'publication 1: does not name the publication before it: the chain is broken',
    );
    const stranger = (await newCampaign('week', 3)).campaign.file.publications;
    await expectBroken({ ...file, publications: file.publications.with(1, stranger[1] ?? stranger[0]!) }, /^publication 1: bad signature: /);
    const signedByAnn = await signDocument(pub(1).document, people.players.ann!.privateKey, 'ann');
    await expectBroken({ ...file, publications: file.publications.with(1, signedByAnn) }, 'publication 1 is signed by ann, not the referee');
  });

  it('a publication after the campaign ended', async () => {
    const oneWeek = { ...smallWar(3), campaign: { kind: 'economics', wealthTarget: 1_000, turnLimit: 1 } } as const;
    const short = await newCampaign('week', 3, { people, gameId: 'test-over', scenario: oneWeek });
    const over = (await playRound(short.campaign, people)).campaign;
    expect(over.stage.kind).toBe('over');
    const again = { ...(over.file.publications[1]!.document as PublicationDocument), seq: 3, previous: over.head };
    const extra = await signDocument(again, people.referee.privateKey, 'referee');
    await expectBroken({ ...over.file, publications: [...over.file.publications, extra] }, 'publication 3: comes after the campaign ended');
  });

  it("the opening's keys changed: its signature; signed again, the chain; the chain rebuilt, the players' own signatures", async () => {
    const stranger = await participant('ann');
    const opening = file.campaign as SignedFile<CampaignDocument>;
    const keys = opening.document.keys.map((k) => (k.id === 'ann' ? { ...k, publicKey: stranger.publicKey } : k));
    const changed = { ...opening.document, keys };
    await expectBroken(
      { ...file, campaign: { ...opening, document: changed } },
      'the campaign\'s opening: bad signature: the file was changed or not signed by "referee"',
    );
    const resigned = { ...file, campaign: await signDocument(changed, people.referee.privateKey, 'referee') };
    await expectBroken(resigned, 'publication 0: does not name the publication before it: the chain is broken');
    const rebuilt = await rechain(resigned, 0, people.referee);
    await expectBroken(rebuilt, 'publication 1: an orders file it accepted is not valid: bad signature: the file was changed or not signed by "ann"');
    const unreadable = keys.map((k) => (k.id === 'ann' ? { ...k, publicKey: '_'.repeat(43) } : k));
    const badKey = { ...file, campaign: await signDocument({ ...changed, keys: unreadable }, people.referee.privateKey, 'referee') };
    await expectBroken(badKey, 'a key in the campaign cannot be read: a public key must be the base64url text of 32 bytes');
  });
});

describe('a reveal withheld past its deadline', () => {
  it('leaves the player out of the seed and lists them; their orders stand; the file verifies', async () => {
    const resolved = pub(4).document;
    const closed = weekTwo.closed!;
    expect(resolved.missingReveals).toEqual(['bob']);
    expect(resolved.reveals.map((r) => r.signer)).toEqual(['ann', 'cara']);
    const { ann, bob, cara } = closed.secrets;
    const referee = { participant: 'referee', secret: closed.refereeSecret };
    const seed = await turnSeed([{ participant: 'ann', secret: ann! }, { participant: 'cara', secret: cara! }, referee]);
    expect(resolved.dice).toEqual({ kind: 'commit-reveal', seed });
    const all = await turnSeed([{ participant: 'ann', secret: ann! }, { participant: 'bob', secret: bob! }, { participant: 'cara', secret: cara! }, referee]);
    expect(seed).not.toBe(all);
    // Bob's move of this week (back to (6,2)) stands.
    expect(weekOne.campaign.start.units.b2?.at).toEqual(at(6, 1));
    expect(campaign.start.units.b2?.at).toEqual(at(6, 2));
    expect(pub(3).document.orders.map((o) => o.signer)).toEqual(['ann', 'bob', 'cara']);
    const opened = await openCampaignText(fileText(file));
    if (!opened.ok) throw new Error(opened.reason);
    expect(opened.campaign.stage).toEqual(campaign.stage);
    expect(stateHash(opened.campaign.shown)).toBe(stateHash(campaign.shown));
    expect(opened.campaign.publications).toEqual(campaign.publications);
  });
});
