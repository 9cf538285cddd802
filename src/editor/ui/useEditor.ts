// The editor's store reaches its screen's parts through React context. The screen makes it when it
// first opens (from the autosaved draft), never at import; the app keeps it for the next visit.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { browserStorage } from '../../io/browserStorage.ts';
import { readDraft } from '../draftAutosave.ts';
import { createEditorStore, type EditorStore, type EditorStoreApi } from '../editorStore.ts';

export const EditorStoreContext = createContext<EditorStoreApi | null>(null);

/** Where the app keeps the editor's store between visits to the screen (null until it first opens). */
export interface EditorKeep {
  store: EditorStoreApi | null;
}

/** The kept store, made from the autosaved draft the first time the editor opens. */
export function keptEditorStore(keep: EditorKeep): EditorStoreApi {
  if (!keep.store) keep.store = createEditorStore(readDraft(browserStorage()));
  return keep.store;
}

/** The store itself, for actions: `useEditorStore().getState().rename(name)`. */
export function useEditorStore(): EditorStoreApi {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('The editor is rendered outside <EditorStoreContext>.');
  return store;
}

/** A part of the store's state; the component renders again when it changes. */
export function useEditor<T>(selector: (store: EditorStore) => T): T {
  return useStore(useEditorStore(), selector);
}

export function useHistory<T>(selector: (history: ReturnType<EditorStoreApi['temporal']['getState']>) => T): T {
  return useStore(useEditorStore().temporal, selector);
}
