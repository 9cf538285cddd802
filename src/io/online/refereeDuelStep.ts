// The online referee's step while a duel between heroes is fought (docs/online.md, "Duels online"): the duel moves
// sent for the open round, taken by the play-by-e-mail referee's own duel code (../pbem/campaign/duelReferee.ts),
// and what comes of them — the next duel-turn, for one duelist's private subject, or the round's publication.
// Pure over its inputs, like refereeStep: a referee restarted anywhere decides the same again.
import { oneLine } from '../quoteInput.ts';
import { takeDuelMoves, type DuelStepped } from '../pbem/campaign/duelReferee.ts';
import type { Signer } from '../pbem/campaign/referee.ts';
import type { Campaign } from '../pbem/campaign/stage.ts';
import type { SignedFile } from '../pbem/signedFile.ts';
import { subjects, type SubjectOf } from './subjects.ts';

export type DuelSubject = Extract<SubjectOf, { kind: 'duel-move' }>;

/** A duel move as it came in: where (its stream sequence and subject) and what it holds. */
export interface SentMove {
  readonly seq: number;
  readonly subject: DuelSubject;
  readonly value: unknown;
}

/** What the duel asks of the referee now: publish (maybe nothing), tell a duelist their move, refuse a file. */
export type DuelAction =
  | {
      readonly kind: 'publish';
      readonly publications: readonly SignedFile[];
      readonly campaign: Campaign;
      /** The duel-turn of the duelist whose move it is, on their private subject. */
      readonly duelTurn: { readonly subject: string; readonly file: SignedFile } | null;
    }
  | { readonly kind: 'refuse'; readonly seq: number; readonly reason: string }
  | { readonly kind: 'stuck'; readonly reason: string };

export interface DuelStepOptions {
  readonly refused: ReadonlySet<number>;
  readonly deadlinePassed: boolean;
  readonly now: string;
}

/** Whether the round that publication `after` opened took this player's move `move` (it is in the next publication). */
function taken(campaign: Campaign, { after, move, player }: DuelSubject): boolean {
  const next = campaign.publications[after + 1];
  return (next?.duel?.moves ?? []).some((file) => file.signer === player && (file.document as { move?: unknown }).move === move);
}

/**
 * A duel move the game has gone past without taking: it answers an older publication (its round is over, or the
 * duel is), so its duelist is told it came too late. Moves that were taken are left alone.
 */
export function lateDuelMove(campaign: Campaign, sent: readonly SentMove[], refused: ReadonlySet<number>): SentMove | undefined {
  return sent.find((m) => !refused.has(m.seq) && m.subject.after < campaign.headSeq && !taken(campaign, m.subject));
}

/** Why a move file does not belong on the subject it came on, or null. */
function misplaced({ subject, value }: SentMove): string | null {
  const file = value as { signer?: unknown; document?: { move?: unknown } } | null;
  if (!file || file.signer !== subject.player) return `not signed by ${subject.player}`;
  if (file.document?.move !== subject.move) return `a duel move sent as move ${subject.move + 1} that says otherwise`;
  return null;
}

/**
 * The open round's moves in order, one per move: of a move sent more than once (again after a notice), the first
 * try not refused. The others wait, and count for nothing once their move is taken.
 */
function roundMoves(campaign: Campaign, sent: readonly SentMove[], refused: ReadonlySet<number>): SentMove[] {
  const first = new Map<number, SentMove>();
  for (const m of sent) {
    if (refused.has(m.seq) || m.subject.after !== campaign.headSeq) continue;
    const kept = first.get(m.subject.move);
    if (!kept || m.subject.attempt < kept.subject.attempt) first.set(m.subject.move, m);
  }
  return [...first.values()].sort((a, b) => a.subject.move - b.subject.move);
}

const published = (before: Campaign, stepped: Extract<DuelStepped, { ok: true }>): DuelAction => ({
  kind: 'publish',
  publications: stepped.campaign.file.publications.slice(before.file.publications.length),
  campaign: stepped.campaign,
  duelTurn: stepped.duelTurn
    ? {
        subject: subjects.duelTurn(before.gameId, stepped.duelTurn.player, stepped.campaign.headSeq, stepped.duelTurn.file.document.move),
        file: stepped.duelTurn.file,
      }
    : null,
});

/**
 * The duel's next step. The open round's moves are taken one more at a time, so a move the rules refuse is refused
 * by itself and those before it stand; past the deadline the duelist whose move is due plays nothing this round.
 */
export async function refereeDuelStep(campaign: Campaign, sent: readonly SentMove[], referee: Signer, options: DuelStepOptions): Promise<DuelAction> {
  const late = lateDuelMove(campaign, sent, options.refused);
  if (late) return { kind: 'refuse', seq: late.seq, reason: `came after the duel's round it was for was published` };
  const open = roundMoves(campaign, sent, options.refused);
  const step = { now: options.now, labels: open.map((m) => `the duel move of ${m.subject.player}`) };
  for (const [i, move] of open.entries()) {
    const wrong = misplaced(move);
    if (wrong) return { kind: 'refuse', seq: move.seq, reason: wrong };
    const upTo = await takeDuelMoves(
      campaign,
      open.slice(0, i + 1).map((m) => m.value),
      referee,
      step,
    );
    if (!upTo.ok) return { kind: 'refuse', seq: move.seq, reason: oneLine(upTo.reason) };
    const after = open[i + 1];
    // The round is complete without the moves after this one: nobody was asked for them.
    if (after && upTo.campaign.headSeq !== campaign.headSeq) return { kind: 'refuse', seq: after.seq, reason: 'the round was over without this move' };
  }
  const values = open.map((m) => m.value);
  let stepped = await takeDuelMoves(campaign, values, referee, step);
  if (stepped.ok && stepped.duelTurn && stepped.campaign.headSeq === campaign.headSeq && options.deadlinePassed) {
    stepped = await takeDuelMoves(campaign, values, referee, { ...step, deadlinePassed: true });
  }
  return stepped.ok ? published(campaign, stepped) : { kind: 'stuck', reason: oneLine(stepped.reason) };
}
