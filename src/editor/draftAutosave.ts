// The draft is kept in localStorage as a map file, so a reload (or a crash) loses nothing. Writes are
// debounced: a brush stroke changes the draft many times a second, the file only needs the last.
import type { KeyValueStorage } from '../io/autosave.ts';
import { blankDraft, type EditorDraft } from './draft.ts';
import { draftOfText, mapFileText } from './draftFile.ts';

export const DRAFT_KEY = 'karnage.editor.draft';
const DEBOUNCE_MS = 400;

export function readDraft(storage: KeyValueStorage | null): EditorDraft {
  try {
    const text = storage?.getItem(DRAFT_KEY);
    if (text) {
      const read = draftOfText(text);
      if (read.ok) return read.draft;
    }
  } catch {
    // Unreadable storage: start from a blank map.
  }
  return blankDraft();
}

/** Returns an error message when the browser refused to store it (quota, privacy mode). */
export function writeDraft(storage: KeyValueStorage, draft: EditorDraft): string | null {
  try {
    storage.setItem(DRAFT_KEY, mapFileText(draft));
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Saves `draft()` a moment after each change, and at once when the page is hidden or closed. */
export function autosaveDrafts(
  storage: KeyValueStorage,
  subscribe: (listener: () => void) => () => void,
  draft: () => EditorDraft,
  onError: (message: string | null) => void,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let saved = draft();
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const now = draft();
    if (now === saved) return;
    saved = now;
    onError(writeDraft(storage, now));
  };
  const unsubscribe = subscribe(() => {
    if (draft() === saved) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, DEBOUNCE_MS);
  });
  window.addEventListener('pagehide', flush);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    flush();
  };
}
