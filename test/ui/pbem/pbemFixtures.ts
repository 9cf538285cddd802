// Stand-ins for the browser in the PBEM store tests: a localStorage of a Map, and a key ring holding
// keys made in Node (the key store's own tests cover IndexedDB, in Chromium).
import type { KeyValueStorage } from '../../../src/io/autosave.ts';
import type { KeyRing } from '../../../src/state/pbem/keyRing.ts';
import type { Signer } from '../../../src/io/pbem/campaign/referee.ts';
import { participant } from '../../support/pbemCampaign.ts';

export type Person = Signer & { readonly publicKey: string };

export class MemoryStorage implements KeyValueStorage {
  readonly items = new Map<string, string>();
  full = false;
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new Error('QuotaExceededError: the quota has been exceeded');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** A key ring holding these people's keys, as one browser would. */
export function keyRingOf(...people: Person[]): KeyRing {
  const kept = new Map(people.map((p) => [p.id, p]));
  return {
    listKeys: async () => ({ ok: true, keys: [...kept.values()].map((p) => ({ participant: p.id, publicKey: p.publicKey, savedAt: '2026-12-01T09:00:00Z' })) }),
    loadKey: async (id) => {
      const p = kept.get(id);
      return p
        ? { ok: true, key: { participant: p.id, publicKey: p.publicKey, privateKey: p.privateKey, savedAt: '2026-12-01T09:00:00Z' } }
        : { ok: false, reason: `no key is kept for "${id}" in this browser` };
    },
  };
}

export interface People {
  readonly referee: Person;
  readonly ann: Person;
  readonly bob: Person;
}

export async function people(): Promise<People> {
  const [referee, ann, bob] = await Promise.all([participant('referee'), participant('ann'), participant('bob')]);
  return { referee, ann, bob };
}
