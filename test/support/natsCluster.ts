// A real 3-node JetStream cluster for a test: three nats-servers on 127.0.0.1 (free ports, a store each, routes to
// one another), each stopped or killed by its PID and started again on its store; connections given every node's
// URL, so a client fails over as a player's would.
import type { NatsConnection } from '@nats-io/nats-core';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import type { ServerPlaces } from '../../src/io/online/serverConfig.ts';
import { inboxPrefix } from '../../src/io/online/serverConfig.ts';
import { freePort } from './freePort.ts';
import { startServerWith, type TestServer } from './natsServer.ts';

export interface TestCluster {
  readonly nodes: readonly (TestServer & { readonly name: string })[];
  /** Every node's client URL. */
  readonly urls: readonly string[];
  /** A connection as `user`, to node `first` first (the others after it, in order, to fail over to). */
  connectAs(user: string, password: string, first?: number): Promise<NatsConnection>;
  dispose(): Promise<void>;
}

export async function startClusterWith(size: number, configOf: (places: ServerPlaces) => string | Promise<string>): Promise<TestCluster> {
  const routes = await Promise.all(Array.from({ length: size }, async () => `127.0.0.1:${await freePort()}`));
  const nodes: (TestServer & { name: string })[] = [];
  for (const [i, listen] of routes.entries()) {
    const name = `k${i + 1}`;
    const node = await startServerWith((places) => configOf({ ...places, cluster: { name, listen, routes } }));
    nodes.push(Object.assign(node, { name }));
  }
  const urls = nodes.map((n) => n.url);
  const connectAs = (user: string, password: string, first = 0) =>
    connect({
      servers: [...urls.slice(first), ...urls.slice(0, first)],
      noRandomize: true,
      user,
      pass: password,
      inboxPrefix: inboxPrefix(user),
      maxReconnectAttempts: -1,
      reconnectTimeWait: 100,
      timeout: 60_000,
    });
  return {
    nodes,
    urls,
    connectAs,
    dispose: async () => {
      for (const node of nodes) await node.dispose();
    },
  };
}

/** Waits until the cluster's JetStream answers (its meta leader elected), or fails after `ms`. */
export async function jetStreamReady(nc: NatsConnection, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      await (await jetstreamManager(nc)).getAccountInfo();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
