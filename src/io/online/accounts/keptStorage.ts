// A service's KeyValueStorage kept in a JetStream KV bucket: read whole at start, written through as it changes,
// so a computer seat's outbox and the secrets behind its commitments outlive a killed service process.
import { Kvm, type KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';
import type { KeyValueStorage } from '../../autosave.ts';

/** A storage key as a KV key (which allows only letters, digits and - _ = / .): its UTF-8 bytes in hex. */
const kvKey = (key: string): string => Buffer.from(key, 'utf8').toString('hex');
const fromKvKey = (key: string): string => Buffer.from(key, 'hex').toString('utf8');

export async function keptStorage(nc: NatsConnection, bucket: string, replicas = 1): Promise<KeyValueStorage & { settled(): Promise<void> }> {
  const kv: KV = await new Kvm(nc).create(bucket, { history: 1, replicas });
  const data = new Map<string, string>();
  for await (const key of await kv.keys()) {
    const entry = await kv.get(key);
    if (entry?.operation === 'PUT') data.set(fromKvKey(key), entry.string());
  }
  // Writes go in order, one after another: the last one for a key is the one kept.
  let writes: Promise<unknown> = Promise.resolve();
  const write = (work: () => Promise<unknown>) => {
    writes = writes.then(work, work).catch(() => {});
  };
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
      write(() => kv.put(kvKey(key), value));
    },
    removeItem: (key) => {
      data.delete(key);
      write(() => kv.delete(kvKey(key)));
    },
    settled: () => writes.then(() => {}),
  };
}
