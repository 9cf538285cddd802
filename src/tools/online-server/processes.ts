// The processes `npm run server` starts (the message server, our services, the app), stopped together on Ctrl-C,
// and the address friends open.
import { type ChildProcess, spawn } from 'node:child_process';
import { networkInterfaces } from 'node:os';

export function fail(message: string): never {
  console.error(`npm run server: ${message}`);
  process.exit(1);
}

const children: ChildProcess[] = [];
let stopping = false;

export function start(command: string, args: readonly string[], name: string): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  child.once('exit', (code) => {
    if (!stopping) fail(`${name} stopped (exit ${code})`);
  });
  children.push(child);
  return child;
}

function stopAll(): void {
  stopping = true;
  for (const child of children.reverse()) if (child.pid && child.exitCode === null) process.kill(child.pid, 'SIGTERM');
}
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);

/** The address others reach this machine at: its LAN address when listening on every interface. */
export function reachableHost(host: string): string {
  if (host !== '0.0.0.0') return host;
  return (
    Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address ?? '127.0.0.1'
  );
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
