import { stateHash } from '../../../rules/index.ts';
import { checkReveal, turnSeed } from '../commitReveal.ts';
import { acceptAll, checkOrdersFile, checkRevealFile, playersCommitments, revealContext } from './checkFiles.ts';
import type { OrdersDocument, PublicationDocument, RevealDocument } from './documents.ts';
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
  p.missingReveals.length === 0;

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

/** Why the dice of a resolution after reveals are not the ones the reveals make, or null. */
async function checkDice(campaign: Campaign, stage: Extract<Campaign['stage'], { kind: 'reveals' }>, p: PublicationDocument): Promise<string | null> {
  // Once commitments are out, the reveals settle the turn: typed dice then would let the referee, who has
  // seen the reveals, swap in dice of its choosing.
  if (p.dice.kind !== 'commit-reveal') return `resolves with ${p.dice.kind === 'typed' ? 'typed dice' : 'no dice'} after the commitments were published`;
  const closed = { hash: stage.closedHash, turn: stage.turn, commitments: playersCommitments(stage.from, stage.closed.commitments) };
  const labels = p.reveals.map(() => 'a reveal it accepted is not valid');
  const accepted = await acceptAll(p.reveals, labels, stage.from, (file, docs: readonly RevealDocument[]) => checkRevealFile(campaign, file, closed, docs));
  if (!accepted.ok) return accepted.reason;
  const reveals = accepted.docs;
  const referee = campaign.doc.referee;
  const refereeCommitment = stage.closed.commitments[referee];
  if (p.refereeSecret === undefined || refereeCommitment === undefined) return "it does not reveal the referee's secret";
  const own = await checkReveal(refereeCommitment, p.refereeSecret, revealContext(campaign.gameId, stage.turn, referee));
  if (!own.ok) return `the referee's secret does not match: ${own.reason}`;
  const missing = stage.from.filter((id) => !reveals.some((r) => r.player === id));
  if (missing.join() !== p.missingReveals.join())
    return `lists ${p.missingReveals.join(', ') || 'nobody'} as missing reveals, but ${missing.join(', ') || 'nobody'} did not reveal`;
  const seed = await turnSeed([...reveals.map((r) => ({ participant: r.player, secret: r.secret })), { participant: referee, secret: p.refereeSecret }]);
  return seed === p.dice.seed ? null : `its seed ${p.dice.seed} is not the hash of the reveals (${seed})`;
}

function sameMapAndReport(p: PublicationDocument, state: Parameters<typeof stateHash>[0], report: readonly string[]): string | null {
  if (p.stateHash !== stateHash(state)) return `its map (state ${p.stateHash}) is not what its orders and dice make (${stateHash(state)})`;
  if (p.report.length !== report.length || p.report.some((line, i) => line !== report[i])) return 'its report is not what its orders and dice make';
  return null;
}
