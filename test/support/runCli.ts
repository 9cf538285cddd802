import { runCli } from '../../src/cli/main.ts';
import { readFileSync } from 'node:fs';

/** Runs the command line in-process and captures what it prints. */
export function cli(...argv: string[]): { code: number; out: string; err: string; json: () => any } {
  let out = '';
  let err = '';
  const code = runCli(argv, {
    out: (t) => (out += `${t}\n`),
    err: (t) => (err += `${t}\n`),
    readFile: (path) => readFileSync(path, 'utf8'),
  });
  return { code, out, err, json: () => JSON.parse(out) };
}
