// The Online screen's store: connect as a user (their key kept in this browser, made on the first connection),
// the games where they have a seat, one game open — joined, followed live, its orders planned on the board as in
// a hotseat game when they are due and sent through the player's outbox. The message server, the key store and
// the storage are given (the browser's in the app, Node's in tests), so the same store runs against a real server
// in both. With an account (accountsSlice.ts) the user signs up or in, makes games and takes seats before they start.
import type { NatsConnection } from '@nats-io/nats-core';
import { createStore } from 'zustand/vanilla';
import type { DuelMoveChoice } from '../../io/pbem/campaign/duelPlayer.ts';
import { turnLabel } from '../../state/pbem/campaignView.ts';
import { plannedOrders } from '../../state/pbem/planningApp.ts';
import { IDLE, notice, refusal, runTask, type PbemMessage, type TaskState } from '../../state/pbem/task.ts';
import { accountActions } from './accountsSlice.ts';
import { chatActions, chatArrived } from './chatSlice.ts';
import { keyFor, type PlayerKey } from './onlineKeys.ts';
import { OnlineSession } from './onlineSession.ts';
import { BROWSER_SCHEMES, connectionOptions, connectProblem, ordersKey, serverProblem, unreachable, userProblem } from './onlineView.ts';
import { forget, recall, remember, sentKey } from './remembered.ts';
import { planFor } from './planFor.ts';
import type { OnlineDeps, OnlineState, OnlineStore } from './onlineTypes.ts';

export type { OnlineDeps, OnlineState, OnlineStore } from './onlineTypes.ts';

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
  place: null,
  openGames: [],
  waiting: null,
  watchable: [],
  watching: [],
  chat: {},
  nudged: {},
  nudge: null,
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
        game: (entry) => {
          if (session !== made) return;
          set((s) => ({ games: [...s.games.filter((g) => g.id !== entry.id), entry], openGames: s.openGames.filter((g) => g.id !== entry.id) }));
          // An account's games have a chat (an online file's have none).
          if (get().place) made.followChat(entry.id);
          // The game on screen before it started, started: it opens (its player joins with this browser's key).
          if (get().waiting === entry.id) open(entry.id);
        },
        view: (game, view) => {
          if (session !== made) return;
          set((s) => ({ views: { ...s.views, [game]: view }, sent: { ...s.sent, [game]: deps.storage.getItem(sentKey(game, user)) ?? '' } }));
          if (get().open === game) refresh();
        },
        chat: (game, line) => session === made && chatArrived(chat, game, line),
      });
      return made;
    };
    const end = async () => {
      const ending = session;
      session = null;
      accounts.forget();
      set({ ...INITIAL });
      await ending?.close();
    };
    const open = (game: string) => {
      set({ open: game, waiting: null, message: null });
      // A spectator follows the game and never joins it (the server would refuse the join).
      if (get().watching.includes(game)) session?.player(game);
      else session?.join(game);
      refresh();
    };
    const begin = async (server: string, user: string, key: PlayerKey, nc: NatsConnection) => {
      await end();
      session = start(server, user);
      session.setKey(key);
      set({ server, user, connection: 'connected' });
      session.attach(nc);
    };
    const accounts = accountActions({ deps, get, set, task, session: () => session, begin, open });
    const chat = { get, set, session: () => session };
    return {
      ...INITIAL,
      ...IDLE,
      ...accounts.actions,
      ...chatActions(chat),
      connect: (server, user, password, game = null) =>
        task('Connecting…', async () => {
          const made = await connectAs(deps, server, user, password);
          if (!made.ok) return refusal(made.reason);
          await begin(server.trim(), user, made.key, made.nc);
          await remember(deps.tab, deps.sealer ?? null, { server: server.trim(), user, password });
          if (game) open(game);
          return made.madeKey ? notice(`Made a key for ${user}, kept in this browser; its backup opens with your password (Play by e-mail → Keys).`) : null;
        }),
      resume: (game = null) => {
        const kept = recall(deps.tab);
        if (!kept || session) return false;
        const resumed = start(kept.server, kept.user);
        session = resumed;
        set({ server: kept.server, user: kept.user, connection: 'reconnecting' });
        void rejoin(deps, resumed, kept.sealed, game, {
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
      sendOrders: () => task('Signing and sending your orders…', () => sendPlanned(deps, { get, set, refresh }, session)),
      sendDuelMove: (choice) => sendDuelMove(choice, get().open, session, set),
      dismiss: () => set({ message: null }),
    };
  });
}

/** The open game's duel move, signed and sent: ok once it is in the outbox, else one line why not. */
async function sendDuelMove(
  choice: DuelMoveChoice,
  game: string | null,
  session: OnlineSession | null,
  set: (partial: Partial<OnlineState>) => void,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const player = game ? session?.player(game) : null;
  if (!player) return { ok: false, reason: 'no duel move is due from you now' };
  const sent = await player.sendDuelMove(choice);
  if (sent.ok) set({ message: notice('Sent your duel move: the referee has it, sealed.') });
  return sent;
}

interface Open {
  get(): OnlineStore;
  set(change: (s: OnlineStore) => Partial<OnlineState>): void;
  /** The open game's planning anew, after what was sent changed. */
  refresh(): void;
}

/** The open game's planned orders, signed and sent; the phase kept, so that a reload does not offer them again. */
async function sendPlanned(deps: OnlineDeps, to: Open, session: OnlineSession | null): Promise<PbemMessage> {
  const { open: game, planning, views, user } = to.get();
  const player = game ? session?.player(game) : null;
  const campaign = game ? views[game]?.campaign : null;
  const phase = campaign ? ordersKey(campaign) : null;
  if (!game || !player || !planning || !campaign || !phase) return refusal('no orders are due from you now');
  const sent = await player.sendOrders(plannedOrders(planning));
  if (!sent.ok) return refusal(`your orders were not sent: ${sent.reason}`);
  deps.storage.setItem(sentKey(game, user), phase);
  to.set((s) => ({ sent: { ...s.sent, [game]: phase } }));
  to.refresh();
  const label = campaign.stage.kind === 'orders' ? turnLabel(campaign, campaign.stage.turn) : 'this turn';
  return notice(`Sent your orders for ${label}.`);
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
async function rejoin(deps: OnlineDeps, session: OnlineSession, sealed: string, game: string | null, to: Rejoining): Promise<void> {
  const password = (await deps.sealer?.open(sealed)) ?? null;
  if (password === null) return to.fail('this tab could not open its kept connection: connect again');
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
