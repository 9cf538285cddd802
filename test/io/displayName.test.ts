import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { MAX_NAME_LENGTH, nameProblem, normaliseName, repeatedName, sanitiseName } from '../../src/io/displayName.ts';
import { gameRecordOf } from '../../src/io/saveGameRecord.ts';
import { displayName } from '../../src/io/schema/common.ts';
import { gameRecordSchema } from '../../src/io/schema/gameRecord.ts';
import { cleanName } from '../../src/editor/draftFile.ts';
import { firstPlayers, problemWith } from '../../src/ui/setup/playerDrafts.ts';
import { joeAndKim } from '../support/scenarios.ts';

// Characters that hide or reorder text, each refused wherever a name is typed or read.
const HIDDEN = {
  'zero-width space (Cf)': '\u200b',
  'right-to-left override (Cf)': '\u202e',
  'byte order mark (Cf)': '\ufeff',
  'NUL (Cc)': '\u0000',
  'next line U+0085 (Cc)': '\u0085',
  'line separator U+2028': '\u2028',
  'paragraph separator U+2029': '\u2029',
  'lone high surrogate': '\ud800',
  'lone low surrogate': '\udc00',
};

const accepted = (name: string) => displayName.safeParse(name).success;

/** Any text, odd code points and all: what a hostile file or a paste could hold. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: fc.constantFrom(...Object.values(HIDDEN), 'e', '\u0301', ' ', 'J', '<', '😀'), maxLength: 60 }),
);

describe('one rule for names', () => {
  test.each(Object.entries(HIDDEN))('refuses a name holding a %s, in files and on the new-game screen', (_, char) => {
    const name = `Jo${char}e`;
    expect(nameProblem(name)).toMatch(/control, format or invisible characters \(found U\+[0-9A-F]{4}\)/);
    expect(accepted(name)).toBe(false);
    const players = firstPlayers(null).map((p, i) => (i === 0 ? { ...p, name } : p));
    expect(problemWith(players)).toMatch(/^Player 1: a name may not hold/);
  });

  test('"Joe" and "Joe\\u200b" are no longer two players, nor "Joe" and " joe "', () => {
    const players = firstPlayers(null);
    expect(problemWith(players.map((p, i) => ({ ...p, name: i === 0 ? 'Joe' : 'Joe\u200b' })))).not.toBeNull();
    expect(problemWith(players.map((p, i) => ({ ...p, name: i === 0 ? 'Joe' : ' joe ' })))).toBe('Two players have the same name.');
    // Composed and decomposed é are one name once normalised.
    expect(repeatedName(['Ren\u00e9', 'Rene\u0301'])).toBe('Rene\u0301');
  });

  test('a file holds names in their stored form: spaces at either end or a decomposed é are refused', () => {
    expect(accepted('Joe')).toBe(true);
    expect(accepted('Ren\u00e9')).toBe(true);
    expect(accepted('Joe ')).toBe(false);
    expect(accepted('Rene\u0301')).toBe(false);
  });

  test('a game file with two players of one name, in any case, is refused with one message', () => {
    const scenario = joeAndKim();
    const record = gameRecordOf({ ...scenario, players: scenario.players.map((p) => ({ ...p, name: p.id === 'kim' ? 'JOE' : 'Joe' })) }, 1, []);
    const parsed = gameRecordSchema.safeParse(record);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual(['two players have the same name']);
  });

  test('length counts characters a person sees, not UTF-16 units; a huge name is refused before it is scanned', () => {
    expect(accepted('😀'.repeat(MAX_NAME_LENGTH))).toBe(true);
    expect(accepted('😀'.repeat(MAX_NAME_LENGTH + 1))).toBe(false);
    const huge = displayName.safeParse('x'.repeat(15_000_000));
    expect(huge.success).toBe(false);
    expect(huge.error?.issues).toHaveLength(1);
  });

  test('property: whatever is typed, the editor saves a name every file schema accepts', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const name = cleanName(raw);
        expect(accepted(name)).toBe(true);
        expect(sanitiseName(name, 'x')).toBe(name);
      }),
      { numRuns: 500 },
    );
  });

  test('property: the schema and the screens agree on every name, and a refusal is one short line', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const typed = normaliseName(raw);
        const screen = problemWith(firstPlayers(null).map((p, i) => (i === 0 ? { ...p, name: raw } : p)));
        const sameAsDefault = typed.toLowerCase() === 'player 2';
        if (!sameAsDefault) expect(screen === null).toBe(accepted(typed));
        if (screen !== null) expect(screen).toMatch(/^[^\n]{1,120}$/);
      }),
      { numRuns: 500 },
    );
  });
});
