// The online referee's next step, decided from the campaign as published and the files sent in so far: pure
// over its inputs (no server), so a referee restarted at any point decides the same from the same streams.
// The steps themselves are the play-by-e-mail referee's (../pbem/campaign/referee.ts): files travel
// differently, the game does not change.
import { oneLine } from '../quoteInput.ts';
import { checkOrdersFile, checkRevealFile, playersCommitments } from '../pbem/campaign/checkFiles.ts';
import { closeOrders, resolveReveals, type Signer } from '../pbem/campaign/referee.ts';
import type { Campaign } from '../pbem/campaign/stage.ts';
import type { SignedFile } from '../pbem/signedFile.ts';
import { lateDuelMove, refereeDuelStep, type SentMove } from './refereeDuelStep.ts';
import type { SubjectOf } from './subjects.ts';

/** A file a player sent: where it came in (its stream sequence and subject) and what it holds. */
export interface SentFile {
  readonly seq: number;
  readonly subject: Extract<SubjectOf, { kind: 'orders' | 'reveal' }>;
  readonly value: unknown;
}

export type RefereeAction =
  /** Nothing to do until these players send their files. */
  | { readonly kind: 'wait'; readonly awaiting: readonly string[] }
  /** Publish these, in order; the campaign as they leave it; in a duel, the duel-turn now due on its private subject. */
  | {
      readonly kind: 'publish';
      readonly publications: readonly SignedFile[];
      readonly campaign: Campaign;
      readonly duelTurn?: { readonly subject: string; readonly file: SignedFile } | null;
    }
  /** This file cannot be taken: say why, once, and go on without it. */
  | { readonly kind: 'refuse'; readonly seq: number; readonly reason: string }
  | { readonly kind: 'over' }
  /** The campaign cannot go on from here (a rules refusal the referee cannot settle alone). */
  | { readonly kind: 'stuck'; readonly reason: string };

export interface StepOptions {
  /** Files already refused (their notices are out): not looked at again. */
  readonly refused: ReadonlySet<number>;
  /** Players who have not sent by now are missing: the step goes on without them. */
  readonly deadlinePassed: boolean;
  readonly now: string;
  /**
   * Files that passed their step's check already (by sequence), filled as files pass: not checked again each time
   * another file of the step comes in. A file is only ever looked at in its own step, so its check stands.
   */
  readonly passed?: Set<number>;
}

/**
 * The files sent for the open step (its turn, phase and kind), or the first from a player who has nothing to send
 * in it. Files for other steps wait: an old step's were taken or missed then, and a later step's are looked at
 * when it opens (a file sent too soon cannot be valid then, and is refused then).
 */
function filesForNow(campaign: Campaign, sent: readonly SentFile[], kind: 'orders' | 'reveal', refused: ReadonlySet<number>) {
  const stage = campaign.stage;
  if (stage.kind !== 'orders' && stage.kind !== 'reveals') return { refuse: null, files: [] };
  const late = lateFile(campaign, sent, refused);
  if (late) return { refuse: { seq: late.seq, reason: `came after turn ${late.subject.turn} (${late.subject.phase}) was over` }, files: [] };
  const now = sent.filter((f) => !refused.has(f.seq) && f.subject.kind === kind && f.subject.turn === stage.turn && f.subject.phase === stage.phase);
  const stranger = now.find((f) => !stage.from.includes(f.subject.player));
  if (stranger) return { refuse: { seq: stranger.seq, reason: `${stranger.subject.player} has nothing to send now` }, files: [] };
  return { refuse: null, files: now };
}

/** Whether step (turn, phase) comes before the open one. */
function before(turn: number, phase: string, open: { readonly turn: number; readonly phase: string }): boolean {
  return turn < open.turn || (turn === open.turn && phase === 'orders' && open.phase === 'attacks');
}

/** A file for a step already over that its publications did not take: it came too late, and its player is told. */
function lateFile(campaign: Campaign, sent: readonly SentFile[], refused: ReadonlySet<number>): SentFile | undefined {
  const stage = campaign.stage;
  if (stage.kind !== 'orders' && stage.kind !== 'reveals') return undefined;
  const taken = new Set(
    campaign.publications.flatMap((p) => [
      ...p.orders.map((f) => `orders:${p.turn}:${p.phase}:${f.signer}`),
      ...p.reveals.map((f) => `reveal:${p.turn}:${p.phase}:${f.signer}`),
    ]),
  );
  return sent.find((f) => {
    const { kind, turn, phase, player } = f.subject;
    const over = before(turn, phase, stage) || (kind === 'orders' && stage.kind === 'reveals' && turn === stage.turn && phase === stage.phase);
    return over && !refused.has(f.seq) && !taken.has(`${kind}:${turn}:${phase}:${player}`);
  });
}

/** A file whose signer is not the player whose subject it came on: another's file sent again. */
function signedByOther(file: SentFile): boolean {
  const signer = (file.value as { signer?: unknown } | null)?.signer;
  return signer !== file.subject.player;
}

/** Checks each file alone (one per player: the server lets no second in), so one bad file is refused by itself. */
async function firstRefused(campaign: Campaign, files: readonly SentFile[], passed = new Set<number>()): Promise<{ seq: number; reason: string } | null> {
  const stage = campaign.stage;
  for (const file of files) {
    if (passed.has(file.seq)) continue;
    if (signedByOther(file)) return { seq: file.seq, reason: `not signed by ${file.subject.player}` };
    const checked =
      stage.kind === 'reveals'
        ? await checkRevealFile(
            campaign,
            file.value,
            { hash: stage.closedHash, turn: stage.turn, commitments: playersCommitments(stage.from, stage.closed.commitments) },
            [],
          )
        : await checkOrdersFile(campaign, file.value, []);
    if (!checked.ok) return { seq: file.seq, reason: checked.reason };
    passed.add(file.seq);
  }
  return null;
}

/** What the referee does next. */
export async function refereeStep(
  campaign: Campaign,
  sent: readonly SentFile[],
  referee: Signer,
  options: StepOptions,
  moves: readonly SentMove[] = [],
): Promise<RefereeAction> {
  const { stage } = campaign;
  if (stage.kind === 'over') return { kind: 'over' };
  if (stage.kind === 'duel') return refereeDuelStep(campaign, moves, referee, options);
  const lateMove = lateDuelMove(campaign, moves, options.refused);
  if (lateMove) return { kind: 'refuse', seq: lateMove.seq, reason: 'came after the duel it was for was over' };
  const kind = stage.kind === 'orders' ? 'orders' : 'reveal';
  const { refuse, files } = filesForNow(campaign, sent, kind, options.refused);
  if (refuse) return { kind: 'refuse', ...refuse };
  const bad = await firstRefused(campaign, files, options.passed);
  if (bad) return { kind: 'refuse', seq: bad.seq, reason: oneLine(bad.reason) };
  const awaiting = stage.from.filter((id) => !files.some((f) => f.subject.player === id));
  if (awaiting.length > 0 && !options.deadlinePassed) return { kind: 'wait', awaiting };
  const values = files.map((f) => f.value);
  const labels = files.map((f) => `${kind} from ${f.subject.player}`);
  const step = { labels, deadlinePassed: options.deadlinePassed, now: options.now };
  const stepped = stage.kind === 'orders' ? await closeOrders(campaign, values, referee, step) : await resolveReveals(campaign, values, referee, null, step);
  if (!stepped.ok) return { kind: 'stuck', reason: stepped.reason };
  return { kind: 'publish', publications: stepped.campaign.file.publications.slice(campaign.file.publications.length), campaign: stepped.campaign };
}
