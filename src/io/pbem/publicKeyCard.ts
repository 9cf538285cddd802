// A participant's public key as it travels to the referee: pasted as its 43 characters, or as a small
// "public key card" file the keys screen downloads. Only the public key: the card never holds a private
// key, and a key backup handed in by mistake is refused (the player should not send it to anyone).
import { parseJson } from '../parseJson.ts';
import { KEY_BACKUP_FORMAT } from './keyBackup.ts';
import { importPublicKey, KeyError } from './keys.ts';
import { oneLine, quoteInput } from '../quoteInput.ts';

export const PUBLIC_KEY_CARD_FORMAT = 'karnage-public-key';
/** A card is under 200 characters; anything far larger is not one. */
export const MAX_CARD_CHARS = 4_096;

export interface PublicKeyCard {
  /** Absent when only the key was pasted. */
  readonly participant?: string;
  readonly publicKey: string;
}

/** The text of a card file for `participant`. */
export function publicKeyCardText(participant: string, publicKey: string): string {
  return `${JSON.stringify({ format: PUBLIC_KEY_CARD_FORMAT, version: 1, participant, publicKey }, null, 2)}\n`;
}

export type ReadCard = { ok: true; card: PublicKeyCard } | { ok: false; reason: string };

function cardOf(value: unknown): ReadCard {
  const card = value as { format?: unknown; participant?: unknown; publicKey?: unknown } | null;
  if (typeof card !== 'object' || card === null) return { ok: false, reason: 'not a public key or a public key file' };
  if (card.format === KEY_BACKUP_FORMAT) return { ok: false, reason: 'this is a private key backup: ask the player for their public key file instead' };
  if (card.format !== PUBLIC_KEY_CARD_FORMAT) return { ok: false, reason: `not a public key file: expected "format": "${PUBLIC_KEY_CARD_FORMAT}"` };
  if (typeof card.participant !== 'string' || typeof card.publicKey !== 'string') return { ok: false, reason: 'the public key file has no participant or key' };
  return { ok: true, card: { participant: card.participant, publicKey: card.publicKey } };
}

/** A pasted key or a card file's text, its key checked to be an Ed25519 public key. */
export async function readPublicKey(text: string): Promise<ReadCard> {
  const trimmed = text.trim();
  let read: ReadCard = { ok: true, card: { publicKey: trimmed } };
  if (trimmed.startsWith('{')) {
    const parsed = parseJson(trimmed, MAX_CARD_CHARS);
    read = parsed.ok ? cardOf(parsed.value) : { ok: false, reason: oneLine(parsed.message) };
  }
  if (!read.ok) return read;
  try {
    await importPublicKey(read.card.publicKey);
  } catch (error) {
    if (!(error instanceof KeyError)) throw error;
    return { ok: false, reason: oneLine(`${quoteInput(read.card.publicKey)} is not a public key: ${error.message}`) };
  }
  return read;
}
