// `vite preview` serving a built app on 127.0.0.1, started and stopped by its PID: the browser tests' one server
// (globalSetup.ts), and a second one where a test deploys a new version of the site over the one a page loaded.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
// Run vite's own binary, not `npx vite`: killing npx's pid would leave vite running.
const vite = join(root, 'node_modules', '.bin', 'vite');

export interface Preview {
  readonly url: string;
  stop(): Promise<void>;
}

async function waitUntilServing(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`vite preview did not answer at ${url} within 30 s:\n${output()}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Serves `outDir` on `port` until stopped (and is stopped if this process exits first). */
export async function startPreview(outDir: string, port: number): Promise<Preview> {
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(vite, ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1', '--outDir', outDir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  // If vitest dies without running teardown, still do not leave a server behind.
  const killOnExit = () => server.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stopped = async () => {
    process.off('exit', killOnExit);
    await stop(server);
  };
  try {
    await waitUntilServing(url, server, () => output);
  } catch (error) {
    await stopped();
    throw error;
  }
  return { url, stop: stopped };
}
