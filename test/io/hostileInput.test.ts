import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeZodError } from '../../src/io/describeZodError.ts';
import { loadGameRecord } from '../../src/io/loadGameRecord.ts';
import { loadMapFile } from '../../src/io/loadMapFile.ts';
import { migrateGameRecord } from '../../src/io/migrateGameRecord.ts';
import { JSON_LIMITS, parseJson } from '../../src/io/parseJson.ts';
import { raceId } from '../../src/io/schema/common.ts';
import { gameRecordSchema } from '../../src/io/schema/gameRecord.ts';
import { deeplyNested, deepJson, expectBoundedMessage } from './hostileShapes.ts';

const gameText = readFileSync(new URL('../fixtures/joe-and-kim.karnage.json', import.meta.url), 'utf8');
const game = JSON.parse(gameText);
const map = { format: 'karnage-map', version: 1, name: 'Tiny', map: { width: 2, height: 1, rows: ['gg'] }, starts: [] };
const DEEP = deepJson(5000);

/** The game file's JSON with `raw` (any JSON text) put where `place` puts a marker. */
function gameWith(place: (record: any, marker: string) => void, raw: string): string {
  const record = structuredClone(game);
  place(record, '@@marker@@');
  return JSON.stringify(record).replace('"@@marker@@"', raw);
}

describe('parseJson refuses shapes no Karnage file has, before JSON.parse builds them', () => {
  it.each([
    ['deep nesting', DEEP, /too deeply nested/],
    ['65 levels', deepJson(JSON_LIMITS.maxDepth + 1), /too deeply nested/],
    ['a million empty arrays', `[${'[],'.repeat(JSON_LIMITS.maxContainers)}[]]`, /too many arrays and objects/],
    ['an object of 1,001 keys', `{${Array.from({ length: 1001 }, (_, i) => `"k${i}":0`).join(',')}}`, /more than 1,000 keys/],
    ['two million numbers', `[${'0,'.repeat(JSON_LIMITS.maxArrayItems)}0]`, /too many array items/],
  ])('%s', (_what, text, message) => {
    const parsed = parseJson(text, 16 * 1024 * 1024);
    expect(parsed).toMatchObject({ ok: false, message: expect.stringMatching(message) });
  });

  it('but takes what a file may hold: 64 levels, 1,000 keys, strings full of brackets', () => {
    expect(parseJson(deepJson(JSON_LIMITS.maxDepth), 1e6).ok).toBe(true);
    expect(parseJson(`{${Array.from({ length: 1000 }, (_, i) => `"k${i}":0`).join(',')}}`, 1e6).ok).toBe(true);
    expect(parseJson(JSON.stringify({ a: '[[[[{{{{,,,,\\"'.repeat(1000) }), 1e6).ok).toBe(true);
    expect(parseJson(gameText, 1e6)).toEqual({ ok: true, value: game });
  });

  it('says where broken JSON broke without quoting the text, on one line', () => {
    const broken = `{"a": [1, 2,\n\u202e\u2028 ${'x'.repeat(500)}`;
    const parsed = parseJson(broken, 1e6);
    expect(parsed).toEqual({ ok: false, message: 'not JSON: Unexpected token "\\u202e" (line 2, column 1)' });
    expect(parseJson('{"a": {"b": 1}, "c": tru}', 1e6)).toEqual({ ok: false, message: 'not JSON: Unexpected token "}"' });
    expect(parseJson('{"a":\n  1,}', 1e6)).toMatchObject({ ok: false, message: expect.stringMatching(/\(line 2, column 5\)$/) });
  });
});

describe('describeZodError keeps every line short', () => {
  it('shows a path of 5,000 keys by its ends', () => {
    const path = Array.from({ length: 5000 }, (_, i) => (i % 2 ? i : `k${i}`));
    const text = describeZodError(new z.ZodError([{ code: 'custom', path, message: 'bad', input: undefined }]));
    expect(text.length).toBeLessThan(240);
    expect(text).toMatch(/^k0\[1\]\.k2.*…\(4989 more keys\)….*\[4999\]: bad$/);
  });

  it('quotes a 15 MB unknown key, and names three of a thousand', () => {
    const huge = describeZodError(z.strictObject({}).safeParse({ ['k'.repeat(15_000_000)]: 1 }).error!);
    expect(huge).toMatch(/^\(the whole file\): Unrecognized key: "k{60}…" \(15,000,000 characters\)$/);
    const many = describeZodError(z.strictObject({}).safeParse(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, 1]))).error!);
    expect(many).toBe('(the whole file): Unrecognized keys: "k0", "k1", "k2" and 997 more');
  });

  it('escapes odd keys in a path and cuts long messages', () => {
    const text = describeZodError(new z.ZodError([{ code: 'custom', path: ['a\u2028b', 3], message: 'm'.repeat(10_000), input: undefined }]));
    expect(text.startsWith('["a\\u2028b"][3]: mmm')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(240);
  });
});

describe('the loaders answer deep, long and odd values with a short message', () => {
  it.each([
    ['format', (r: any, m: string) => (r.format = m)],
    ['version', (r: any, m: string) => (r.version = m)],
    ['a race id', (r: any, m: string) => (r.scenario.players[0].race = m)],
    ['a unit type', (r: any, m: string) => (r.scenario.units[0].type = m)],
    ['an order', (r: any, m: string) => (r.orders[0] = m)],
  ])('5,000 levels of [ under %s', (_where, place) => {
    const loaded = loadGameRecord(gameWith(place, DEEP));
    expect(loaded).toMatchObject({ ok: false, message: expect.stringContaining('too deeply nested') });
  });

  it.each([
    ['format', (r: any, m: string) => (r.format = m), /^not a Karnage game file: "format" is an array of 1 item/],
    ['version', (r: any, m: string) => (r.version = m), /^"version" is an array of 1 item/],
    ['a race id', (r: any, m: string) => (r.scenario.players[0].race = m), /unknown race an array of 1 item/],
  ])('60 levels under %s: quoted by kind and size', (_where, place, message) => {
    const loaded = loadGameRecord(gameWith(place, deepJson(60)));
    expect(loaded).toMatchObject({ ok: false, message: expect.stringMatching(message) });
    expectBoundedMessage((loaded as { message: string }).message);
  });

  it('a 15 MB format, race or unknown key comes back as 60 characters', () => {
    const long = JSON.stringify('\u202e'.repeat(100) + 'x'.repeat(15_000_000));
    for (const place of [(r: any, m: string) => (r.format = m), (r: any, m: string) => (r.scenario.players[1].race = m)]) {
      const loaded = loadGameRecord(gameWith(place, long));
      expect(loaded.ok).toBe(false);
      expectBoundedMessage((loaded as { message: string }).message);
    }
    const key = loadGameRecord(`${gameText.trimEnd().slice(0, -1)}, ${long}: 1}`);
    expect(key).toMatchObject({ ok: false, message: expect.stringContaining('Unrecognized key: "\\u202e') });
    expectBoundedMessage((key as { message: string }).message);
    const mapName = loadMapFile(JSON.stringify({ ...map, name: 'n'.repeat(4_000_000) }));
    expectBoundedMessage((mapName as { message: string }).message);
  });

  it('a file of a million bad dice faces is refused in moments, with a few of them named', () => {
    const endTurn = `{"type":"END_TURN","player":"joe","rolls":[${'0,'.repeat(9999)}0]}`;
    const text = gameWith((r, m) => (r.orders = m), `[${Array(190).fill(endTurn).join(',')}]`);
    const started = performance.now();
    const loaded = loadGameRecord(text);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(loaded.ok).toBe(false);
    const message = (loaded as { message: string }).message;
    expect(message).toContain('orders[0].rolls[0]: Too small');
    expect(message).toMatch(/maybe more: checking stopped there$/);
    expectBoundedMessage(message);
  });

  it('still names the first few problems of a small file, wherever they are', () => {
    const record = structuredClone(game);
    record.orders[1].building = 'castle';
    record.checkpoints[0].hash = 'nope';
    record.scenario.units[0].type = 'dragons';
    const loaded = loadGameRecord(JSON.stringify(record));
    expect(loaded.ok).toBe(false);
    const lines = (loaded as { message: string }).message.split('\n');
    expect(lines[0]).toBe('the game file has errors:');
    expect(lines).toHaveLength(4);
    expect(lines.find((l) => l.startsWith('orders[1].building: unknown building "castle"'))).toBeDefined();
    expect(lines).toContain('checkpoints[0].hash: a state hash is 14 hex digits');
    expect(lines.find((l) => l.startsWith('scenario.units[0].type: unknown unit "dragons"'))).toBeDefined();
  });

  it('loads a valid file exactly as the whole schema does, keys in the same order', () => {
    const migrated = migrateGameRecord(structuredClone(game));
    if (!migrated.ok) throw new Error(migrated.message);
    const loaded = loadGameRecord(gameText);
    expect(loaded.ok).toBe(true);
    expect(JSON.stringify(loaded.ok && loaded.value)).toBe(JSON.stringify(gameRecordSchema.parse(migrated.value)));
  });

  it('idOf quotes a deep value without walking it', () => {
    const parsed = raceId.safeParse(deeplyNested(100_000));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toMatch(/^unknown race an array of 1 item; expected one of /);
  });
});
