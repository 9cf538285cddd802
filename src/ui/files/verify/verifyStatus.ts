// Which game file is being checked and how far it got, for the progress bar. Like the file message,
// kept outside the stores: checking a file must not touch the game that is open.
import { useSyncExternalStore } from 'react';
import type { VerifyProgress } from '../../../io/verify/protocol.ts';

export interface VerifyStatus {
  readonly fileName: string;
  readonly progress: VerifyProgress;
  /** False for the first moments, so a small file never flashes the bar. */
  readonly shown: boolean;
  readonly cancel: () => void;
}

/** A file checked faster than this shows no progress bar at all. */
export const SHOW_PROGRESS_AFTER_MS = 150;

let current: VerifyStatus | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(status: VerifyStatus | null): void {
  current = status;
  for (const listener of listeners) listener();
}

export function beginVerifyStatus(fileName: string, cancel: () => void): void {
  clearTimeout(timer);
  publish({ fileName, cancel, shown: false, progress: { phase: 'reading', done: 0, total: 0 } });
  timer = setTimeout(() => current && publish({ ...current, shown: true }), SHOW_PROGRESS_AFTER_MS);
}

export function updateVerifyProgress(progress: VerifyProgress): void {
  if (current) publish({ ...current, progress });
}

export function endVerifyStatus(): void {
  clearTimeout(timer);
  publish(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentVerifyStatus(): VerifyStatus | null {
  return current;
}

export function useVerifyStatus(): VerifyStatus | null {
  return useSyncExternalStore(subscribe, currentVerifyStatus, () => null);
}
