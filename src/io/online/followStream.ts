// Following the subjects of a stream that one filter matches (a game's, in a stream every game shares) as they grow,
// through a consumer of the @nats-io clients made for this reader alone, so that it never goes quiet: the pull is
// short and the server sends a heartbeat every second while nothing comes, so a pull that stopped being served (a
// server restarted, a burst) shows as missed heartbeats within two seconds, and the follower renews it from the
// message after the last one it took. A pull still served by a consumer that no longer moves (its node of a cluster
// killed: heartbeats come, messages do not) is found when a pull ends: the stream is asked for its last message on
// the filter. A message lost on the way (a gap in the consumer's own count) renews it too. Messages reach the caller
// once each, in order, one at a time.
//
// The consumer is made by name with its filter in the request's subject, the way the server's permissions can bound
// (permissions.ts): a player may make one on their games' subjects only, and never asks for the stream's info.
import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages } from '@nats-io/jetstream';
import { nanos, nuid, type NatsConnection } from '@nats-io/nats-core';
import { lastSeqOf, type StreamMessage } from './natsGame.ts';

/** How long one pull waits on the server; heartbeats come every HEARTBEAT_MS within it. */
const PULL_EXPIRES_MS = 5_000;
const HEARTBEAT_MS = 1_000;
/** A consumer left behind by a renewal (or a reader gone) is removed by the server after this long unused. */
const UNUSED_MS = 60_000;
/** Missed heartbeats in a row that mean the pull is no longer served. */
const MISSED_TO_RENEW = 2;
/** How many times, a second apart, a follower asks how far its stream goes when the stream does not answer. */
const BEHIND_LOOKS = 10;
/** How soon a renewal that failed (the server still away) is tried again. */
const RETRY_MS = 500;

/** What a pull reports when its consumer can no longer serve it. */
const GONE = new Set(['consumer_not_found', 'consumer_deleted', 'stream_not_found', 'no_responders']);

export interface FollowOptions {
  /** Told each time the pull is renewed (for tests and logs). */
  readonly onRenew?: (reason: string) => void;
}

/** What is followed: a stream, and the subjects of it that are read. */
export interface Followed {
  readonly stream: string;
  /** A subject filter (a game's `karnage.<game>.out.>`), with no more than one `>` at its end. */
  readonly filter: string;
}

/**
 * Calls `onMessage` for every message of `followed` from stream sequence `fromSeq` on, in order, and for each one
 * that comes later; `caughtUp` is true on the message that leaves nothing more waiting. Answers the way to stop.
 * Fails only when the stream cannot be followed at all at first (it is not there, or no server answers).
 */
export async function followStream(
  nc: NatsConnection,
  { stream, filter }: Followed,
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
    const info = await (await jsm).consumers.add(stream, {
      name: `f${nuid.next()}`,
      filter_subject: filter,
      ...(next > 1 ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: next } : { deliver_policy: DeliverPolicy.All }),
      ack_policy: AckPolicy.None,
      mem_storage: true,
      num_replicas: 1,
      inactive_threshold: nanos(UNUSED_MS),
    });
    const messages = await js.consumers.getConsumerFromInfo(info).consume({ expires: PULL_EXPIRES_MS, idle_heartbeat: HEARTBEAT_MS });
    if (stopped || mine !== generation) {
      void messages.close();
      return;
    }
    current = messages;
    void (async () => {
      for await (const status of messages.status()) {
        if (status.type === 'heartbeats_missed' && status.count >= MISSED_TO_RENEW) return renew(mine, `${status.count} heartbeats missed`);
        // Its consumer gone (a server restarted: consumers are kept in memory) or the stream not answering yet.
        if (GONE.has(status.type)) return renew(mine, status.type, RETRY_MS);
        // A pull ended short: if the stream holds a message not taken, this consumer has stopped moving.
        if (status.type === 'discard') void lookBehind(mine, BEHIND_LOOKS);
      }
    })().catch(() => {});
    void (async () => {
      let delivered = 0;
      for await (const m of messages) {
        // A message this consumer sent that never came (dropped on the way): follow on from the last one taken.
        if (m.info.deliverySequence !== ++delivered) return renew(mine, 'a message was lost on the way');
        take(m.seq, m.subject, m.string(), m.info.pending === 0);
      }
      // The pull ended without being stopped (the consumer gone with a server's store): follow on, after a pause
      // so that a pull that ends at once (its stream deleted) is not opened again in a tight loop.
      renew(mine, 'the pull ended', RETRY_MS);
    })().catch(() => renew(mine, 'the pull failed', RETRY_MS));
  };

  /**
   * Asks the stream for its last message on the filter: one after the last taken means pull `mine` has stopped
   * moving, and it is renewed. Not answered (a cluster electing the stream's leader), it asks again each second a few
   * times.
   */
  const lookBehind = async (mine: number, looks: number): Promise<void> => {
    if (stopped || mine !== generation || looks <= 0) return;
    let lastSeq: number | null;
    try {
      lastSeq = await lastSeqOf(nc, stream, filter);
    } catch {
      setTimeout(() => void lookBehind(mine, looks - 1), HEARTBEAT_MS);
      return;
    }
    if (lastSeq !== null && lastSeq >= next) renew(mine, 'behind the stream');
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
  return () => {
    stopped = true;
    void current?.close().catch(() => {});
  };
}
