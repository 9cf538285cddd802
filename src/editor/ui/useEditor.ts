import { useStore } from 'zustand';
import type { KeyValueStorage } from '../../io/autosave.ts';
import { readDraft } from '../draftAutosave.ts';
import { createEditorStore, type EditorStore } from '../editorStore.ts';

export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked: edit on without autosave
  }
}

/** The editor's one store, starting from the autosaved draft. Created when the editor screen first loads. */
export const editorStore = createEditorStore(readDraft(browserStorage()));

export function useEditor<T>(selector: (store: EditorStore) => T): T {
  return useStore(editorStore, selector);
}

export function useHistory<T>(selector: (history: ReturnType<typeof editorStore.temporal.getState>) => T): T {
  return useStore(editorStore.temporal, selector);
}
