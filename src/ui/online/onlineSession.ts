// One user's time on the message server: the connection (its state reported as the client sees it), the lobby's
// games where the user has a seat, and an OnlinePlayer following each of them — so every game's state shows in the
// list, what waits in any game's outbox is sent, and reveals go out even for a game not on screen. The key may come
// before the connection (a page rejoining after a reload shows its outbox while the server is still away).
import type { NatsConnection } from '@nats-io/nats-core';
import type { KeyValueStorage } from '../../io/autosave.ts';
import { type ChatLine, followChat } from '../../io/online/accounts/chat.ts';
import { followLobby, type LobbyEntry } from '../../io/online/lobby.ts';
import { OnlinePlayer, type PlayerView } from '../../io/online/onlinePlayer.ts';
import type { PlayerKey } from './onlineKeys.ts';
import { connectionAfter, type Connection } from './onlineView.ts';

/** How long the lobby is looked for again when it is not there yet (the referee has not started). */
const LOBBY_RETRY_MS = 1000;

export interface SessionEvents {
  connection(connection: Connection): void;
  /** A game of the lobby where the user has a seat. */
  game(entry: LobbyEntry): void;
  view(game: string, view: PlayerView): void;
  /** A line of `game`'s chat; null: the chat is read again from its start (a new connection), forget the lines so far. */
  chat(game: string, line: ChatLine | null): void;
}

export class OnlineSession {
  private nc: NatsConnection | null = null;
  private key: PlayerKey | null = null;
  private readonly players = new Map<string, OnlinePlayer>();
  private stopLobby: (() => void) | null = null;
  private closed = false;
  /** Games to join once connected (a join sent offline would only wait in the outbox beside the orders). */
  private readonly joining = new Set<string>();
  /** The games the user watches: listed from the lobby though they have no seat there. */
  private readonly watched = new Set<string>();
  /** The games whose chat is followed (an account's games have one), and the way to stop each on this connection. */
  private readonly chats = new Map<string, (() => void) | null>();

  constructor(
    readonly server: string,
    readonly user: string,
    private readonly storage: KeyValueStorage,
    private readonly events: SessionEvents,
  ) {}

  get playerKey(): PlayerKey | null {
    return this.key;
  }

  get connected(): boolean {
    return this.nc !== null;
  }

  /** The connection followed now (to ask the account service on), or null before there is one. */
  get connection(): NatsConnection | null {
    return this.nc;
  }

  /** Signs as `key` from now on. */
  setKey(key: PlayerKey): void {
    this.key = key;
  }

  /** The player of `game` (made and following it once there is a key), or null before there is one. */
  player(game: string): OnlinePlayer | null {
    const known = this.players.get(game);
    if (known || !this.key || this.closed) return known ?? null;
    const player = new OnlinePlayer(game, this.key, this.storage, (view) => {
      if (!this.closed) this.events.view(game, view);
    });
    this.players.set(game, player);
    if (this.nc) void player.connect(this.nc).catch(() => {});
    this.events.view(game, player.view);
    return player;
  }

  /** Joins `game` (again: a join already on the server counts as sent), now or once connected. */
  join(game: string): void {
    const player = this.player(game);
    if (!player) return;
    if (this.nc) void player.join().catch(() => {});
    else this.joining.add(game);
  }

  /** Follows on `nc`: its state, the lobby, and every game's player; joins the games waiting to. */
  attach(nc: NatsConnection): void {
    if (this.closed) {
      void nc.close();
      return;
    }
    this.nc = nc;
    this.events.connection('connected');
    void this.watch(nc);
    for (const player of this.players.values()) void player.connect(nc).catch(() => {});
    for (const game of this.joining) this.join(game);
    this.joining.clear();
    for (const game of this.chats.keys()) void this.readChat(nc, game);
    void this.followLobby(nc);
  }

  /** Lists `game` from the lobby from now on (the user watches it); call before the connection with its rights. */
  watchGame(game: string): void {
    this.watched.add(game);
  }

  /** Follows `game`'s chat, now or once connected, and on every connection after. */
  followChat(game: string): void {
    if (this.chats.has(game) || this.closed) return;
    this.chats.set(game, null);
    if (this.nc) void this.readChat(this.nc, game);
  }

  private async readChat(nc: NatsConnection, game: string): Promise<void> {
    this.events.chat(game, null);
    const stop = await followChat(nc, game, (line) => {
      if (!this.closed && this.nc === nc) this.events.chat(game, line);
    }).catch(() => null);
    if (this.closed || this.nc !== nc) stop?.();
    else this.chats.set(game, stop);
  }

  private stopChats(): void {
    for (const [game, stop] of this.chats) {
      stop?.();
      this.chats.set(game, null);
    }
  }

  /**
   * Follows on `nc` from now on in place of the connection before, which is closed: a signed-in player's new JWT
   * (its rights now include the game just made or joined) needs a connection of its own.
   */
  async replace(nc: NatsConnection): Promise<void> {
    const before = this.nc;
    this.stopLobby?.();
    this.stopLobby = null;
    this.stopChats();
    this.nc = null;
    this.attach(nc);
    await before?.close().catch(() => {});
  }

  private async watch(nc: NatsConnection): Promise<void> {
    void nc.closed().then(() => {
      if (!this.closed && this.nc === nc) this.events.connection('offline');
    });
    for await (const status of nc.status()) {
      if (this.closed || this.nc !== nc) return;
      const connection = connectionAfter(status.type);
      if (connection) this.events.connection(connection);
    }
  }

  /** The lobby, looked for until the referee has made it. */
  private async followLobby(nc: NatsConnection): Promise<void> {
    while (!this.closed && !this.stopLobby && this.nc === nc) {
      try {
        const stop = await followLobby(nc, (entry) => {
          if (this.closed || this.nc !== nc || !(entry.seats.includes(this.user) || this.watched.has(entry.id))) return;
          this.events.game(entry);
          this.player(entry.id);
        });
        if (this.closed || this.nc !== nc) stop();
        else this.stopLobby = stop;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, LOBBY_RETRY_MS));
      }
    }
  }

  /** Stops following and closes the connection; nothing it held is used again. */
  async close(): Promise<void> {
    this.closed = true;
    this.stopLobby?.();
    this.stopChats();
    for (const player of this.players.values()) player.disconnect();
    this.players.clear();
    const nc = this.nc;
    this.nc = null;
    await nc?.close().catch(() => {});
  }
}
