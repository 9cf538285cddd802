// The Online screen's store: connect as a user (their key kept in this browser, made on the first connection),
// the games where they have a seat, one game open — joined, followed live, its orders planned on the board as in
// a hotseat game when they are due and sent through the player's outbox. The message server, the key store and
// the storage are given (the browser's in the app, Node's in tests), so the same store runs against a real server
// in both.
import type { ConnectionOptions, NatsConnection } from '@nats-io/nats-core';
import { createStore } from 'zustand/vanilla';
import type { KeyValueStorage } from '../../io/autosave.ts';
import type { LobbyEntry } from '../../io/online/lobby.ts';
import type { PlayerView } from '../../io/online/onlinePlayer.ts';
import type { GameApp } from '../../state/gameApp.ts';
import { turnLabel } from '../../state/pbem/campaignView.ts';
import { plannedOrders } from '../../state/pbem/planningApp.ts';
import { IDLE, notice, refusal, runTask, type PbemMessage, type TaskState } from '../../state/pbem/task.ts';
import { keyFor, type OnlineKeys, type PlayerKey } from './onlineKeys.ts';
import { OnlineSession } from './onlineSession.ts';
import { BROWSER_SCHEMES, connectionOptions, connectProblem, ordersKey, serverProblem, unreachable, userProblem, type Connection } from './onlineView.ts';
import { forget, recall, remember, sentKey } from './remembered.ts';
import { planFor } from './planFor.ts';

export interface OnlineDeps {
  connect(options: ConnectionOptions): Promise<NatsConnection>;
  readonly keys: OnlineKeys;
  /** Outboxes, dice secrets and the orders sent: kept across reloads (localStorage). */
  readonly storage: KeyValueStorage;
  /** The connection, kept for this tab only so a reload rejoins (sessionStorage); null: not kept. */
  readonly tab: KeyValueStorage | null;
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
  dismiss(): void;
}

export type OnlineStore = OnlineState & OnlineActions;

const INITIAL = {
  server: '',
  user: '',
  connection: 'offline',
  games: [],
  views: {},
  sent: {},
  open: null,
  planning: null,
  planningHead: null,
  keyNote: null,
} as const satisfies Omit<OnlineState, keyof TaskState>;

export function createOnlineStore(deps: OnlineDeps) {
  let session: OnlineSession | null = null;
  /** The turn of the open game as last shown. */
  let shownTurn: string | null = null;
  return createStore<OnlineStore>()((set, get) => {
    const task = (label: string, work: () => Promise<PbemMessage | null>) => runTask(get, set, label, work);
    /** The open game's planning and key note, as its view and what was sent now make them. */
    const refresh = () => {
      const { open, views, sent, planning, planningHead, message } = get();
      const campaign = (open ? views[open]?.campaign : null) ?? null;
      const planned = planFor(campaign, session?.playerKey ?? null, open ? (sent[open] ?? null) : null, { planning, planningHead });
      // A new turn: the line about the last action (orders sent) has had its day; a refusal stays.
      const turn = campaign ? (campaign.stage.kind === 'over' ? 'over' : String(campaign.stage.turn)) : null;
      const moved = turn !== null && turn !== shownTurn;
      shownTurn = turn;
      set(moved && message?.kind === 'notice' && !get().busy ? { ...planned, message: null } : planned);
    };
    const start = (server: string, user: string): OnlineSession => {
      const made = new OnlineSession(server, user, deps.storage, {
        connection: (connection) => session === made && set({ connection }),
        game: (entry) => session === made && set((s) => ({ games: [...s.games.filter((g) => g.id !== entry.id), entry] })),
        view: (game, view) => {
          if (session !== made) return;
          set((s) => ({ views: { ...s.views, [game]: view }, sent: { ...s.sent, [game]: deps.storage.getItem(sentKey(game, user)) ?? '' } }));
          if (get().open === game) refresh();
        },
      });
      return made;
    };
    const end = async () => {
      const ending = session;
      session = null;
      set({ ...INITIAL });
      await ending?.close();
    };
    const open = (game: string) => {
      set({ open: game, message: null });
      session?.join(game);
      refresh();
    };
    return {
      ...INITIAL,
      ...IDLE,
      connect: (server, user, password, game = null) =>
        task('Connecting…', async () => {
          const made = await connectAs(deps, server, user, password);
          if (!made.ok) return refusal(made.reason);
          await end();
          session = start(server.trim(), user);
          session.setKey(made.key);
          set({ server: server.trim(), user, connection: 'connected' });
          session.attach(made.nc);
          remember(deps.tab, { server: server.trim(), user, password });
          if (game) open(game);
          return made.madeKey ? notice(`Made a key for ${user}, kept in this browser; its backup opens with your password (Play by e-mail → Keys).`) : null;
        }),
      resume: (game = null) => {
        const kept = recall(deps.tab);
        if (!kept || session) return false;
        const resumed = start(kept.server, kept.user);
        session = resumed;
        set({ server: kept.server, user: kept.user, connection: 'reconnecting' });
        void rejoin(deps, resumed, kept.password, game, {
          isCurrent: () => session === resumed,
          open,
          fail: (text) => {
            forget(deps.tab);
            void end().then(() => set({ message: refusal(text) }));
          },
        });
        return true;
      },
      disconnect: async () => {
        forget(deps.tab);
        await end();
      },
      openGame: open,
      closeGame: () => set({ open: null, planning: null, planningHead: null, keyNote: null }),
      sendOrders: () =>
        task('Signing and sending your orders…', async () => {
          const { open: game, planning, views, user } = get();
          const player = game ? session?.player(game) : null;
          const campaign = game ? views[game]?.campaign : null;
          const phase = campaign ? ordersKey(campaign) : null;
          if (!game || !player || !planning || !campaign || !phase) return refusal('no orders are due from you now');
          const sent = await player.sendOrders(plannedOrders(planning));
          if (!sent.ok) return refusal(`your orders were not sent: ${sent.reason}`);
          deps.storage.setItem(sentKey(game, user), phase);
          set((s) => ({ sent: { ...s.sent, [game]: phase } }));
          refresh();
          const label = campaign.stage.kind === 'orders' ? turnLabel(campaign, campaign.stage.turn) : 'this turn';
          return notice(`Sent your orders for ${label}.`);
        }),
      dismiss: () => set({ message: null }),
    };
  });
}

type Connected = { ok: true; nc: NatsConnection; key: PlayerKey; madeKey: boolean } | { ok: false; reason: string };

/** A connection as `user`, and their key (made now if this browser keeps none); or one line why not. */
async function connectAs(deps: OnlineDeps, server: string, user: string, password: string): Promise<Connected> {
  const bad = serverProblem(server, deps.schemes ?? BROWSER_SCHEMES) ?? userProblem(user) ?? (password === '' ? 'give your password' : null);
  if (bad) return { ok: false, reason: bad };
  let nc: NatsConnection;
  try {
    nc = await deps.connect(connectionOptions(server, user, password));
  } catch (error) {
    return { ok: false, reason: connectProblem(error, server, user) };
  }
  const found = await keyFor(deps.keys, user, password);
  if (found.ok) return { ok: true, nc, key: found.key, madeKey: found.made };
  await nc.close().catch(() => {});
  return { ok: false, reason: `cannot keep ${user}'s key in this browser: ${found.reason}` };
}

interface Rejoining {
  isCurrent(): boolean;
  open(game: string): void;
  fail(text: string): void;
}

/** How long a page rejoining waits before it tries a server out of reach again. */
const REJOIN_RETRY_MS = 1000;

/** A connection, the server tried again while it is out of reach and `isCurrent()`; null once it is not. */
async function reach(
  deps: OnlineDeps,
  session: OnlineSession,
  password: string,
  isCurrent: () => boolean,
): Promise<{ ok: true; nc: NatsConnection } | { ok: false; reason: string } | null> {
  for (;;) {
    try {
      const nc = await deps.connect(connectionOptions(session.server, session.user, password));
      if (isCurrent()) return { ok: true, nc };
      await nc.close().catch(() => {});
      return null;
    } catch (error) {
      if (!isCurrent()) return null;
      if (!unreachable(error)) return { ok: false, reason: connectProblem(error, session.server, session.user) };
    }
    await new Promise((resolve) => setTimeout(resolve, REJOIN_RETRY_MS));
    if (!isCurrent()) return null;
  }
}

/** A page reloaded: the key first (the open game's outbox shows at once), then the server, waited for. */
async function rejoin(deps: OnlineDeps, session: OnlineSession, password: string, game: string | null, to: Rejoining): Promise<void> {
  const loaded = await deps.keys.load(session.user);
  if (loaded.ok) session.setKey(loaded.key);
  if (game && to.isCurrent()) to.open(game);
  const reached = await reach(deps, session, password, to.isCurrent);
  if (!reached) return;
  if (!reached.ok) return to.fail(reached.reason);
  const { nc } = reached;
  if (!loaded.ok) {
    const found = await keyFor(deps.keys, session.user, password);
    if (!found.ok) {
      await nc.close().catch(() => {});
      if (to.isCurrent()) to.fail(`cannot keep ${session.user}'s key in this browser: ${found.reason}`);
      return;
    }
    session.setKey(found.key);
    if (game && to.isCurrent()) to.open(game);
  }
  session.attach(nc);
}
