// The built app served by `vite preview` on a free port, for the browser benchmarks.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { freePort } from '../support/freePort.ts';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
const vite = join(root, 'node_modules', '.bin', 'vite');

/** Builds the app (with extra vite arguments, e.g. a config) and serves it; kill `child` when done. */
export async function buildAndServe(configArgs: readonly string[] = []): Promise<{ url: string; child: ChildProcess }> {
  const build = spawnSync(vite, ['build', ...configArgs, '--logLevel', 'warn'], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}${build.stderr}`);
  const port = await freePort();
  const child = spawn(vite, ['preview', ...configArgs, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { cwd: root, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`vite preview did not answer at ${url}`);
}
