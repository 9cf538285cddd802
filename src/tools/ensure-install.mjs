#!/usr/bin/env node
// Runs before `npm start`, `npm test` and `npm run bench` so a fresh clone "just works":
// installs dependencies when the lock file changed, and with --chromium makes sure a
// browser for the e2e tests exists. Only node: built-ins, because node_modules may not exist yet.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './find-chromium.mjs';
import { findNatsServer } from './find-nats-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const lockFile = join(root, 'package-lock.json');
// The stamp lives inside node_modules so deleting node_modules also forgets it.
const stamp = join(root, 'node_modules', '.install-stamp');

function fail(message) {
  console.error(`\nensure-install: ${message}\n`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
}

// Stale when never installed by us, or when the lock file changed since the last install.
function installIsStale() {
  if (!existsSync(stamp)) return true;
  return statSync(stamp).mtimeMs < statSync(lockFile).mtimeMs;
}

if (installIsStale()) {
  console.log('ensure-install: dependencies missing or out of date, running npm ci…');
  // shell: true so Windows finds npm.cmd; the arguments are constant, so nothing to escape.
  if (!run('npm', ['ci'], { shell: process.platform === 'win32' })) {
    fail('`npm ci` failed (see its output above). Fix the error and run the command again.');
  }
  writeFileSync(stamp, `installed from package-lock.json at ${new Date().toISOString()}\n`);
}

if (process.argv.includes('--chromium') && !findChromium()) {
  if (process.env.KARNAGE_CHROMIUM) {
    fail(`KARNAGE_CHROMIUM=${process.env.KARNAGE_CHROMIUM} is not an executable file.`);
  }
  // Only try an automatic install where it cannot surprise anyone: as root (CI
  // containers, dev containers) on a Debian/Ubuntu system. Never sudo on a laptop.
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canApt) {
    console.log('ensure-install: no Chromium found; installing it with apt-get (about 30 s)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (run('apt-get', ['update'], { env })) run('apt-get', ['install', '-y', 'chromium'], { env });
  }
  if (!findChromium()) {
    fail(
      'the browser tests need Chromium or Chrome, and none was found.\n' +
        '  Install it:  sudo apt-get install chromium   (Debian/Ubuntu)\n' +
        '  or point to one:  KARNAGE_CHROMIUM=/path/to/chrome npm test',
    );
  }
}

// Online play (docs/online.md) runs on Debian's nats-server; its tests start a real one.
if (process.argv.includes('--nats') && !findNatsServer()) {
  if (process.env.KARNAGE_NATS_SERVER) fail(`KARNAGE_NATS_SERVER=${process.env.KARNAGE_NATS_SERVER} is not an executable file.`);
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canApt) {
    console.log('ensure-install: no nats-server found; installing it with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (!run('apt-get', ['install', '-y', 'nats-server'], { env }) && run('apt-get', ['update'], { env }))
      run('apt-get', ['install', '-y', 'nats-server'], { env });
  }
  if (!findNatsServer()) {
    fail(
      'online play needs nats-server, and none was found.\n' +
        '  Install it:  sudo apt-get install nats-server   (Debian/Ubuntu)\n' +
        '  or point to one:  KARNAGE_NATS_SERVER=/path/to/nats-server',
    );
  }
}
