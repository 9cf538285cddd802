import { z } from 'zod';
import { gameRecordSchema } from './gameRecord.ts';
import { mapFileSchema } from './mapFile.ts';

/** The JSON Schemas published in public/schema/, made from the same zod schemas that check files. */
export function jsonSchemas(): Record<string, unknown> {
  return {
    'karnage-game.schema.json': { $id: 'karnage-game.schema.json', title: 'Karnage game record', ...z.toJSONSchema(gameRecordSchema, { io: 'input' }) },
    'karnage-map.schema.json': { $id: 'karnage-map.schema.json', title: 'Karnage map file', ...z.toJSONSchema(mapFileSchema, { io: 'input' }) },
  };
}

export function jsonSchemaText(schema: unknown): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
