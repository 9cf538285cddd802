import { z } from 'zod';
import { MAX_PLAYERS } from '../../rules/index.ts';
import { combatSystemId, displayName, hexCoord, raceId } from './common.ts';

/** Terrain as one string per row, one letter per hex (see docs/save-format.md). */
export const mapSchema = z
  .strictObject({
    width: z.number().int().min(1).max(256),
    height: z.number().int().min(1).max(256),
    rows: z
      .array(z.string().regex(/^[gfhmsdtw]*$/, 'terrain letters are g f h m s d t w'))
      .min(1)
      .max(256),
  })
  .superRefine((map, ctx) => {
    if (map.rows.length !== map.height) {
      ctx.addIssue({ code: 'custom', path: ['rows'], message: `${map.rows.length} rows, but height is ${map.height}` });
    }
    map.rows.forEach((row, index) => {
      if (row.length !== map.width) {
        ctx.addIssue({ code: 'custom', path: ['rows', index], message: `${row.length} hexes, but width is ${map.width}` });
      }
    });
  });

export type MapData = z.infer<typeof mapSchema>;

export const MAP_FILE_FORMAT = 'karnage-map';
export const MAP_FILE_VERSION = 1;

/** A map of the editor and the generator: terrain and 2–8 start positions, each with an optional race. */
export const mapFileSchema = z
  .strictObject({
    format: z.literal(MAP_FILE_FORMAT),
    version: z.literal(MAP_FILE_VERSION),
    name: displayName,
    map: mapSchema,
    starts: z.array(z.strictObject({ at: hexCoord, race: raceId.nullable() })).max(MAX_PLAYERS),
    /** How a generated map was made, so it can be made again. */
    generator: z.strictObject({ seed: z.number().int(), races: z.array(raceId).max(MAX_PLAYERS) }).optional(),
    /** The combat system a game on this map fights with (absent: the default), and Warfare's New Year interval. */
    combat: z.strictObject({ combatSystem: combatSystemId, newYearEvery: z.number().int().min(1).max(1_000).optional() }).optional(),
  })
  .superRefine((file, ctx) => {
    file.starts.forEach((start, index) => {
      if (start.at.col >= file.map.width || start.at.row >= file.map.height) {
        ctx.addIssue({
          code: 'custom',
          path: ['starts', index, 'at'],
          message: `(${start.at.col},${start.at.row}) is not on the ${file.map.width}×${file.map.height} map`,
        });
      }
    });
  });

export type MapFile = z.infer<typeof mapFileSchema>;
