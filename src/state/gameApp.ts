// The game as the app runs it: one store, the autosave and the computer players subscribed to it. Made by the
// app at start-up (src/main.tsx), never at import, so each test makes its own.
import type { KeyValueStorage } from '../io/autosave.ts';
import { installAutosave, type Autosave } from './autosaveSubscriber.ts';
import { installComputerPlayers, type ComputerPlayers, type ComputerPlayersOptions } from './computer/computerPlayers.ts';
import { createGameStore, type GameStoreApi, type GameStoreOptions } from './gameStore.ts';

export interface GameApp {
  readonly store: GameStoreApi;
  readonly autosave: Autosave;
  /** The computers at the game's seats: they take their turns as they come. */
  readonly computers?: ComputerPlayers;
}

export interface GameAppOptions extends GameStoreOptions {
  /** Where the game is saved after every order; null: not saved (storage blocked). */
  readonly storage: KeyValueStorage | null;
  /** How computers plan (a worker by default) and how long they are seen thinking. */
  readonly computers?: ComputerPlayersOptions;
}

export function createGameApp({ storage, computers, ...options }: GameAppOptions): GameApp {
  const store = createGameStore(options);
  return { store, autosave: installAutosave(store, storage), computers: installComputerPlayers(store, computers) };
}
