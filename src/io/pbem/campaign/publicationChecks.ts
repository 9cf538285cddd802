import { stateHash, type GameState } from '../../../rules/index.ts';
import { checkReveal, turnSeed } from '../commitReveal.ts';
import { acceptAll, checkRevealFile, playersCommitments, revealContext } from './checkFiles.ts';
import type { PublicationDocument, RevealDocument } from './documents.ts';
import type { Campaign } from './stage.ts';

/** Why the dice of a resolution after reveals are not the ones the reveals make, or null. */
export async function checkDice(campaign: Campaign, stage: Extract<Campaign['stage'], { kind: 'reveals' }>, p: PublicationDocument): Promise<string | null> {
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

export function sameMapAndReport(p: PublicationDocument, state: Parameters<typeof stateHash>[0], report: readonly string[]): string | null {
  if (p.stateHash !== stateHash(state)) return `its map (state ${p.stateHash}) is not what its orders and dice make (${stateHash(state)})`;
  if (p.report.length !== report.length || p.report.some((line, i) => line !== report[i])) return 'its report is not what its orders and dice make';
  return null;
}

/** Champions: whether any hero is on the map, so that a duel could be fought this turn. */
export const heroesOnMap = (state: GameState): boolean => Object.values(state.units).some((unit) => unit.hero !== undefined);
