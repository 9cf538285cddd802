import { startGame, stateHash, type Scenario } from '../../../rules/index.ts';
import { scenarioToData } from '../../scenarioFromData.ts';
import { PROTOCOL } from '../canonical.ts';
import { checkReveal, commitment, turnSeed } from '../commitReveal.ts';
import { signDocument, type SignedFile } from '../signedFile.ts';
import { acceptAll, checkOrdersFile, checkRevealFile, fileLabels, playersCommitments, revealContext } from './checkFiles.ts';
import {
  CAMPAIGN_FILE_FORMAT,
  CAMPAIGN_FILE_VERSION,
  type CampaignDocument,
  type CampaignFile,
  type OrdersDocument,
  type PublishedDice,
  type RevealDocument,
  type Schedule,
} from './documents.ts';
import { fileHash } from './fileHash.ts';
import { openCampaignFile, openOpening } from './openCampaign.ts';
import { append, publication, refuse, type Signer, type Stepped } from './appendPublication.ts';
import { playPhase } from './playPhase.ts';
import { dealCommitmentOf, dealSecretFor, refereeSecretFor } from './refereeSecret.ts';
import { beginDuel, type DuelStepped } from './duelReferee.ts';
import { heroesOnMap } from './publicationChecks.ts';
import type { Campaign } from './stage.ts';

export type { Signer, Stepped } from './appendPublication.ts';

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
  const first = await openingPublication(opening, input.referee);
  if (!first.ok) return first;
  return reopen({ format: CAMPAIGN_FILE_FORMAT, version: CAMPAIGN_FILE_VERSION, campaign: opening, publications: [first.file] });
}

/**
 * The opening map's publication (sequence 0) for a signed opening, published at the opening's own time: what a new
 * campaign publishes after its opening, and what a referee stopped between the two writes publishes on its return
 * (the same file again, byte for byte, since signatures are deterministic).
 */
export async function openingPublication(opening: SignedFile, referee: Signer): Promise<{ ok: true; file: SignedFile } | { ok: false; reason: string }> {
  const opened = await openOpening(opening);
  if (!opened.ok) return opened;
  const { doc, start: started } = opened;
  const start = publication(started.turnNumber, 'orders', { stateHash: stateHash(started), publishedAt: doc.createdAt });
  const document = { ...start, kind: 'publication' as const, gameId: doc.gameId, seq: 0, previous: await fileHash(opening), step: 'start' as const };
  return { ok: true, file: await signDocument(document, referee.privateKey, referee.id) };
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
    if (!played.ok && played.duel) return refuse('a duel is fought this turn: its cards come from the committed dice, so close the orders without typed dice');
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
  // Champions: a duel's cards come from a secret of the referee's, committed now (docs/pbem.md, "Duels by e-mail").
  const deal = heroesOnMap(campaign.start)
    ? { dealCommitment: await dealCommitmentOf(await dealSecretFor(referee.privateKey, campaign.gameId, stage.turn), campaign.gameId, stage.turn) }
    : {};
  const played = playPhase(campaign.start, docs, { kind: 'none' }, false);
  if (!played.ok) return refuse(played.reason);
  const body = publication(stage.turn, stage.phase, {
    ...base,
    commitments,
    ...(options.revealsDueBy ? { revealsDueBy: options.revealsDueBy } : {}),
    ...deal,
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
): Promise<DuelStepped> {
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
  const revealed = { ...base, reveals: signed, refereeSecret: secret, missingReveals, dice };
  // A duel between heroes stops the turn: its rounds are fought by e-mail before the turn resolves.
  if (!played.ok && played.duel)
    return beginDuel(campaign, publication(stage.turn, stage.phase, { ...revealed, stateHash: '', report: [] }), played.duel, referee);
  if (!played.ok) return refuse(played.reason);
  const body = publication(stage.turn, stage.phase, { ...revealed, stateHash: stateHash(played.state), report: played.report });
  return append(campaign, 'resolved', body, referee);
}
