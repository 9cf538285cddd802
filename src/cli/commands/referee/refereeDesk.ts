// The referee of online games on a NATS JetStream server (docs/online.md): each game followed on its two streams and
// refereed by its GameReferee; the games are an online file's, or the accounts' full games as they come. Alone, a
// referee referees every game it is given; in a pool (RefereeLeases), only those in the slots whose lease it holds,
// taking over the slots of a referee that stopped renewing.
import { randomBytes } from 'node:crypto';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import pLimit from 'p-limit';
import { followGames } from '../../../io/online/accounts/gamesStream.ts';
import { followStream } from '../../../io/online/followStream.ts';
import { GameReferee } from '../../../io/online/gameReferee.ts';
import { lobbyEntryOf } from '../../../io/online/lobby.ts';
import { ensureGameStreams, ensureStream, publishOnce, streamSize } from '../../../io/online/natsGame.ts';
import type { OnlineGame } from '../../../io/online/onlineGames.ts';
import { LOBBY_STREAM, lobbySubject } from '../../../io/online/permissions.ts';
import { RefereeLeases, SLOTS, slotOf, SWEEP_MS } from '../../../io/online/refereeLeases.ts';
import { inStream, outStream } from '../../../io/online/subjects.ts';
import { fileText } from '../../../io/pbem/campaign/fileText.ts';
import type { CliIo } from '../../io.ts';
import type { KeyHolder } from '../pbem/keyFile.ts';
import { deadlineTimer } from './deadlineTimer.ts';

export interface Running {
  readonly referees: readonly GameReferee[];
  stop(): Promise<void>;
}

export interface RefereeOptions {
  deadlineSeconds?: number;
  /** How many servers of a cluster keep each stream the referee makes (1: one). */
  replicas?: number;
  /**
   * One of a pool of referees sharing every game, each game refereed by one at a time (docs/online.md): the
   * connection its leases are kept on, its own, so that a renewal never waits behind a thousand games' messages.
   */
  pool?: NatsConnection;
  log: CliIo;
}

/** How many games are opened at once: each is a handful of round trips to the server, mostly waiting. */
const OPENING_AT_ONCE = 32;
/** The most slots a referee gives up in one sweep (to one joining the pool). */
const GIVEN_AT_ONCE = 8;
/** How soon a game that could not be opened (the server away) is tried again. */
const REOPEN_MS = 1_000;

function shuffled<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

interface Refereed {
  readonly referee: GameReferee;
  readonly stops: (() => void)[];
}

/** Refereeing games as they are given, opened many at once; in a pool, those in the slots this referee holds. */
class RefereeDesk implements Running {
  private readonly games = new Map<string, OnlineGame>();
  private readonly refereed = new Map<string, Refereed>();
  /** Games being opened now: not opened twice. */
  private readonly opening = new Set<string>();
  private readonly limit = pLimit(OPENING_AT_ONCE);
  private stopped = false;
  /** A sweep under way (a slow server): the next one waits its turn. */
  private sweeping = false;
  /** The slots nobody held at the last sweep. */
  private freeBefore = new Set<number>();
  private readonly stops: (() => void)[] = [];
  private readonly js: JetStreamClient;
  private readonly log: { info(line: string): void; warn(line: string): void };

  constructor(
    private readonly nc: NatsConnection,
    private readonly key: KeyHolder,
    private readonly options: RefereeOptions,
    private readonly leases: RefereeLeases | null,
  ) {
    this.js = jetstream(nc);
    this.log = { info: (line) => options.log.out(line), warn: (line) => options.log.err(`karnage referee: ${line}`) };
    if (leases) {
      const sweep = setInterval(() => void this.sweep(), SWEEP_MS);
      this.stops.push(() => clearInterval(sweep));
    }
  }

  get referees(): readonly GameReferee[] {
    return [...this.refereed.values()].map((r) => r.referee);
  }

  /** Starts refereeing `game` (in a pool, once its slot is this referee's); answers when it follows its streams. */
  async take(game: OnlineGame): Promise<void> {
    this.games.set(game.id, game);
    if (this.refereed.has(game.id) || this.opening.has(game.id) || this.stopped) return;
    if (this.leases && !this.leases.holds(slotOf(game.id))) return;
    this.opening.add(game.id);
    try {
      await this.limit(() => this.open(game));
    } catch (error) {
      this.log.warn(`${game.id}: not opened (${error instanceof Error ? error.message : String(error)}); trying again`);
      this.stopGame(game.id);
      if (!this.stopped) setTimeout(() => void this.take(game), REOPEN_MS);
    } finally {
      this.opening.delete(game.id);
    }
  }

  private async open(game: OnlineGame): Promise<void> {
    if (this.stopped) return;
    const { nc, js } = this;
    await ensureGameStreams(nc, game.id, game.champions === true, this.options.replicas);
    // Written once: a restarted referee finds it there.
    await publishOnce(js, lobbySubject(game.id), fileText(lobbyEntryOf(game)));
    const referee = new GameReferee(game, this.key, (subject, text) => publishOnce(js, subject, text), this.log);
    const stops: (() => void)[] = [];
    this.refereed.set(game.id, { referee, stops });
    stops.push(await followStream(nc, outStream(game.id), 1, (m, caughtUp) => referee.onOut(m, caughtUp)));
    stops.push(await followStream(nc, inStream(game.id), 1, (m, caughtUp) => referee.onIn(m, caughtUp)));
    if ((await streamSize(nc, outStream(game.id))) === 0 && (await streamSize(nc, inStream(game.id))) === 0) void referee.wake();
    const deadline = game.deadlineSeconds ?? this.options.deadlineSeconds;
    if (deadline !== undefined) stops.push(deadlineTimer(referee, deadline * 1000));
    if (!this.leases) return;
    // Its slot lost while it opened: the slot's new referee has it.
    if (!this.leases.holds(slotOf(game.id))) return this.stopGame(game.id);
    this.log.info(`${game.id}: refereed here (${this.leases.owner})`);
  }

  /** Stops refereeing one game (its slot lost or given up, or it could not be opened). */
  private stopGame(id: string): void {
    const refereed = this.refereed.get(id);
    if (!refereed) return;
    for (const stop of refereed.stops) stop();
    refereed.referee.stop();
    this.refereed.delete(id);
  }

  /** The games this referee knows of in `slot`. */
  private gamesIn(slot: number): OnlineGame[] {
    return [...this.games.values()].filter((g) => slotOf(g.id) === slot);
  }

  /**
   * In a pool: renews this referee's leases, lets go of the slots lost, gives up those above its fair share (a
   * referee joining the pool), and takes slots nobody holds up to it, with their games.
   */
  async sweep(): Promise<void> {
    const leases = this.leases;
    if (!leases || this.stopped || this.sweeping) return;
    this.sweeping = true;
    try {
      for (const lost of await leases.renew()) {
        this.log.info(`slot ${lost}: its lease went to another referee`);
        for (const game of this.gamesIn(lost)) this.stopGame(game.id);
      }
      const fair = Math.ceil(SLOTS / (await leases.presence()));
      // A few at a time: a referee joining the pool gets its share over some sweeps, never a burst of reopened games.
      const given = leases.holding.slice(fair).slice(0, GIVEN_AT_ONCE);
      for (const slot of given) {
        for (const game of this.gamesIn(slot)) this.stopGame(game.id);
        await leases.give(slot);
      }
      // In an order of its own: referees sweeping together try different slots first, and share them.
      const free = shuffled((await leases.free()).filter((slot) => !given.includes(slot)));
      // Up to its share; beyond it, slots already free at the last sweep too (nobody took them: their referee is
      // gone, though its presence is still counted), so no game waits for a referee while one has time.
      const share = free.slice(0, Math.max(0, fair - leases.holding.length));
      const orphaned = free.filter((slot) => this.freeBefore.has(slot) && !share.includes(slot));
      this.freeBefore = new Set(free);
      const claimed = await Promise.all([...share, ...orphaned].map((slot) => leases.claim(slot).then((ok) => (ok ? slot : -1))));
      for (const slot of claimed) for (const game of slot < 0 ? [] : this.gamesIn(slot)) void this.take(game);
    } catch {
      // The server away: swept again in SWEEP_MS.
    } finally {
      this.sweeping = false;
    }
  }

  /** Also stops following on `stop`. */
  alsoStop(stop: () => void): void {
    this.stops.push(stop);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const stop of this.stops) stop();
    for (const id of [...this.refereed.keys()]) this.stopGame(id);
    await this.leases?.release();
    await Promise.all([this.nc.drain(), this.options.pool?.drain()]);
  }
}

/** The desk, and in a pool the leases it takes games by. */
async function desk(nc: NatsConnection, key: KeyHolder, options: RefereeOptions): Promise<RefereeDesk> {
  await ensureStream(nc, LOBBY_STREAM, 'karnage.lobby.>', options.replicas);
  const leases = options.pool ? await RefereeLeases.open(options.pool, `referee-${randomBytes(4).toString('hex')}`, options.replicas) : null;
  const made = new RefereeDesk(nc, key, options, leases);
  if (leases) {
    // Says it is there and gives referees started with it a sweep's time to say so too, so that the first to
    // sweep does not take every slot (and open every game) only to give most of them up again.
    await leases.presence().catch(() => 1);
    await new Promise((done) => setTimeout(done, SWEEP_MS));
    await made.sweep();
  }
  return made;
}

/** Starts refereeing each game (in a pool, those it holds); answers when they are following their streams. */
export async function startReferee(nc: NatsConnection, games: readonly OnlineGame[], key: KeyHolder, options: RefereeOptions): Promise<Running> {
  const opened = await desk(nc, key, options);
  await Promise.all(games.map((game) => opened.take(game)));
  return opened;
}

/** Referees every game made in the browser, each from the moment its last seat is taken (the accounts' stream). */
export async function startAccountsReferee(nc: NatsConnection, key: KeyHolder, options: RefereeOptions): Promise<Running> {
  const opened = await desk(nc, key, options);
  // Not waited for: the games stream goes on to the next game while this one opens.
  opened.alsoStop(await followGames(nc, (game) => void opened.take(game), options.replicas));
  return opened;
}
