import type { GameState, Pair, PlayerId } from '../../../rules/index.ts';
import type { Dealt, PlayedRound, UnfinishedDuel } from '../../../rules/champions/index.ts';
import type { DuelMoveDocument } from './duelDocuments.ts';
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
  | DuelStage
  | { readonly kind: 'over' };

/** A duel's round as published: its cards, the duelists' moves and who missed theirs, and the round they make. */
export interface DuelRound {
  readonly dealt: Dealt;
  readonly moves: readonly DuelMoveDocument[];
  readonly missing: readonly PlayerId[];
  readonly played: PlayedRound;
}

/** The turn stops at a duel between heroes, fought round by round by e-mail (docs/pbem.md, "Duels by e-mail"). */
export interface DuelStage {
  readonly kind: 'duel';
  readonly turn: number;
  readonly phase: 'orders' | 'attacks';
  /** The orders of the turn, and its dice (already published). */
  readonly orders: readonly OrdersDocument[];
  readonly seed: number;
  /** What the referee committed its deal secret to, when the orders closed. */
  readonly dealCommitment: string;
  /** The heroes and the map as the duel begins. */
  readonly duel: UnfinishedDuel;
  /** Who fights it: the attacking hero's player, then the defending hero's. */
  readonly duelists: Pair<PlayerId>;
  /** The duelists: the players whose moves the referee awaits. */
  readonly from: readonly PlayerId[];
  readonly rounds: readonly DuelRound[];
}

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
