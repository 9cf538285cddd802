// The saved-games list kept in the browser's IndexedDB ("karnage-games"): the summaries in one object store, the
// games' texts in another (under the same id), so listing never reads the games themselves. ./savedGames.ts
// checks whatever comes back; here every request is only passed through, and whatever IndexedDB refuses
// (blocked storage, quota, a closed database) is thrown for it to put in one line.
import type { SavedGameSummary, SavedGamesBackend } from './savedGames.ts';

export const GAMES_DB_NAME = 'karnage-games';
const GAMES_DB_VERSION = 1;
export const SUMMARIES = 'summaries';
export const TEXTS = 'texts';

/** Why this browser cannot keep a list of games, or null when it may (opening the database tells for sure). */
export function savedGamesUnavailable(): string | null {
  try {
    return typeof indexedDB === 'undefined' || indexedDB === null ? 'this browser offers no IndexedDB to keep them in' : null;
  } catch (error) {
    // Some browsers throw on merely reading `indexedDB` when the site's storage is blocked.
    return `its storage is blocked: ${error instanceof Error ? error.message : String(error)}`;
  }
}

function openDb(): Promise<IDBDatabase> {
  const unavailable = savedGamesUnavailable();
  if (unavailable) return Promise.reject(new Error(unavailable));
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(GAMES_DB_NAME, GAMES_DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(SUMMARIES)) db.createObjectStore(SUMMARIES);
      if (!db.objectStoreNames.contains(TEXTS)) db.createObjectStore(TEXTS);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to open'));
    request.onblocked = () => reject(new Error('the saved games are held by another Karnage tab: close it and try again'));
  });
}

type Stores = { readonly summaries: IDBObjectStore; readonly texts: IDBObjectStore };

/**
 * One transaction over both stores: `work` issues requests with callbacks (never awaiting anything else, or the
 * transaction would end), and its answer is given once the transaction has committed.
 */
async function transact<T>(mode: IDBTransactionMode, work: (stores: Stores, answer: (value: T) => void) => void): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction([SUMMARIES, TEXTS], mode);
      let result: { value: T } | undefined;
      transaction.oncomplete = () => (result ? resolve(result.value) : reject(new Error('the saved games gave no answer')));
      transaction.onabort = () => reject(transaction.error ?? new Error('the saved games refused the change'));
      transaction.onerror = () => reject(transaction.error ?? new Error('the saved games refused the change'));
      work({ summaries: transaction.objectStore(SUMMARIES), texts: transaction.objectStore(TEXTS) }, (value) => {
        result = { value };
      });
    });
  } finally {
    db.close();
  }
}

/** One value of one store. */
function readOne(store: keyof Stores, id: string): Promise<unknown> {
  return transact<unknown>('readonly', (stores, answer) => {
    const request = stores[store].get(id);
    request.onsuccess = () => answer(request.result);
  });
}

/** The saved games in this browser's IndexedDB. */
export function indexedDbGames(): SavedGamesBackend {
  return {
    readSummaries: (limit) =>
      transact('readonly', ({ summaries }, answer) => {
        const keys = summaries.getAllKeys(null, limit);
        const values = summaries.getAll(null, limit);
        // Both in key order, in one transaction: the nth value is the nth key's.
        values.onsuccess = () => answer(keys.result.map((key, i) => ({ key: key as unknown, value: values.result[i] as unknown })));
      }),
    readSummary: (id) => readOne('summaries', id),
    readText: (id) => readOne('texts', id),
    write: (summary: SavedGameSummary, text: string) =>
      transact<void>('readwrite', ({ summaries, texts }, answer) => {
        texts.put(text, summary.id);
        summaries.put(summary, summary.id).onsuccess = () => answer();
      }),
    writeSummary: (summary) =>
      transact<void>('readwrite', ({ summaries }, answer) => {
        summaries.put(summary, summary.id).onsuccess = () => answer();
      }),
    remove: (key) =>
      transact<void>('readwrite', ({ summaries, texts }, answer) => {
        const valid = key as IDBValidKey;
        texts.delete(valid);
        summaries.delete(valid).onsuccess = () => answer();
      }),
  };
}
