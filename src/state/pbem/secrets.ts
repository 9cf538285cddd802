// The dice secret a player must keep between sending the commitment in an orders file and revealing it
// (the referee's own is made again from its key, so it keeps none). Kept in the browser's storage under
// the commitment itself (which binds the campaign, turn and player), so exporting orders twice keeps
// both secrets and whichever file was sent can still be revealed.
import type { KeyValueStorage } from '../../io/autosave.ts';
import { oneLine } from '../../io/quoteInput.ts';

const PREFIX = 'karnage-pbem-secret';

const slot = (gameId: string, participant: string, commitment: string) => `${PREFIX}:${gameId}:${participant}:${commitment}`;

/** Keeps `secret`; a one-line reason when the browser will not (storage blocked or full). */
export function keepSecret(storage: KeyValueStorage | null, gameId: string, participant: string, commitment: string, secret: string): string | null {
  if (!storage) return 'this browser keeps no data for this page (storage is blocked), so the dice secret cannot be kept';
  try {
    storage.setItem(slot(gameId, participant, commitment), secret);
    return storage.getItem(slot(gameId, participant, commitment)) === secret ? null : 'the browser did not keep the dice secret';
  } catch (error) {
    return oneLine(`the browser refused to keep the dice secret: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The secret kept behind `commitment`, or null. */
export function findSecret(storage: KeyValueStorage | null, gameId: string, participant: string, commitment: string): string | null {
  try {
    return storage?.getItem(slot(gameId, participant, commitment)) ?? null;
  } catch {
    return null;
  }
}
