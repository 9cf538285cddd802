// The browser's sealing key (sealer.ts), kept in IndexedDB as a non-extractable CryptoKey: made on first use, the
// same for every tab of this site, never readable out of the browser. What it seals lives elsewhere (a tab's
// sessionStorage), so neither store alone holds the secret.
import { aesSealer, newSealKey, type Sealer } from './sealer.ts';

const DB_NAME = 'karnage-seal';
const STORE = 'keys';
const KEY_ID = 'session';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
}

function inStore<T>(db: IDBDatabase, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = work(db.transaction(STORE, mode).objectStore(STORE));
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
}

let kept: Promise<CryptoKey> | null = null;

/** The site's sealing key: the one kept, or one made and kept now (two tabs making one at once: the first kept wins). */
async function sealKey(): Promise<CryptoKey> {
  const db = await openDb();
  try {
    const found = await inStore<unknown>(db, 'readonly', (s) => s.get(KEY_ID));
    if (found instanceof CryptoKey) return found;
    const made = await newSealKey();
    await inStore(db, 'readwrite', (s) => s.add(made, KEY_ID)).catch(() => undefined);
    const now = await inStore<unknown>(db, 'readonly', (s) => s.get(KEY_ID));
    return now instanceof CryptoKey ? now : made;
  } finally {
    db.close();
  }
}

/** The browser's sealer; null where there is no IndexedDB (then nothing secret is kept at all). */
export function browserSealer(): Sealer | null {
  if (typeof indexedDB === 'undefined' || typeof crypto?.subtle === 'undefined') return null;
  return aesSealer(() => {
    kept ??= sealKey().catch((error: unknown) => {
      kept = null;
      throw error;
    });
    return kept;
  });
}
