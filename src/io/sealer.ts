// Sealing a secret a page must keep for a while (the connection's password, kept for the tab so a reload rejoins):
// AES-GCM with a key the page cannot read out (non-extractable), so the storage holds only the sealed text. A
// sealed text opens with the same key only; anything else (changed, another key, not one) opens to null.

/** Seals and opens short texts; `open` answers null for anything it did not seal. */
export interface Sealer {
  seal(text: string): Promise<string>;
  open(sealed: string): Promise<string | null>;
}

const IV_BYTES = 12;
/** Far more than a password: a longer text is not one this sealed. */
const MAX_SEALED_CHARS = 4096;

const toBase64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A new AES-GCM key that seals and opens, and cannot be exported. */
export const newSealKey = (): Promise<CryptoKey> => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);

/** A sealer with the key `key()` gives (asked for each time: a browser's comes from IndexedDB). */
export function aesSealer(key: () => Promise<CryptoKey>): Sealer {
  return {
    async seal(text) {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await key(), new TextEncoder().encode(text)));
      return `${toBase64url(iv)}.${toBase64url(sealed)}`;
    },
    async open(sealed) {
      if (sealed.length > MAX_SEALED_CHARS) return null;
      const [ivText, bodyText, ...rest] = sealed.split('.');
      const iv = fromBase64url(ivText ?? '');
      const body = fromBase64url(bodyText ?? '');
      if (rest.length > 0 || !iv || iv.length !== IV_BYTES || !body) return null;
      try {
        return new TextDecoder('utf-8', { fatal: true }).decode(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, await key(), body));
      } catch {
        return null;
      }
    },
  };
}

/** A sealer whose key lives in memory only (a process's, or a test's "browser"). */
export function memorySealer(): Sealer {
  const key = newSealKey();
  return aesSealer(() => key);
}
