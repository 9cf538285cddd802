// Locates the nats-server binary for online play (`npm run server`) and its tests. Shared by ensure-install.mjs
// (which installs Debian's package if missing) and the tests, so both agree. Only node: built-ins.
import { accessSync, constants } from 'node:fs';

const CANDIDATES = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server', '/opt/homebrew/bin/nats-server'];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @returns {string | null} the path of a runnable nats-server (KARNAGE_NATS_SERVER first), or null. */
export function findNatsServer() {
  const fromEnv = process.env.KARNAGE_NATS_SERVER;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  return CANDIDATES.find(isExecutable) ?? null;
}
