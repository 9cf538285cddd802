import { parseArgs } from 'node:util';
import { quoteInput } from '../../../io/quoteInput.ts';
import { participantId } from '../../../io/pbem/canonical.ts';
import type { CliIo } from '../../io.ts';
import { keyFileText, newKeyFile } from './keyFile.ts';
import { pbemUsageError } from './usage.ts';
import { PRIVATE_MODE, refuseExisting, writeNewFile } from './writeFiles.ts';

/** karnage pbem keygen --id alice --out alice.key.json — a new secret key file; prints `alice=<public key>`. */
export async function keygenCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: [...args], options: { id: { type: 'string' }, out: { type: 'string' } }, strict: true });
  if (values.id === undefined) throw pbemUsageError('keygen needs --id, the participant the key is for (e.g. --id alice)');
  if (values.out === undefined) throw pbemUsageError('keygen needs --out, the key file to create (e.g. --out alice.key.json)');
  if (!participantId.safeParse(values.id).success) {
    throw pbemUsageError(`--id ${quoteInput(values.id)}: an id is 1–40 lower-case letters, digits, "-" and "_", starting with a letter or digit`);
  }
  refuseExisting(values.out, '--out');
  const file = await newKeyFile(values.id);
  writeNewFile(values.out, keyFileText(file), PRIVATE_MODE);
  io.out(`${file.id}=${file.publicKey}`);
  return 0;
}
