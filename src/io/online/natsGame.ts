// Streams on a NATS JetStream server, through the @nats-io clients: made once (each subject of a game's holding one
// message, a second refused by the server: streamLayout.ts), followed as messages come (followStream.ts). The
// same code runs over TCP in Node (@nats-io/transport-node) and over WebSocket in a browser (@nats-io/nats-core).
import { DiscardPolicy, jetstreamManager, StorageType, type JetStreamClient } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';

/** The largest message a stream keeps: a big map's publication fits well within it. */
export const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

/** A message of a stream: its place in the stream, its subject and its text. */
export interface StreamMessage {
  readonly seq: number;
  readonly subject: string;
  readonly text: string;
}

/** A stream's shape: its subjects, and how many messages each subject keeps (absent: one, and never a second). */
export interface StreamShape {
  readonly name: string;
  readonly subject: string;
  /** Messages kept per subject, the oldest falling away (a chat); absent: write-once. */
  readonly keptPerSubject?: number;
  /** The largest message it takes. */
  readonly maxBytes?: number;
}

/**
 * Makes a stream if it is not there, kept on `replicas` servers of a cluster (1: one server); one that is stays as
 * it is, with every message in it.
 */
export async function ensureStream(nc: NatsConnection, shape: StreamShape, replicas = 1): Promise<void> {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.streams.info(shape.name);
  } catch {
    const kept = shape.keptPerSubject;
    await jsm.streams.add({
      name: shape.name,
      subjects: [shape.subject],
      storage: StorageType.File,
      max_msgs_per_subject: kept ?? 1,
      discard: kept === undefined ? DiscardPolicy.New : DiscardPolicy.Old,
      discard_new_per_subject: kept === undefined,
      max_msg_size: shape.maxBytes ?? MAX_MESSAGE_BYTES,
      allow_direct: true,
      num_replicas: replicas,
    });
  }
}

/** Whether `stream` holds a message on a subject `filter` matches (the last one's sequence), or null for none. */
export async function lastSeqOf(nc: NatsConnection, stream: string, filter: string): Promise<number | null> {
  const jsm = await jetstreamManager(nc, { checkAPI: false });
  try {
    const message = await jsm.direct.getMessage(stream, { last_by_subj: filter });
    return message?.seq ?? null;
  } catch (error) {
    if (/no message found|not found|404/i.test(error instanceof Error ? error.message : String(error))) return null;
    throw error;
  }
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
