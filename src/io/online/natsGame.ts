// A game's two streams on a NATS JetStream server, through the @nats-io clients: made once (each subject holds one
// message, a second refused by the server), written once (followed as messages come: followStream.ts). The
// same code runs over TCP in Node (@nats-io/transport-node) and over WebSocket in a browser (@nats-io/nats-core).
import { DiscardPolicy, jetstreamManager, StorageType, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { inStream, outStream, privateStream, subjects } from './subjects.ts';

/** The largest message a stream keeps: a big map's publication fits well within it. */
export const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

/** A message of a stream: its place in the stream, its subject and its text. */
export interface StreamMessage {
  readonly seq: number;
  readonly subject: string;
  readonly text: string;
}

/**
 * Makes a stream of write-once subjects if it is not there, kept on `replicas` servers of a cluster (1: one
 * server); one that is stays as it is.
 */
export async function ensureStream(nc: NatsConnection, name: string, subject: string, replicas = 1): Promise<void> {
  const jsm = await jetstreamManager(nc);
  if (await streamExists(jsm, name)) return;
  try {
    await jsm.streams.add({
      name,
      subjects: [subject],
      storage: StorageType.File,
      max_msgs_per_subject: 1,
      discard: DiscardPolicy.New,
      discard_new_per_subject: true,
      max_msg_size: MAX_MESSAGE_BYTES,
      allow_direct: true,
      num_replicas: replicas,
    });
  } catch (error) {
    // Made meanwhile by another referee of a pool (the server calls the second add an overlap): it is there.
    if (!(await streamExists(jsm, name))) throw error;
  }
}

const streamExists = (jsm: JetStreamManager, name: string): Promise<boolean> =>
  jsm.streams.info(name).then(
    () => true,
    () => false,
  );

/**
 * Makes the game's streams if they are not there; those that are stay as they are (with every message in them).
 * A game with heroes has a third, for what one duelist alone may read.
 */
export async function ensureGameStreams(nc: NatsConnection, game: string, heroes = false, replicas = 1): Promise<void> {
  await ensureStream(nc, outStream(game), subjects.out(game), replicas);
  await ensureStream(nc, inStream(game), subjects.in(game), replicas);
  if (heroes) await ensureStream(nc, privateStream(game), subjects.private(game), replicas);
}

/** How many messages `stream` holds now (0 for an empty stream): a reader with none waits for none. */
export async function streamSize(nc: NatsConnection, stream: string): Promise<number> {
  const jsm = await jetstreamManager(nc);
  return (await jsm.streams.info(stream)).state.messages;
}

export type Published = { ok: true; seq: number } | { ok: false; taken: boolean; reason: string };

/** Writes `text` on `subject`, once: `taken` when a message is already there (it stays, this one is dropped). */
export async function publishOnce(js: JetStreamClient, subject: string, text: string): Promise<Published> {
  try {
    const ack = await js.publish(subject, text);
    return { ok: true, seq: ack.seq };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, taken: /maximum messages per subject/i.test(reason), reason };
  }
}
