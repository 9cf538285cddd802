// What a referee's step leaves to send, and the one line that says so: the campaign file for every player
// when something was published, and a duelist's private duel-turn (docs/rules.md, "Champions on the hex
// map") for that duelist alone. Pure: the referee store does the signing and keeping.
import type { DuelStepped } from '../../io/pbem/campaign/duelReferee.ts';
import { fileText } from '../../io/pbem/campaign/fileText.ts';
import type { Campaign } from '../../io/pbem/campaign/stage.ts';
import { nameOf } from './campaignView.ts';
import { duelTurnFileName, type DuelTurnExport } from './duelTurnView.ts';

/** What the last step gave the referee to send. */
export interface Outbox {
  /** A duel-turn for one duelist alone; null when none is due (the duel is over, or none was fought). */
  readonly duelTurn: DuelTurnExport | null;
  /** The step published: the new campaign file goes to every player. */
  readonly published: boolean;
}

type Done = Extract<DuelStepped, { ok: true }>;

/** The duel-turn a step returned, ready to save. */
export function duelTurnExport(stepped: Done): DuelTurnExport | null {
  const out = stepped.duelTurn;
  if (!out) return null;
  const doc = out.file.document;
  return { player: out.player, round: doc.round, move: doc.move + 1, name: duelTurnFileName(doc), text: fileText(out.file) };
}

/** Whether a step published (a duel-turn alone publishes nothing). */
export const published = (before: Campaign, stepped: Done): boolean => stepped.campaign.headSeq !== before.headSeq;

/** What the step leaves to send: null after a step that neither fights a duel nor gives a duel-turn. */
export function outboxOf(before: Campaign, stepped: Done): Outbox | null {
  const duelTurn = duelTurnExport(stepped);
  const duelStep = stepped.campaign.stage.kind === 'duel' || before.stage.kind === 'duel';
  return duelTurn || duelStep ? { duelTurn, published: published(before, stepped) } : null;
}

/** "send x.json to Ann alone: it holds their hand." */
export function sendAlone(campaign: Campaign, turn: DuelTurnExport): string {
  const who = nameOf(campaign.start, turn.player);
  return `send ${turn.name} to ${who} alone: it holds their hand`;
}

/** The line a step that published says first (the stage's headline follows it). */
export function publishedLine(after: Campaign, outbox: Outbox | null): string {
  const last = after.publications.at(-1);
  const then = outbox?.duelTurn ? `, and ${sendAlone(after, outbox.duelTurn)}.` : '.';
  if (last?.step === 'closed') return 'Orders closed and commitments published: send the campaign file to the players.';
  if (last?.step === 'duel' && last.duel?.round === 0) return `The turn stops at a duel: send the campaign file to every player${then}`;
  if (last?.step === 'duel') return `Round ${last.duel?.round} of the duel published: send the campaign file to every player${then}`;
  if (outbox) return 'The duel is over: the turn is resolved and published; send the campaign file to every player.';
  return 'Resolved and published.';
}

/** The line a duel step that published nothing says: whose move it is, and the file for them alone. */
export function awaitingLine(campaign: Campaign, turn: DuelTurnExport | null): string {
  if (!turn) return 'Nothing to publish and no duel-turn to send.';
  return `Move ${turn.move} of round ${turn.round} is ${nameOf(campaign.start, turn.player)}'s: ${sendAlone(campaign, turn)}.`;
}
