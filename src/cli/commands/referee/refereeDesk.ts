// The referee of online games on a NATS JetStream server (docs/online.md): each game followed on its two streams and
// refereed by its GameReferee; the games are an online file's, or the accounts' full games as they come.
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import pLimit from 'p-limit';
import type { NatsConnection } from '@nats-io/nats-core';
import { followGames } from '../../../io/online/accounts/gamesStream.ts';
import { GameReferee } from '../../../io/online/gameReferee.ts';
import { lobbyEntryOf } from '../../../io/online/lobby.ts';
import { followStream } from '../../../io/online/followStream.ts';
import { ensureGameStreams, ensureStream, publishOnce, streamSize } from '../../../io/online/natsGame.ts';
import type { OnlineGame } from '../../../io/online/onlineGames.ts';
import { LOBBY_STREAM, lobbySubject } from '../../../io/online/permissions.ts';
import { inStream, outStream } from '../../../io/online/subjects.ts';
import { fileText } from '../../../io/pbem/campaign/fileText.ts';
import type { CliIo } from '../../io.ts';
import type { KeyHolder } from '../pbem/keyFile.ts';

export interface Running {
  readonly referees: readonly GameReferee[];
  stop(): Promise<void>;
}

export interface RefereeOptions {
  deadlineSeconds?: number;
  /** How many servers of a cluster keep each stream the referee makes (1: one). */
  replicas?: number;
  log: CliIo;
}

/** How many games are opened at once: each is a handful of round trips to the server, mostly waiting. */
const OPENING_AT_ONCE = 32;
/** How soon a game that could not be opened (the server away) is tried again. */
const REOPEN_MS = 1_000;

/** Refereeing games as they are given (the online file's, or the full games of the accounts), opened many at once. */
class RefereeDesk implements Running {
  readonly referees: GameReferee[] = [];
  private readonly opening = pLimit(OPENING_AT_ONCE);
  /** Games given, opened or being opened: each once. */
  private readonly given = new Set<string>();
  private stopped = false;
  private readonly stops: (() => void)[] = [];
  private readonly js: JetStreamClient;
  private readonly log: { info(line: string): void; warn(line: string): void };

  constructor(
    private readonly nc: NatsConnection,
    private readonly key: KeyHolder,
    private readonly options: RefereeOptions,
  ) {
    this.js = jetstream(nc);
    this.log = { info: (line) => options.log.out(line), warn: (line) => options.log.err(`karnage referee: ${line}`) };
  }

  /** Starts refereeing `game` (once: a game already given is left as it is); answers when it follows its streams. */
  take(game: OnlineGame): Promise<void> {
    if (this.given.has(game.id)) return Promise.resolve();
    this.given.add(game.id);
    return this.opening(() => this.open(game)).catch((error: unknown) => {
      this.log.warn(`${game.id}: not opened (${error instanceof Error ? error.message : String(error)}); trying again`);
      this.given.delete(game.id);
      if (!this.stopped) setTimeout(() => void this.take(game), REOPEN_MS);
    });
  }

  private async open(game: OnlineGame): Promise<void> {
    if (this.stopped) return;
    const { nc, js } = this;
    await ensureGameStreams(nc, game.id, game.champions === true, this.options.replicas);
    // Written once: a restarted referee finds it there.
    await publishOnce(js, lobbySubject(game.id), fileText(lobbyEntryOf(game)));
    const referee = new GameReferee(game, this.key, (subject, text) => publishOnce(js, subject, text), this.log);
    this.referees.push(referee);
    this.stops.push(await followStream(nc, outStream(game.id), 1, (m, caughtUp) => referee.onOut(m, caughtUp)));
    this.stops.push(await followStream(nc, inStream(game.id), 1, (m, caughtUp) => referee.onIn(m, caughtUp)));
    if ((await streamSize(nc, outStream(game.id))) === 0 && (await streamSize(nc, inStream(game.id))) === 0) void referee.wake();
    const deadline = game.deadlineSeconds ?? this.options.deadlineSeconds;
    if (deadline !== undefined) this.stops.push(deadlineTimer(referee, deadline * 1000));
  }

  /** Also stops following on `stop`. */
  alsoStop(stop: () => void): void {
    this.stops.push(stop);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const stop of this.stops) stop();
    for (const referee of this.referees) referee.stop();
    await this.nc.drain();
  }
}

/** Starts refereeing each game; answers when all are following their streams. */
export async function startReferee(nc: NatsConnection, games: readonly OnlineGame[], key: KeyHolder, options: RefereeOptions): Promise<Running> {
  await ensureStream(nc, LOBBY_STREAM, 'karnage.lobby.>', options.replicas);
  const desk = new RefereeDesk(nc, key, options);
  await Promise.all(games.map((game) => desk.take(game)));
  return desk;
}

/** Referees every game made in the browser, each from the moment its last seat is taken (the accounts' stream). */
export async function startAccountsReferee(nc: NatsConnection, key: KeyHolder, options: RefereeOptions): Promise<Running> {
  await ensureStream(nc, LOBBY_STREAM, 'karnage.lobby.>', options.replicas);
  const desk = new RefereeDesk(nc, key, options);
  // Not waited for: the games stream goes on to the next game while this one opens.
  desk.alsoStop(await followGames(nc, (game) => void desk.take(game), options.replicas));
  return desk;
}

/**
 * Passes the deadline of a step left open `ms` since its publication (its `publishedAt`, which every player reads
 * too, so a restarted referee keeps the same deadline); once per step, and again every `ms` while it stays open.
 */
function deadlineTimer(referee: GameReferee, ms: number, now: () => number = Date.now): () => void {
  let passed = { head: -1, at: 0 };
  const timer = setInterval(
    () => {
      const campaign = referee.current;
      const since = Date.parse(campaign?.publications.at(-1)?.publishedAt ?? '');
      if (!campaign || Number.isNaN(since)) return;
      const due = Math.max(since + ms, passed.head === campaign.headSeq ? passed.at + ms : 0);
      if (now() < due) return;
      passed = { head: campaign.headSeq, at: now() };
      void referee.passDeadline();
    },
    Math.min(1000, ms),
  );
  return () => clearInterval(timer);
}
