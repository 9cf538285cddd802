import { z } from 'zod';
import { BUILDING_IDS, COMBAT_SYSTEM_IDS, RACE_IDS, TERRAIN_IDS, UNIT_TYPE_IDS } from '../../rules/index.ts';

// Pieces shared by every file format. Objects are strict: an unknown key (a typo, or "__proto__")
// is an error, not something silently dropped.

/** An id from one of the rules' lists, refused with the list when unknown. */
function idOf<const T extends readonly [string, ...string[]]>(what: string, ids: T) {
  return z.enum(ids, { error: (issue) => `unknown ${what} ${JSON.stringify(issue.input)}; expected one of ${ids.join(', ')}` });
}

export const raceId = idOf('race', RACE_IDS);
export const terrainId = idOf('terrain', TERRAIN_IDS);
export const unitTypeId = idOf('unit', UNIT_TYPE_IDS);
export const buildingId = idOf('building', BUILDING_IDS);
export const combatSystemId = idOf('combat system', COMBAT_SYSTEM_IDS);

/** Short, plain ids: they end up in keys and messages. */
export const playerId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/, 'an id is 1–32 letters, digits, "-" or "_"');
export const unitId = playerId;

/** Names are shown to players: no markup, no control characters. */
export const displayName = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[^<>&"\u0000-\u001f\u007f]*$/, 'a name may not hold <, >, &, " or control characters');

const coordinate = z.number().int().min(0).max(1023);
export const hexCoord = z.strictObject({ col: coordinate, row: coordinate });

export const gold = z.number().int().min(0).max(1_000_000);

/** A player's colour on the board: "#rrggbb". */
export const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour is written #rrggbb');
