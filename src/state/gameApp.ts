// The game as the app runs it: one store and the autosave subscribed to it. Made by the app at
// start-up (src/main.tsx), never at import, so each test makes its own.
import type { KeyValueStorage } from '../io/autosave.ts';
import { installAutosave, type Autosave } from './autosaveSubscriber.ts';
import { createGameStore, type GameStoreApi, type GameStoreOptions } from './gameStore.ts';

export interface GameApp {
  readonly store: GameStoreApi;
  readonly autosave: Autosave;
}

export interface GameAppOptions extends GameStoreOptions {
  /** Where the game is saved after every order; null: not saved (storage blocked). */
  readonly storage: KeyValueStorage | null;
}

export function createGameApp({ storage, ...options }: GameAppOptions): GameApp {
  const store = createGameStore(options);
  return { store, autosave: installAutosave(store, storage) };
}
