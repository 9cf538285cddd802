import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/main.ts';
import { readTextFile } from '../../src/cli/readTextFile.ts';
import { loadGameRecord, MAX_GAME_FILE_BYTES } from '../../src/io/loadGameRecord.ts';
import { loadMapFile } from '../../src/io/loadMapFile.ts';
import { deepJson, expectBoundedMessage } from '../io/hostileShapes.ts';

// Every file of test/fixtures/hostile/, and big ones made here (never committed), through every way in:
// `karnage replay`, `karnage play` (as the game and as the orders), `karnage odds @file`, and the loaders
// the browser uses. Each must be refused with exit 1 and a short message, never a throw.

const corpusDir = new URL('../fixtures/hostile/', import.meta.url).pathname;
const goodGame = 'test/fixtures/joe-and-kim.karnage.json';
const good = JSON.parse(readFileSync(goodGame, 'utf8'));

/** The game file with raw JSON text where `place` puts a marker. */
function gameWith(place: (record: any, marker: string) => void, raw: string): string {
  const record = structuredClone(good);
  place(record, '@@marker@@');
  return JSON.stringify(record).replace('"@@marker@@"', raw);
}

function bigFiles(): Record<string, string> {
  const endTurn = `{"type":"END_TURN","player":"joe","rolls":[${'0,'.repeat(9999)}0]}`;
  return {
    'deep-arrays.json': deepJson(5000),
    'deep-objects.json': deepJson(5000, 'object'),
    'deep-format.json': `{"format": ${deepJson(5000)}}`,
    'deep-version.json': `{"format": "karnage-game", "version": ${deepJson(5000)}}`,
    'deep-race.json': gameWith((r, m) => (r.scenario.players[0].race = m), deepJson(5000)),
    'deep-order.json': gameWith((r, m) => (r.orders[1] = m), deepJson(5000)),
    'twenty-megabytes.json': gameWith((r, m) => (r.scenario.name = m), JSON.stringify('x'.repeat(20_000_000))),
    'long-format.json': gameWith((r, m) => (r.format = m), JSON.stringify('\u202e'.repeat(10) + 'y'.repeat(15_000_000))),
    'a-million-keys.json': `{"format":"karnage-game",${Array.from({ length: 1_000_000 }, (_, i) => `"k${i}":0`).join(',')}}`,
    'a-million-arrays.json': `[${'[],'.repeat(1_100_000)}[]]`,
    'two-million-bad-dice.json': gameWith((r, m) => (r.orders = m), `[${Array(200).fill(endTurn).join(',')}]`),
  };
}

const tempDir = mkdtempSync(join(tmpdir(), 'karnage-hostile-'));
const corpus = [
  ...readdirSync(corpusDir).map((name) => ({ name, path: join(corpusDir, name) })),
  ...Object.entries(bigFiles()).map(([name, text]) => {
    const path = join(tempDir, name);
    writeFileSync(path, text);
    return { name, path };
  }),
];

/** runCli in-process with the real file reader, as `karnage` runs it. */
function karnage(...argv: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = runCli(argv, { out: (text) => (out += `${text}\n`), err: (text) => (err += `${text}\n`), readFile: readTextFile });
  // The commands run here (not pbem) answer at once.
  if (typeof code !== 'number') throw new Error('an asynchronous command');
  return { code, out, err };
}

function expectRefused(result: { code: number; out: string; err: string }): void {
  expect(result.code).toBe(1);
  expect(result.out).toBe('');
  expectBoundedMessage(result.err);
}

describe('the hostile corpus', () => {
  it('holds the small files and the big ones', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
  });

  it.each(corpus)('$name: karnage replay refuses it in one short message', ({ path }) => {
    expectRefused(karnage('replay', path));
  });

  it.each(corpus)('$name: karnage play refuses it as the game and as the orders', ({ path }) => {
    expectRefused(karnage('play', path, '[{"type": "END_TURN", "player": "joe"}]'));
    expectRefused(karnage('play', goodGame, `@${path}`));
  });

  it.each(corpus)('$name: karnage odds refuses it as the combat JSON', ({ path }) => {
    expectRefused(karnage('odds', `@${path}`));
  });

  it.each([
    ['5,000 levels of [', deepJson(5000)],
    ['5,000 levels of {"a":', deepJson(5000, 'object')],
    [
      'a unit of 60 levels',
      JSON.stringify({ attackers: [{ unit: '@', terrain: 'grasslands' }], defender: { unit: 'warriors', terrain: 'grasslands' } }).replace('"@"', deepJson(60)),
    ],
    [
      'a 60,000-character unit',
      JSON.stringify({ attackers: [{ unit: '\u202e'.repeat(60_000), terrain: 'grasslands' }], defender: { unit: 'warriors', terrain: 'grasslands' } }),
    ],
  ])('%s in an inline argument: odds, combat and play refuse it in a line or two', (_what, text) => {
    for (const result of [karnage('odds', text), karnage('combat', text, '--rolls', '5,3'), karnage('play', goodGame, text)]) {
      expectRefused(result);
      expect(result.err.trimEnd().split('\n').length).toBeLessThanOrEqual(2);
    }
  });

  it.each(corpus)('$name: the loaders refuse it with a short message', ({ path }) => {
    // The browser reads at most the size limit before calling the loaders; so does this.
    const text = readFileSync(path, 'utf8').slice(0, MAX_GAME_FILE_BYTES + 1);
    for (const loaded of [loadGameRecord(text), loadMapFile(text)]) {
      expect(loaded.ok).toBe(false);
      if (!loaded.ok) expectBoundedMessage(loaded.message);
    }
  });
});
