import type { GameState, PlayerId } from '../../../rules/index.ts';
import type { OpenPhase } from './checkFiles.ts';
import type { CampaignDocument, CampaignFile, OrdersDocument, PublicationDocument } from './documents.ts';
import { awaitedPlayers, diceFollow } from './playPhase.ts';

/** What a campaign is waiting for now. */
export type Stage =
  | { readonly kind: 'orders'; readonly turn: number; readonly phase: 'orders' | 'attacks'; readonly from: readonly PlayerId[]; readonly diceFollow: boolean }
  | {
      readonly kind: 'reveals';
      readonly turn: number;
      readonly phase: 'orders' | 'attacks';
      /** Players who committed and must reveal. */
      readonly from: readonly PlayerId[];
      /** The publication that closed the orders (its hash is what reveals answer). */
      readonly closed: PublicationDocument;
      readonly closedHash: string;
      /** The orders it accepted, to be played once the dice are known. */
      readonly orders: readonly OrdersDocument[];
    }
  | { readonly kind: 'over' };

/** A campaign file checked end to end and replayed: where it stands now. */
export interface Campaign extends OpenPhase {
  readonly file: CampaignFile;
  readonly doc: CampaignDocument;
  readonly publications: readonly PublicationDocument[];
  /** The map as last published (while reveals are due in a week, the map after the moves). */
  readonly shown: GameState;
  readonly stage: Stage;
}

/** What a state, at the start of a phase, waits for. */
export function stageAt(state: GameState): Stage {
  if (state.result) return { kind: 'over' };
  return { kind: 'orders', turn: state.turnNumber, phase: state.week?.phase ?? 'orders', from: awaitedPlayers(state), diceFollow: diceFollow(state) };
}
