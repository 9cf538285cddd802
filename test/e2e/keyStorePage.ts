// The page side of keyStore.e2e.test.ts: bundled by the test and run in Chromium, it puts the key store
// on `window` and answers in plain data (a CryptoKey cannot cross to the test; what it is and does can).
import { backupKey, deleteKey, KEY_DB_NAME, type KeepOptions, listKeys, loadKey, resealKey, restoreKey, saveKey } from '../../src/io/pbem/keyStore.ts';
import { exportPrivateKey, generateKeyPair, importPublicKey } from '../../src/io/pbem/keys.ts';
import { signDocument, verifySignedFile } from '../../src/io/pbem/signedFile.ts';

/** A CryptoKey as data, the rest of a value as it is. */
function plain(value: unknown): unknown {
  if (value instanceof CryptoKey) return { cryptoKey: value.type, extractable: value.extractable, algorithm: value.algorithm.name, usages: value.usages };
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plain(inner)]));
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: unknown; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result: plain(result), ms: Math.round(performance.now() - started) };
}

const api = {
  /** A new key pair kept for `participant`; also its PKCS#8 text, to look for it where it must not be. */
  async createAndSave(participant: string, passphrase: string, options: KeepOptions & { gameId?: string } = {}) {
    const pair = await generateKeyPair();
    const pkcs8 = await exportPrivateKey(pair.privateKey);
    const { gameId, ...keep } = options;
    return { pkcs8, ...(await timed(() => saveKey({ participant, ...(gameId === undefined ? {} : { gameId }), ...pair }, passphrase, keep))) };
  },
  load: (participant: string) => timed(() => loadKey(participant)),
  list: () => timed(() => listKeys()),
  remove: (participant: string) => timed(() => deleteKey(participant)),
  backup: (participant: string, passphrase: string) => timed(() => backupKey(participant, passphrase)),
  restore: (text: string, passphrase: string, options: { replace?: boolean } = {}) => timed(() => restoreKey(text, passphrase, options)),
  reseal: (participant: string, passphrase: string, next: string) => timed(() => resealKey(participant, passphrase, next)),

  /** Signs with the kept key and checks the signature against its public key; tries to export it. */
  async signWithKept(participant: string) {
    const loaded = await loadKey(participant);
    if (!loaded.ok) return { ok: false, reason: loaded.reason };
    const { key } = loaded;
    const file = await signDocument({ turn: 3, orders: ['hold'] }, key.privateKey, participant);
    const verified = await verifySignedFile(file, new Map([[participant, await importPublicKey(key.publicKey)]]));
    const exported = await crypto.subtle.exportKey('pkcs8', key.privateKey).then(
      () => 'exported',
      (error: Error) => error.name,
    );
    return { ok: true, verified: verified.ok, publicKey: key.publicKey, exported };
  },

  /** Every record as IndexedDB holds it, read around the key store. */
  rawRecords(): Promise<unknown[]> {
    return new Promise((resolve, reject) => {
      const open = indexedDB.open(KEY_DB_NAME);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const request = db.transaction('keys', 'readonly').objectStore('keys').getAll();
        request.onsuccess = () => {
          db.close();
          resolve(request.result.map(plain));
        };
        request.onerror = () => reject(request.error);
      };
    });
  },
};

export type KeyStoreTestApi = typeof api;

declare global {
  interface Window {
    __karnageKeyTest?: KeyStoreTestApi;
  }
}

window.__karnageKeyTest = api;
