// A player's key for online games: the one kept in this browser for their user id, as the play-by-e-mail Keys tab
// keeps it (src/io/pbem/keyStore.ts: IndexedDB, the private key non-extractable), made on the first connection
// when there is none. Its backup is sealed with the server password given then; "Back up my key" on the Keys tab
// gives it out.
import { listKeys, loadKey, saveKey } from '../../io/pbem/keyStore.ts';
import { generateKeyPair } from '../../io/pbem/keys.ts';
import type { Signer } from '../../io/pbem/campaign/referee.ts';

export type PlayerKey = Signer & { readonly publicKey: string };

export type KeyFound = { ok: true; key: PlayerKey; made: boolean } | { ok: false; reason: string };

export interface OnlineKeys {
  /** The key kept for `user`; `missing` when none is. */
  load(user: string): Promise<{ ok: true; key: PlayerKey } | { ok: false; reason: string; missing: boolean }>;
  /** A new key for `user`, kept with its backup sealed with `passphrase`. */
  make(user: string, passphrase: string): Promise<{ ok: true; key: PlayerKey } | { ok: false; reason: string }>;
}

/** The key kept for `user`, or a new one kept (its backup sealed with `passphrase`) when there is none. */
export async function keyFor(keys: OnlineKeys, user: string, passphrase: string): Promise<KeyFound> {
  const loaded = await keys.load(user);
  if (loaded.ok) return { ok: true, key: loaded.key, made: false };
  if (!loaded.missing) return loaded;
  const made = await keys.make(user, passphrase);
  return made.ok ? { ok: true, key: made.key, made: true } : made;
}

/** The keys of this browser's IndexedDB. */
export const browserKeys: OnlineKeys = {
  async load(user) {
    const listed = await listKeys();
    if (!listed.ok) return { ok: false, reason: listed.reason, missing: false };
    if (!listed.keys.some((k) => k.participant === user)) return { ok: false, reason: `no key is kept for ${user}`, missing: true };
    const loaded = await loadKey(user);
    if (!loaded.ok) return { ok: false, reason: loaded.reason, missing: false };
    return { ok: true, key: { id: user, publicKey: loaded.key.publicKey, privateKey: loaded.key.privateKey } };
  },
  async make(user, passphrase) {
    const saved = await saveKey({ participant: user, ...(await generateKeyPair()) }, passphrase);
    if (!saved.ok) return saved;
    const loaded = await loadKey(user);
    return loaded.ok ? { ok: true, key: { id: user, publicKey: loaded.key.publicKey, privateKey: loaded.key.privateKey } } : loaded;
  },
};
