// The messages between the page and the worker that checks a game file. The page sends the file's
// text once; the worker answers with progress, then either the verified game (in parts, see parts.ts)
// or one refusal. The page ends the worker to cancel.

export type VerifyKind = 'game' | 'replay';

export interface VerifyRequest {
  readonly text: string;
  /** Load it as the game to play on, or open it in the replay viewer. */
  readonly kind: VerifyKind;
}

/** reading: parsing and validating the text; checking: replaying its orders; opening: handing the result over. */
export type VerifyPhase = 'reading' | 'checking' | 'opening';

export interface VerifyProgress {
  readonly phase: VerifyPhase;
  /** Orders replayed (checking) or parts handed over (opening); 0 while reading. */
  readonly done: number;
  readonly total: number;
}

/** Where a long list sits inside the verified value, e.g. ['session', 'log']. */
export type ListPath = readonly string[];

export type WorkerMessage =
  | { readonly type: 'progress'; readonly progress: VerifyProgress }
  /** Items of the list at lists[list], in order; `part` counts from 0 over all lists, of `parts`. */
  | { readonly type: 'part'; readonly list: number; readonly items: readonly unknown[]; readonly part: number; readonly parts: number }
  /** The verified value with its long lists empty (they came in parts before it). */
  | { readonly type: 'verified'; readonly value: object; readonly lists: readonly ListPath[] }
  | { readonly type: 'refused'; readonly message: string };

/** The first line of an error, for a one-line message (never a stack trace). */
export function firstLineOf(error: unknown): string {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const end = text.indexOf('\n');
  return (end < 0 ? text : text.slice(0, end)).trim() || 'unknown error';
}
