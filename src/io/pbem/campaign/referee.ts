import { startGame, stateHash, type Scenario } from '../../../rules/index.ts';
import { oneLine } from '../../quoteInput.ts';
import { scenarioToData } from '../../scenarioFromData.ts';
import { PROTOCOL } from '../canonical.ts';
import { checkReveal, commitment, turnSeed } from '../commitReveal.ts';
import { signDocument } from '../signedFile.ts';
import { acceptAll, checkOrdersFile, checkRevealFile, fileLabels, playersCommitments, revealContext } from './checkFiles.ts';
import {
  CAMPAIGN_FILE_FORMAT,
  CAMPAIGN_FILE_VERSION,
  type CampaignDocument,
  type CampaignFile,
  type OrdersDocument,
  type PublicationDocument,
  type PublishedDice,
  type RevealDocument,
  type Schedule,
} from './documents.ts';
import { fileHash } from './fileHash.ts';
import { extendCampaign, openCampaignFile } from './openCampaign.ts';
import { playPhase } from './playPhase.ts';
import { refereeSecretFor } from './refereeSecret.ts';
import type { Campaign } from './stage.ts';

/** A participant able to sign: its id and private key. */
export interface Signer {
  readonly id: string;
  readonly privateKey: CryptoKey;
}

export type Stepped = { ok: true; file: CampaignFile; campaign: Campaign; refereeSecret?: string } | { ok: false; reason: string };
const refuse = (reason: string): { ok: false; reason: string } => ({ ok: false, reason: oneLine(reason) });

export interface NewCampaign {
  readonly gameId: string;
  readonly name: string;
  readonly schedule: Schedule;
  readonly scenario: Scenario;
  readonly referee: Signer & { readonly publicKey: string };
  readonly players: readonly { readonly id: string; readonly publicKey: string }[];
  readonly now: string;
}

/** A new campaign: its opening signed by the referee, and the opening map published. */
export async function createCampaign(input: NewCampaign): Promise<Stepped> {
  const scenario: Scenario = { ...input.scenario, mode: input.schedule === 'turn-by-turn' ? 'hotseat' : input.schedule };
  const started = startGame(scenario, 0);
  if (!started.ok) return refuse(`the scenario cannot start: ${started.reason}`);
  const doc: CampaignDocument = {
    kind: 'campaign',
    protocol: PROTOCOL,
    gameId: input.gameId,
    name: input.name,
    schedule: input.schedule,
    referee: input.referee.id,
    keys: [{ id: input.referee.id, publicKey: input.referee.publicKey }, ...input.players.map(({ id, publicKey }) => ({ id, publicKey }))],
    scenario: scenarioToData(scenario),
    createdAt: input.now,
  };
  const opening = await signDocument(doc, input.referee.privateKey, input.referee.id);
  const start = publication(started.state.turnNumber, 'orders', { stateHash: stateHash(started.state), publishedAt: input.now });
  const document = { ...start, kind: 'publication' as const, gameId: input.gameId, seq: 0, previous: await fileHash(opening), step: 'start' as const };
  const first = await signDocument(document, input.referee.privateKey, input.referee.id);
  return reopen({ format: CAMPAIGN_FILE_FORMAT, version: CAMPAIGN_FILE_VERSION, campaign: opening, publications: [first] });
}

type Body = Omit<PublicationDocument, 'kind' | 'gameId' | 'seq' | 'previous' | 'step'>;

/** A publication's fields, empty where this step carries nothing. */
function publication(turn: number, phase: 'orders' | 'attacks', fields: Partial<Body> & Pick<Body, 'stateHash' | 'publishedAt'>): Body {
  return { turn, phase, orders: [], missingOrders: [], commitments: {}, reveals: [], missingReveals: [], dice: { kind: 'none' }, report: [], ...fields };
}

/** The campaign with one more publication, signed by the referee, and checked end to end as anyone would. */
async function append(campaign: Campaign, step: PublicationDocument['step'], body: Body, referee: Signer): Promise<Stepped> {
  if (referee.id !== campaign.doc.referee) return refuse(`${referee.id} is not this campaign's referee`);
  const document: PublicationDocument = { kind: 'publication', gameId: campaign.gameId, seq: campaign.headSeq + 1, previous: campaign.head, step, ...body };
  const signed = await signDocument(document, referee.privateKey, referee.id);
  const extended = await extendCampaign(campaign, signed);
  // A referee's own publication that does not check would be a bug here, not bad input: say so plainly.
  return extended.ok
    ? { ok: true, file: extended.campaign.file, campaign: extended.campaign }
    : refuse(`the new publication does not check: ${extended.reason}`);
}

async function reopen(file: CampaignFile): Promise<Stepped> {
  const opened = await openCampaignFile(file);
  // A referee's own publication that does not check would be a bug here, not bad input: say so plainly.
  return opened.ok ? { ok: true, file, campaign: opened.campaign } : refuse(`the new publication does not check: ${opened.reason}`);
}

export interface CloseOptions {
  /** What to call each file in a refusal (its file name, say); by default "orders file 2". */
  readonly labels?: readonly string[];
  /** Faces of physical dice the referee rolled: the phase resolves at once with them, no commitments. */
  readonly typed?: readonly number[];
  /** Close although some players sent nothing (their deadline passed): their units hold. */
  readonly deadlinePassed?: boolean;
  readonly revealsDueBy?: string;
  readonly now: string;
}

/**
 * The referee takes the open phase's orders files. Any file refused refuses the whole step, with its
 * reason and nothing changed. Then: with typed dice, or when no dice follow, the phase resolves;
 * otherwise the orders close, with every commitment and the referee's own published, and the
 * referee's secret is returned to keep (privately) until the reveals are in.
 */
export async function closeOrders(campaign: Campaign, files: readonly unknown[], referee: Signer, options: CloseOptions): Promise<Stepped> {
  const { stage } = campaign;
  if (referee.id !== campaign.doc.referee) return refuse(`${referee.id} is not this campaign's referee`);
  if (stage.kind !== 'orders') return refuse(stage.kind === 'over' ? 'the campaign is over' : 'the orders are closed: reveals are due now');
  const labels = fileLabels(files, 'orders', options.labels);
  const accepted = await acceptAll(files, labels, stage.from, (file, docs: readonly OrdersDocument[]) => checkOrdersFile(campaign, file, docs));
  if (!accepted.ok) return accepted;
  const { docs, signed } = accepted;
  const missingOrders = stage.from.filter((id) => !docs.some((d) => d.player === id));
  if (missingOrders.length > 0 && !options.deadlinePassed)
    return refuse(`waiting for orders from ${missingOrders.join(', ')}; once their deadline has passed, close without them`);
  const base = { orders: signed, missingOrders, publishedAt: options.now };
  if (options.typed || !stage.diceFollow) {
    if (options.typed && !stage.diceFollow) return refuse('no dice are rolled in this phase: type none');
    const dice: PublishedDice = options.typed ? { kind: 'typed', faces: [...options.typed] } : { kind: 'none' };
    const played = playPhase(campaign.start, docs, dice, true);
    if (!played.ok) return refuse(played.reason);
    return append(
      campaign,
      'resolved',
      publication(stage.turn, stage.phase, { ...base, dice, stateHash: stateHash(played.state), report: played.report }),
      referee,
    );
  }
  const refereeSecret = await refereeSecretFor(referee.privateKey, campaign.gameId, stage.turn);
  const commitments: Record<string, string> = Object.fromEntries(docs.map((d) => [d.player, d.commitment ?? '']));
  commitments[referee.id] = await commitment(refereeSecret, revealContext(campaign.gameId, stage.turn, referee.id));
  const played = playPhase(campaign.start, docs, { kind: 'none' }, false);
  if (!played.ok) return refuse(played.reason);
  const body = publication(stage.turn, stage.phase, {
    ...base,
    commitments,
    ...(options.revealsDueBy ? { revealsDueBy: options.revealsDueBy } : {}),
    stateHash: stateHash(played.state),
    report: played.report,
  });
  const stepped = await append(campaign, 'closed', body, referee);
  return stepped.ok ? { ...stepped, refereeSecret } : stepped;
}

/**
 * The referee takes the reveal files and resolves the phase: the seed is the hash of every reveal and
 * the referee's own secret. A player who does not reveal by the deadline is left out of the seed and
 * listed; their orders stand (docs/pbem.md says why). Typed dice are refused here: once commitments
 * are out, only the reveals settle the turn.
 */
export async function resolveReveals(
  campaign: Campaign,
  files: readonly unknown[],
  referee: Signer,
  /** The secret closeOrders returned; null to make it again from the referee's key (refereeSecret.ts). */
  refereeSecret: string | null,
  options: Omit<CloseOptions, 'revealsDueBy'>,
): Promise<Stepped> {
  const { stage } = campaign;
  if (referee.id !== campaign.doc.referee) return refuse(`${referee.id} is not this campaign's referee`);
  if (stage.kind !== 'reveals') return refuse(stage.kind === 'over' ? 'the campaign is over' : 'no reveals are due: the orders are open');
  const base = { publishedAt: options.now };
  if (options.typed) return refuse("this turn's dice were committed to: the reveals settle them, not typed dice");
  const closed = { hash: stage.closedHash, turn: stage.turn, commitments: playersCommitments(stage.from, stage.closed.commitments) };
  const labels = fileLabels(files, 'reveal', options.labels);
  const accepted = await acceptAll(files, labels, stage.from, (file, docs: readonly RevealDocument[]) => checkRevealFile(campaign, file, closed, docs));
  if (!accepted.ok) return accepted;
  const { docs: reveals, signed } = accepted;
  const missingReveals = stage.from.filter((id) => !reveals.some((r) => r.player === id));
  if (missingReveals.length > 0 && !options.deadlinePassed)
    return refuse(`waiting for reveals from ${missingReveals.join(', ')}; once their deadline has passed, resolve without them`);
  const own = stage.closed.commitments[referee.id];
  const secret = refereeSecret ?? (await refereeSecretFor(referee.privateKey, campaign.gameId, stage.turn));
  const matches = own ? await checkReveal(own, secret, revealContext(campaign.gameId, stage.turn, referee.id)) : { ok: false };
  if (!matches.ok) return refuse('that is not the secret the referee committed to this turn (was it closed with another key?)');
  const seed = await turnSeed([...reveals.map((r) => ({ participant: r.player, secret: r.secret })), { participant: referee.id, secret }]);
  const dice: PublishedDice = { kind: 'commit-reveal', seed };
  const played = playPhase(campaign.start, stage.orders, dice, true);
  if (!played.ok) return refuse(played.reason);
  const body = publication(stage.turn, stage.phase, {
    ...base,
    reveals: signed,
    refereeSecret: secret,
    missingReveals,
    dice,
    stateHash: stateHash(played.state),
    report: played.report,
  });
  return append(campaign, 'resolved', body, referee);
}
