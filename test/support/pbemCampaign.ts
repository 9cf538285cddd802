import { expect } from 'vitest';
import { exportPublicKey, generateKeyPair } from '../../src/io/pbem/keys.ts';
import { signDocument, type SignedFile } from '../../src/io/pbem/signedFile.ts';
import type { OrdersDocument, RevealDocument, Schedule } from '../../src/io/pbem/campaign/documents.ts';
import { fileText } from '../../src/io/pbem/campaign/fileText.ts';
import { writeOrders, writeReveal } from '../../src/io/pbem/campaign/player.ts';
import { closeOrders, createCampaign, resolveReveals, type Signer } from '../../src/io/pbem/campaign/referee.ts';
import type { Campaign } from '../../src/io/pbem/campaign/stage.ts';
import { stateHash, type PlannableOrder, type Scenario } from '../../src/rules/index.ts';
import { deepFreeze } from '../property/deepFreeze.ts';
import { scenario, type UnitSpec } from '../rules/helpers.ts';

// Campaigns by e-mail for tests: real Ed25519 keys for a referee and each player, a small board.

export type Person = Signer & { readonly publicKey: string };

export interface Participants {
  readonly referee: Person;
  readonly players: Readonly<Record<string, Person>>;
}

export async function participant(id: string): Promise<Signer & { publicKey: string }> {
  const pair = await generateKeyPair();
  return { id, privateKey: pair.privateKey, publicKey: await exportPublicKey(pair.publicKey) };
}

const NAMES = ['ann', 'bob', 'cara', 'dan'];

/** When the tests' referee publishes. */
export const NOW = '2026-12-02T09:00:00Z';

/** Two armies (or three, or four) face to face on an 8×3 board of grassland, each with a Keep. */
export function smallWar(players: number): Scenario {
  const units: UnitSpec[] = [
    ['a1', 'ann', 'footmen', 1, 0],
    ['a2', 'ann', 'footmen', 0, 2],
    ['b1', 'bob', 'grunts', 2, 0],
    ['b2', 'bob', 'grunts', 6, 2],
    ['c1', 'cara', 'wardens', 3, 0],
    ['c2', 'cara', 'wardens', 7, 1],
    ['d1', 'dan', 'axemen', 5, 0],
    ['d2', 'dan', 'axemen', 4, 2],
  ];
  const ids = NAMES.slice(0, players);
  const races = (['humans', 'orcs', 'elves', 'dwarves'] as const).slice(0, players);
  const keeps = [
    ['keep', 'ann', 0, 1],
    ['keep', 'bob', 7, 0],
    ['keep', 'cara', 3, 2],
    ['keep', 'dan', 5, 1],
  ] as const;
  return scenario(
    ['gggggggg', 'gggggggg', 'gggggggg'],
    units.filter(([, owner]) => ids.includes(owner)),
    keeps.filter(([, owner]) => ids.includes(owner)),
    { races },
  );
}

export interface CampaignOptions {
  /** The same people (keys) as another campaign's; by default new keys are made. */
  readonly people?: Participants;
  readonly gameId?: string;
  readonly name?: string;
  /** Another scenario for these players than smallWar's. */
  readonly scenario?: Scenario;
}

export async function newCampaign(schedule: Schedule, players: number, options: CampaignOptions = {}): Promise<{ campaign: Campaign; people: Participants }> {
  const referee = options.people?.referee ?? (await participant('referee'));
  const list = await Promise.all(NAMES.slice(0, players).map((id) => options.people?.players[id] ?? participant(id)));
  const people = { referee, players: Object.fromEntries(list.map((p) => [p.id, p])) };
  const made = await createCampaign({
    gameId: options.gameId ?? `test-${schedule}`,
    name: options.name ?? 'Test campaign',
    schedule,
    scenario: options.scenario ?? smallWar(players),
    referee,
    players: list,
    now: '2026-12-01T09:00:00Z',
  });
  if (!made.ok) throw new Error(made.reason);
  return { campaign: made.campaign, people };
}

export type OrdersByPlayer = Readonly<Record<string, readonly PlannableOrder[]>>;

/** The orders file of each awaited player (but those left out), and the secrets behind their commitments. */
export async function ordersFiles(
  campaign: Campaign,
  people: Participants,
  orders: OrdersByPlayer = {},
  leftOut: readonly string[] = [],
): Promise<{ files: SignedFile<OrdersDocument>[]; secrets: Record<string, string> }> {
  if (campaign.stage.kind !== 'orders') throw new Error(`expected orders, got ${campaign.stage.kind}`);
  const files: SignedFile<OrdersDocument>[] = [];
  const secrets: Record<string, string> = {};
  for (const id of campaign.stage.from.filter((p) => !leftOut.includes(p))) {
    const written = await writeOrders(campaign, people.players[id]!, orders[id] ?? []);
    if (!written.ok) throw new Error(written.reason);
    files.push(written.file);
    if (written.secret) secrets[id] = written.secret;
  }
  return { files, secrets };
}

/** The reveal file of each player with a secret here. */
export async function revealFiles(campaign: Campaign, people: Participants, secrets: Readonly<Record<string, string>>): Promise<SignedFile<RevealDocument>[]> {
  const files: SignedFile<RevealDocument>[] = [];
  for (const [id, secret] of Object.entries(secrets)) {
    const written = await writeReveal(campaign, people.players[id]!, secret);
    if (!written.ok) throw new Error(written.reason);
    files.push(written.file);
  }
  return files;
}

export interface Round {
  readonly campaign: Campaign;
  /** The campaign once the orders closed, and the secrets behind it (when dice followed and were not typed). */
  readonly closed?: { readonly campaign: Campaign; readonly refereeSecret: string; readonly secrets: Readonly<Record<string, string>> };
}

/** One phase played through: orders (some players' left out), close, reveals (some withheld), resolve; past deadlines when anyone is left out. */
export async function playRound(
  campaign: Campaign,
  people: Participants,
  orders: OrdersByPlayer = {},
  options: { readonly noOrders?: readonly string[]; readonly noReveal?: readonly string[] } = {},
): Promise<Round> {
  const { files, secrets } = await ordersFiles(campaign, people, orders, options.noOrders);
  const closed = await closeOrders(campaign, files, people.referee, { now: NOW, deadlinePassed: (options.noOrders?.length ?? 0) > 0 });
  if (!closed.ok) throw new Error(closed.reason);
  if (!closed.refereeSecret) return { campaign: closed.campaign };
  const shown = Object.fromEntries(Object.entries(secrets).filter(([id]) => !options.noReveal?.includes(id)));
  const reveals = await revealFiles(closed.campaign, people, shown);
  const deadlinePassed = (options.noReveal?.length ?? 0) > 0;
  const resolved = await resolveReveals(closed.campaign, reveals, people.referee, closed.refereeSecret, { now: NOW, deadlinePassed });
  if (!resolved.ok) throw new Error(resolved.reason);
  return { campaign: resolved.campaign, closed: { campaign: closed.campaign, refereeSecret: closed.refereeSecret, secrets } };
}

/** The document of a signed file changed (on a copy) and signed again, by anyone. */
export async function resign<D>(file: SignedFile<D>, change: (doc: D) => unknown, signer: Signer): Promise<SignedFile> {
  return signDocument(change(structuredClone(file.document) as D), signer.privateKey, signer.id);
}

/** All a refusal must leave as it was: the campaign's file, text for text, and where it stands. */
export function snapshot(campaign: Campaign): string {
  const { gameId, head, headSeq, stage, publications } = campaign;
  const hashes = { start: stateHash(campaign.start), shown: stateHash(campaign.shown) };
  return JSON.stringify({
    text: fileText(campaign.file),
    doc: campaign.doc,
    gameId,
    head,
    headSeq,
    stage,
    publications,
    hashes,
    keys: [...campaign.keys.keys()],
  });
}

/** A reason a user can be shown: one bounded line. */
export function expectOneLine(reason: string): void {
  expect(reason).not.toMatch(/[\n\r\u2028\u2029]/);
  expect(reason.length).toBeLessThanOrEqual(300);
}

/** The JSON of what was sent, or null when it has none (nested too deep for JSON.stringify, say). */
function textOf(value: unknown): string | null {
  try {
    return JSON.stringify(value);
  } catch {
    return null;
  }
}

/**
 * Asserts `act` refuses with exactly this reason (or one matching it), in one line, and leaves the
 * campaign — frozen first, so that any write to it throws — and the files given to it as they were.
 */
export async function expectRefused(
  campaign: Campaign,
  act: () => Promise<{ readonly ok: boolean; readonly reason?: string }>,
  reason: string | RegExp,
  files: readonly unknown[] = [],
): Promise<void> {
  const before = snapshot(campaign);
  const sent = textOf(files);
  deepFreeze(campaign);
  const result = await act();
  expect(result.ok).toBe(false);
  const said = result.reason ?? '';
  if (typeof reason === 'string') expect(said).toBe(reason);
  else expect(said).toMatch(reason);
  expectOneLine(said);
  expect(snapshot(campaign)).toBe(before);
  expect(textOf(files)).toBe(sent);
}

type Orders = SignedFile<OrdersDocument>;
type Reveal = SignedFile<RevealDocument>;

/** One set of people, and their campaigns at every stage a file can be sent in, with files sent there. */
export interface Staged {
  people: Participants;
  /** Turn by turn: Ann's turn 1, her file; then Bob's turn 2. */
  tbt: Campaign;
  tbtAnn: Orders;
  tbtBob: Campaign;
  /** A week (Ann, Bob, Cara) and its files; the same people's other campaign and Ann's file there. */
  week: Campaign;
  weekFiles: Orders[];
  weekSecrets: Record<string, string>;
  otherAnn: Orders;
  /** Attacks midweek: the orders phase and Ann's file; the attacks phase and Ann's file. */
  mid: Campaign;
  midAnn: Orders;
  attacks: Campaign;
  attacksAnn: Orders;
  /** Week 1 closed without Cara's orders (Ann and Bob committed); the reveals of Ann and Bob. */
  closed: Campaign;
  refereeSecret: string;
  reveals: Reveal[];
  /** A week campaign of one week only, played: over. */
  over: Campaign;
  /** Week 1 played through, week 2 closed, and week 1's reveals. */
  round: Round;
  weekTwo: Campaign;
  weekOneReveals: Reveal[];
}

export async function stagedCampaigns(): Promise<Staged> {
  const { campaign: tbt, people } = await newCampaign('turn-by-turn', 3);
  const tbtAnn = (await ordersFiles(tbt, people)).files[0]!;
  const tbtBob = (await playRound(tbt, people)).campaign;
  const { campaign: week } = await newCampaign('week', 3, { people });
  const { files: weekFiles, secrets: weekSecrets } = await ordersFiles(week, people);
  const other = (await newCampaign('week', 3, { people, gameId: 'test-week-2' })).campaign;
  const otherAnn = (await ordersFiles(other, people)).files[0]!;
  const { campaign: mid } = await newCampaign('week-attacks-midweek', 3, { people });
  const midAnn = (await ordersFiles(mid, people)).files[0]!;
  const attacks = (await playRound(mid, people)).campaign;
  const attacksAnn = (await ordersFiles(attacks, people)).files[0]!;
  const close = await closeOrders(week, weekFiles.slice(0, 2), people.referee, { now: NOW, deadlinePassed: true });
  if (!close.ok || !close.refereeSecret) throw new Error('week 1 does not close');
  const { ann, bob } = weekSecrets;
  const reveals = await revealFiles(close.campaign, people, { ann: ann!, bob: bob! });
  const round = await playRound(week, people);
  const { files: twoFiles } = await ordersFiles(round.campaign, people);
  const closeTwo = await closeOrders(round.campaign, twoFiles, people.referee, { now: NOW });
  if (!closeTwo.ok || !round.closed) throw new Error('week 2 does not close');
  const weekOneReveals = await revealFiles(round.closed.campaign, people, round.closed.secrets);
  const closed = close.campaign;
  const oneWeek = { ...smallWar(3), campaign: { kind: 'economics', wealthTarget: 1_000, turnLimit: 1 } } as const;
  const over = (await playRound((await newCampaign('week', 3, { people, gameId: 'test-over', scenario: oneWeek })).campaign, people)).campaign;
  const staged = { people, tbt, tbtAnn, tbtBob, week, weekFiles, weekSecrets, otherAnn, mid, midAnn, attacks, attacksAnn, closed, reveals };
  return { ...staged, over, refereeSecret: close.refereeSecret, round, weekTwo: closeTwo.campaign, weekOneReveals };
}

/** An orders document for the open phase of `campaign`, as a player could write it by hand. */
export const ordersDoc = (campaign: Campaign, player: string, fields: Partial<OrdersDocument> = {}): OrdersDocument => ({
  kind: 'orders',
  gameId: campaign.gameId,
  player,
  turn: campaign.start.turnNumber,
  phase: 'orders',
  after: campaign.head,
  orders: [],
  commitment: 'c'.repeat(64),
  ...fields,
});

/** An array nested `depth` deep. */
export const nested = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** The reason with this before it. */
export const prefixed = (before: string, reason: string | RegExp): string | RegExp =>
  typeof reason === 'string' ? before + reason : new RegExp(`^${before}${reason.source.replace(/^\^/, '')}`);
