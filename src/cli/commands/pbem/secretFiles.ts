// The two small private files of the dice (docs/pbem.md, commit-reveal): a player's secret behind the
// commitment in their orders, and the referee's own for the turn, each kept until the reveals are due.
// Formats of the command line only: neither ever travels.
import { z } from 'zod';
import { describeIssues } from '../../../io/describeZodError.ts';
import { parseJson } from '../../../io/parseJson.ts';
import { oneLine } from '../../../io/quoteInput.ts';
import { participantId } from '../../../io/pbem/canonical.ts';
import { fileName, InputError, readInput, type CliIo } from '../../io.ts';

const MAX_SECRET_FILE_BYTES = 64 * 1024;
const hash = z.string().regex(/^[0-9a-f]{64}$/);
const secret = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
const turn = z.number().int().min(0);

/** A player's secret for one turn's dice, written beside their orders file. */
const playerSecretSchema = z.strictObject({
  format: z.literal('karnage-pbem-secret'),
  version: z.literal(1),
  gameId: z.string().max(64),
  player: participantId,
  turn,
  phase: z.enum(['orders', 'attacks']),
  commitment: hash,
  secret,
});
export type PlayerSecret = z.infer<typeof playerSecretSchema>;

export const playerSecret = (fields: Omit<PlayerSecret, 'format' | 'version'>): PlayerSecret => ({
  format: 'karnage-pbem-secret',
  version: 1,
  ...fields,
});

export const secretFileText = (file: PlayerSecret): string => `${JSON.stringify(file, null, 2)}\n`;

function readSecretFile<T>(path: string, io: CliIo, schema: z.ZodType<T>, what: string): T {
  const json = parseJson(readInput(path, io, MAX_SECRET_FILE_BYTES), MAX_SECRET_FILE_BYTES);
  if (!json.ok) throw new InputError(`${fileName(path)}: ${json.message}`);
  const parsed = schema.safeParse(json.value);
  if (!parsed.success) throw new InputError(oneLine(`${fileName(path)}: not ${what}: ${describeIssues(parsed.error.issues, 1)}`));
  return parsed.data;
}

export const readPlayerSecret = (path: string, io: CliIo): PlayerSecret => readSecretFile(path, io, playerSecretSchema, "a player's secret file");
