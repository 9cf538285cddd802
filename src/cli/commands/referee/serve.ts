// karnage referee serve: the referee of online games on a NATS JetStream server (docs/online.md). It runs until
// stopped (SIGINT, SIGTERM); stopped or killed at any point, it starts again from the server's streams.
import { parseArgs } from 'node:util';
import { MAX_ONLINE_FILE_BYTES, readOnlineFile, type OnlineFile, type OnlineGame } from '../../../io/online/onlineGames.ts';
import { fileName, InputError, UsageError, type CliIo } from '../../io.ts';
import { readKeyFile } from '../pbem/keyFile.ts';
import { connectService, readReplicas, type ServiceLogin, serveUntilStopped } from './connectService.ts';
import { startAccountsReferee, startReferee } from './refereeDesk.ts';

export { startAccountsReferee, startReferee } from './refereeDesk.ts';

export const REFEREE_USAGE = `karnage referee serve --server nats://HOST:PORT[,…] (--online FILE [--game ID …] | --creds FILE) --key FILE [--deadline-seconds N] [--replicas N] [--pool]
  Referees the online file's games (all, or those named), or with --creds (accounts: the credentials npm run server
  wrote) every game made in the browser once its seats are taken: opens each once every seat has joined,
  closes and resolves turns as their files come in, and publishes. --deadline-seconds: how long a step waits for
  a missing player before going on without them, from its publication (default: it waits; a game made with a
  deadline of its own keeps that). --replicas: how many servers of a cluster keep each stream it makes (3 on a
  3-node cluster; default 1). --pool: one of any number of referees sharing every game, each game refereed by one
  at a time (a lease in the server's KV bucket KARNAGE_REFEREES); the others take a stopped referee's games.`;

function gamesOf(file: OnlineFile, named: readonly string[]): OnlineGame[] {
  for (const id of named) if (!file.games.some((g) => g.id === id)) throw new InputError(`the online file has no game "${id}"`);
  return named.length === 0 ? file.games : file.games.filter((g) => named.includes(g.id));
}

/** The games to referee and the login: an online file's (with its referee's password), or the accounts' (--creds). */
function modeOf(values: { online?: string; creds?: string; game?: string[] }, keyId: string, io: CliIo): { games: OnlineGame[] | null; login: ServiceLogin } {
  if (values.creds) {
    if (values.online || values.game) throw new UsageError('--creds (accounts) takes no --online or --game: the games come from the server', REFEREE_USAGE);
    return { games: null, login: { credsFile: values.creds } };
  }
  if (!values.online) throw new UsageError('referee serve needs --online (an online file) or --creds (accounts)', REFEREE_USAGE);
  const read = readOnlineFile(io.readFile(values.online, MAX_ONLINE_FILE_BYTES));
  if (!read.ok) throw new InputError(`${fileName(values.online)}: ${read.reason}`);
  if (keyId !== read.file.referee.user) throw new InputError(`the key is ${keyId}'s; the online file's referee is ${read.file.referee.user}`);
  return { games: gamesOf(read.file, values.game ?? []), login: read.file.referee };
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
      creds: { type: 'string' },
      key: { type: 'string' },
      game: { type: 'string', multiple: true },
      'deadline-seconds': { type: 'string' },
      replicas: { type: 'string' },
      pool: { type: 'boolean' },
    },
  });
  if (!values.server || !values.key) throw new UsageError('referee serve needs --server and --key', REFEREE_USAGE);
  const key = await readKeyFile(values.key, io);
  const { games, login } = modeOf(values, key.id, io);
  const deadline = values['deadline-seconds'] === undefined ? undefined : Number(values['deadline-seconds']);
  if (deadline !== undefined && !(Number.isFinite(deadline) && deadline > 0))
    throw new UsageError('--deadline-seconds takes a number of seconds above 0', REFEREE_USAGE);
  const replicas = readReplicas(values.replicas, REFEREE_USAGE);
  const nc = await connectService(values.server, login, 'karnage-referee', io);
  const pool = values.pool === true ? { pool: await connectService(values.server, login, 'karnage-referee-leases', io) } : {};
  const options = { ...(deadline === undefined ? {} : { deadlineSeconds: deadline }), replicas, ...pool, log: io };
  const running = games ? await startReferee(nc, games, key, options) : await startAccountsReferee(nc, key, options);
  io.out(
    games
      ? `karnage referee: refereeing ${running.referees.length} game(s) on ${values.server}`
      : `karnage referee: refereeing the accounts' games on ${values.server}`,
  );
  return serveUntilStopped(nc, () => running.stop());
}
