// The Online screen's store in the browser, made when the screen first opens (never at import) and kept while the
// page lives: back from the game, the connection and the game open are as they were. The message server over its
// WebSocket listener, the keys of this browser's IndexedDB, the outbox in localStorage, the connection in
// sessionStorage (for this tab only).
import { wsconnect } from '@nats-io/nats-core';
import { useStore } from 'zustand';
import type { KeyValueStorage } from '../../io/autosave.ts';
import { browserStorage } from '../../io/browserStorage.ts';
import { browserKeys } from './onlineKeys.ts';
import { createOnlineStore, type OnlineStore } from './onlineStore.ts';

/** For a browser whose settings block storage: kept while the page lives. */
function pageMemory(): KeyValueStorage {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

function tabStorage(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

let store: ReturnType<typeof createOnlineStore> | null = null;

export function onlineStore(): ReturnType<typeof createOnlineStore> {
  store ??= createOnlineStore({ connect: (options) => wsconnect(options), keys: browserKeys, storage: browserStorage() ?? pageMemory(), tab: tabStorage() });
  return store;
}

export function useOnline<T>(selector: (store: OnlineStore) => T): T {
  return useStore(onlineStore(), selector);
}

export const online = () => onlineStore().getState();
