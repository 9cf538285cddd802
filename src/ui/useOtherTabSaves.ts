import { useEffect } from 'react';
import { AUTOSAVE_KEY } from '../io/autosave.ts';
import { useAutosave } from '../state/useGame.ts';

/**
 * The browser keeps one autosave: two tabs each playing a game would save over each other without a
 * word. Storage events (sent to every other tab of the site) let the store say so in this one.
 */
export function useOtherTabSaves(): void {
  const autosave = useAutosave();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTOSAVE_KEY && event.newValue !== null) autosave.noteOtherTabSave();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [autosave]);
}
