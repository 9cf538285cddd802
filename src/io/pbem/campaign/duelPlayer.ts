// A duelist's side of a duel by e-mail: the referee's duel-turn read (its hand, and the round as far as the
// duelist may see it), and the sealed move written back, checked first as far as the duelist can check it.
import {
  fullDeck,
  pairRegisters,
  playRound,
  roundNeeds,
  sameCard,
  type Card,
  type Declaration,
  type DuelState,
  type Pair,
  type RoundReport,
  type Side,
} from '../../../rules/champions/index.ts';
import { signDocument } from '../signedFile.ts';
import type { Signer } from './appendPublication.ts';
import type { DuelMoveDocument, DuelTurnDocument } from './duelDocuments.ts';
import { checkDuelTurnFile } from './duelFiles.ts';
import { heroNames, initiativeOf, openRound } from './duelReplay.ts';
import type { Written } from './player.ts';
import type { Campaign, DuelStage } from './stage.ts';

/** What a duelist sees of the round it must move in: the duel as it stands, the round's opening, its own hand. */
export interface DuelView {
  readonly turn: DuelTurnDocument;
  readonly stage: DuelStage;
  readonly duel: DuelState;
  /** The round opened with no maneuvers: the initiative, the allowances (the other's hand is not in it). */
  readonly opening: RoundReport;
  /** The hands as the duelist may hold them: its own, and the other's as blanks of the right number. */
  readonly hands: Pair<readonly Card[]>;
  readonly names: readonly [string, string];
}

export type Viewed = { ok: true; view: DuelView } | { ok: false; reason: string };

/** The referee's duel-turn for `player`, checked, with the round it opens as the duelist sees it. */
export async function readDuelTurn(campaign: Campaign, file: unknown, player: string): Promise<Viewed> {
  const { stage } = campaign;
  if (stage.kind !== 'duel') return { ok: false, reason: 'no duel is being fought in this campaign file: open the latest one' };
  const checked = await checkDuelTurnFile({ ...campaign, referee: campaign.doc.referee }, stage, file, player);
  if (!checked.ok) return checked;
  const turn = checked.doc;
  let hands: Pair<readonly Card[]> = [[], []];
  const open = openRound(stage, (duel) => {
    hands = handsSeenBy(turn, roundNeeds(duel).handSizes[turn.side === 0 ? 1 : 0]);
    return { initiative: turn.initiative, hands: hands as Pair<Card[]> };
  });
  if (typeof open === 'string') return { ok: false, reason: open };
  return { ok: true, view: { turn, stage, duel: open.duel, opening: open.opening, hands, names: heroNames(stage) } };
}

/** The duelist's hand beside blanks for the other's: cards the deck still holds, so the rules deal nothing twice. */
function handsSeenBy(turn: DuelTurnDocument, otherSize: number): Pair<Card[]> {
  const used = [...turn.hand, ...(turn.initiative?.flat() ?? [])];
  const left = fullDeck().filter((card) => {
    const at = used.findIndex((u) => sameCard(u, card));
    if (at < 0) return true;
    used.splice(at, 1);
    return false;
  });
  const blanks = left.slice(0, otherSize);
  return turn.side === 0 ? [turn.hand, blanks] : [blanks, turn.hand];
}

export type DuelMoveChoice = { readonly hesitate: true } | { readonly registers: readonly (Declaration | null)[] };

/** Why the rules refuse this move on its own (the other's maneuvers are not known yet), or null. */
export function moveProblem(view: DuelView, choice: DuelMoveChoice): string | null {
  const { turn } = view;
  if ('hesitate' in choice) return turn.mayHesitate ? null : 'this move cannot be a hesitation';
  const declared: Pair<readonly (Declaration | null)[] | null> = turn.side === 0 ? [choice.registers, null] : [null, choice.registers];
  const hesitate = turn.hesitated.length > 0 ? { hesitate: turn.hesitated as Side[] } : {};
  const played = playRound(view.duel, {
    ...initiativeOf({ initiative: turn.initiative, hands: view.hands as Pair<Card[]> }),
    ...hesitate,
    hands: view.hands,
    registers: pairRegisters(declared),
  });
  return played.ok ? null : played.message;
}

/** The duelist's sealed move: signed, for the referee alone; refused first when the rules refuse it on its own. */
export async function writeDuelMove(view: DuelView, campaign: Campaign, player: Signer, choice: DuelMoveChoice): Promise<Written<DuelMoveDocument>> {
  if (player.id !== view.turn.player) return { ok: false, reason: `this duel turn is ${view.turn.player}'s, not ${player.id}'s` };
  const problem = moveProblem(view, choice);
  if (problem) return { ok: false, reason: problem };
  const { turn } = view;
  const doc: DuelMoveDocument = {
    kind: 'duel-move',
    gameId: campaign.gameId,
    player: player.id,
    turn: turn.turn,
    after: turn.after,
    round: turn.round,
    move: turn.move,
    // A plain JSON copy: the rules' declarations are read-only, the document's are plain data.
    ...('hesitate' in choice ? { hesitate: true as const } : { registers: JSON.parse(JSON.stringify(choice.registers)) as DuelMoveDocument['registers'] }),
  };
  return { ok: true, file: await signDocument(doc, player.privateKey, player.id) };
}
