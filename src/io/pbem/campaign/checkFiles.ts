import type { GameState } from '../../../rules/index.ts';
import { describeIssues } from '../../describeZodError.ts';
import { oneLine, quoteInput } from '../../quoteInput.ts';
import { checkReveal } from '../commitReveal.ts';
import { verifySignedFile, type SignedFile } from '../signedFile.ts';
import { ordersDocument, revealDocument, type OrdersDocument, type RevealDocument } from './documents.ts';
import { awaitedPlayers, diceFollow } from './playPhase.ts';

/** Where a campaign stands, as a file sent in must match it. */
export interface OpenPhase {
  readonly gameId: string;
  readonly keys: ReadonlyMap<string, CryptoKey>;
  /** The rules state at the start of the open phase. */
  readonly start: GameState;
  /** Hash of the latest publication: an orders file names it in `after`. */
  readonly head: string;
  readonly headSeq: number;
}

export type Checked<D> = { ok: true; doc: D; file: SignedFile<D> } | { ok: false; reason: string };

const refuse = (reason: string): { ok: false; reason: string } => ({ ok: false, reason: oneLine(reason) });

/**
 * An orders file the referee may accept for the open phase, or the one-line reason it is refused:
 * malformed, bad signature, another campaign, a stale or future turn, a player not expected now, a
 * second file from one player, orders for someone else's units, a commitment missing or not due.
 * Orders the rules refuse on the board (a path too long, say) are not refused here: they are left out
 * when the phase is played, each with its reason in the report.
 */
export async function checkOrdersFile(phase: OpenPhase, file: unknown, accepted: readonly OrdersDocument[]): Promise<Checked<OrdersDocument>> {
  const verified = await verifySignedFile(file, phase.keys);
  if (!verified.ok) return verified;
  const parsed = ordersDocument.safeParse(verified.file.document);
  if (!parsed.success) return refuse(`not an orders file: ${describeIssues(parsed.error.issues, 1)}`);
  const doc = parsed.data;
  const { start } = phase;
  if (doc.player !== verified.file.signer) return refuse(`orders of ${quoteInput(doc.player)} signed by ${quoteInput(verified.file.signer)}`);
  if (doc.gameId !== phase.gameId) return refuse(`orders for the campaign ${quoteInput(doc.gameId)}, not ${quoteInput(phase.gameId)}`);
  const stale = whenWrong(doc.turn, start.turnNumber) ?? (doc.after === phase.head ? null : 'for another publication than the latest');
  if (stale) return refuse(`${doc.player}'s orders for turn ${doc.turn} are ${stale} (turn ${start.turnNumber}, publication ${phase.headSeq})`);
  const phaseNow = start.week?.phase ?? 'orders';
  if (doc.phase !== phaseNow) return refuse(`${doc.player}'s orders are for the ${doc.phase} phase; the ${phaseNow} phase is open`);
  if (!awaitedPlayers(start).includes(doc.player)) return refuse(`no orders are due from ${doc.player} now`);
  if (accepted.some((a) => a.player === doc.player)) return refuse(`a second orders file from ${doc.player} for turn ${doc.turn}`);
  if (diceFollow(start) !== (doc.commitment !== undefined)) {
    return refuse(
      diceFollow(start) ? `${doc.player}'s orders carry no commitment for the dice` : `${doc.player}'s orders carry a commitment, but no dice follow`,
    );
  }
  for (const order of doc.orders) {
    if (order.player !== doc.player) return refuse(`${doc.player}'s file holds an order of ${quoteInput(order.player)}`);
    const unit = 'unit' in order && Object.hasOwn(start.units, order.unit) ? start.units[order.unit] : undefined;
    if (unit && unit.owner !== doc.player) return refuse(`${doc.player}'s file orders unit ${quoteInput(unit.id)}, which is ${unit.owner}'s`);
  }
  return { ok: true, doc, file: verified.file as SignedFile<OrdersDocument> };
}

/** A turn that is not the open one: stale (past) or future; null when it is the open one. */
function whenWrong(turn: number, open: number): string | null {
  if (turn < open) return 'stale';
  return turn > open ? 'for a future turn' : null;
}

/** The dice context a commitment was made in: this campaign, this turn, this participant. */
export const revealContext = (gameId: string, turn: number, participant: string) => ({ gameId, turn, participant });

/** The players' commitments of a closed turn: the referee's own secret is published with the resolution, never sent as a reveal. */
export function playersCommitments(from: readonly string[], commitments: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(from.flatMap((id) => (Object.hasOwn(commitments, id) ? [[id, commitments[id] ?? '']] : [])));
}

/**
 * A reveal file for the commitments published in `closedHash`: signed by a player who committed, for
 * this campaign and turn, its secret matching the commitment; the one-line reason otherwise.
 */
export async function checkRevealFile(
  phase: Pick<OpenPhase, 'gameId' | 'keys'>,
  file: unknown,
  closed: { readonly hash: string; readonly turn: number; readonly commitments: Readonly<Record<string, string>> },
  accepted: readonly RevealDocument[],
): Promise<Checked<RevealDocument>> {
  const verified = await verifySignedFile(file, phase.keys);
  if (!verified.ok) return verified;
  const parsed = revealDocument.safeParse(verified.file.document);
  if (!parsed.success) return refuse(`not a reveal file: ${describeIssues(parsed.error.issues, 1)}`);
  const doc = parsed.data;
  if (doc.player !== verified.file.signer) return refuse(`a reveal of ${quoteInput(doc.player)} signed by ${quoteInput(verified.file.signer)}`);
  if (doc.gameId !== phase.gameId) return refuse(`a reveal for the campaign ${quoteInput(doc.gameId)}, not ${quoteInput(phase.gameId)}`);
  const stale = whenWrong(doc.turn, closed.turn) ?? (doc.after === closed.hash ? null : 'for other commitments than the latest');
  if (stale) return refuse(`${doc.player}'s reveal for turn ${doc.turn} is ${stale}`);
  const expected = Object.hasOwn(closed.commitments, doc.player) ? closed.commitments[doc.player] : undefined;
  if (expected === undefined) return refuse(`${doc.player} made no commitment this turn`);
  if (accepted.some((a) => a.player === doc.player)) return refuse(`a second reveal from ${doc.player} for turn ${doc.turn}`);
  const matches = await checkReveal(expected, doc.secret, revealContext(phase.gameId, doc.turn, doc.player));
  if (!matches.ok) return refuse(matches.reason);
  return { ok: true, doc, file: verified.file as SignedFile<RevealDocument> };
}

/** Each file's name in a refusal: the caller's, else "orders file 2 refused". */
export function fileLabels(files: readonly unknown[], what: string, given: readonly string[] | undefined): string[] {
  return files.map((_, i) => given?.[i] ?? `${what} file ${i + 1} refused`);
}

/**
 * Files sent in for one step, each checked against those accepted before it: all accepted, in seat
 * order whatever order they came in, or the first refusal, naming the file by its label.
 */
export async function acceptAll<D extends { readonly player: string }>(
  files: readonly unknown[],
  labels: readonly string[],
  seats: readonly string[],
  check: (file: unknown, accepted: readonly D[]) => Promise<Checked<D>>,
): Promise<{ ok: true; docs: D[]; signed: SignedFile<D>[] } | { ok: false; reason: string }> {
  const docs: D[] = [];
  const signed: SignedFile<D>[] = [];
  for (const [i, file] of files.entries()) {
    const checked = await check(file, docs);
    if (!checked.ok) return refuse(`${labels[i]}: ${checked.reason}`);
    docs.push(checked.doc);
    signed.push(checked.file);
  }
  const seat = (id: string) => seats.indexOf(id);
  signed.sort((a, b) => seat(a.signer) - seat(b.signer));
  docs.sort((a, b) => seat(a.player) - seat(b.player));
  return { ok: true, docs, signed };
}
