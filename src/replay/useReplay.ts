import { useStore } from 'zustand';
import { replayStore, type ReplayStore } from './replayStore.ts';

export function useReplay<T>(selector: (store: ReplayStore) => T): T {
  return useStore(replayStore, selector);
}
