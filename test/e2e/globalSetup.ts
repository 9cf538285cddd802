// Builds the app once and serves it with `vite preview` for all browser tests, so
// they exercise the same bundle users get. Provides the server's URL as inject('baseUrl').
import { spawn } from 'node:child_process';
import { freePort } from '../support/freePort.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium } from '../../src/tools/find-chromium.mjs';
import { type Preview, startPreview } from './previewServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The built app the preview server serves (a test that deploys a new version copies it). */
    distDir: string;
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

  let preview: Preview;
  try {
    preview = await startPreview(outDir, await freePort());
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  const baseUrl = preview.url;
  project.provide('baseUrl', baseUrl);
  project.provide('distDir', outDir);

  return async () => {
    await preview.stop();
    rmSync(outDir, { recursive: true, force: true });
  };
}
