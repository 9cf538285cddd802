// npm run server [-- --online FILE] [--host 0.0.0.0] [--port 4222] [--websocket-port 4223] [--app-port 5173]
// Everything friends need to play online on this machine: the message server (Debian's nats-server, installed by
// ensure-install when missing) configured from the online file (users, passwords, each player's permissions), the
// referee of its games, and the app; it prints the address to open. A first run writes an example online file.
// Stops everything on Ctrl-C. Docs: docs/online.md, "Running a server".
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { keyFileText, newKeyFile } from '../cli/commands/pbem/keyFile.ts';
import { readOnlineFile, type OnlineFile } from '../io/online/onlineGames.ts';
import { serverConfig } from '../io/online/serverConfig.ts';
import { findNatsServer } from './find-nats-server.mjs';

const { values } = parseArgs({
  options: {
    online: { type: 'string', default: 'online.json' },
    host: { type: 'string', default: '0.0.0.0' },
    port: { type: 'string', default: '4222' },
    'websocket-port': { type: 'string', default: '4223' },
    'app-port': { type: 'string', default: '5173' },
  },
});

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
        map: { width: 20, height: 16, seed: Math.floor(Math.random() * 1e9) },
        seats: [
          { player: 'ann', race: 'humans' },
          { player: 'bob', race: 'orcs' },
        ],
      },
    ],
  };
}

function fail(message: string): never {
  console.error(`npm run server: ${message}`);
  process.exit(1);
}

const onlinePath = resolve(values.online);
if (!existsSync(onlinePath)) {
  writeFileSync(onlinePath, `${JSON.stringify(exampleFile(), null, 2)}\n`, { mode: 0o600 });
  console.log(`Wrote an example online file, ${onlinePath}: edit its users and games, and run again to change them.`);
}
const read = readOnlineFile(readFileSync(onlinePath, 'utf8'));
if (!read.ok) fail(`${onlinePath}: ${read.reason}`);
const file = read.file;
const binary = findNatsServer() ?? fail('no nats-server: sudo apt-get install nats-server (npm test installs it as root)');

const dir = resolve('.karnage-online');
mkdirSync(dir, { recursive: true, mode: 0o700 });
const keyPath = join(dir, 'referee.key.json');
if (!existsSync(keyPath)) writeFileSync(keyPath, keyFileText(await newKeyFile(file.referee.user)), { mode: 0o600 });
const port = Number(values.port);
const websocketPort = Number(values['websocket-port']);
const config = join(dir, 'nats.conf');
writeFileSync(config, serverConfig(file, { host: values.host, port, websocketPort, storeDir: join(dir, 'jetstream') }), { mode: 0o600 });

const children: ChildProcess[] = [];
function start(command: string, args: readonly string[], name: string): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  child.once('exit', (code) => {
    if (!stopping) fail(`${name} stopped (exit ${code})`);
  });
  children.push(child);
  return child;
}
let stopping = false;
function stopAll(): void {
  stopping = true;
  for (const child of children.reverse()) if (child.pid && child.exitCode === null) process.kill(child.pid, 'SIGTERM');
}
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);

start(binary, ['-c', config], 'nats-server');
await new Promise((r) => setTimeout(r, 800));
start('node', ['src/cli/bin.js', 'referee', 'serve', '--server', `nats://127.0.0.1:${port}`, '--online', onlinePath, '--key', keyPath], 'the referee');
start('npx', ['vite', '--host', values.host, '--port', values['app-port'], '--strictPort'], 'the app');

const lanAddress =
  values.host === '0.0.0.0'
    ? (Object.values(networkInterfaces())
        .flat()
        .find((a) => a && a.family === 'IPv4' && !a.internal)?.address ?? '127.0.0.1')
    : values.host;
console.log(`\nKarnage online: open http://${lanAddress}:${values['app-port']}/?screen=online&server=ws://${lanAddress}:${websocketPort}`);
console.log(`Players sign in with their user and password from ${onlinePath}. Ctrl-C stops the server, the referee and the app.\n`);
