// Locates the nats-server binary for online play (`npm run server`) and its tests. Shared by ensure-install.mjs
// (which installs Debian's package if missing) and the tests, so both agree. Only node: built-ins.
import { findExecutable } from './executable.mjs';

const CANDIDATES = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server', '/opt/homebrew/bin/nats-server'];

/** @returns {string | null} the path of a runnable nats-server (KARNAGE_NATS_SERVER first), or null. */
export function findNatsServer() {
  return findExecutable(process.env.KARNAGE_NATS_SERVER, CANDIDATES);
}
