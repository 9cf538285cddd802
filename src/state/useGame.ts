import { useStore } from 'zustand';
import type { KeyValueStorage } from '../io/autosave.ts';
import { createGameStore, type GameStore } from './gameStore.ts';

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage blocked by the browser's settings: play on without autosave.
    return null;
  }
}

/** The app's one store, saving to this browser's localStorage. */
export const gameStore = createGameStore({ storage: browserStorage() });

export function useGame<T>(selector: (store: GameStore) => T): T {
  return useStore(gameStore, selector);
}
