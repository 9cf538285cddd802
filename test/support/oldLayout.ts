// A server's streams as the layout before the shared streams wrote them — a stream per game and way, each numbering
// its own messages from 1, and the lobby on `karnage.lobby.>` — made from the messages of games played now, so that
// a test can start the current services on them.
import { DiscardPolicy, jetstream, jetstreamManager, StorageType } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { parseSubject, subjects } from '../../src/io/online/subjects.ts';
import { fileText } from '../../src/io/pbem/campaign/fileText.ts';
import type { StreamMessage } from '../../src/io/online/natsGame.ts';

/** Every message of `stream` on a subject `filter` matches, in order (a small stream: one direct get each). */
export async function messagesOn(nc: NatsConnection, stream: string, filter = '>'): Promise<StreamMessage[]> {
  const jsm = await jetstreamManager(nc);
  const { state } = await jsm.streams.info(stream);
  const read: StreamMessage[] = [];
  for (let seq = state.first_seq; seq <= state.last_seq && state.messages > 0; seq++) {
    const m = await jsm.direct.getMessage(stream, { seq });
    if (m && matches(m.subject, filter)) read.push({ seq: m.seq, subject: m.subject, text: m.string() });
  }
  return read;
}

function matches(subject: string, filter: string): boolean {
  const [s, f] = [subject.split('.'), filter.split('.')];
  for (const [i, token] of f.entries()) {
    if (token === '>') return s.length > i;
    if (token !== '*' && token !== s[i]) return false;
  }
  return s.length === f.length;
}

async function oldStream(nc: NatsConnection, name: string, subject: string, writeOnce = true): Promise<void> {
  const jsm = await jetstreamManager(nc);
  await jsm.streams.add({
    name,
    subjects: [subject],
    storage: StorageType.File,
    ...(writeOnce ? { max_msgs_per_subject: 1, discard: DiscardPolicy.New, discard_new_per_subject: true } : { max_msgs: 1000 }),
    allow_direct: true,
  });
}

export interface OldGame {
  readonly id: string;
  readonly in: readonly StreamMessage[];
  readonly out: readonly StreamMessage[];
  readonly chat?: readonly string[];
}

/**
 * Writes `games` as the layout before had them: `in` numbered from 1 in the game's own stream, and each notice on
 * the sequence its refused file has there (the notice names the file's subject).
 */
export async function writeOldLayout(nc: NatsConnection, games: readonly OldGame[], lobby: readonly StreamMessage[]): Promise<void> {
  const js = jetstream(nc);
  await oldStream(nc, 'KARNAGE_LOBBY', 'karnage.lobby.>');
  for (const m of lobby) await js.publish(m.subject, m.text);
  for (const game of games) {
    await oldStream(nc, `KARNAGE_${game.id}_IN`, subjects.in(game.id));
    const seqOf = new Map<string, number>();
    for (const m of game.in) seqOf.set(m.subject, (await js.publish(m.subject, m.text)).seq);
    await oldStream(nc, `KARNAGE_${game.id}_OUT`, subjects.out(game.id));
    for (const m of game.out) {
      if (parseSubject(m.subject)?.kind !== 'notice') {
        await js.publish(m.subject, m.text);
        continue;
      }
      const notice = JSON.parse(m.text) as { subject: string };
      const seq = seqOf.get(notice.subject) as number;
      await js.publish(subjects.notice(game.id, seq), fileText({ ...notice, message: seq }));
    }
    if (game.chat) {
      await oldStream(nc, `KARNAGE_${game.id}_CHAT`, `karnage.${game.id}.chat.>`, false);
      for (const [i, text] of game.chat.entries()) {
        await js.publish(`karnage.${game.id}.chat.ann`, JSON.stringify({ from: 'ann', text, at: new Date(i * 1000).toISOString() }));
      }
    }
  }
}
