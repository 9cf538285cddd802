// npm run server -- --online FILE: users, passwords and games from an online file (a first run writes an example),
// the server's configuration written from it; to change them, edit the file and run again.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readOnlineFile, type OnlineFile } from '../../io/online/onlineGames.ts';
import { serverConfig } from '../../io/online/serverConfig.ts';
import type { Places } from './places.ts';
import { fail, pause, reachableHost, start } from './processes.ts';

const password = () => randomBytes(9).toString('base64url');

/** An example online file: Ann and Bob on a 20×16 map, fresh passwords. */
function exampleFile(): OnlineFile {
  return {
    format: 'karnage-online',
    version: 1,
    referee: { user: 'referee', password: password() },
    users: [
      { user: 'ann', password: password() },
      { user: 'bob', password: password() },
    ],
    games: [
      {
        id: 'first-game',
        name: 'First game',
        map: { width: 20, height: 16, seed: randomBytes(4).readUInt32BE() % 1e9 },
        seats: [
          { player: 'ann', race: 'humans' },
          { player: 'bob', race: 'orcs' },
        ],
      },
    ],
  };
}

export async function runOnlineFile(onlinePath: string, places: Places): Promise<void> {
  if (!existsSync(onlinePath)) {
    writeFileSync(onlinePath, `${JSON.stringify(exampleFile(), null, 2)}\n`, { mode: 0o600 });
    console.log(`Wrote an example online file, ${onlinePath}: edit its users and games, and run again to change them.`);
  }
  const read = readOnlineFile(readFileSync(onlinePath, 'utf8'));
  if (!read.ok) fail(`${onlinePath}: ${read.reason}`);
  const file = read.file;
  const keyPath = await places.refereeKey(file.referee.user);
  const config = join(places.dir, 'nats.conf');
  const storeDir = join(places.dir, 'jetstream');
  writeFileSync(config, serverConfig(file, { host: places.host, port: places.port, websocketPort: places.websocketPort, storeDir }), { mode: 0o600 });
  start(places.binary, ['-c', config], 'nats-server');
  await pause(800);
  start('node', ['src/cli/bin.js', 'referee', 'serve', '--server', `nats://127.0.0.1:${places.port}`, '--online', onlinePath, '--key', keyPath], 'the referee');
  start('npx', ['vite', '--host', places.host, '--port', places.appPort, '--strictPort'], 'the app');
  const host = reachableHost(places.host);
  console.log(`\nKarnage online: open http://${host}:${places.appPort}/?screen=online&server=ws://${host}:${places.websocketPort}`);
  console.log(`Players sign in with their user and password from ${onlinePath}. Ctrl-C stops the server, the referee and the app.\n`);
}
