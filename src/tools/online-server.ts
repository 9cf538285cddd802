// npm run server [-- --online FILE] [--host 0.0.0.0] [--port 4222] [--websocket-port 4223] [--app-port 5173] [--cluster 3]
// Everything friends need to play online on this machine: the message server (Debian's nats-server, installed by
// ensure-install when missing), our services and the app; it prints the address to open. By default players sign
// up in the browser and make their games there (accounts); with --online FILE the users and games are an online
// file's. Stops everything on Ctrl-C. Docs: docs/online.md, "Running a server".
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { keyFileText, newKeyFile } from '../cli/commands/pbem/keyFile.ts';
import { findNatsServer } from './find-nats-server.mjs';
import { runAccounts } from './online-server/accountsMode.ts';
import { runOnlineFile } from './online-server/fileMode.ts';
import { fail } from './online-server/processes.ts';

const { values } = parseArgs({
  options: {
    online: { type: 'string' },
    host: { type: 'string', default: '0.0.0.0' },
    port: { type: 'string', default: '4222' },
    'websocket-port': { type: 'string', default: '4223' },
    'app-port': { type: 'string', default: '5173' },
    cluster: { type: 'string', default: '1' },
  },
});
const nodes = Number(values.cluster);
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 5) fail('--cluster takes a number of nodes from 1 to 5');
if (nodes > 1 && values.online) fail('--cluster runs the accounts: leave out --online');

const binary = findNatsServer() ?? fail('no nats-server: sudo apt-get install nats-server (npm test installs it as root)');
const dir = resolve('.karnage-online');
mkdirSync(dir, { recursive: true, mode: 0o700 });

/** The referee's signing key, made once and kept (mode 0600). */
async function refereeKey(id: string): Promise<string> {
  const path = join(dir, 'referee.key.json');
  if (!existsSync(path)) writeFileSync(path, keyFileText(await newKeyFile(id)), { mode: 0o600 });
  return path;
}

const places = {
  binary,
  dir,
  host: values.host,
  port: Number(values.port),
  websocketPort: Number(values['websocket-port']),
  appPort: values['app-port'],
  nodes,
  refereeKey,
};
if (values.online) await runOnlineFile(resolve(values.online), places);
else await runAccounts(places);
