import { useStore } from 'zustand';
import { browserStorage } from '../../io/browserStorage.ts';
import { readDraft } from '../draftAutosave.ts';
import { createEditorStore, type EditorStore } from '../editorStore.ts';

/** The editor's one store, starting from the autosaved draft. Created when the editor screen first loads. */
export const editorStore = createEditorStore(readDraft(browserStorage()));

export function useEditor<T>(selector: (store: EditorStore) => T): T {
  return useStore(editorStore, selector);
}

export function useHistory<T>(selector: (history: ReturnType<typeof editorStore.temporal.getState>) => T): T {
  return useStore(editorStore.temporal, selector);
}
