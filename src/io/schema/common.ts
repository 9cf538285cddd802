import { z } from 'zod';
import { MAX_NAME_LENGTH, nameProblem, normaliseName, repeatedName } from '../displayName.ts';
import { BUILDING_IDS, COMBAT_SYSTEM_IDS, RACE_IDS, TERRAIN_IDS, UNIT_TYPE_IDS } from '../../rules/index.ts';
import { quoteInput } from '../quoteInput.ts';

// Pieces shared by every file format. Objects are strict: an unknown key (a typo, or "__proto__")
// is an error, not something silently dropped.

/** An id from one of the rules' lists, refused with the list when unknown; the input quoted, never whole. */
function idOf<const T extends readonly [string, ...string[]]>(what: string, ids: T) {
  return z.enum(ids, { error: (issue) => `unknown ${what} ${quoteInput(issue.input)}; expected one of ${ids.join(', ')}` });
}

export const raceId = idOf('race', RACE_IDS);
export const terrainId = idOf('terrain', TERRAIN_IDS);
export const unitTypeId = idOf('unit', UNIT_TYPE_IDS);
export const buildingId = idOf('building', BUILDING_IDS);
export const combatSystemId = idOf('combat system', COMBAT_SYSTEM_IDS);

/** Short, plain ids: they end up in keys and messages. */
export const playerId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/, 'an id is 1–32 letters, digits, "-" or "_"');
export const unitId = playerId;

/**
 * Names are shown to players (src/io/displayName.ts has the rule). A file holds a name already in its
 * stored form, so what loads is byte for byte what was saved and checkpoint hashes stay valid.
 */
export const displayName = z
  .string()
  // A cheap bound first, so a hostile 15 MB name is never normalised or scanned.
  .max(MAX_NAME_LENGTH * 4, { error: `a name has at most ${MAX_NAME_LENGTH} characters`, abort: true })
  .superRefine((name, context) => {
    const problem = normaliseName(name) === name ? nameProblem(name) : 'a name must be NFC-normalised, with no spaces at either end';
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .describe(
    `1–${MAX_NAME_LENGTH} characters, NFC-normalised, no spaces at either end; no control (Cc) or format (Cf) characters, ` +
      'U+2028, U+2029 or lone surrogates, and none of < > & "',
  );

/** Player names, all different as the screens compare them. */
export function distinctNames<T extends { readonly name: string }>(items: readonly T[], context: z.RefinementCtx): void {
  const repeated = repeatedName(items.map((item) => item.name));
  if (repeated !== null) context.addIssue({ code: 'custom', message: 'two players have the same name' });
}

const coordinate = z.number().int().min(0).max(1023);
export const hexCoord = z.strictObject({ col: coordinate, row: coordinate });

export const gold = z.number().int().min(0).max(1_000_000);

/** A player's colour on the board: "#rrggbb". */
export const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour is written #rrggbb');
