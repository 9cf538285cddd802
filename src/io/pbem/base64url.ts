// base64url (RFC 4648 §5, no padding) for keys, signatures and secrets. Browsers have no Buffer, so this
// goes through btoa/atob, which Node 20 and every browser have. Decoding is strict: one text for one
// byte string, so a changed character is never read as the same bytes (the unused low bits of the last
// character must be zero).

const BASE64URL = /^[A-Za-z0-9_-]*$/;

export function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The bytes of a canonical base64url text, or undefined if it is not one. */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return undefined;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  return toBase64url(bytes) === text ? bytes : undefined;
}

/** How many characters the base64url text of `byteCount` bytes has. */
export function base64urlLength(byteCount: number): number {
  return Math.ceil((byteCount * 4) / 3);
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
