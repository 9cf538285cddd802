// Following a stream as it grows, through an ordered consumer of the @nats-io clients, so that it never goes quiet:
// the pull is short and the server sends a heartbeat every second while nothing comes, so a pull that stopped being
// served (a server restarted, a burst) shows as missed heartbeats within two seconds, and the follower renews it
// from the message after the last one it took. A pull still served by a consumer that no longer moves (its node of
// a cluster killed: heartbeats come, messages do not) is looked for when the connection says the cluster changed
// (a reconnect, a node gone or come) and when a pull ends, every half minute: the stream itself is asked how far
// it goes. Between those a follower costs the server one heartbeat a second and nothing else. Messages reach the
// caller once each, in order, one at a time.
import { DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { onClusterChange } from './clusterChanges.ts';
import type { StreamMessage } from './natsGame.ts';

/** How long one pull waits on the server; heartbeats come every HEARTBEAT_MS within it. */
const PULL_EXPIRES_MS = 30_000;
const HEARTBEAT_MS = 1_000;
/** Missed heartbeats in a row that mean the pull is no longer served. */
const MISSED_TO_RENEW = 2;
/** How many times, a second apart, a follower asks how far its stream goes when the stream does not answer. */
const BEHIND_LOOKS = 10;
/** How soon a renewal that failed (the server still away) is tried again. */
const RETRY_MS = 500;

export interface FollowOptions {
  /** Told each time the pull is renewed (for tests and logs). */
  readonly onRenew?: (reason: string) => void;
}

/**
 * Calls `onMessage` for every message of `stream` from `fromSeq` on, in order, and for each one that comes later;
 * `caughtUp` is true on the message that leaves nothing more waiting. Answers the way to stop. Fails only when the
 * stream cannot be followed at all at first (it is not there, or no server answers).
 */
export async function followStream(
  nc: NatsConnection,
  stream: string,
  fromSeq: number,
  onMessage: (message: StreamMessage, caughtUp: boolean) => Promise<void> | void,
  options: FollowOptions = {},
): Promise<() => void> {
  const js = jetstream(nc);
  const jsm = jetstreamManager(nc, { checkAPI: false });
  let next = Math.max(1, fromSeq);
  let stopped = false;
  let current: ConsumerMessages | null = null;
  let generation = 0;
  // One message at a time, in stream order, whichever pull it came on.
  let taking: Promise<void> = Promise.resolve();

  const take = (seq: number, subject: string, text: string, caughtUp: boolean) => {
    if (stopped || seq < next) return; // already taken, from the pull before a renewal
    next = seq + 1;
    taking = taking.then(() => onMessage({ seq, subject, text }, caughtUp)).catch(() => {});
  };

  /** Opens pull `mine` (the newest: an older one is closed as soon as it opens). */
  const open = async (mine: number): Promise<void> => {
    const consumer = await js.consumers.get(stream, next > 1 ? { opt_start_seq: next, deliver_policy: DeliverPolicy.StartSequence } : {});
    const messages = await consumer.consume({ expires: PULL_EXPIRES_MS, idle_heartbeat: HEARTBEAT_MS });
    if (stopped || mine !== generation) {
      void messages.close();
      return;
    }
    current = messages;
    void (async () => {
      for await (const status of messages.status()) {
        if (status.type === 'heartbeats_missed' && status.count >= MISSED_TO_RENEW) return renew(mine, `${status.count} heartbeats missed`);
        // A pull ended short: if the stream holds a message not taken, this consumer has stopped moving.
        if (status.type === 'discard') void lookBehind(mine, BEHIND_LOOKS);
      }
    })().catch(() => {});
    void (async () => {
      for await (const m of messages) take(m.seq, m.subject, m.string(), m.info.pending === 0);
      // The pull ended without being stopped (the consumer gone with a server's store): follow on, after a pause
      // so that a pull that ends at once (its stream deleted) is not opened again in a tight loop.
      renew(mine, 'the pull ended', RETRY_MS);
    })().catch(() => renew(mine, 'the pull failed', RETRY_MS));
  };

  /**
   * Asks the stream how far it goes: a message after the last one taken means pull `mine` has stopped moving, and
   * it is renewed. Not answered (a cluster electing the stream's leader), it asks again each second a few times.
   */
  const lookBehind = async (mine: number, looks: number): Promise<void> => {
    if (stopped || mine !== generation || looks <= 0) return;
    let lastSeq: number;
    try {
      lastSeq = (await (await jsm).streams.info(stream)).state.last_seq;
    } catch {
      setTimeout(() => void lookBehind(mine, looks - 1), HEARTBEAT_MS);
      return;
    }
    if (lastSeq >= next) renew(mine, 'behind the stream');
  };

  const renew = (of: number, reason: string, after = 0): void => {
    if (stopped || of !== generation) return;
    options.onRenew?.(reason);
    const old = current;
    current = null;
    void old?.close().catch(() => {});
    const mine = ++generation;
    // Tried until it opens (the server away, a stream without its leader yet), unless stopped or renewed again.
    const again = (): void => {
      if (stopped || mine !== generation) return;
      open(mine).catch(() => setTimeout(again, RETRY_MS));
    };
    if (after > 0) setTimeout(again, after);
    else again();
  };

  await open(++generation);
  const unwatch = onClusterChange(nc, () => void lookBehind(generation, BEHIND_LOOKS));
  return () => {
    stopped = true;
    unwatch();
    void current?.close().catch(() => {});
  };
}
