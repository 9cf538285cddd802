// The screens reach the game through React context: the app provides the one it made at start-up.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { Autosave } from './autosaveSubscriber.ts';
import type { GameApp } from './gameApp.ts';
import type { GameStore, GameStoreApi } from './gameStore.ts';

export const GameAppContext = createContext<GameApp | null>(null);

export function useGameApp(): GameApp {
  const app = useContext(GameAppContext);
  if (!app) throw new Error('The game screens are rendered outside <GameAppContext>.');
  return app;
}

/** The store itself, for actions: `useGameStore().getState().endTurn()`. */
export function useGameStore(): GameStoreApi {
  return useGameApp().store;
}

export function useAutosave(): Autosave {
  return useGameApp().autosave;
}

/** A part of the store's state; the component renders again when it changes. */
export function useGame<T>(selector: (store: GameStore) => T): T {
  return useStore(useGameApp().store, selector);
}
