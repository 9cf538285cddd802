// The PBEM screens' stores, made when the screens first open (never at import) and kept while the page
// lives, so going back to the game and returning finds the campaign and the pack as they were.
import { useStore } from 'zustand';
import { browserStorage } from '../../io/browserStorage.ts';
import { listKeys, loadKey } from '../../io/pbem/keyStore.ts';
import type { KeyRing } from '../../state/pbem/keyRing.ts';
import { createPlayerStore, type PlayerStore, type PlayerStoreApi } from '../../state/pbem/playerStore.ts';
import { createRefereeStore, type RefereeStore, type RefereeStoreApi } from '../../state/pbem/refereeStore.ts';

export interface PbemStores {
  readonly referee: RefereeStoreApi;
  readonly player: PlayerStoreApi;
}

/** The keys kept in this browser's IndexedDB. */
export const browserKeyRing: KeyRing = { listKeys, loadKey };

let stores: PbemStores | null = null;

export function pbemStores(): PbemStores {
  stores ??= {
    referee: createRefereeStore({ keys: browserKeyRing, storage: browserStorage() }),
    player: createPlayerStore({ keys: browserKeyRing, storage: browserStorage() }),
  };
  return stores;
}

export function useReferee<T>(selector: (store: RefereeStore) => T): T {
  return useStore(pbemStores().referee, selector);
}

export function usePlayer<T>(selector: (store: PlayerStore) => T): T {
  return useStore(pbemStores().player, selector);
}
