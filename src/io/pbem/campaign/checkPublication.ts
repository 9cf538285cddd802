import { stateHash } from '../../../rules/index.ts';
import { acceptAll, checkOrdersFile } from './checkFiles.ts';
import { checkDuelResolved, checkDuelRound, checkDuelStart } from './checkDuelPublication.ts';
import { checkDice, heroesOnMap, sameMapAndReport } from './publicationChecks.ts';
import type { OrdersDocument, PublicationDocument } from './documents.ts';
import { stageAt, type Campaign } from './stage.ts';
import { playPhase } from './playPhase.ts';

type Next = { ok: true; campaign: Campaign } | { ok: false; reason: string };
const refuse = (reason: string): { ok: false; reason: string } => ({ ok: false, reason });

/**
 * One publication checked against the campaign before it, and the campaign after it: its place in
 * the chain, the files it carries, and its map and report replayed from them. `hash` is its own
 * file's hash, which the reveals it calls for must name.
 */
export async function checkPublication(campaign: Campaign, p: PublicationDocument, seq: number, hash: string): Promise<Next> {
  if (p.gameId !== campaign.gameId) return refuse(`belongs to the campaign ${p.gameId}`);
  if (p.seq !== seq) return refuse(`is numbered ${p.seq}: publications are out of order or missing`);
  if (p.previous !== campaign.head) return refuse('does not name the publication before it: the chain is broken');
  if ((seq === 0) !== (p.step === 'start'))
    return refuse(seq === 0 ? 'the first publication must be the opening map' : 'only the first publication opens the campaign');
  if (p.step === 'start') return checkStart(campaign, p);
  if (campaign.stage.kind === 'over') return refuse('comes after the campaign ended');
  if (p.step === 'closed') return checkClosed(campaign, p, hash);
  const { stage } = campaign;
  if (p.step === 'duel') {
    if (stage.kind === 'reveals') return checkDuelStart(campaign, stage, p);
    return stage.kind === 'duel' ? checkDuelRound(campaign, stage, p) : refuse('fights a duel while orders are open');
  }
  if (stage.kind === 'duel') return checkDuelResolved(campaign, stage, p);
  if (p.dealSecret !== undefined || p.duel !== undefined || p.dealCommitment !== undefined) return refuse('carries a duel in a turn without one');
  return checkResolved(campaign, p);
}

function checkStart(campaign: Campaign, p: PublicationDocument): Next {
  if (!nothingCarried(p) || p.dice.kind !== 'none' || p.report.length > 0) return refuse('an opening carries no orders, dice or report');
  if (p.stateHash !== stateHash(campaign.start)) return refuse('its map is not the scenario’s');
  return { ok: true, campaign };
}

const nothingCarried = (p: PublicationDocument): boolean =>
  p.orders.length === 0 &&
  p.missingOrders.length === 0 &&
  Object.keys(p.commitments).length === 0 &&
  p.reveals.length === 0 &&
  p.refereeSecret === undefined &&
  p.missingReveals.length === 0 &&
  p.dealCommitment === undefined &&
  p.dealSecret === undefined &&
  p.duel === undefined;

/** The orders files a publication accepted, each checked as the referee had to; the senders in seat order. */
async function acceptedOrders(campaign: Campaign, p: PublicationDocument): Promise<{ ok: true; docs: OrdersDocument[] } | { ok: false; reason: string }> {
  const { stage } = campaign;
  if (stage.kind !== 'orders') return refuse('carries orders while reveals are due');
  if (p.turn !== stage.turn || p.phase !== stage.phase) return refuse(`is for turn ${p.turn} (${p.phase}); turn ${stage.turn} (${stage.phase}) is open`);
  const labels = p.orders.map(() => 'an orders file it accepted is not valid');
  const accepted = await acceptAll(p.orders, labels, stage.from, (file, docs: readonly OrdersDocument[]) => checkOrdersFile(campaign, file, docs));
  if (!accepted.ok) return accepted;
  const { docs } = accepted;
  const missing = stage.from.filter((id) => !docs.some((d) => d.player === id));
  if (missing.join() !== p.missingOrders.join())
    return refuse(`lists ${p.missingOrders.join(', ') || 'nobody'} as missing orders, but ${missing.join(', ') || 'nobody'} sent none`);
  return { ok: true, docs };
}

async function checkClosed(campaign: Campaign, p: PublicationDocument, hash: string): Promise<Next> {
  if (campaign.stage.kind !== 'orders' || !campaign.stage.diceFollow) return refuse('closes orders when no dice are due');
  const accepted = await acceptedOrders(campaign, p);
  if (!accepted.ok) return accepted;
  const expected = Object.fromEntries(accepted.docs.map((d) => [d.player, d.commitment]));
  const referee = campaign.doc.referee;
  const listed = Object.keys(p.commitments).sort();
  const wanted = [...Object.keys(expected), referee].sort();
  if (listed.join() !== wanted.join() || accepted.docs.some((d) => p.commitments[d.player] !== d.commitment)) {
    return refuse('its commitments are not those of the orders it accepted and the referee');
  }
  if (p.reveals.length > 0 || p.refereeSecret !== undefined || p.missingReveals.length > 0 || p.dice.kind !== 'none')
    return refuse('reveals a secret before reveals are due');
  if (p.dealSecret !== undefined || p.duel !== undefined) return refuse('fights a duel before the dice are known');
  // Champions: the deal secret is committed with the orders whenever heroes could duel (docs/pbem.md).
  if ((p.dealCommitment !== undefined) !== heroesOnMap(campaign.start))
    return refuse(
      p.dealCommitment === undefined ? 'commits to no deal secret though heroes are on the map' : 'commits to a deal secret with no heroes on the map',
    );
  const played = playPhase(campaign.start, accepted.docs, p.dice, false);
  if (!played.ok) return refuse(played.reason);
  const mismatch = sameMapAndReport(p, played.state, played.report);
  if (mismatch) return refuse(mismatch);
  const from = accepted.docs.map((d) => d.player);
  const stage = { kind: 'reveals', turn: p.turn, phase: p.phase, from, closed: p, closedHash: hash, orders: accepted.docs } as const;
  return { ok: true, campaign: { ...campaign, shown: played.state, stage } };
}

async function checkResolved(campaign: Campaign, p: PublicationDocument): Promise<Next> {
  const { stage } = campaign;
  let docs: readonly OrdersDocument[];
  if (stage.kind === 'orders') {
    const accepted = await acceptedOrders(campaign, p);
    if (!accepted.ok) return accepted;
    docs = accepted.docs;
    if (Object.keys(p.commitments).length > 0 || p.reveals.length > 0 || p.refereeSecret !== undefined || p.missingReveals.length > 0) {
      return refuse('resolves with secrets that were never committed');
    }
    const dice = stage.diceFollow ? 'typed' : 'none';
    if (p.dice.kind !== dice)
      return refuse(stage.diceFollow ? 'rolls dice nobody committed to: only typed dice can resolve without reveals' : 'rolls dice in a phase without dice');
  } else if (stage.kind === 'reveals') {
    if (p.orders.length > 0 || p.missingOrders.length > 0 || Object.keys(p.commitments).length > 0)
      return refuse('carries orders or commitments after the orders closed');
    if (p.turn !== stage.turn || p.phase !== stage.phase) return refuse(`is for turn ${p.turn}; the reveals of turn ${stage.turn} are due`);
    const dice = await checkDice(campaign, stage, p);
    if (dice) return refuse(dice);
    docs = stage.orders;
  } else return refuse('comes after the campaign ended');
  const played = playPhase(campaign.start, docs, p.dice, true);
  if (!played.ok) return refuse(played.reason);
  const mismatch = sameMapAndReport(p, played.state, played.report);
  if (mismatch) return refuse(mismatch);
  return { ok: true, campaign: { ...campaign, start: played.state, shown: played.state, stage: stageAt(played.state) } };
}
