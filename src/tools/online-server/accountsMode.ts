// npm run server: accounts (docs/online.md, "Accounts"). The authority's seeds are made once and kept (mode 0600);
// the server's configuration trusts them and lists no user; the account service and the referee get credentials of
// their own; the address printed carries the public guest JWT, with which a browser may sign up or in.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountsServerConfig, guestJwt, serviceCreds } from '../../io/online/accounts/accountsServer.ts';
import { type AuthoritySeeds, newAuthority, readAuthority } from '../../io/online/accounts/authority.ts';
import type { Places } from './places.ts';
import { fail, pause, reachableHost, start } from './processes.ts';

function authority(path: string): AuthoritySeeds {
  if (!existsSync(path)) writeFileSync(path, `${JSON.stringify(newAuthority(), null, 2)}\n`, { mode: 0o600 });
  const seeds = readAuthority(JSON.parse(readFileSync(path, 'utf8')));
  return typeof seeds === 'string' ? fail(`${path}: ${seeds}`) : seeds;
}

/** The computers' secret, made once: their seats' keys come from it, so a restart signs as before. */
function computersSecret(path: string): string {
  if (!existsSync(path)) writeFileSync(path, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
  return path;
}

/** Node `i` of the cluster (or the one server): its ports, a step of 10 apart, and its own store. */
function nodePlaces(places: Places, i: number) {
  const cluster =
    places.nodes > 1
      ? {
          name: `k${i + 1}`,
          listen: `${places.host}:${CLUSTER_PORT + i}`,
          routes: Array.from({ length: places.nodes }, (_, j) => `${reachableHost(places.host)}:${CLUSTER_PORT + j}`),
        }
      : undefined;
  return {
    host: places.host,
    port: places.port + 10 * i,
    websocketPort: places.websocketPort + 10 * i,
    storeDir: join(places.dir, places.nodes > 1 ? `jetstream-accounts-k${i + 1}` : 'jetstream-accounts'),
    ...(cluster ? { cluster } : {}),
  };
}

/** Where the nodes of a cluster listen for one another (6222, 6223, …). */
const CLUSTER_PORT = 6222;

/** Starts each node's nats-server; answers every node's client URL. */
async function startServers(places: Places, seeds: AuthoritySeeds): Promise<{ urls: string[]; websockets: string[] }> {
  const urls: string[] = [];
  const websockets: string[] = [];
  const host = reachableHost(places.host);
  for (let i = 0; i < places.nodes; i++) {
    const node = nodePlaces(places, i);
    const config = join(places.dir, places.nodes > 1 ? `nats-accounts-k${i + 1}.conf` : 'nats-accounts.conf');
    writeFileSync(config, await accountsServerConfig(seeds, node), { mode: 0o600 });
    start(places.binary, ['-c', config], places.nodes > 1 ? `nats-server k${i + 1}` : 'nats-server');
    urls.push(`nats://127.0.0.1:${node.port}`);
    websockets.push(`ws://${host}:${node.websocketPort}`);
  }
  // A cluster elects its JetStream leader once its nodes have met.
  await pause(places.nodes > 1 ? 6_000 : 800);
  return { urls, websockets };
}

export async function runAccounts(places: Places): Promise<void> {
  const authorityPath = join(places.dir, 'authority.json');
  const seeds = authority(authorityPath);
  const creds = async (name: string) => {
    const path = join(places.dir, `${name}.creds`);
    writeFileSync(path, await serviceCreds(seeds, name), { mode: 0o600 });
    return path;
  };
  const { urls, websockets } = await startServers(places, seeds);
  const server = urls.join(',');
  // Every stream and bucket on as many nodes as there are, up to three.
  const replicas = ['--replicas', String(Math.min(places.nodes, 3))];
  const service = async (name: string, what: string, args: string[]) =>
    start('node', ['src/cli/bin.js', name, 'serve', '--server', server, '--creds', await creds(name), ...args, ...replicas], what);
  await service('accounts', 'the account service', ['--authority', authorityPath]);
  await service('referee', 'the referee', ['--key', await places.refereeKey('referee')]);
  await service('computers', 'the computer seats', ['--secret', computersSecret(join(places.dir, 'computers.secret'))]);
  start('npx', ['vite', '--host', places.host, '--port', places.appPort, '--strictPort'], 'the app');
  const link = new URL(`http://${reachableHost(places.host)}:${places.appPort}/`);
  link.searchParams.set('screen', 'online');
  link.searchParams.set('server', websockets.join(','));
  link.searchParams.set('guest', await guestJwt(seeds));
  console.log(`\nKarnage online${places.nodes > 1 ? ` (a ${places.nodes}-node cluster)` : ''}: open ${link.href}`);
  console.log('Players sign up there, make games and send their links. Ctrl-C stops the server, the services and the app.\n');
}
