// The one message about game files (a refused load, a save that failed), shown on every screen
// until it is dismissed or the next file is handled. Kept outside the game store: a refused file
// must leave the game's state exactly as it was.
import { useSyncExternalStore } from 'react';

export interface FileMessage {
  readonly kind: 'refusal' | 'notice';
  readonly text: string;
}

let current: FileMessage | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

/** Notices go by themselves after a few seconds; refusals stay until dismissed or replaced. */
const NOTICE_MS = 5000;

export function showFileMessage(message: FileMessage | null): void {
  current = message;
  clearTimeout(timer);
  if (message?.kind === 'notice') timer = setTimeout(() => showFileMessage(null), NOTICE_MS);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFileMessage(): FileMessage | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
