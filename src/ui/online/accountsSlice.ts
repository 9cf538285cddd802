// The Online screen's accounts (docs/online.md, "Accounts"): sign up or in as the server's public guest, then ask the
// account service as oneself — the games not started yet, a game made, a seat taken. Each answer that changes the
// user's rights is a new JWT, and the connection is made again with it (the server reads the rights from the JWT).
// Who is signed in (the name, the key made for this sign-in and its JWT) is kept in memory only, never in storage:
// a reload signs in again. The game on screen before it starts opens by itself once it does (onlineStore.ts).
import type { NatsConnection } from '@nats-io/nats-core';
import {
  createGame,
  guestOptions,
  joinGame,
  openGames,
  type SignedIn,
  signOn,
  userOptions,
  watchableGames,
  watchGame,
} from '../../io/online/accounts/accountClient.ts';
import { oneLine, quoteInput } from '../../io/quoteInput.ts';
import { notice, refusal, type PbemMessage } from '../../state/pbem/task.ts';
import { type AccountPlace, nameProblem, passphraseProblem } from './accountsView.ts';
import { type NewGameDraft, readNewGame } from './newGameDraft.ts';
import { keyFor, type PlayerKey } from './onlineKeys.ts';
import type { OnlineSession } from './onlineSession.ts';
import type { AccountActions, OnlineDeps, OnlineState, OnlineStore } from './onlineTypes.ts';
import { BROWSER_SCHEMES, serverAddresses, serverProblem, unreachable } from './onlineView.ts';

/** What the accounts need of the store around them. */
export interface AccountCore {
  readonly deps: OnlineDeps;
  get(): OnlineStore;
  set(partial: Partial<OnlineState>): void;
  task(label: string, work: () => Promise<PbemMessage | null>): Promise<void>;
  session(): OnlineSession | null;
  /** Ends the session there is, and starts one as `user` on `nc`, signing with `key`. */
  begin(server: string, user: string, key: PlayerKey, nc: NatsConnection): Promise<void>;
  open(game: string): void;
}

type Reached = { ok: true; nc: NatsConnection } | { ok: false; reason: string };

function authorization(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return (error instanceof Error && error.name === 'AuthorizationError') || /authorization|expired/i.test(message);
}

/** One line for a connection refused, as the guest (`who` null) or as a signed-in player. */
function refused(error: unknown, server: string, who: string | null): string {
  const where = quoteInput(server);
  if (unreachable(error)) return `cannot reach ${where}: is the server running there?`;
  if (authorization(error))
    return who ? `${where} refused ${who}'s sign-in: sign in again` : `${where} refused this link's guest pass: ask whoever sent the link for a new one`;
  return oneLine(`cannot connect to ${where}: ${error instanceof Error ? error.message : String(error)}`);
}

async function reachAs(deps: OnlineDeps, server: string, who: SignedIn): Promise<Reached> {
  try {
    return { ok: true, nc: await deps.connect(userOptions(serverAddresses(server), who)) };
  } catch (error) {
    return { ok: false, reason: refused(error, server, who.name) };
  }
}

/** Signs up or in over a guest connection made for it, and closed after. */
async function signOnAsGuest(deps: OnlineDeps, place: AccountPlace, way: 'signUp' | 'signIn', name: string, passphrase: string) {
  let guest: NatsConnection;
  try {
    guest = await deps.connect(guestOptions(serverAddresses(place.server), place.guest));
  } catch (error) {
    return { ok: false, reason: refused(error, place.server, null) } as const;
  }
  try {
    return await signOn(guest, way, name, passphrase);
  } finally {
    await guest.close().catch(() => {});
  }
}

/** Who is signed in, and what is asked as them. */
class Accounts {
  private who: SignedIn | null = null;

  constructor(private readonly core: AccountCore) {}

  forget(): void {
    this.who = null;
  }

  /** The connection to ask on, as whom, and the session it belongs to; null when nobody is signed in. */
  private asking() {
    const session = this.core.session();
    const nc = session?.connection;
    return this.who && session && nc && this.core.get().place ? { who: this.who, nc, session } : null;
  }

  /** The connection made again with `next`'s JWT; one line when it could not be (the one before stays). */
  private async reconnect(next: SignedIn): Promise<string | null> {
    const session = this.core.session();
    if (!session) return 'sign in first';
    const reached = await reachAs(this.core.deps, session.server, next);
    if (!reached.ok) return reached.reason;
    if (this.core.session() !== session) {
      await reached.nc.close().catch(() => {});
      return 'signed out meanwhile';
    }
    this.who = next;
    await session.replace(reached.nc);
    return null;
  }

  async listOpenGames(): Promise<PbemMessage | null> {
    const now = this.asking();
    if (!now) return refusal('sign in first');
    const listed = await openGames(now.nc, now.who);
    if (this.core.session() !== now.session) return null;
    if (!listed.ok) return refusal(`the open games could not be listed: ${listed.reason}`);
    const started = new Set(this.core.get().games.map((g) => g.id));
    const watchable = await watchableGames(now.nc, now.who);
    this.core.set({ openGames: listed.value.filter((g) => !started.has(g.id)), watchable: watchable.ok ? watchable.value : [] });
    return null;
  }

  /** `game` watched: the service adds the user, the connection is made again with its rights, and it is shown. */
  async watch(game: string): Promise<PbemMessage | null> {
    const now = this.asking();
    if (!now) return refusal('sign in first');
    const watching = await watchGame(now.nc, now.who, game);
    if (!watching.ok) return refusal(`cannot watch: ${watching.reason}`);
    now.session.watchGame(game);
    this.core.set({ watching: [...this.core.get().watching.filter((g) => g !== game), game] });
    const again = await this.reconnect(watching.value);
    if (again) return refusal(`you may watch, but ${again}`);
    this.showUntilStarted(game);
    return null;
  }

  /** Shows `game` until it starts, or opens it when it has. */
  private showUntilStarted(game: string): void {
    if (this.core.get().games.some((g) => g.id === game)) this.core.open(game);
    else this.core.set({ waiting: game });
  }

  /** An invite link's game: shown when it is listed; else a seat asked for, which says why there is none. */
  private async showInvite(game: string): Promise<PbemMessage | null> {
    const { openGames: listed, games } = this.core.get();
    if (listed.some((g) => g.id === game) || games.some((g) => g.id === game)) {
      this.showUntilStarted(game);
      return null;
    }
    // Not listed: full, started without the user, kept for others, or no such game — the service says which (and a
    // user sitting in a started game gets its rights).
    const taken = await this.seat(game);
    // No seat for the user, but its maker lets them watch: the line says where.
    const watchable = this.core.get().watchable.some((g) => g.id === game);
    if (taken) return refusal(watchable ? `${taken}; you may watch it (Games to watch, below)` : taken);
    this.showUntilStarted(game);
    return null;
  }

  /** A free seat of `game` taken, and the connection made again with its rights; one line when not. */
  private async seat(game: string): Promise<string | null> {
    const now = this.asking();
    if (!now) return 'sign in first';
    const joined = await joinGame(now.nc, now.who, game);
    if (!joined.ok) return `cannot take a seat: ${joined.reason}`;
    const again = await this.reconnect(joined.value);
    return again ? `you have a seat, but ${again}` : null;
  }

  async signOn(way: 'signUp' | 'signIn', place: AccountPlace, name: string, passphrase: string, game: string | null): Promise<PbemMessage | null> {
    const { deps } = this.core;
    const bad = serverProblem(place.server, deps.schemes ?? BROWSER_SCHEMES) ?? nameProblem(name) ?? passphraseProblem(passphrase);
    if (bad) return refusal(bad);
    const server = place.server.trim();
    const signed = await signOnAsGuest(deps, { ...place, server }, way, name, passphrase);
    if (!signed.ok) return refusal(signed.reason);
    const found = await keyFor(deps.keys, name, passphrase);
    if (!found.ok) return refusal(`cannot keep ${name}'s key in this browser: ${found.reason}`);
    const reached = await reachAs(deps, server, signed.value);
    if (!reached.ok) return refusal(reached.reason);
    await this.core.begin(server, name, found.key, reached.nc);
    this.who = signed.value;
    this.core.set({ place: { ...place, server } });
    const listed = await this.listOpenGames();
    const shown = game ? await this.showInvite(game) : null;
    const made = found.made
      ? notice(`Made a key for ${name}, kept in this browser; its backup opens with your passphrase until you give it one of its own (Play by e-mail → Keys).`)
      : null;
    return shown ?? listed ?? made;
  }

  async createGame(draft: NewGameDraft): Promise<PbemMessage | null> {
    const now = this.asking();
    if (!now) return refusal('sign in first');
    const read = readNewGame(draft, now.who.name);
    if (!read.ok) return refusal(read.reason);
    const made = await createGame(now.nc, now.who, read.request);
    if (!made.ok) return refusal(`the game was not made: ${made.reason}`);
    const again = await this.reconnect(made.value.who);
    if (again) return refusal(`the game was made, but ${again}`);
    await this.listOpenGames();
    this.showUntilStarted(made.value.game);
    return notice(`Made "${read.request.name}": send its invite link to the other players.`);
  }

  async takeSeat(game: string): Promise<PbemMessage | null> {
    const name = this.core.get().openGames.find((g) => g.id === game)?.name ?? game;
    const taken = await this.seat(game);
    if (taken) return refusal(taken);
    await this.listOpenGames();
    this.showUntilStarted(game);
    return this.core.get().open === game ? null : notice(`You sit in "${name}": it starts once every seat is taken.`);
  }
}

/** The accounts' actions on `core`, and `forget`: what the store calls when the session ends (who is signed in goes). */
export function accountActions(core: AccountCore): { actions: AccountActions; forget(): void } {
  const accounts = new Accounts(core);
  const actions: AccountActions = {
    signOn: (way, place, name, passphrase, game = null) =>
      core.task(way === 'signUp' ? 'Signing up…' : 'Signing in…', () => accounts.signOn(way, place, name, passphrase, game)),
    createGame: (draft) => core.task('Making the game…', () => accounts.createGame(draft)),
    takeSeat: (game) => core.task('Taking a seat…', () => accounts.takeSeat(game)),
    refreshGames: () => core.task('Looking for games…', () => accounts.listOpenGames()),
    showWaiting: (game) => core.set({ waiting: game, message: null }),
    watch: (game) => core.task('Asking to watch…', () => accounts.watch(game)),
  };
  return { actions, forget: () => accounts.forget() };
}
