// The keys kept in this browser, as the PBEM stores use them: the key store (src/io/pbem/keyStore.ts) in
// the app, an in-memory stand-in in tests.
import type { Signer } from '../../io/pbem/campaign/referee.ts';
import type { Campaign } from '../../io/pbem/campaign/stage.ts';
import type { KeptKey, KeptKeyInfo, KeyStoreResult } from '../../io/pbem/keyStore.ts';
import { listedKey } from './campaignView.ts';

export interface KeyRing {
  listKeys(): Promise<KeyStoreResult<{ keys: KeptKeyInfo[] }>>;
  loadKey(participant: string): Promise<KeyStoreResult<{ key: KeptKey }>>;
}

export type SignerFound = { ok: true; signer: Signer & { publicKey: string } } | { ok: false; reason: string };

/** The key kept for `id`, able to sign for it in `campaign`: the very key the campaign lists for `id`. */
export async function signerFor(ring: KeyRing, campaign: Campaign, id: string): Promise<SignerFound> {
  const loaded = await ring.loadKey(id);
  if (!loaded.ok) return { ok: false, reason: `${loaded.reason}: restore it from its backup on the Keys tab` };
  const { key } = loaded;
  if (listedKey(campaign, id) !== key.publicKey) return { ok: false, reason: `the key kept here for ${id} is not the one this campaign lists for ${id}` };
  return { ok: true, signer: { id, privateKey: key.privateKey, publicKey: key.publicKey } };
}
