// The Online screen's store, its shape: what it is given (the message server, the keys, the storage), what it holds
// and what it does — as an online file's user (server, user, password) or with an account (signed up or in, games
// made and joined before they start: accountsSlice.ts).
import type { ConnectionOptions, NatsConnection } from '@nats-io/nats-core';
import type { KeyValueStorage } from '../../io/autosave.ts';
import type { ChatLine } from '../../io/online/accounts/chat.ts';
import type { DuelMoveChoice } from '../../io/pbem/campaign/duelPlayer.ts';
import type { Sealer } from '../../io/sealer.ts';
import type { OpenGame } from '../../io/online/accounts/requests.ts';
import type { LobbyEntry } from '../../io/online/lobby.ts';
import type { PlayerView } from '../../io/online/onlinePlayer.ts';
import type { GameApp } from '../../state/gameApp.ts';
import type { TaskState } from '../../state/pbem/task.ts';
import type { AccountPlace } from './accountsView.ts';
import type { NewGameDraft } from './newGameDraft.ts';
import type { OnlineKeys } from './onlineKeys.ts';
import type { Connection } from './onlineView.ts';

export interface OnlineDeps {
  connect(options: ConnectionOptions): Promise<NatsConnection>;
  readonly keys: OnlineKeys;
  /** Outboxes, dice secrets and the orders sent: kept across reloads (localStorage). */
  readonly storage: KeyValueStorage;
  /** The connection, kept for this tab only so a reload rejoins (sessionStorage); null: not kept. */
  readonly tab: KeyValueStorage | null;
  /** Seals the password the tab keeps; none: the tab keeps no connection. */
  readonly sealer?: Sealer | null;
  /** The server addresses the client speaks (ws: and wss: in a browser). */
  readonly schemes?: readonly string[];
}

export interface OnlineState extends TaskState {
  readonly server: string;
  readonly user: string;
  readonly connection: Connection;
  /** The lobby's games where the user has a seat, in the lobby's order. */
  readonly games: readonly LobbyEntry[];
  readonly views: Readonly<Record<string, PlayerView>>;
  /** Per game, the phase ("turn-phase") whose orders were last sent from this browser. */
  readonly sent: Readonly<Record<string, string>>;
  /** The game on screen. */
  readonly open: string | null;
  /** The hotseat store the user plans in while their orders are due, and the publication it plans from. */
  readonly planning: GameApp | null;
  readonly planningHead: string | null;
  /** Why this browser cannot sign for the user in the open game, when it cannot. */
  readonly keyNote: string | null;
  /** Signed on with an account at this place; null: connected as an online file's user (or not at all). */
  readonly place: AccountPlace | null;
  /** The games not started yet that the user sits in or may join, as the account service last listed them. */
  readonly openGames: readonly OpenGame[];
  /** The game not started yet on screen (made, joined, or an invite link's): opened once it starts. */
  readonly waiting: string | null;
  /** The games the user may watch (where they do not play), as the account service last listed them. */
  readonly watchable: readonly OpenGame[];
  /** The games the user watches: followed, never joined. */
  readonly watching: readonly string[];
  /** Per game (with an account), its chat's last lines. */
  readonly chat: Readonly<Record<string, readonly ChatLine[]>>;
  /** Per game, the publication (the campaign's head) the user last nudged at: one nudge per step. */
  readonly nudged: Readonly<Record<string, string>>;
  /** The last nudge for the user while their move was due: for the tab's alert. */
  readonly nudge: TurnNudge | null;
}

export interface TurnNudge {
  readonly game: string;
  readonly text: string;
  /** When it came (ms): a new nudge is a new alert. */
  readonly at: number;
}

export interface OnlineActions {
  /** Connects as `user`; `game`: opened once connected. A refusal is one line, and nothing else changes. */
  connect(server: string, user: string, password: string, game?: string | null): Promise<void>;
  /** Rejoins with the connection kept for this tab, if any (true then), the server waited for; `game` opened. */
  resume(game?: string | null): boolean;
  disconnect(): Promise<void>;
  /** Opens `game`: joins it with the user's key and follows it. */
  openGame(game: string): void;
  closeGame(): void;
  /** Signs the orders planned and sends them (through the outbox: kept until the server has them). */
  sendOrders(): Promise<void>;
  /** Signs and sends the move for the open game's duel-turn: ok once it is in the outbox, else one line why not. */
  sendDuelMove(choice: DuelMoveChoice): Promise<{ ok: true } | { ok: false; reason: string }>;
  dismiss(): void;
}

export interface AccountActions {
  /**
   * Signs up or in at `place` (the passphrase and the key of this sign-in are kept in memory only), then lists the
   * open games; `game` (an invite link's) is shown, with its free seat to take, or one line why there is none.
   */
  signOn(way: 'signUp' | 'signIn', place: AccountPlace, name: string, passphrase: string, game?: string | null): Promise<void>;
  /** Makes the game the draft describes (the user in its first seat), and shows it with its invite link. */
  createGame(draft: NewGameDraft): Promise<void>;
  /** Takes a free seat of `game`, and shows it until it starts. */
  takeSeat(game: string): Promise<void>;
  /** Asks the account service again for the games not started yet. */
  refreshGames(): Promise<void>;
  /** Shows a game not started yet (null: My games). */
  showWaiting(game: string | null): void;
  /** Watches `game` (its maker allows the user): its published game followed live, and shown. */
  watch(game: string): Promise<void>;
}

export interface ChatActions {
  /** Says `typed` in `game`'s chat: null once it is there, else one line why not. */
  say(game: string, typed: string): Promise<string | null>;
  /** Nudges whoever's move it is in `game` (once per step): null once sent, else one line why not. */
  nudgeIn(game: string): Promise<string | null>;
}

export type OnlineStore = OnlineState & OnlineActions & AccountActions & ChatActions;
