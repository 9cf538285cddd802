import { runCli } from '../../src/cli/main.ts';
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

type Ran = { code: number; out: string; err: string; json: () => any };

function capture(argv: string[]): { code: number | Promise<number>; result: (code: number) => Ran } {
  let out = '';
  let err = '';
  const code = runCli(argv, {
    out: (t) => (out += `${t}\n`),
    err: (t) => (err += `${t}\n`),
    readFile: (path) => readFileSync(path, 'utf8'),
  });
  return { code, result: (exit) => ({ code: exit, out, err, json: () => JSON.parse(out) }) };
}

/** Runs a synchronous command line in-process and captures what it prints. */
export function cli(...argv: string[]): Ran {
  const { code, result } = capture(argv);
  if (typeof code !== 'number') throw new Error(`${argv[0]} is asynchronous: use cliAsync`);
  return result(code);
}

/** Runs any command line in-process, the asynchronous ones (karnage pbem …) included. */
export async function cliAsync(...argv: string[]): Promise<Ran> {
  const { code, result } = capture(argv);
  return result(await code);
}

/** Runs a synchronous command line that must refuse: exit 1, nothing on stdout, one line on stderr; that line. */
export function refusedInOneLine(...argv: string[]): string {
  const result = cli(...argv);
  expect(result.code).toBe(1);
  expect(result.out).toBe('');
  expect(result.err.trim().split('\n')).toHaveLength(1);
  return result.err.trim();
}
