// karnage referee serve: the referee of online games on a NATS JetStream server (docs/online.md). It runs until
// stopped (SIGINT, SIGTERM); stopped or killed at any point, it starts again from the server's streams.
import { parseArgs } from 'node:util';
import { connect } from '@nats-io/transport-node';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { followGames } from '../../../io/online/accounts/gamesStream.ts';
import { GameReferee } from '../../../io/online/gameReferee.ts';
import { ensureGameStreams, ensureStream, followStream, publishOnce, streamSize } from '../../../io/online/natsGame.ts';
import { MAX_ONLINE_FILE_BYTES, readOnlineFile, type OnlineFile, type OnlineGame } from '../../../io/online/onlineGames.ts';
import { inboxPrefix, LOBBY_STREAM, lobbySubject } from '../../../io/online/serverConfig.ts';
import { lobbyEntryOf } from '../../../io/online/lobby.ts';
import { fileText } from '../../../io/pbem/campaign/fileText.ts';
import { inStream, outStream } from '../../../io/online/subjects.ts';
import { fileName, InputError, UsageError, type CliIo } from '../../io.ts';
import { readKeyFile, type KeyHolder } from '../pbem/keyFile.ts';

export const REFEREE_USAGE = `karnage referee serve --server nats://HOST:PORT --online FILE --key FILE [--game ID …] [--deadline-seconds N]
  Referees the online file's games (all, or those named) on the server: opens each once every seat has joined,
  closes and resolves turns as their files come in, and publishes. --deadline-seconds: how long a step waits for
  a missing player before going on without them (default: it waits).`;

interface Running {
  readonly referees: readonly GameReferee[];
  stop(): Promise<void>;
}

interface RefereeOptions {
  deadlineSeconds?: number;
  log: CliIo;
}

/** Refereeing games one at a time, as they are given: the online file's, or the full games of the accounts. */
class RefereeDesk implements Running {
  readonly referees: GameReferee[] = [];
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

  /** Starts refereeing `game` (once: a game already here is left as it is); answers when it follows its streams. */
  async take(game: OnlineGame): Promise<void> {
    if (this.referees.some((r) => r.gameId === game.id)) return;
    const { nc, js } = this;
    await ensureGameStreams(nc, game.id);
    // Written once: a restarted referee finds it there.
    await publishOnce(js, lobbySubject(game.id), fileText(lobbyEntryOf(game)));
    const referee = new GameReferee(game, this.key, (subject, text) => publishOnce(js, subject, text), this.log);
    this.referees.push(referee);
    this.stops.push(await followStream(nc, outStream(game.id), 1, (m, caughtUp) => referee.onOut(m, caughtUp)));
    this.stops.push(await followStream(nc, inStream(game.id), 1, (m, caughtUp) => referee.onIn(m, caughtUp)));
    if ((await streamSize(nc, outStream(game.id))) === 0 && (await streamSize(nc, inStream(game.id))) === 0) void referee.wake();
    if (this.options.deadlineSeconds !== undefined) this.stops.push(deadlineTimer(referee, this.options.deadlineSeconds * 1000));
  }

  /** Also stops following on `stop`. */
  alsoStop(stop: () => void): void {
    this.stops.push(stop);
  }

  async stop(): Promise<void> {
    for (const stop of this.stops) stop();
    for (const referee of this.referees) referee.stop();
    await this.nc.drain();
  }
}

/** Starts refereeing each game; answers when all are following their streams. */
export async function startReferee(nc: NatsConnection, games: readonly OnlineGame[], key: KeyHolder, options: RefereeOptions): Promise<Running> {
  await ensureStream(nc, LOBBY_STREAM, 'karnage.lobby.>');
  const desk = new RefereeDesk(nc, key, options);
  for (const game of games) await desk.take(game);
  return desk;
}

/** Referees every game made in the browser, each from the moment its last seat is taken (the accounts' stream). */
export async function startAccountsReferee(nc: NatsConnection, key: KeyHolder, options: RefereeOptions): Promise<Running> {
  await ensureStream(nc, LOBBY_STREAM, 'karnage.lobby.>');
  const desk = new RefereeDesk(nc, key, options);
  desk.alsoStop(await followGames(nc, (game) => desk.take(game)));
  return desk;
}

/** Passes the deadline of a step left open `ms` since the referee first saw it. */
function deadlineTimer(referee: GameReferee, ms: number): () => void {
  let head = -2;
  let since = Date.now();
  const timer = setInterval(
    () => {
      const now = referee.current?.headSeq ?? -1;
      if (now !== head) {
        head = now;
        since = Date.now();
      } else if (Date.now() - since >= ms) {
        since = Date.now();
        void referee.passDeadline();
      }
    },
    Math.min(1000, ms),
  );
  return () => clearInterval(timer);
}

function gamesOf(file: OnlineFile, named: readonly string[]): OnlineGame[] {
  for (const id of named) if (!file.games.some((g) => g.id === id)) throw new InputError(`the online file has no game "${id}"`);
  return named.length === 0 ? file.games : file.games.filter((g) => named.includes(g.id));
}

/** karnage referee serve …: runs until a signal stops it. */
export async function refereeCommand(args: readonly string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== 'serve') throw new UsageError(sub === undefined ? 'referee needs a command: serve' : `unknown referee command "${sub}"`, REFEREE_USAGE);
  const { values } = parseArgs({
    args: rest,
    strict: true,
    options: {
      server: { type: 'string' },
      online: { type: 'string' },
      key: { type: 'string' },
      game: { type: 'string', multiple: true },
      'deadline-seconds': { type: 'string' },
    },
  });
  if (!values.server || !values.online || !values.key) throw new UsageError('referee serve needs --server, --online and --key', REFEREE_USAGE);
  const read = readOnlineFile(io.readFile(values.online, MAX_ONLINE_FILE_BYTES));
  if (!read.ok) throw new InputError(`${fileName(values.online)}: ${read.reason}`);
  const key = await readKeyFile(values.key, io);
  if (key.id !== read.file.referee.user)
    throw new InputError(`${fileName(values.key)} is ${key.id}'s key; the online file's referee is ${read.file.referee.user}`);
  const deadline = values['deadline-seconds'] === undefined ? undefined : Number(values['deadline-seconds']);
  if (deadline !== undefined && !(Number.isFinite(deadline) && deadline > 0))
    throw new UsageError('--deadline-seconds takes a number of seconds above 0', REFEREE_USAGE);
  const nc = await connectAs(values.server, read.file.referee);
  const running = await startReferee(nc, gamesOf(read.file, values.game ?? []), key, {
    ...(deadline === undefined ? {} : { deadlineSeconds: deadline }),
    log: io,
  });
  io.out(`karnage referee: refereeing ${running.referees.length} game(s) on ${values.server}`);
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
    void nc.closed().then(() => resolve());
  });
  await running.stop().catch(() => {});
  return 0;
}

async function connectAs(server: string, user: { user: string; password: string }): Promise<NatsConnection> {
  try {
    // Reconnects for ever: a server restarted mid-turn is waited for, and the referee follows on from where it was.
    return await connect({
      servers: server,
      user: user.user,
      pass: user.password,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 250,
      inboxPrefix: inboxPrefix(user.user),
      name: 'karnage-referee',
    });
  } catch (error) {
    throw new InputError(`cannot connect to ${server} as ${user.user}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
