// How a service of ours (the referee, the account service) connects: with the password of an online file's referee
// or with a credentials file (accounts), to one server URL or several (a client given several fails over).
import { credsAuthenticator, type NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import { inboxPrefix } from '../../../io/online/permissions.ts';
import { fileName, InputError, readInput, UsageError, type CliIo } from '../../io.ts';

export type ServiceLogin = { readonly user: string; readonly password: string } | { readonly credsFile: string };

/** A creds file is a JWT and a seed: small. */
const MAX_CREDS_BYTES = 16 * 1024;

export const serverList = (servers: string): string[] =>
  servers
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

export async function connectService(servers: string, login: ServiceLogin, name: string, io: CliIo): Promise<NatsConnection> {
  const auth =
    'credsFile' in login
      ? { authenticator: credsAuthenticator(new TextEncoder().encode(readInput(login.credsFile, io, MAX_CREDS_BYTES))) }
      : { user: login.user, pass: login.password, inboxPrefix: inboxPrefix(login.user) };
  const who = 'credsFile' in login ? fileName(login.credsFile) : login.user;
  try {
    // Reconnects for ever: a server restarted mid-turn is waited for, and the service follows on from where it was.
    return await connect({ servers: serverList(servers), ...auth, maxReconnectAttempts: -1, reconnectTimeWait: 250, name });
  } catch (error) {
    throw new InputError(`cannot connect to ${servers} as ${who}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The most servers a stream may be kept on (JetStream's own bound). */
const MAX_REPLICAS = 5;

/** `--replicas N`: how many servers of a cluster keep each stream and bucket a service makes (1 by default). */
export function readReplicas(text: string | undefined, usage: string): number {
  if (text === undefined) return 1;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > MAX_REPLICAS) throw new UsageError(`--replicas takes a whole number from 1 to ${MAX_REPLICAS}`, usage);
  return n;
}

/** How long a service stopping in good order may take (giving up leases, draining): then it just closes. */
const STOP_MS = 5_000;

/**
 * Runs until SIGINT, SIGTERM or the connection closes, then `stop`, for STOP_MS at most: a server that went away
 * first would keep a drain waiting for good. A second signal ends the process at once.
 */
export async function serveUntilStopped(nc: NatsConnection, stop: () => Promise<void>): Promise<number> {
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
    void nc.closed().then(() => resolve());
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(1));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), STOP_MS)));
  const ended = await Promise.race([
    stop().then(
      () => 'stopped' as const,
      () => 'stopped' as const,
    ),
    late,
  ]);
  clearTimeout(timer);
  if (ended === 'late') {
    await nc.close().catch(() => {});
    // What was left running (a retry, a renewal) must not keep a stopped service alive.
    setTimeout(() => process.exit(0), 100).unref();
  }
  return 0;
}
