// The referee's next publication: its fields, signed, and the campaign checked end to end with it, as
// anyone would check it.
import { oneLine } from '../../quoteInput.ts';
import { signDocument } from '../signedFile.ts';
import type { PublicationDocument } from './documents.ts';
import { extendCampaign } from './openCampaign.ts';
import type { Campaign } from './stage.ts';
import type { CampaignFile } from './documents.ts';

/** A participant able to sign: its id and private key. */
export interface Signer {
  readonly id: string;
  readonly privateKey: CryptoKey;
}

export type Stepped = { ok: true; file: CampaignFile; campaign: Campaign; refereeSecret?: string } | { ok: false; reason: string };
export const refuse = (reason: string): { ok: false; reason: string } => ({ ok: false, reason: oneLine(reason) });

export type Body = Omit<PublicationDocument, 'kind' | 'gameId' | 'seq' | 'previous' | 'step'>;

/** A publication's fields, empty where this step carries nothing. */
export function publication(turn: number, phase: 'orders' | 'attacks', fields: Partial<Body> & Pick<Body, 'stateHash' | 'publishedAt'>): Body {
  return { turn, phase, orders: [], missingOrders: [], commitments: {}, reveals: [], missingReveals: [], dice: { kind: 'none' }, report: [], ...fields };
}

/** The campaign with one more publication, signed by the referee, and checked end to end as anyone would. */
export async function append(campaign: Campaign, step: PublicationDocument['step'], body: Body, referee: Signer): Promise<Stepped> {
  if (referee.id !== campaign.doc.referee) return refuse(`${referee.id} is not this campaign's referee`);
  const document: PublicationDocument = { kind: 'publication', gameId: campaign.gameId, seq: campaign.headSeq + 1, previous: campaign.head, step, ...body };
  const signed = await signDocument(document, referee.privateKey, referee.id);
  const extended = await extendCampaign(campaign, signed);
  // A referee's own publication that does not check would be a bug here, not bad input: say so plainly.
  return extended.ok
    ? { ok: true, file: extended.campaign.file, campaign: extended.campaign }
    : refuse(`the new publication does not check: ${extended.reason}`);
}
