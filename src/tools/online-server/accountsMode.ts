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

export async function runAccounts(places: Places): Promise<void> {
  const authorityPath = join(places.dir, 'authority.json');
  const seeds = authority(authorityPath);
  const config = join(places.dir, 'nats-accounts.conf');
  const storeDir = join(places.dir, 'jetstream-accounts');
  writeFileSync(config, await accountsServerConfig(seeds, { host: places.host, port: places.port, websocketPort: places.websocketPort, storeDir }), {
    mode: 0o600,
  });
  const creds = async (name: string) => {
    const path = join(places.dir, `${name}.creds`);
    writeFileSync(path, await serviceCreds(seeds, name), { mode: 0o600 });
    return path;
  };
  const server = `nats://127.0.0.1:${places.port}`;
  start(places.binary, ['-c', config], 'nats-server');
  await pause(800);
  start(
    'node',
    ['src/cli/bin.js', 'accounts', 'serve', '--server', server, '--creds', await creds('accounts'), '--authority', authorityPath],
    'the account service',
  );
  start(
    'node',
    ['src/cli/bin.js', 'referee', 'serve', '--server', server, '--creds', await creds('referee'), '--key', await places.refereeKey('referee')],
    'the referee',
  );
  start(
    'node',
    [
      'src/cli/bin.js',
      'computers',
      'serve',
      '--server',
      server,
      '--creds',
      await creds('computers'),
      '--secret',
      computersSecret(join(places.dir, 'computers.secret')),
    ],
    'the computer seats',
  );
  start('npx', ['vite', '--host', places.host, '--port', places.appPort, '--strictPort'], 'the app');
  const host = reachableHost(places.host);
  const link = new URL(`http://${host}:${places.appPort}/`);
  link.searchParams.set('screen', 'online');
  link.searchParams.set('server', `ws://${host}:${places.websocketPort}`);
  link.searchParams.set('guest', await guestJwt(seeds));
  console.log(`\nKarnage online: open ${link.href}`);
  console.log('Players sign up there, make games and send their links. Ctrl-C stops the server, the services and the app.\n');
}
