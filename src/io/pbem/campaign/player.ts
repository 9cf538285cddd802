import type { PlannableOrder } from '../../../rules/index.ts';
import { commitment, freshSecret } from '../commitReveal.ts';
import { signDocument, type SignedFile } from '../signedFile.ts';
import { revealContext } from './checkFiles.ts';
import type { OrdersDocument, RevealDocument } from './documents.ts';
import type { Signer } from './referee.ts';
import type { Campaign } from './stage.ts';

export type Written<D> = { ok: true; file: SignedFile<D>; secret?: string } | { ok: false; reason: string };

/**
 * A player's signed orders for the open phase, answering the latest publication. When dice follow, a
 * fresh secret is drawn and only its commitment goes in the file: the secret is returned, to be kept
 * and revealed once the referee publishes every commitment.
 */
export async function writeOrders(campaign: Campaign, player: Signer, orders: readonly PlannableOrder[]): Promise<Written<OrdersDocument>> {
  const { stage } = campaign;
  if (stage.kind !== 'orders') return { ok: false, reason: stage.kind === 'over' ? 'the campaign is over' : 'the orders are closed: reveals are due now' };
  if (!stage.from.includes(player.id)) return { ok: false, reason: `no orders are due from ${player.id} now` };
  const secret = stage.diceFollow ? freshSecret() : undefined;
  const doc: OrdersDocument = {
    kind: 'orders',
    gameId: campaign.gameId,
    player: player.id,
    turn: stage.turn,
    phase: stage.phase,
    after: campaign.head,
    // A plain JSON copy: the rules' orders are read-only, the document's are plain data.
    orders: JSON.parse(JSON.stringify(orders)) as OrdersDocument['orders'],
    ...(secret ? { commitment: await commitment(secret, revealContext(campaign.gameId, stage.turn, player.id)) } : {}),
  };
  const file = await signDocument(doc, player.privateKey, player.id);
  return secret ? { ok: true, file, secret } : { ok: true, file };
}

/** A player's signed reveal of the secret behind their commitment, once the commitments are published. */
export async function writeReveal(campaign: Campaign, player: Signer, secret: string): Promise<Written<RevealDocument>> {
  const { stage } = campaign;
  if (stage.kind !== 'reveals') return { ok: false, reason: 'no reveals are due now' };
  if (!stage.from.includes(player.id)) return { ok: false, reason: `${player.id} made no commitment this turn` };
  const doc: RevealDocument = { kind: 'reveal', gameId: campaign.gameId, player: player.id, turn: stage.turn, after: stage.closedHash, secret };
  return { ok: true, file: await signDocument(doc, player.privateKey, player.id) };
}
