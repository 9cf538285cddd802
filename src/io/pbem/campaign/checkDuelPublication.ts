// The publications of a duel by e-mail checked as anyone would (docs/pbem.md, "Duels by e-mail"): the duel's
// start (the turn's dice, published; the map as the duel begins), each round (its cards and the duelists'
// signed moves, replayed), and the resolution after it (the deal secret, which must deal every published card).
import { DuelError, sameHex } from '../../../rules/index.ts';
import { dealerOf, duelRoundLines, duelSoFar, type Dealer } from '../../../rules/champions/index.ts';
import { acceptMoves } from './duelFiles.ts';
import { heroNames, openRound, stepRound } from './duelReplay.ts';
import type { PublicationDocument } from './documents.ts';
import { playPhase } from './playPhase.ts';
import { checkDice, sameMapAndReport } from './publicationChecks.ts';
import { dealCommitmentOf, dealSeedOf } from './refereeSecret.ts';
import { stageAt, type Campaign, type DuelStage, type Stage } from './stage.ts';

type Next = { ok: true; campaign: Campaign } | { ok: false; reason: string };
const refuse = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });
type RevealsStage = Extract<Stage, { kind: 'reveals' }>;

/** The line a duel's start publishes. */
export function duelOpeningLines(stage: Pick<DuelStage, 'duel'>): string[] {
  const [a, d] = heroNames(stage);
  return [`${a} attacks ${d}: a duel, fought by e-mail round by round`];
}

const carriesOrders = (p: PublicationDocument) => p.orders.length > 0 || p.missingOrders.length > 0 || Object.keys(p.commitments).length > 0;
const carriesReveals = (p: PublicationDocument) => p.reveals.length > 0 || p.refereeSecret !== undefined || p.missingReveals.length > 0;

/** A duel's start: the reveals make the turn's dice, and the turn stops at the duel it names. */
export async function checkDuelStart(campaign: Campaign, stage: RevealsStage, p: PublicationDocument): Promise<Next> {
  if (carriesOrders(p)) return refuse('carries orders or commitments after the orders closed');
  if (p.turn !== stage.turn || p.phase !== stage.phase) return refuse(`is for turn ${p.turn}; the reveals of turn ${stage.turn} are due`);
  const dealCommitment = stage.closed.dealCommitment;
  if (!dealCommitment) return refuse('begins a duel, but no deal secret was committed when the orders closed');
  if (p.dealCommitment !== undefined || p.dealSecret !== undefined) return refuse('begins a duel with a deal secret of its own');
  const dice = await checkDice(campaign, stage, p);
  if (dice) return refuse(dice);
  if (p.dice.kind !== 'commit-reveal') return refuse('begins a duel without the dice of the reveals');
  const played = playPhase(campaign.start, stage.orders, p.dice, true);
  const duel = played.ok ? undefined : played.duel;
  if (!duel) return refuse('begins a duel in a turn that stops at none');
  const record = p.duel;
  if (record?.round !== 0 || record.dealt || record.moves.length > 0 || record.missing.length > 0 || !sameHex(record.at, duel.target)) {
    return refuse('does not begin the duel its turn stops at');
  }
  const duelists: [string, string] = [duel.attacker.owner, duel.defender.owner];
  const next: DuelStage = {
    kind: 'duel',
    turn: stage.turn,
    phase: stage.phase,
    orders: stage.orders,
    seed: p.dice.seed,
    dealCommitment,
    duel,
    duelists,
    from: duelists,
    rounds: [],
  };
  const mismatch = sameMapAndReport(p, duel.state, duelOpeningLines(next));
  return mismatch ? refuse(mismatch) : { ok: true, campaign: { ...campaign, shown: duel.state, stage: next } };
}

/** A round of the duel: its published cards and the duelists' moves play it, and its lines are the round's. */
export async function checkDuelRound(campaign: Campaign, stage: DuelStage, p: PublicationDocument): Promise<Next> {
  if (carriesOrders(p) || carriesReveals(p) || p.dealCommitment !== undefined || p.dealSecret !== undefined || p.dice.kind !== 'none') {
    return refuse('a duel round carries nothing but its cards and moves');
  }
  if (p.turn !== stage.turn || p.phase !== stage.phase) return refuse(`is for turn ${p.turn}; the duel of turn ${stage.turn} is being fought`);
  const record = p.duel;
  const round = stage.rounds.length + 1;
  if (!record?.dealt || record.round !== round || !sameHex(record.at, stage.duel.target)) return refuse(`is not round ${round} of the duel being fought`);
  if (record.missing.some((id) => !stage.duelists.includes(id))) return refuse('lists a missing move from someone who does not fight the duel');
  const labels = record.moves.map(() => 'a duel move it carries is not valid');
  const moves = await acceptMoves(campaign, stage, record.moves, labels);
  if (!moves.ok) return moves;
  const { dealt } = record;
  const open = openRound(stage, () => dealt);
  if (typeof open === 'string') return refuse(open);
  const step = stepRound(stage, open, moves.docs, record.missing);
  if (step.kind === 'refused') return refuse(step.reason);
  if (step.kind === 'awaiting') return refuse(`publishes round ${round} before ${stage.duelists[step.progress.side]}'s move`);
  const both = record.missing.find((id) => moves.docs.some((m) => m.player === id));
  if (both) return refuse(`lists ${both} as missing, but carries a move of theirs`);
  const mismatch = sameMapAndReport(p, stage.duel.state, duelRoundLines(step.report));
  if (mismatch) return refuse(mismatch);
  const rounds = [...stage.rounds, { dealt, moves: moves.docs, missing: record.missing, played: step.played }];
  return { ok: true, campaign: { ...campaign, stage: { ...stage, rounds } } };
}

/** The turn resolved after its duel: the deal secret matches its commitment and dealt every published card. */
export async function checkDuelResolved(campaign: Campaign, stage: DuelStage, p: PublicationDocument): Promise<Next> {
  if (carriesOrders(p) || carriesReveals(p) || p.dealCommitment !== undefined || p.duel !== undefined) {
    return refuse('the resolution after a duel carries nothing but the deal secret, the map and the report');
  }
  if (p.dice.kind !== 'commit-reveal' || p.dice.seed !== stage.seed) return refuse('resolves the duel’s turn with other dice than its own');
  if (p.dealSecret === undefined) return refuse('does not reveal the deal secret');
  if ((await dealCommitmentOf(p.dealSecret, campaign.gameId, stage.turn)) !== stage.dealCommitment) {
    return refuse('its deal secret is not the one committed when the orders closed');
  }
  const deal = await dealSeedOf(p.dealSecret, stage.seed);
  const { state, attacker, defender, target } = stage.duel;
  const rounds = stage.rounds.map((r) => r.played);
  const fromSeed = dealerOf(state, attacker, defender, { deal });
  // Every round as published, dealt again from the seed: a card the referee published but did not deal is a lie.
  const dealer: Dealer = (duel, i) => {
    const dealt = fromSeed(duel, i);
    if (JSON.stringify(dealt) !== JSON.stringify(stage.rounds[i]?.dealt))
      throw new DuelError(`round ${i + 1}'s published cards are not the ones the deal secret deals`);
    return dealt;
  };
  let ended: boolean;
  try {
    ended = duelSoFar(state, attacker, defender, { rounds }, dealer).duel.ended !== null;
  } catch (error) {
    if (error instanceof DuelError) return refuse(error.message);
    throw error;
  }
  if (!ended) return refuse('resolves the turn before its duel is over');
  const played = playPhase(campaign.start, stage.orders, p.dice, true, [{ target, deal, rounds }]);
  if (!played.ok) return refuse(played.reason);
  const mismatch = sameMapAndReport(p, played.state, played.report);
  if (mismatch) return refuse(mismatch);
  return { ok: true, campaign: { ...campaign, start: played.state, shown: played.state, stage: stageAt(played.state) } };
}
