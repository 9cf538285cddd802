// The participant's own keys, kept in the browser's IndexedDB ("karnage-keys"), one per participant id.
//
// Why a non-extractable private key beside a sealed backup, rather than an extractable key: the rule is
// that a private key leaves IndexedDB only through an explicit "Back up my key", a file sealed with a
// passphrase. An extractable CryptoKey could be exported in the clear by any script on the page, at any
// time; a non-extractable one can only sign, and the browser enforces that. So each record holds the key
// twice: non-extractable for signing, and as its own backup file (keyBackup.ts), sealed when the key was
// kept. Backing up opens that file with the passphrase (so no one is handed a backup they cannot open)
// and gives it out; the key in the clear exists nowhere at rest. The cost: the passphrase is chosen when
// the key is kept, and forgetting it means no backup can be made (the key still signs).
//
// Every function answers { ok: true, … } or { ok: false, reason } with a one-line reason; none throws.

import { oneLine, quoteInput } from '../quoteInput.ts';
import { participantId } from './canonical.ts';
import { KeyBackupError, type KeyToSeal, openKeyBackup, sealKeyBackup, WRONG_PASSPHRASE } from './keyBackup.ts';
import { KeyError } from './keys.ts';

export const KEY_DB_NAME = 'karnage-keys';
const KEY_DB_VERSION = 1;
const STORE = 'keys';

/** One record of the store; `participant` is its key. */
interface StoredKey {
  readonly participant: string;
  readonly gameId?: string;
  readonly publicKey: string;
  /** Non-extractable: it signs, and cannot be exported. */
  readonly privateKey: CryptoKey;
  /** The key's backup file, sealed with the passphrase given when it was kept. */
  readonly backup: string;
  readonly savedAt: string;
}

/** What is kept for a participant, without the key itself. */
export interface KeptKeyInfo {
  readonly participant: string;
  readonly gameId?: string;
  readonly publicKey: string;
  readonly savedAt: string;
}

export interface KeptKey extends KeptKeyInfo {
  readonly privateKey: CryptoKey;
}

export type KeyStoreResult<T> = ({ ok: true } & T) | { ok: false; reason: string };
/** A key kept, or `replaced` a different one kept before for the same participant. */
export type Kept = { participant: string; publicKey: string; replaced: boolean };

/** Runs `work`, turning anything thrown (IndexedDB refused, quota, a closed database) into one line. */
async function guard<T>(what: string, work: () => Promise<KeyStoreResult<T>>): Promise<KeyStoreResult<T>> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? `${error.name === 'Error' ? '' : `${error.name}: `}${error.message}` : 'refused';
    return { ok: false, reason: oneLine(`${what}: ${message}`) };
  }
}

function openDb(): Promise<IDBDatabase> {
  if (typeof indexedDB === 'undefined') return Promise.reject(new Error('this browser offers no IndexedDB to keep keys in'));
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(KEY_DB_NAME, KEY_DB_VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: 'participant' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to open'));
    request.onblocked = () => reject(new Error('the key store is held by another Karnage tab: close it and try again'));
  });
}

/**
 * One transaction on the store: `work` issues requests with callbacks (never awaiting anything else, or
 * the transaction would end), and its last answer is given once the transaction has committed.
 */
async function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore, answer: (value: T) => void) => void): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      let result: { value: T } | undefined;
      transaction.oncomplete = () => (result ? resolve(result.value) : reject(new Error('the key store gave no answer')));
      transaction.onabort = () => reject(transaction.error ?? new Error('the key store refused the change'));
      transaction.onerror = () => reject(transaction.error ?? new Error('the key store refused the change'));
      work(transaction.objectStore(STORE), (value) => {
        result = { value };
      });
    });
  } finally {
    db.close();
  }
}

/** A record as read back, or undefined if it is not one this version wrote. */
function asStoredKey(value: unknown): StoredKey | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Partial<StoredKey>;
  const ok =
    typeof record.participant === 'string' &&
    typeof record.publicKey === 'string' &&
    typeof record.backup === 'string' &&
    typeof record.savedAt === 'string' &&
    (record.gameId === undefined || typeof record.gameId === 'string') &&
    typeof CryptoKey !== 'undefined' &&
    record.privateKey instanceof CryptoKey;
  return ok ? (record as StoredKey) : undefined;
}

function infoOf(record: StoredKey): KeptKeyInfo {
  const { participant, gameId, publicKey, savedAt } = record;
  return { participant, ...(gameId === undefined ? {} : { gameId }), publicKey, savedAt };
}

const noKey = (participant: string) => oneLine(`no key is kept for ${quoteInput(participant)} in this browser`);

function checkId(participant: unknown): string | undefined {
  return participantId.safeParse(participant).success ? undefined : oneLine(`${quoteInput(participant)} is not a participant id`);
}

/** Puts `record` unless a different key is kept for the same participant and `replace` is not set. */
function putRecord(record: StoredKey, replace: boolean): Promise<{ replaced: boolean } | { refused: string }> {
  return transact('readwrite', (store, answer) => {
    const existing = store.get(record.participant);
    existing.onsuccess = () => {
      const old = asStoredKey(existing.result);
      const different = existing.result !== undefined && old?.publicKey !== record.publicKey;
      if (different && !replace) {
        answer({ refused: oneLine(`a different key is already kept for ${quoteInput(record.participant)}: replace it only on purpose (replace: true)`) });
        return;
      }
      store.put(record).onsuccess = () => answer({ replaced: different });
    };
  });
}

/** Keeps the key of a just-opened backup (non-extractable) with that backup's text. */
async function keep(opened: { participant: string; gameId?: string; publicKey: string; privateKey: CryptoKey }, backup: string, replace: boolean) {
  const { participant, gameId, publicKey, privateKey } = opened;
  const record: StoredKey = { participant, ...(gameId === undefined ? {} : { gameId }), publicKey, privateKey, backup, savedAt: new Date().toISOString() };
  const put = await putRecord(record, replace);
  return 'refused' in put ? { ok: false as const, reason: put.refused } : { ok: true as const, participant, publicKey, replaced: put.replaced };
}

export interface KeepOptions {
  /** Replace a different key kept for the same participant: that key is then lost unless backed up. */
  readonly replace?: boolean;
  /** PBKDF2 iterations for the sealed copy (tests only; keyBackup.ts's default otherwise). */
  readonly iterations?: number;
}

/**
 * Keeps a participant's key pair (the private key extractable, as generateKeyPair makes it). The
 * passphrase seals the copy that "Back up my key" gives out, and is needed to make that backup.
 */
export function saveKey(pair: KeyToSeal, passphrase: string, options: KeepOptions = {}): Promise<KeyStoreResult<Kept>> {
  return guard<Kept>('cannot keep the key', async () => {
    let backup: string;
    try {
      backup = await sealKeyBackup(pair, passphrase, options.iterations === undefined ? {} : { iterations: options.iterations });
    } catch (error) {
      // A KeyBackupError already says "cannot seal the key: …".
      if (error instanceof KeyBackupError) return { ok: false, reason: oneLine(error.message) };
      if (error instanceof KeyError) return { ok: false, reason: oneLine(`cannot keep the key: ${error.message}`) };
      throw error;
    }
    // Keep what the backup opens to, so what is kept can always be backed up.
    const opened = await openKeyBackup(backup, passphrase);
    if (!opened.ok) return { ok: false, reason: oneLine(`cannot keep the key: ${opened.reason}`) };
    return keep(opened, backup, options.replace ?? false);
  });
}

/** The record kept for `participant`, or one line why there is none. */
async function readRecord(participant: string): Promise<KeyStoreResult<{ record: StoredKey }>> {
  const bad = checkId(participant);
  if (bad) return { ok: false, reason: bad };
  const value = await transact<unknown>('readonly', (store, answer) => {
    const request = store.get(participant);
    request.onsuccess = () => answer(request.result);
  });
  if (value === undefined) return { ok: false, reason: noKey(participant) };
  const record = asStoredKey(value);
  if (!record) return { ok: false, reason: oneLine(`the key kept for ${quoteInput(participant)} is damaged: restore it from a backup`) };
  return { ok: true, record };
}

/** The key kept for `participant`: its private key signs and cannot be exported. */
export function loadKey(participant: string): Promise<KeyStoreResult<{ key: KeptKey }>> {
  return guard<{ key: KeptKey }>('cannot read the kept key', async () => {
    const read = await readRecord(participant);
    return read.ok ? { ok: true, key: { ...infoOf(read.record), privateKey: read.record.privateKey } } : read;
  });
}

/** Every kept key (without the private keys), by participant id. */
export function listKeys(): Promise<KeyStoreResult<{ keys: KeptKeyInfo[] }>> {
  return guard<{ keys: KeptKeyInfo[] }>('cannot list the kept keys', async () => {
    const values = await transact<unknown[]>('readonly', (store, answer) => {
      const request = store.getAll();
      request.onsuccess = () => answer(request.result);
    });
    const keys = values.map(asStoredKey).filter((record) => record !== undefined);
    return { ok: true, keys: keys.map(infoOf) };
  });
}

/** Forgets the key kept for `participant`: unless it was backed up, it is gone for good. */
export function deleteKey(participant: string): Promise<KeyStoreResult<{ participant: string }>> {
  return guard<{ participant: string }>('cannot delete the kept key', async () => {
    const bad = checkId(participant);
    if (bad) return { ok: false, reason: bad };
    const found = await transact<boolean>('readwrite', (store, answer) => {
      const count = store.count(participant);
      count.onsuccess = () => {
        if (count.result === 0) answer(false);
        else store.delete(participant).onsuccess = () => answer(true);
      };
    });
    return found ? { ok: true, participant } : { ok: false, reason: noKey(participant) };
  });
}

/** "Back up my key": the text of the key's backup file, once the passphrase is shown to open it. */
export function backupKey(participant: string, passphrase: string): Promise<KeyStoreResult<{ text: string }>> {
  return guard<{ text: string }>('cannot back up the key', async () => {
    const read = await readRecord(participant);
    if (!read.ok) return { ok: false, reason: oneLine(`cannot back up the key: ${read.reason}`) };
    const { record } = read;
    const opened = await openKeyBackup(record.backup, passphrase);
    if (!opened.ok) {
      const reason = opened.reason === WRONG_PASSPHRASE ? 'wrong passphrase: it is the one given when this key was kept' : opened.reason;
      return { ok: false, reason: oneLine(`cannot back up the key: ${reason}`) };
    }
    if (opened.publicKey !== record.publicKey) return { ok: false, reason: 'cannot back up the key: its sealed copy holds another key' };
    return { ok: true, text: record.backup };
  });
}

/**
 * The backup's passphrase changed: the sealed copy opened with `passphrase` and sealed again with `newPassphrase`
 * (a passphrase of its own, say, rather than the one an account signs in with); the key that signs stays as it is.
 */
export function resealKey(
  participant: string,
  passphrase: string,
  newPassphrase: string,
  options: { iterations?: number } = {},
): Promise<KeyStoreResult<{ participant: string }>> {
  return guard<{ participant: string }>('cannot change the passphrase', async () => {
    const read = await readRecord(participant);
    if (!read.ok) return { ok: false, reason: oneLine(`cannot change the passphrase: ${read.reason}`) };
    const { record } = read;
    const opened = await openKeyBackup(record.backup, passphrase, { extractable: true });
    if (!opened.ok) {
      const reason = opened.reason === WRONG_PASSPHRASE ? 'wrong passphrase: it is the one the backup was sealed with' : opened.reason;
      return { ok: false, reason: oneLine(`cannot change the passphrase: ${reason}`) };
    }
    if (opened.publicKey !== record.publicKey) return { ok: false, reason: 'cannot change the passphrase: its sealed copy holds another key' };
    let backup: string;
    try {
      backup = await sealKeyBackup(opened, newPassphrase, options);
    } catch (error) {
      if (error instanceof KeyBackupError) return { ok: false, reason: oneLine(error.message.replace(/^cannot seal the key/, 'cannot change the passphrase')) };
      throw error;
    }
    const put = await putRecord({ ...record, backup }, false);
    return 'refused' in put ? { ok: false, reason: put.refused } : { ok: true, participant };
  });
}

/**
 * Keeps the key of a backup file. A different key already kept for the same participant is replaced
 * only with `replace: true`; the file's passphrase then seals the copy "Back up my key" gives out.
 */
export function restoreKey(fileText: string, passphrase: string, options: { replace?: boolean } = {}): Promise<KeyStoreResult<Kept>> {
  return guard<Kept>('cannot restore the key', async () => {
    const opened = await openKeyBackup(fileText, passphrase);
    if (!opened.ok) return { ok: false, reason: oneLine(`cannot restore the key: ${opened.reason}`) };
    return keep(opened, fileText, options.replace ?? false);
  });
}
