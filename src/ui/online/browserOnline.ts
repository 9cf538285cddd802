// The Online screen's store in the browser, made when the screen first opens (never at import) and kept while the
// page lives: back from the game, the connection and the game open are as they were. The message server over its
// WebSocket listener, the keys of this browser's IndexedDB, the outbox in localStorage, the connection in
// sessionStorage (for this tab only).
import { type ConnectionOptions, wsconnect } from '@nats-io/nats-core';
import { useStore } from 'zustand';
import type { KeyValueStorage } from '../../io/autosave.ts';
import { browserStorage } from '../../io/browserStorage.ts';
import { browserSealer } from '../../io/browserSealKey.ts';
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

/**
 * A WebSocket that says "normal closure" (1000) when the client closes it. Closed with no status, nats-server before
 * 2.10.24 (Debian's among them) echoes the reserved status 1005, which the browser reports as a broken close frame on
 * the console (nats-io/nats-server#6259); a connection closed after signing on, or replaced by one with a new JWT,
 * would say so every time.
 */
class NormallyClosing extends WebSocket {
  override close(code = 1000, reason?: string): void {
    super.close(code, reason);
  }
}

const connectOverWebSocket = (options: ConnectionOptions) =>
  wsconnect({ ...options, wsFactory: async (url) => ({ socket: new NormallyClosing(url), encrypted: url.startsWith('wss://') }) });

let store: ReturnType<typeof createOnlineStore> | null = null;

export function onlineStore(): ReturnType<typeof createOnlineStore> {
  store ??= createOnlineStore({
    connect: connectOverWebSocket,
    keys: browserKeys,
    storage: browserStorage() ?? pageMemory(),
    tab: tabStorage(),
    sealer: browserSealer(),
  });
  return store;
}

export function useOnline<T>(selector: (store: OnlineStore) => T): T {
  return useStore(onlineStore(), selector);
}

export const online = () => onlineStore().getState();
