// A server of the layout before (a stream per game and way: KARNAGE_<game>_OUT, _IN, _TO and _CHAT, and the lobby's
// and full games' on `….>`) moved into the streams every game shares (streamLayout.ts), every message kept:
//   1. each old stream's subjects are moved out of the way (its messages keep theirs), so the shared streams, whose
//      subjects would overlap, can be made;
//   2. each game's messages are written into them in their order, `in` first: its files get new sequences, and a
//      notice (which names a refused file by sequence) is written on the new one's subject;
//   3. the game's old streams are deleted.
// Killed at any point, it picks up where it was when started again, and two services doing it at once write each
// message once: a game's subject takes one message (a second is `taken`, and its sequence looked up), a chat line is
// written with an id the server drops a second copy of.
import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import { fileText } from '../pbem/campaign/fileText.ts';
import { parseJson } from '../parseJson.ts';
import { GAMES_STREAM } from './accounts/gamesStream.ts';
import { lastSeqOf, MAX_MESSAGE_BYTES, publishOnce, type StreamMessage } from './natsGame.ts';
import { LOBBY_STREAM } from './permissions.ts';
import { GAME_ID, IN_STREAM, OUT_STREAM, parseSubject, PRIVATE_STREAM, subjects } from './subjects.ts';

const OLD_NAME = /^KARNAGE_(.+)_(OUT|IN|TO|CHAT)$/;
type Way = 'OUT' | 'IN' | 'TO' | 'CHAT';
/** Where an old stream's subjects go while its messages are moved: nothing is ever written there. */
const asideSubject = (stream: string): string => `karnage-old.${stream}`;

/**
 * Moves every old stream there is into the shared ones, made by `makeStreams` once the old are out of their way.
 * True when there was something to move (the shared streams are made then); false when there was none.
 */
export async function moveOldStreams(nc: NatsConnection, makeStreams: () => Promise<void>): Promise<boolean> {
  const jsm = await jetstreamManager(nc);
  await narrow(jsm, LOBBY_STREAM, 'karnage.lobby');
  await narrow(jsm, GAMES_STREAM, 'karnage.games');
  const old = new Map<string, Map<Way, string>>();
  for await (const name of jsm.streams.names()) {
    const [, game, way] = OLD_NAME.exec(name) ?? [];
    if (game === undefined || !GAME_ID.test(game)) continue;
    old.set(game, (old.get(game) ?? new Map()).set(way as Way, name));
  }
  if (old.size === 0) return false;
  for (const streams of old.values()) for (const name of streams.values()) await gone(setAside(jsm, name));
  await makeStreams();
  const js = jetstream(nc);
  for (const [game, streams] of old) {
    // An old stream gone: another service moved the game (it deletes them only once all is written).
    if (!(await gone(moveGame(nc, js, jsm, game, streams)))) continue;
    for (const name of streams.values()) await jsm.streams.delete(name).catch(() => false);
  }
  return true;
}

/** Whether `work` was done: false when a stream it read was not there; any other failure is thrown. */
async function gone(work: Promise<void>): Promise<boolean> {
  try {
    await work;
    return true;
  } catch (error) {
    if (/stream not found/i.test(error instanceof Error ? error.message : String(error))) return false;
    throw error;
  }
}

/** The lobby's (or full games') stream made on `<root>.>` before: on `<root>.*`, all its messages one token on. */
async function narrow(jsm: JetStreamManager, name: string, root: string): Promise<void> {
  const info = await jsm.streams.info(name).catch(() => null);
  if (!info || info.config.subjects?.[0] !== `${root}.>`) return;
  await jsm.streams.update(name, { ...info.config, subjects: [`${root}.*`] });
}

async function setAside(jsm: JetStreamManager, name: string): Promise<void> {
  const info = await jsm.streams.info(name);
  if (info.config.subjects?.[0] === asideSubject(name)) return;
  await jsm.streams.update(name, { ...info.config, subjects: [asideSubject(name)] });
}

/** One game's old streams written into the shared ones, `in` first so that notices can name the new sequences. */
async function moveGame(nc: NatsConnection, js: JetStreamClient, jsm: JetStreamManager, game: string, streams: Map<Way, string>): Promise<void> {
  const newSeqOf = new Map<number, number>();
  const inStream = streams.get('IN');
  if (inStream) {
    for (const m of await messagesOf(js, jsm, inStream)) newSeqOf.set(m.seq, await writeOnce(nc, js, IN_STREAM, m.subject, m.text));
  }
  const toStream = streams.get('TO');
  if (toStream) for (const m of await messagesOf(js, jsm, toStream)) await writeOnce(nc, js, PRIVATE_STREAM, m.subject, m.text);
  const outStream = streams.get('OUT');
  if (outStream) {
    for (const m of await messagesOf(js, jsm, outStream)) {
      const moved = renumbered(game, m, newSeqOf);
      if (moved) await writeOnce(nc, js, OUT_STREAM, moved.subject, moved.text);
    }
  }
  const chat = streams.get('CHAT');
  if (chat) {
    for (const m of await messagesOf(js, jsm, chat)) await js.publish(m.subject, m.text, { msgID: `moved.${chat}.${m.seq}` });
  }
}

/**
 * A message of a game's old `out` stream as the shared one has it: a notice names the refused file's new sequence
 * (on its subject and in its text); one whose file is not there is left out, as it could only name another's.
 */
function renumbered(game: string, m: StreamMessage, newSeqOf: ReadonlyMap<number, number>): { subject: string; text: string } | null {
  const what = parseSubject(m.subject);
  if (what?.kind !== 'notice') return m;
  const seq = newSeqOf.get(what.inSeq);
  const json = parseJson(m.text, MAX_MESSAGE_BYTES);
  if (seq === undefined || !json.ok || typeof json.value !== 'object' || json.value === null) return null;
  return { subject: subjects.notice(game, seq), text: fileText({ ...json.value, message: seq }) };
}

/** Writes a message on its subject of `stream` unless it is there already: its sequence there, either way. */
async function writeOnce(nc: NatsConnection, js: JetStreamClient, stream: string, subject: string, text: string): Promise<number> {
  const done = await publishOnce(js, subject, text);
  if (done.ok) return done.seq;
  const there = done.taken ? await lastSeqOf(nc, stream, subject) : null;
  if (there === null) throw new Error(`${subject} was not moved: ${done.reason}`);
  return there;
}

/** Every message of an old stream, in order. */
async function messagesOf(js: JetStreamClient, jsm: JetStreamManager, stream: string): Promise<StreamMessage[]> {
  if ((await jsm.streams.info(stream)).state.messages === 0) return [];
  const messages = await (await js.consumers.get(stream)).consume({ expires: 5_000 });
  const read: StreamMessage[] = [];
  for await (const m of messages) {
    read.push({ seq: m.seq, subject: m.subject, text: m.string() });
    if (m.info.pending === 0) break;
  }
  return read;
}
