// The files of a duel by e-mail checked as they come in: a duelist's move (by the referee, and by anyone
// verifying a publication that carries it), and the referee's duel-turn (by the duelist it is for).
import { describeIssues } from '../../describeZodError.ts';
import { oneLine, quoteInput } from '../../quoteInput.ts';
import { verifySignedFile, type SignedFile } from '../signedFile.ts';
import type { Checked, OpenPhase } from './checkFiles.ts';
import { duelMoveDocument, duelTurnDocument, type DuelMoveDocument, type DuelTurnDocument } from './duelDocuments.ts';
import type { DuelStage } from './stage.ts';

const refuse = (reason: string): { ok: false; reason: string } => ({ ok: false, reason: oneLine(reason) });

/**
 * A duelist's move for the open round of the duel: signed by a duelist, for this campaign, turn and round,
 * answering the latest publication, and not a second file for the same move.
 */
export async function checkDuelMoveFile(
  phase: Pick<OpenPhase, 'gameId' | 'keys' | 'head'>,
  stage: DuelStage,
  file: unknown,
  accepted: readonly DuelMoveDocument[],
): Promise<Checked<DuelMoveDocument>> {
  const verified = await verifySignedFile(file, phase.keys);
  if (!verified.ok) return verified;
  const parsed = duelMoveDocument.safeParse(verified.file.document);
  if (!parsed.success) return refuse(`not a duel move: ${describeIssues(parsed.error.issues, 1)}`);
  const doc = parsed.data;
  if (doc.player !== verified.file.signer) return refuse(`a duel move of ${quoteInput(doc.player)} signed by ${quoteInput(verified.file.signer)}`);
  if (doc.gameId !== phase.gameId) return refuse(`a duel move for the campaign ${quoteInput(doc.gameId)}, not ${quoteInput(phase.gameId)}`);
  if (!stage.duelists.includes(doc.player)) return refuse(`${doc.player} does not fight this duel`);
  const round = stage.rounds.length + 1;
  if (doc.turn !== stage.turn || doc.round !== round)
    return refuse(`${doc.player}'s move is for turn ${doc.turn}, round ${doc.round}; round ${round} of turn ${stage.turn} is being fought`);
  if (doc.after !== phase.head) return refuse(`${doc.player}'s move answers another publication than the latest`);
  if (accepted.some((a) => a.move === doc.move)) return refuse(`a second file for move ${doc.move + 1} of round ${round}`);
  return { ok: true, doc, file: verified.file as SignedFile<DuelMoveDocument> };
}

/** Every move file checked, sorted by its place in the round; the first refusal names its file. */
export async function acceptMoves(
  phase: Pick<OpenPhase, 'gameId' | 'keys' | 'head'>,
  stage: DuelStage,
  files: readonly unknown[],
  labels: readonly string[],
): Promise<{ ok: true; docs: DuelMoveDocument[]; signed: SignedFile<DuelMoveDocument>[] } | { ok: false; reason: string }> {
  const checked: { doc: DuelMoveDocument; file: SignedFile<DuelMoveDocument> }[] = [];
  for (const [i, file] of files.entries()) {
    const one = await checkDuelMoveFile(
      phase,
      stage,
      file,
      checked.map((c) => c.doc),
    );
    if (!one.ok) return refuse(`${labels[i] ?? `duel move ${i + 1} refused`}: ${one.reason}`);
    checked.push(one);
  }
  checked.sort((a, b) => a.doc.move - b.doc.move);
  return { ok: true, docs: checked.map((c) => c.doc), signed: checked.map((c) => c.file) };
}

/** The referee's duel-turn, as the duelist it names reads it: signed by the referee, for the duel now being fought. */
export async function checkDuelTurnFile(
  phase: Pick<OpenPhase, 'gameId' | 'keys' | 'head'> & { readonly referee: string },
  stage: DuelStage,
  file: unknown,
  player: string,
): Promise<Checked<DuelTurnDocument>> {
  const verified = await verifySignedFile(file, phase.keys);
  if (!verified.ok) return verified;
  if (verified.file.signer !== phase.referee) return refuse(`a duel turn must be the referee's; this one is signed by ${quoteInput(verified.file.signer)}`);
  const parsed = duelTurnDocument.safeParse(verified.file.document);
  if (!parsed.success) return refuse(`not a duel turn: ${describeIssues(parsed.error.issues, 1)}`);
  const doc = parsed.data;
  if (doc.gameId !== phase.gameId) return refuse(`a duel turn for the campaign ${quoteInput(doc.gameId)}, not ${quoteInput(phase.gameId)}`);
  if (doc.player !== player) return refuse(`this duel turn is ${doc.player}'s, not ${player}'s`);
  if (doc.turn !== stage.turn || doc.round !== stage.rounds.length + 1 || doc.after !== phase.head) {
    return refuse('this duel turn is for another round than the one being fought: open the latest campaign file');
  }
  return { ok: true, doc, file: verified.file as SignedFile<DuelTurnDocument> };
}
