// The private key file of `karnage pbem keygen`: who the key is for, its public half to hand out, and its
// private half (base64url PKCS#8) that signs that participant's files. Anyone holding it can sign as them.
import { z } from 'zod';
import { describeIssues } from '../../../io/describeZodError.ts';
import { parseJson } from '../../../io/parseJson.ts';
import { oneLine, quoteInput } from '../../../io/quoteInput.ts';
import { participantId } from '../../../io/pbem/canonical.ts';
import { exportPrivateKey, exportPublicKey, generateKeyPair, importPrivateKey, importPublicKey, KeyError } from '../../../io/pbem/keys.ts';
import { signDocument, verifySignedFile } from '../../../io/pbem/signedFile.ts';
import { PUBLIC_KEY_CARD_FORMAT, readPublicKey as readPublicKeyCard } from '../../../io/pbem/publicKeyCard.ts';
import { fileName, InputError, readInput, type CliIo } from '../../io.ts';

export const KEY_FILE_FORMAT = 'karnage-pbem-key';
export const KEY_FILE_VERSION = 1;
/** A key file is a few hundred bytes. */
export const MAX_KEY_FILE_BYTES = 64 * 1024;

const keyFileSchema = z.strictObject({
  format: z.literal(KEY_FILE_FORMAT),
  version: z.literal(KEY_FILE_VERSION),
  id: participantId,
  publicKey: z.string().max(64),
  privateKey: z.string().max(512),
});
export type KeyFile = z.infer<typeof keyFileSchema>;

/** A participant able to sign, as the campaign engine takes one. */
export interface KeyHolder {
  readonly id: string;
  readonly publicKey: string;
  readonly privateKey: CryptoKey;
}

/** A fresh key pair for `id`, as the text of its key file. */
export async function newKeyFile(id: string): Promise<KeyFile> {
  const pair = await generateKeyPair();
  return {
    format: KEY_FILE_FORMAT,
    version: KEY_FILE_VERSION,
    id,
    publicKey: await exportPublicKey(pair.publicKey),
    privateKey: await exportPrivateKey(pair.privateKey),
  };
}

export function keyFileText(file: KeyFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The key file's JSON checked, or a one-line reason (the caller names the file). */
function parseKeyFile(text: string): KeyFile | string {
  const json = parseJson(text, MAX_KEY_FILE_BYTES);
  if (!json.ok) return json.message;
  const parsed = keyFileSchema.safeParse(json.value);
  return parsed.success ? parsed.data : oneLine(`not a Karnage key file: ${describeIssues(parsed.error.issues, 1)}`);
}

/** The participant of a key file, able to sign: its two halves read and checked to be one pair. */
export async function readKeyFile(path: string, io: CliIo): Promise<KeyHolder> {
  const file = parseKeyFile(readInput(path, io, MAX_KEY_FILE_BYTES));
  if (typeof file === 'string') throw new InputError(`${fileName(path)}: ${file}`);
  try {
    const privateKey = await importPrivateKey(file.privateKey);
    const publicKey = await importPublicKey(file.publicKey);
    // A signed probe: a file whose two halves were mixed up would sign files no one accepts.
    const probe = await signDocument('karnage key check', privateKey, file.id);
    const verified = await verifySignedFile(probe, new Map([[file.id, publicKey]]));
    if (!verified.ok) throw new KeyError('its private key does not match its public key');
    return { id: file.id, publicKey: file.publicKey, privateKey };
  } catch (error) {
    if (error instanceof KeyError) throw new InputError(`${fileName(path)}: ${error.message}`);
    throw error;
  }
}

/**
 * A player's public key for `--player id=KEY`: the 43 characters themselves, or `@file` holding them (as
 * `KEY` or `id=KEY`, what keygen prints), the public key file the browser's keys screen saves, or
 * that player's key file.
 */
export async function readPublicKey(id: string, value: string, io: CliIo): Promise<string> {
  let key = value;
  if (value.startsWith('@')) {
    const path = value.slice(1);
    const text = readInput(path, io, MAX_KEY_FILE_BYTES).trim();
    const named = text.includes(PUBLIC_KEY_CARD_FORMAT) ? await publicKeyCard(text) : text.startsWith('{') ? parseKeyFile(text) : publicKeyLine(text);
    if (typeof named === 'string') throw new InputError(`${fileName(path)}: ${named}`);
    if (named.id !== undefined && named.id !== id) throw new InputError(`${fileName(path)} is the key of ${quoteInput(named.id)}, not of ${quoteInput(id)}`);
    key = named.publicKey;
  }
  try {
    await importPublicKey(key);
  } catch (error) {
    if (error instanceof KeyError) throw new InputError(`the public key of ${quoteInput(id)}: ${error.message}`);
    throw error;
  }
  return key;
}

function publicKeyLine(text: string): { id?: string; publicKey: string } | string {
  const match = /^(?:([a-z0-9][a-z0-9_-]*)=)?([A-Za-z0-9_-]{43})$/.exec(text);
  if (!match?.[2]) return 'expected a public key line: 43 base64url characters, or id=KEY as `karnage pbem keygen` prints it';
  return match[1] === undefined ? { publicKey: match[2] } : { id: match[1], publicKey: match[2] };
}

/** The browser's public key file (src/io/pbem/publicKeyCard.ts), as `--player id=@card.json`. */
async function publicKeyCard(text: string): Promise<{ id?: string; publicKey: string } | string> {
  const read = await readPublicKeyCard(text);
  if (!read.ok) return read.reason;
  return read.card.participant === undefined ? { publicKey: read.card.publicKey } : { id: read.card.participant, publicKey: read.card.publicKey };
}
