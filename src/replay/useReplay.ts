// The replay viewer's store reaches the screens through React context: the app provides the one it
// made at start-up (src/main.tsx), never at import, so each test makes its own.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { ReplayStore, ReplayStoreApi } from './replayStore.ts';

export const ReplayStoreContext = createContext<ReplayStoreApi | null>(null);

/** The store itself, for actions: `useReplayStore().getState().jump(0)`. */
export function useReplayStore(): ReplayStoreApi {
  const store = useContext(ReplayStoreContext);
  if (!store) throw new Error('The replay viewer is rendered outside <ReplayStoreContext>.');
  return store;
}

/** A part of the store's state; the component renders again when it changes. */
export function useReplay<T>(selector: (store: ReplayStore) => T): T {
  return useStore(useReplayStore(), selector);
}
