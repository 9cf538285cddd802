import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import { expectBoundedMessage, hostileJson, ODD_CHARACTERS } from '../io/hostileShapes.ts';

// The command line in-process, fed hostile JSON in its arguments and in the files it reads: every input
// ends in exit 0 or 1 (2 for a command line it does not understand) with a short message, never a throw.

const gameText = readFileSync('test/fixtures/joe-and-kim.karnage.json', 'utf8');
const game = JSON.parse(gameText);
const combat = {
  attackers: [{ race: 'humans', unit: 'cavalry', terrain: 'grasslands' }],
  defender: { race: 'orcs', unit: 'warriors', terrain: 'grasslands', defending: true, fortress: false },
  attackerWeaponsmiths: 3,
  range: 1,
};
const orders = [
  { type: 'ATTACK', player: 'joe', unit: 'u1', target: { col: 2, row: 1 } },
  { type: 'END_TURN', player: 'joe' },
];

function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [prefix, ...keys.flatMap((k) => paths((value as any)[k], [...prefix, k]))];
}

/** The JSON of `root` with the raw JSON text `raw` at `path` (the whole text for the empty path). */
function withRawAt(root: unknown, path: (string | number)[], raw: string): string {
  if (path.length === 0) return raw;
  const copy = structuredClone(root) as any;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  node[path[path.length - 1]!] = '@@hostile@@';
  return JSON.stringify(copy).replace('"@@hostile@@"', () => raw);
}

/** runCli with files held in memory: `files[name]` is what reading `name` gives. */
function karnage(argv: string[], files: Record<string, string> = {}) {
  let out = '';
  let err = '';
  const code = runCli(argv, {
    out: (text) => (out += `${text}\n`),
    err: (text) => (err += `${text}\n`),
    readFile: (path, maxBytes) => {
      const text = files[path];
      if (text === undefined) throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
      if (text.length > maxBytes) throw Object.assign(new Error('too big'), { code: 'EFBIG' });
      return text;
    },
  });
  return { code, out, err };
}

/** Exit 0 or 1, and on 1 a short message and nothing on stdout. */
function expectAnswered(result: ReturnType<typeof karnage>): void {
  expect([0, 1]).toContain(result.code);
  if (result.code === 1) {
    expect(result.out).toBe('');
    expectBoundedMessage(result.err);
  }
}

describe('karnage fuzzed with hostile JSON', () => {
  it('odds, inline or @file, with a hostile value anywhere in the combat JSON', () => {
    fc.assert(
      fc.property(fc.constantFrom(...paths(combat)), hostileJson, (path, raw) => {
        const text = withRawAt(combat, path, raw);
        expectAnswered(karnage(['odds', text]));
        expectAnswered(karnage(['odds', '@combat.json'], { 'combat.json': text }));
      }),
      { numRuns: 200 },
    );
  });

  it('play, with a hostile value anywhere in the orders', () => {
    fc.assert(
      fc.property(fc.constantFrom(...paths(orders)), hostileJson, (path, raw) => {
        // "--": orders text such as -5e-324 is an argument, not an option.
        expectAnswered(karnage(['play', '--', 'game.json', withRawAt(orders, path, raw)], { 'game.json': gameText }));
      }),
      { numRuns: 150 },
    );
  });

  it('replay and play, with a hostile value anywhere in the game file', () => {
    fc.assert(
      fc.property(fc.constantFrom(...paths(game)), hostileJson, (path, raw) => {
        const files = { 'game.json': withRawAt(game, path, raw) };
        expectAnswered(karnage(['replay', 'game.json'], files));
        expectAnswered(karnage(['play', 'game.json', JSON.stringify(orders)], files));
      }),
      { numRuns: 150 },
    );
  });
});

describe('karnage fuzzed with hostile arguments', () => {
  const oddArgument = fc.oneof(
    fc.array(fc.constantFrom(...ODD_CHARACTERS, 'x', '-', ','), { maxLength: 100 }).map((parts) => parts.join('')),
    fc.integer({ min: 61, max: 200_000 }).map((length) => `--${'\u202e'.repeat(length)}`),
    fc.string({ unit: 'binary', maxLength: 50 }),
  );
  const commandLine = fc.oneof(
    oddArgument.map((odd) => [odd]),
    oddArgument.map((odd) => ['generate', '--size', odd, '--seed', odd, '--races', odd, '--name', odd]),
    oddArgument.map((odd) => ['combat', JSON.stringify(combat), '--rolls', odd]),
    oddArgument.map((odd) => ['combat', JSON.stringify(combat), '--seed', odd]),
    oddArgument.map((odd) => ['play', 'game.json', odd, odd]),
    oddArgument.map((odd) => ['replay', odd]),
    oddArgument.map((odd) => ['odds', `@${odd}`]),
    oddArgument.map((odd) => ['odds', odd, odd]),
  );

  it('every command line is answered, a usage error with short lines', () => {
    fc.assert(
      fc.property(commandLine, (argv) => {
        const result = karnage(argv, { 'game.json': gameText });
        expect([0, 1, 2]).toContain(result.code);
        if (result.code === 1) expectBoundedMessage(result.err);
        // A usage error: the problem on its first line, then the usage.
        if (result.code === 2) expectBoundedMessage(result.err, 40);
      }),
      { numRuns: 300 },
    );
  });
});
