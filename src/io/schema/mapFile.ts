import { z } from 'zod';

/** Terrain as one string per row, one letter per hex (see docs/save-format.md). */
export const mapSchema = z.strictObject({
  width: z.number().int().min(1).max(256),
  height: z.number().int().min(1).max(256),
  rows: z.array(z.string().regex(/^[gfhmsdtw]*$/, 'terrain letters are g f h m s d t w')).min(1).max(256),
}).superRefine((map, ctx) => {
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
