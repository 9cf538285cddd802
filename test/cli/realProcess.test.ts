import { spawnSync, execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/cli/io.ts';
import { readTextFile } from '../../src/cli/readTextFile.ts';
import { MAX_GAME_FILE_BYTES } from '../../src/io/loadGameRecord.ts';
import { deepJson } from '../io/hostileShapes.ts';

// The real `karnage` (bin.js through tsx, a child process) on what is not a game file. Starting tsx takes
// a second or more on a busy machine, so the child gets a generous limit; the refusal itself is timed
// in-process below.

const dir = mkdtempSync(join(tmpdir(), 'karnage-process-'));
const fifo = join(dir, 'fifo');
execFileSync('mkfifo', [fifo]);
const deep = join(dir, 'deep.karnage.json');
writeFileSync(deep, `{"format": "karnage-game", "version": ${deepJson(5000)}}`);
const sparse = join(dir, 'sparse.karnage.json');
closeSync(openSync(sparse, 'w'));
truncateSync(sparse, 600 * 1024 * 1024);

const CHILD_LIMIT_MS = 20_000;

function karnage(args: string[], stdin: 'ignore' | number | string = 'ignore') {
  const started = performance.now();
  const child = spawnSync('node', ['src/cli/bin.js', ...args], {
    encoding: 'utf8',
    timeout: CHILD_LIMIT_MS,
    env: { ...process.env, KARNAGE_DEBUG: '' },
    ...(typeof stdin === 'string' ? { input: stdin } : { stdio: [stdin, 'pipe', 'pipe'] }),
  });
  return { status: child.status, stderr: child.stderr, stdout: child.stdout, ms: performance.now() - started };
}

function expectOneLineRefusal(result: ReturnType<typeof karnage>, message: RegExp): void {
  expect(result.status).toBe(1);
  expect(result.ms).toBeLessThan(CHILD_LIMIT_MS);
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(/^karnage: [^\n]*\n$/);
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(result.stderr).toMatch(message);
}

describe('the real karnage process', () => {
  it.each([
    ['/dev/zero', '/dev/zero', /cannot read \/dev\/zero: it is a device, not a file/],
    ['/dev/urandom', '/dev/urandom', /it is a device, not a file/],
    ['a FIFO no one writes to', fifo, /it is a FIFO \(named pipe\), not a file/],
    ['a directory', dir, /it is a directory, not a file/],
    ['5,000 levels of nesting', deep, /too deeply nested/],
    ['a 600 MB file', sparse, /is 629,145,600 bytes; the limit is 16,777,216/],
  ])('refuses %s in one line, exit 1', (_what, path, message) => {
    expectOneLineRefusal(karnage(['replay', path]), message);
  });

  it('refuses a 600 MB file for play and odds too', () => {
    expectOneLineRefusal(karnage(['play', sparse, '[]']), /the limit is/);
    expectOneLineRefusal(karnage(['odds', `@${sparse}`]), /the limit is 65,536/);
  });

  it('reads standard input for "-", and stops past the limit', () => {
    const fromZero = openSync('/dev/zero', 'r');
    try {
      expectOneLineRefusal(karnage(['replay', '-'], fromZero), /standard input holds more than 16,777,216 bytes, the limit/);
    } finally {
      closeSync(fromZero);
    }
    expectOneLineRefusal(
      karnage(['play', 'test/fixtures/joe-and-kim.karnage.json', '@-'], ' '.repeat(MAX_GAME_FILE_BYTES + 10)),
      /standard input holds more than/,
    );
  });

  it('keeps its memory small when refusing a 600 MB file', () => {
    const script =
      "const { runCli, nodeIo } = await import('./src/cli/main.ts');" +
      `const code = runCli(['replay', ${JSON.stringify(sparse)}], { ...nodeIo, err: () => {} });` +
      'console.log(JSON.stringify({ code, maxRssKb: process.resourceUsage().maxRSS }));';
    const child = spawnSync('node', ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: CHILD_LIMIT_MS });
    const { code, maxRssKb } = JSON.parse(child.stdout);
    expect(code).toBe(1);
    expect(maxRssKb).toBeLessThan(300 * 1024);
  });
});

describe('refusing what is not a file takes no time', () => {
  it.each([
    ['/dev/zero', '/dev/zero'],
    ['a FIFO', fifo],
    ['a directory', dir],
    ['a 600 MB file', sparse],
  ])('%s: under a second, before reading anything', (_what, path) => {
    const started = performance.now();
    expect(() => readTextFile(path, MAX_GAME_FILE_BYTES)).toThrow(InputError);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('reads a file up to the limit, and one byte more is refused', () => {
    const path = join(dir, 'exact.json');
    writeFileSync(path, 'é'.repeat(50));
    expect(readTextFile(path, 100)).toBe('é'.repeat(50));
    expect(() => readTextFile(path, 99)).toThrow(/is 100 bytes; the limit is 99/);
  });
});
