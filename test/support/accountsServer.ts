// A real nats-server trusting a fresh authority (accounts: no user in its config), with the account service and the
// referee of every full game running in this process, for a describe block; `guest()` and `signedIn()` connect as a
// browser would, over TCP. The services can be killed (stopped mid-step) and started again on the same server.
import { connect } from '@nats-io/transport-node';
import { credsAuthenticator, type NatsConnection } from '@nats-io/nats-core';
import { afterAll, beforeAll } from 'vitest';
import { startAccountsReferee } from '../../src/cli/commands/referee/serve.ts';
import { type SignedIn, guestOptions, signOn, userOptions } from '../../src/io/online/accounts/accountClient.ts';
import { AccountService } from '../../src/io/online/accounts/accountService.ts';
import { ACCOUNT_SUBJECTS } from '../../src/io/online/accounts/requests.ts';
import { accountsServerConfig, guestJwt, serviceCreds } from '../../src/io/online/accounts/accountsServer.ts';
import { type AuthoritySeeds, newAuthority } from '../../src/io/online/accounts/authority.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { keyed, memoryStorage } from './onlinePlay.ts';
import { startServerWith, type TestServer } from './natsServer.ts';

const quiet = { out: () => {}, err: () => {}, readFile: () => '' };
/** A dial on a two-core machine busy with a browser and other test files can wait long for its turn of the CPU. */
const PATIENT = { timeout: 60_000, reconnectTimeWait: 100 } as const;

export interface AccountsTable {
  server(): TestServer;
  readonly seeds: AuthoritySeeds;
  /** The public guest JWT, as the site's links carry it. */
  guestJwt(): string;
  guest(): Promise<NatsConnection>;
  /** Signs up `name` (passphrase `<name>-passphrase`) and connects as them. */
  signedUp(name: string): Promise<{ who: SignedIn; nc: NatsConnection }>;
  /** A connection as `who` (with their latest JWT). */
  as(who: SignedIn): Promise<NatsConnection>;
  /** A connection with every right, as the services have. */
  service(name: string): Promise<NatsConnection>;
  /** Stops the account service at once, as a kill would (requests go unanswered), and starts it again. */
  killAccounts(): Promise<void>;
  startAccounts(): Promise<void>;
}

/** `accounts: false`, `referee: false`: left for the test to run (as processes, say). */
export function accountsForTests(options: { accounts?: boolean; referee?: boolean } = {}): AccountsTable {
  const seeds = newAuthority();
  let server: TestServer | null = null;
  let guestToken = '';
  let service: AccountService | null = null;
  let serviceNc: NatsConnection | null = null;
  let stopReferee: (() => Promise<void>) | null = null;
  const connections: NatsConnection[] = [];
  const current = (): TestServer => {
    if (!server) throw new Error('the test server has not started');
    return server;
  };
  const keep = (nc: NatsConnection): NatsConnection => {
    connections.push(nc);
    return nc;
  };
  const serviceConnection = async (name: string) =>
    keep(
      await connect({
        servers: current().url,
        authenticator: credsAuthenticator(new TextEncoder().encode(await serviceCreds(seeds, name))),
        maxReconnectAttempts: -1,
        ...PATIENT,
      }),
    );
  const startAccounts = async () => {
    serviceNc = await serviceConnection('accounts');
    service = await AccountService.start(serviceNc, seeds);
  };
  beforeAll(async () => {
    server = await startServerWith((places) => accountsServerConfig(seeds, places));
    guestToken = await guestJwt(seeds);
    if (options.accounts !== false) await startAccounts();
    if (options.referee !== false) stopReferee = (await startAccountsReferee(await serviceConnection('referee'), await keyed('referee'), { log: quiet })).stop;
  });
  afterAll(async () => {
    service?.stop();
    await stopReferee?.().catch(() => {});
    for (const nc of connections) await nc.close().catch(() => {});
    await server?.dispose();
  });
  const table: AccountsTable = {
    server: current,
    seeds,
    guestJwt: () => guestToken,
    guest: async () => keep(await connect({ ...guestOptions([current().url], guestToken), ...PATIENT })),
    as: async (who) => keep(await connect({ ...userOptions([current().url], who), ...PATIENT })),
    signedUp: async (name) => {
      const signed = await signOn(await table.guest(), 'signUp', name, `${name}-passphrase`);
      if (!signed.ok) throw new Error(signed.reason);
      return { who: signed.value, nc: await table.as(signed.value) };
    },
    service: serviceConnection,
    killAccounts: async () => {
      service = null;
      await serviceNc?.close();
      // Gone once the server says nobody answers (a kill is seen by the server as this close is).
      const probe = await serviceConnection('probe');
      for (;;) {
        const answered = await probe.request(ACCOUNT_SUBJECTS.signIn, '{}', { timeout: 500 }).then(
          () => true,
          () => false,
        );
        if (!answered) break;
      }
      await probe.close();
    },
    startAccounts,
  };
  return table;
}

/** Each account's player of `game` in Node, connected as them and joined with a key of their own. */
export function seatedPlayers(table: AccountsTable, game: string, seats: readonly (readonly [SignedIn, string])[]): Promise<OnlinePlayer[]> {
  return Promise.all(
    seats.map(async ([who, name]) => {
      const player = new OnlinePlayer(game, await keyed(name), memoryStorage());
      await player.connect(await table.as(who));
      await player.join();
      return player;
    }),
  );
}
