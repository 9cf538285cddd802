// How a service of ours (the referee, the account service) connects: with the password of an online file's referee
// or with a credentials file (accounts), to one server URL or several (a client given several fails over).
import { credsAuthenticator, type NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import { inboxPrefix } from '../../../io/online/permissions.ts';
import { fileName, InputError, readInput, type CliIo } from '../../io.ts';

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

/** Runs until SIGINT, SIGTERM or the connection closes, then `stop`. */
export async function serveUntilStopped(nc: NatsConnection, stop: () => Promise<void>): Promise<number> {
  await new Promise<void>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => resolve());
    void nc.closed().then(() => resolve());
  });
  await stop().catch(() => {});
  return 0;
}
