// What a connection says of its servers changing — a reconnect, a node of the cluster gone or come, a server going
// into lame-duck mode — told to every follower on it through one watcher per connection (a follower each would
// put thousands of listeners on a referee's one connection).
import type { NatsConnection } from '@nats-io/nats-core';

const CHANGES = new Set(['reconnect', 'update', 'ldm']);
const watchers = new WeakMap<NatsConnection, Set<() => void>>();

/** Calls `changed` each time `nc`'s servers change, until the answer is called. */
export function onClusterChange(nc: NatsConnection, changed: () => void): () => void {
  let listeners = watchers.get(nc);
  if (!listeners) {
    const created = new Set<() => void>();
    listeners = created;
    watchers.set(nc, created);
    void (async () => {
      for await (const status of nc.status()) {
        if (CHANGES.has(status.type)) for (const listener of [...created]) listener();
      }
    })().catch(() => {});
  }
  const mine = listeners;
  mine.add(changed);
  return () => mine.delete(changed);
}
