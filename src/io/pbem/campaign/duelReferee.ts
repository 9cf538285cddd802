// The referee's side of a duel by e-mail (docs/pbem.md, "Duels by e-mail"): the duel's start once the reveals
// are in, then, from the duelists' sealed moves, either the next duel-turn (sent privately to the duelist
// whose move it is) or the round's publication; after the last round, the turn's resolution. Stateless: each
// step needs only the campaign file, the move files of the open round and the referee's key.
import { stateHash } from '../../../rules/index.ts';
import { dealerOf, duelRoundLines, type UnfinishedDuel } from '../../../rules/champions/index.ts';
import { signDocument, type SignedFile } from '../signedFile.ts';
import { append, publication, refuse, type Body, type Signer, type Stepped } from './appendPublication.ts';
import { duelOpeningLines } from './checkDuelPublication.ts';
import { fileLabels } from './checkFiles.ts';
import type { DuelTurnDocument } from './duelDocuments.ts';
import type { DuelRecord } from './documents.ts';
import { acceptMoves } from './duelFiles.ts';
import { DUEL_OVER, openRound, stepRound, type OpenRound, type RoundStep } from './duelReplay.ts';
import { playPhase } from './playPhase.ts';
import { dealCommitmentOf, dealSecretFor, dealSeedOf } from './refereeSecret.ts';
import type { Campaign, DuelStage } from './stage.ts';

/** A duel-turn for one duelist: to be sent to that duelist alone (it holds their hand). */
export interface DuelTurnOut {
  readonly player: string;
  readonly file: SignedFile<DuelTurnDocument>;
}

export type DuelStepped = (Extract<Stepped, { ok: true }> & { readonly duelTurn?: DuelTurnOut }) | { ok: false; reason: string };

export interface DuelOptions {
  readonly labels?: readonly string[];
  /** Go on without the moves that have not come: their duelists play nothing this round. */
  readonly deadlinePassed?: boolean;
  readonly now: string;
}

/** The reveals are in and the turn stops at a duel: its start is published (with the turn's dice), and round 1 dealt. */
export async function beginDuel(campaign: Campaign, body: Body, duel: UnfinishedDuel, referee: Signer): Promise<DuelStepped> {
  const lines = duelOpeningLines({ duel });
  const opening = { ...body, stateHash: stateHash(duel.state), report: lines, duel: { at: duel.target, round: 0, moves: [], missing: [] } };
  const begun = await append(campaign, 'duel', opening, referee);
  return begun.ok ? takeDuelMoves(begun.campaign, [], referee, { now: body.publishedAt }) : begun;
}

/**
 * The referee takes the open round's move files (all it has so far; none to ask for the first move again).
 * Any refusal names its file and changes nothing.
 */
export async function takeDuelMoves(campaign: Campaign, files: readonly unknown[], referee: Signer, options: DuelOptions): Promise<DuelStepped> {
  const { stage } = campaign;
  if (referee.id !== campaign.doc.referee) return refuse(`${referee.id} is not this campaign's referee`);
  if (stage.kind !== 'duel') return refuse('no duel is being fought');
  const secret = await dealSecretFor(referee.privateKey, campaign.gameId, stage.turn);
  if ((await dealCommitmentOf(secret, campaign.gameId, stage.turn)) !== stage.dealCommitment) {
    return refuse('that is not the deal secret the referee committed to this turn (was it closed with another key?)');
  }
  const deal = await dealSeedOf(secret, stage.seed);
  const { state, attacker, defender } = stage.duel;
  const open = openRound(stage, dealerOf(state, attacker, defender, { deal }));
  // Its last round is published but not the turn's resolution (an online referee stopped between the two writes).
  if (open === DUEL_OVER && files.length === 0) return resolveAfterDuel(campaign, secret, deal, referee, options.now);
  if (typeof open === 'string') return refuse(open);
  const moves = await acceptMoves(campaign, stage, files, fileLabels(files, 'duel move', options.labels));
  if (!moves.ok) return moves;
  const step = stepRound(stage, open, moves.docs, options.deadlinePassed ? stage.duelists : []);
  if (step.kind === 'refused') return refuse(step.reason);
  if (step.kind === 'awaiting') return { ok: true, file: campaign.file, campaign, duelTurn: await duelTurn(campaign, stage, step, referee) };
  // Plain JSON copies: the rules' cards are read-only, the document's are plain data.
  const dealt = JSON.parse(JSON.stringify(open.dealt)) as NonNullable<DuelRecord['dealt']>;
  const record: DuelRecord = { at: stage.duel.target, round: stage.rounds.length + 1, dealt, moves: moves.signed, missing: [...step.missing] };
  const body = publication(stage.turn, stage.phase, {
    stateHash: stateHash(state),
    report: duelRoundLines(step.report),
    duel: record,
    publishedAt: options.now,
  });
  const published = await append(campaign, 'duel', body, referee);
  if (!published.ok) return published;
  if (!step.after.ended) return takeDuelMoves(published.campaign, [], referee, { now: options.now });
  return resolveAfterDuel(published.campaign, secret, deal, referee, options.now);
}

async function duelTurn(campaign: Campaign, stage: DuelStage, step: Extract<RoundStep, { kind: 'awaiting' }>, referee: Signer): Promise<DuelTurnOut> {
  const { open, progress }: { open: OpenRound; progress: typeof step.progress } = step;
  const player = stage.duelists[progress.side];
  const doc: DuelTurnDocument = {
    kind: 'duel-turn',
    gameId: campaign.gameId,
    player,
    turn: stage.turn,
    after: campaign.head,
    round: stage.rounds.length + 1,
    move: progress.move,
    side: progress.side,
    hand: JSON.parse(JSON.stringify(open.dealt.hands[progress.side])) as DuelTurnDocument['hand'],
    initiative: JSON.parse(JSON.stringify(open.dealt.initiative)) as DuelTurnDocument['initiative'],
    hesitated: [...progress.hesitated],
    mayHesitate: progress.mayHesitate,
    first: progress.first ? progress.first.map((d) => d?.maneuver ?? null) : null,
  };
  return { player, file: await signDocument(doc, referee.privateKey, referee.id) };
}

/** The duel is over: the turn plays on with it, and resolves with the deal secret revealed for all to check. */
async function resolveAfterDuel(campaign: Campaign, secret: string, deal: number, referee: Signer, now: string): Promise<DuelStepped> {
  const { stage } = campaign;
  if (stage.kind !== 'duel') return refuse('no duel is being fought');
  const duels = [{ target: stage.duel.target, deal, rounds: stage.rounds.map((r) => r.played) }];
  const dice = { kind: 'commit-reveal' as const, seed: stage.seed };
  const played = playPhase(campaign.start, stage.orders, dice, true, duels);
  if (!played.ok) return refuse(played.reason);
  const body = publication(stage.turn, stage.phase, { dice, dealSecret: secret, stateHash: stateHash(played.state), report: played.report, publishedAt: now });
  return append(campaign, 'resolved', body, referee);
}
