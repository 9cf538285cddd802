// `npm run schema`: writes public/schema/*.json from the zod schemas (a test checks they are current).
import { mkdirSync, writeFileSync } from 'node:fs';
import { jsonSchemas, jsonSchemaText } from '../io/schema/jsonSchemas.ts';

const folder = new URL('../../public/schema/', import.meta.url);
mkdirSync(folder, { recursive: true });
for (const [name, schema] of Object.entries(jsonSchemas())) {
  writeFileSync(new URL(name, folder), jsonSchemaText(schema));
  console.log(`wrote public/schema/${name}`);
}
