import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadGameRecord } from '../../src/io/loadGameRecord.ts';
import { loadMapFile } from '../../src/io/loadMapFile.ts';
import { replayRecord } from '../../src/io/replayRecord.ts';
import { expectBoundedMessage, hostileJson, hostileText } from './hostileShapes.ts';

const valid = JSON.parse(readFileSync(new URL('../fixtures/joe-and-kim.karnage.json', import.meta.url), 'utf8'));

const validMap = {
  format: 'karnage-map',
  version: 1,
  name: 'Tiny',
  map: { width: 3, height: 2, rows: ['ggg', 'fff'] },
  starts: [
    { at: { col: 0, row: 0 }, race: 'humans' },
    { at: { col: 2, row: 1 }, race: null },
  ],
  generator: { seed: 1, races: ['humans', 'orcs'] },
};

/** Every path to a value inside the record. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const keys = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return [prefix, ...keys.flatMap((k) => paths((value as any)[k], [...prefix, k]))];
}
const allPaths = paths(valid).filter((p) => p.length > 0);
const allMapPaths = paths(validMap).filter((p) => p.length > 0);

const hostile = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom('__proto__', 'constructor', '<script>alert(1)</script>', -1, 1e308, Number.MAX_SAFE_INTEGER, '', null, [], {}),
  fc.string(),
  fc.integer(),
);

function setAt(root: any, path: (string | number)[], value: unknown): any {
  const copy = structuredClone(root);
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key];
  node[path[path.length - 1]!] = value;
  return copy;
}

/** Either loads and replays, or refuses with a short message: never throws. */
function loadsOrRefuses(text: string): void {
  const loaded = loadGameRecord(text);
  if (!loaded.ok) {
    expectBoundedMessage(loaded.message);
    return;
  }
  const replayed = replayRecord(loaded.value);
  if (!replayed.ok) expect(replayed.message.length).toBeGreaterThan(0);
}

const MARKER = '@@hostile@@';

/** The JSON of `root` with the raw JSON text `raw` at `path`. */
function withRawAt(root: unknown, path: (string | number)[], raw: string): string {
  return JSON.stringify(setAt(root, path, MARKER)).replace(`"${MARKER}"`, () => raw);
}

describe('game files fuzzed', () => {
  it('with one value replaced anywhere: loaded or refused with a message', () => {
    fc.assert(
      fc.property(fc.constantFrom(...allPaths), hostile, (path, value) => {
        loadsOrRefuses(JSON.stringify(setAt(valid, path, value)));
      }),
      { numRuns: 1500 },
    );
  });

  it('with keys added anywhere, "__proto__" among them: refused', () => {
    const objectPaths = allPaths.filter((p) => {
      let n: any = valid;
      for (const k of p) n = n[k];
      return n !== null && typeof n === 'object' && !Array.isArray(n);
    });
    fc.assert(
      fc.property(fc.constantFrom([], ...objectPaths), fc.constantFrom('__proto__', 'extra', 'constructor'), (path, key) => {
        const text = insertKey(JSON.stringify(valid), path, key);
        const loaded = loadGameRecord(text);
        expect(loaded.ok).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('as random text or truncated JSON: refused with a message', () => {
    const text = JSON.stringify(valid);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.integer({ min: 0, max: text.length - 1 }).map((n) => text.slice(0, n)),
        ),
        (input) => {
          loadsOrRefuses(input);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('hostile values: deep, long, odd characters', () => {
  it('anywhere in a game file: loaded or refused in a short message', () => {
    fc.assert(
      fc.property(fc.constantFrom(...allPaths), hostileJson, (path, raw) => loadsOrRefuses(withRawAt(valid, path, raw))),
      { numRuns: 400 },
    );
  });

  it('anywhere in a map file: loaded or refused in a short message', () => {
    fc.assert(
      fc.property(fc.constantFrom(...allMapPaths), hostileJson, (path, raw) => {
        const loaded = loadMapFile(withRawAt(validMap, path, raw));
        if (!loaded.ok) expectBoundedMessage(loaded.message);
      }),
      { numRuns: 300 },
    );
  });

  it('as a key of either file, or as the raw text of one: refused in a short message', () => {
    const validMapText = JSON.stringify(validMap);
    fc.assert(
      fc.property(hostileJson, hostileText, (key, text) => {
        const keyText = JSON.stringify(typeof JSON.parse(key) === 'string' ? JSON.parse(key) : key);
        for (const input of [`${JSON.stringify(valid).slice(0, -1)},${keyText}:1}`, `${validMapText.slice(0, -1)},${keyText}:1}`, text]) {
          for (const loaded of [loadGameRecord(input), loadMapFile(input)]) {
            expect(loaded.ok).toBe(false);
            if (!loaded.ok) expectBoundedMessage(loaded.message);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

/** Adds `"key": 1` as the first member of the object at path, in the text (so "__proto__" stays a plain key). */
function insertKey(text: string, path: (string | number)[], key: string): string {
  const marker = '"\u0000marker"';
  const withMarker = JSON.stringify(setAt(JSON.parse(text), [...path, '\u0000marker'], 1));
  return withMarker.replace(`${marker}:1`, `"${key}":1`);
}
