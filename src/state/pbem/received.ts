// The files a referee takes in for the open stage: orders while orders are open, reveals once they are
// closed, the duelists' sealed moves while a duel is fought (the open round's). Each is checked as the engine will check it when the stage closes, so a bad file is refused
// on arrival with one line, and the files already taken stay as they were.
import { checkOrdersFile, checkRevealFile } from '../../io/pbem/campaign/checkFiles.ts';
import type { DuelMoveDocument } from '../../io/pbem/campaign/duelDocuments.ts';
import { checkDuelMoveFile } from '../../io/pbem/campaign/duelFiles.ts';
import type { OrdersDocument, RevealDocument } from '../../io/pbem/campaign/documents.ts';
import type { Campaign } from '../../io/pbem/campaign/stage.ts';
import type { SignedFile } from '../../io/pbem/signedFile.ts';
import { readFileText } from '../../io/pbem/campaign/fileText.ts';
import { MAX_CANONICAL_CHARS } from '../../io/pbem/canonical.ts';
import { oneLine, quoteInput } from '../../io/quoteInput.ts';

/** An orders or reveal file is a few kilobytes; a signed document's canonical JSON may not pass MAX_CANONICAL_CHARS. */
export const MAX_SENT_FILE_CHARS = MAX_CANONICAL_CHARS + 4_096;

export interface Received<D> {
  readonly player: string;
  /** The file's name as it arrived, to show. */
  readonly fileName: string;
  readonly file: SignedFile<D>;
  readonly doc: D;
}

export type Taken =
  | { ok: true; kind: 'orders'; received: Received<OrdersDocument> }
  | { ok: true; kind: 'reveal'; received: Received<RevealDocument> }
  | { ok: true; kind: 'duel-move'; received: Received<DuelMoveDocument> }
  | { ok: false; reason: string };

/** The files already taken for the open stage. */
export interface TakenSoFar {
  readonly orders: readonly Received<OrdersDocument>[];
  readonly reveals: readonly Received<RevealDocument>[];
  readonly duelMoves: readonly Received<DuelMoveDocument>[];
}

const kindOf = (value: unknown): unknown => (value as { document?: { kind?: unknown } } | null)?.document?.kind;

/** A file's text checked for the campaign's open stage, beside the files already taken. */
export async function takeFile(campaign: Campaign, text: string, fileName: string, taken: TakenSoFar): Promise<Taken> {
  const name = quoteInput(fileName);
  const refuse = (reason: string): Taken => ({ ok: false, reason: oneLine(`${name} refused: ${reason}`) });
  // Read only in the one text Karnage writes (fileText.ts): an edited or re-spaced file is refused.
  const parsed = readFileText(text, MAX_SENT_FILE_CHARS);
  if (!parsed.ok) return refuse(parsed.reason);
  const { stage } = campaign;
  const kind = kindOf(parsed.value);
  if (stage.kind === 'over') return refuse('the campaign is over');
  if (stage.kind === 'duel') {
    if (kind !== 'duel-move') return refuse('a duel is being fought: only its duelists’ moves are taken now');
    const checked = await checkDuelMoveFile(
      campaign,
      stage,
      parsed.value,
      taken.duelMoves.map((r) => r.doc),
    );
    if (!checked.ok) return refuse(checked.reason);
    return { ok: true, kind: 'duel-move', received: { player: checked.doc.player, fileName, file: checked.file, doc: checked.doc } };
  }
  if (kind === 'duel-move') return refuse('it is a duel move, and no duel is being fought');
  if (stage.kind === 'orders') {
    if (kind === 'reveal') return refuse('it is a reveal, and no reveals are due: the orders are open');
    const checked = await checkOrdersFile(
      campaign,
      parsed.value,
      taken.orders.map((r) => r.doc),
    );
    if (!checked.ok) return refuse(checked.reason);
    return { ok: true, kind: 'orders', received: { player: checked.doc.player, fileName, file: checked.file, doc: checked.doc } };
  }
  if (kind === 'orders') return refuse('it is an orders file, and the orders are closed: reveals are due now');
  const closed = { hash: stage.closedHash, turn: stage.turn, commitments: stage.closed.commitments };
  const checked = await checkRevealFile(
    campaign,
    parsed.value,
    closed,
    taken.reveals.map((r) => r.doc),
  );
  if (!checked.ok) return refuse(checked.reason);
  return { ok: true, kind: 'reveal', received: { player: checked.doc.player, fileName, file: checked.file, doc: checked.doc } };
}
