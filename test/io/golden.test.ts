import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadGameRecord } from '../../src/io/loadGameRecord.ts';
import { replayRecord } from '../../src/io/replayRecord.ts';
import { GAME_RECORD_VERSION } from '../../src/io/schema/gameRecord.ts';
import { jsonSchemas, jsonSchemaText } from '../../src/io/schema/jsonSchemas.ts';
import { karnageReport } from '../support/karnageReport.ts';

// One file per format version, kept forever: each must load (through the migrations) and replay to
// the final state it recorded.
const goldenDir = new URL('../golden/', import.meta.url);
const goldens = readdirSync(goldenDir).filter((name) => name.endsWith('.karnage.json'));

describe('golden game files of every version', () => {
  it('exist for every version up to the current one', () => {
    const versions = goldens.map((name) => Number(/-v(\d+)\./.exec(name)?.[1])).sort();
    expect(versions).toEqual(Array.from({ length: GAME_RECORD_VERSION }, (_, i) => i + 1));
  });

  it.each(goldens)('%s loads and replays to its recorded state', (name) => {
    const text = readFileSync(new URL(name, goldenDir), 'utf8');
    const loaded = loadGameRecord(text);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.value.version).toBe(GAME_RECORD_VERSION);
    const replayed = replayRecord(loaded.value);
    if (!replayed.ok) throw new Error(replayed.message);
    expect(replayed.hash).toBe(JSON.parse(text).stateHash);
  });

  it('version 2 verifies every turn against its checkpoints', () => {
    const loaded = loadGameRecord(readFileSync(new URL('game-v2.karnage.json', goldenDir), 'utf8'));
    if (!loaded.ok) throw new Error(loaded.message);
    const replayed = replayRecord(loaded.value);
    expect(replayed).toMatchObject({ ok: true, verifiedTurns: loaded.value.checkpoints.length });
    expect(loaded.value.checkpoints.length).toBeGreaterThan(1);
  });
});

describe("version 3: a referee's physical dice", () => {
  const text = readFileSync(new URL('game-v3.karnage.json', goldenDir), 'utf8');

  it('the faces typed on an END_TURN are the faces the replay rolls', () => {
    const loaded = loadGameRecord(text);
    if (!loaded.ok) throw new Error(loaded.message);
    const faces: number[][] = [];
    const replayed = replayRecord(loaded.value, ({ events }) => {
      for (const e of events)
        if (e.type === 'COMBAT_RESOLVED') {
          const { attackers, defender } = karnageReport(e.report);
          faces.push([...attackers[0]!.roll.faces, ...defender.roll.faces]);
        }
    });
    expect(replayed).toMatchObject({ ok: true, verifiedTurns: 3 });
    expect(faces).toEqual([[5, 3]]);
  });

  it('other faces in the file give another game, and the replay says which turn differs', () => {
    const changed = text.replace(/"rolls": \[\s*5,\s*3\s*\]/, '"rolls": [5, 4]');
    expect(changed).not.toBe(text);
    const loaded = loadGameRecord(changed);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(replayRecord(loaded.value)).toMatchObject({ ok: false, orderIndex: 2, message: expect.stringMatching(/ends differently from the file/) });
  });
});

describe('the published JSON Schemas', () => {
  it.each(Object.entries(jsonSchemas()))('public/schema/%s is made from the current zod schema (npm run schema)', (name, schema) => {
    expect(readFileSync(new URL(`../../public/schema/${name}`, import.meta.url), 'utf8')).toBe(jsonSchemaText(schema));
  });
});
