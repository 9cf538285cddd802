// A duelist's side of a duel by e-mail in the player's store: the referee's duel-turn opened (checked: the
// referee's signature, this duelist, the round being fought) and the sealed move signed in answer, for the
// referee alone (src/io/pbem/campaign/duelPlayer.ts). The other duelist's hand is never in anything here.
import { readDuelTurn, writeDuelMove, type DuelMoveChoice, type DuelView } from '../../io/pbem/campaign/duelPlayer.ts';
import { fileText, readFileText } from '../../io/pbem/campaign/fileText.ts';
import type { Campaign } from '../../io/pbem/campaign/stage.ts';
import { oneLine, quoteInput } from '../../io/quoteInput.ts';
import { duelMoveFileName } from './duelTurnView.ts';
import { signerFor, type KeyRing } from './keyRing.ts';
import { MAX_SENT_FILE_CHARS } from './received.ts';
import { notice, refusal, type PbemMessage } from './task.ts';

/** The duel-turn kept when another pack is opened or another player chosen: only while it is still the one to answer. */
export function keptDuel(duel: DuelView | null, campaign: Campaign, me: string | null): DuelView | null {
  const { stage } = campaign;
  if (!duel || stage.kind !== 'duel' || duel.turn.player !== me) return null;
  return duel.turn.after === campaign.head && duel.turn.round === stage.rounds.length + 1 ? duel : null;
}

export type OpenedDuelTurn = { ok: true; view: DuelView; message: PbemMessage } | { ok: false; message: PbemMessage };

/** A duel-turn file's text, read in the one text Karnage writes and checked for `me` and the pack open. */
export async function openDuelTurn(campaign: Campaign, me: string, text: string, fileName: string): Promise<OpenedDuelTurn> {
  const refuse = (reason: string): OpenedDuelTurn => ({ ok: false, message: refusal(oneLine(`${quoteInput(fileName)} refused: ${reason}`)) });
  const parsed = readFileText(text, MAX_SENT_FILE_CHARS);
  if (!parsed.ok) return refuse(parsed.reason);
  const read = await readDuelTurn(campaign, parsed.value, me);
  if (!read.ok) return refuse(read.reason);
  const { turn } = read.view;
  const what = turn.mayHesitate ? 'declare or hesitate' : turn.first ? 'declare second' : 'declare';
  return { ok: true, view: read.view, message: notice(`Opened your duel-turn: round ${turn.round}, move ${turn.move + 1}; ${what}.`) };
}

/** The move signed by `me`, for the referee alone; a refusal when the rules refuse it on its own. */
export async function signedDuelMove(
  deps: { readonly keys: KeyRing },
  campaign: Campaign,
  me: string,
  view: DuelView | null,
  choice: DuelMoveChoice,
): Promise<{ name: string; text: string } | PbemMessage> {
  if (!view || view.turn.player !== me) return refusal(`no duel-turn of ${me}'s is open: open the one the referee sent you`);
  const found = await signerFor(deps.keys, campaign, me);
  if (!found.ok) return refusal(found.reason);
  const written = await writeDuelMove(view, campaign, found.signer, choice);
  if (!written.ok) return refusal(`your move was not saved: ${written.reason}`);
  return { name: duelMoveFileName(view.turn), text: fileText(written.file) };
}
