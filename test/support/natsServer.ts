// A real nats-server for a test: its config written for an online file in a temporary directory, listening on
// 127.0.0.1 on free ports, stopped (or killed, to test a crash) by its PID and started again on the same store.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll } from 'vitest';
import type { NatsConnection } from '@nats-io/nats-core';
import type { OnlineFile } from '../../src/io/online/onlineGames.ts';
import { inboxPrefix, serverConfig, type ServerPlaces } from '../../src/io/online/serverConfig.ts';
import { findNatsServer } from '../../src/tools/find-nats-server.mjs';
import { freePort } from './freePort.ts';

export interface TestServer {
  readonly url: string;
  readonly websocketUrl: string;
  readonly dir: string;
  /** The running server's PID. */
  pid(): number;
  /** Stops it (SIGTERM, or SIGKILL for a crash) and waits until it is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same ports and store. */
  start(): Promise<void>;
  /** A connection as `user`, replies on its own inbox prefix. */
  connectAs(user: string, password: string): Promise<NatsConnection>;
  /** Stops it and removes its directory. */
  dispose(): Promise<void>;
}

function waitReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`nats-server did not start:\n${seen}`)), 10_000);
    const look = (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('Server is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`nats-server exited with ${code}:\n${seen}`));
    });
  });
}

export async function startTestServer(file: OnlineFile): Promise<TestServer> {
  return startServerWith((places) => serverConfig(file, places));
}

/** A real server whose configuration `configOf` writes for its places (an online file's, or the accounts'). */
export async function startServerWith(configOf: (places: ServerPlaces) => string | Promise<string>): Promise<TestServer> {
  const binary = findNatsServer();
  if (!binary) throw new Error('no nats-server: npm test installs it (src/tools/ensure-install.mjs --nats)');
  const dir = mkdtempSync(join(tmpdir(), 'karnage-nats-'));
  const [port, websocketPort] = [await freePort(), await freePort()];
  const config = join(dir, 'nats.conf');
  writeFileSync(config, await configOf({ host: '127.0.0.1', port, websocketPort, storeDir: join(dir, 'jetstream') }));
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(binary, ['-c', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    await waitReady(child);
  };
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const gone = new Promise((resolve) => running.once('exit', resolve));
    process.kill(running.pid as number, signal);
    await gone;
    child = null;
  };
  await start();
  const url = `nats://127.0.0.1:${port}`;
  return {
    url,
    websocketUrl: `ws://127.0.0.1:${websocketPort}`,
    dir,
    pid: () => child?.pid ?? -1,
    stop,
    start,
    connectAs: (user, password) =>
      connect({ servers: url, user, pass: password, inboxPrefix: inboxPrefix(user), maxReconnectAttempts: -1, reconnectTimeWait: 100, timeout: 60_000 }),
    dispose: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * For a describe block: a real server for `file` started before its tests and disposed after them, and `as(user)`,
 * a connection as that user (password `<user>-password`, as onlineFile makes them), closed with the server.
 */
export function serverForTests(file: OnlineFile, onStart: (server: TestServer) => Promise<void> = async () => {}) {
  let server: TestServer | null = null;
  const connections: NatsConnection[] = [];
  beforeAll(async () => {
    server = await startTestServer(file);
    await onStart(server);
  });
  afterAll(async () => {
    for (const nc of connections) await nc.close().catch(() => {});
    await server?.dispose();
  });
  const current = (): TestServer => {
    if (!server) throw new Error('the test server has not started');
    return server;
  };
  return {
    server: current,
    as: async (user: string): Promise<NatsConnection> => {
      const nc = await current().connectAs(user, `${user}-password`);
      connections.push(nc);
      return nc;
    },
  };
}
