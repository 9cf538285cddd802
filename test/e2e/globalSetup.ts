// Builds the app once and serves it with `vite preview` for all browser tests, so
// they exercise the same bundle users get. Provides the server's URL as inject('baseUrl').
import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../support/freePort.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../../src/tools/find-chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const root = join(import.meta.dirname, '..', '..');
// Run vite's own binary, not `npx vite`: killing npx's pid would leave vite running.
const vite = join(root, 'node_modules', '.bin', 'vite');

/** Runs a command to completion; on failure throws with its captured output. */
function runQuietly(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`))));
  });
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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Fail once, clearly, instead of once per test.
  if (!findChromium()) {
    const fromEnv = process.env.KARNAGE_CHROMIUM;
    throw new Error(
      fromEnv
        ? `KARNAGE_CHROMIUM=${fromEnv} is not an executable file.`
        : 'No Chromium/Chrome found for the browser tests. Run `npm test` (it installs one as root on ' +
            'Debian/Ubuntu), `sudo apt-get install chromium`, or set KARNAGE_CHROMIUM=/path/to/chrome.',
    );
  }

  // A build of this run's own: two runs at once (two people's tests on one checkout) never serve each other's half-written files.
  const outDir = mkdtempSync(join(tmpdir(), 'karnage-e2e-dist-'));
  await runQuietly(vite, ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir']);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
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

  try {
    await waitUntilServing(baseUrl, server, () => output);
  } catch (error) {
    await stop(server);
    throw error;
  }
  project.provide('baseUrl', baseUrl);

  return async () => {
    process.off('exit', killOnExit);
    await stop(server);
    rmSync(outDir, { recursive: true, force: true });
  };
}
