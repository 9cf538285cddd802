// The account service's side of chat (chat.ts): a line asked for by a player is checked — length, and rate per
// player and game (kept in memory: a restarted service starts counting again) — and written to the game's chat
// stream, which keeps the last CHAT_KEPT lines.
import { DiscardPolicy, jetstream, jetstreamManager, StorageType, type JetStreamClient } from '@nats-io/jetstream';
import type { NatsConnection, Subscription } from '@nats-io/nats-core';
import { GAME_ID, PARTICIPANT_ID } from '../subjects.ts';
import { CHAT_KEPT, CHAT_RATE, type ChatLine, chatStream, chatSubjects, chatText } from './chat.ts';

/** Makes a game's chat stream if it is not there. */
export async function ensureChatStream(nc: NatsConnection, game: string): Promise<void> {
  const jsm = await jetstreamManager(nc);
  try {
    await jsm.streams.info(chatStream(game));
  } catch {
    await jsm.streams.add({
      name: chatStream(game),
      subjects: [chatSubjects.stream(game)],
      storage: StorageType.File,
      max_msgs: CHAT_KEPT,
      discard: DiscardPolicy.Old,
      max_msg_size: 4096,
    });
  }
}

export class ChatRelay {
  private readonly recent = new Map<string, number[]>();
  private readonly js: JetStreamClient;
  private readonly sub: Subscription;

  constructor(
    nc: NatsConnection,
    queue: string,
    private readonly now: () => number = Date.now,
  ) {
    this.js = jetstream(nc);
    const sub = nc.subscribe(chatSubjects.anyAsk, { queue });
    this.sub = sub;
    void (async () => {
      for await (const msg of sub) {
        const [, game, , name] = msg.subject.split('.');
        const answer = await this.post(game ?? '', name ?? '', msg.string()).catch(() => ({ ok: false, reason: 'the chat could not keep that line' }));
        if (msg.reply) msg.respond(JSON.stringify(answer));
      }
    })();
  }

  stop(): void {
    this.sub.unsubscribe();
  }

  /** The server let only `name`, seated in `game`, publish on this subject: the subject says who speaks. */
  private async post(game: string, name: string, typed: string): Promise<{ ok: true } | { ok: false; reason: string }> {
    if (!GAME_ID.test(game) || !PARTICIPANT_ID.test(name)) return { ok: false, reason: 'not a chat of a game' };
    const text = chatText(typed);
    if (typeof text !== 'string') return { ok: false, reason: text.error };
    const key = `${game}/${name}`;
    const now = this.now();
    const recent = (this.recent.get(key) ?? []).filter((t) => now - t < CHAT_RATE.windowMs);
    if (recent.length >= CHAT_RATE.lines) return { ok: false, reason: `too fast: at most ${CHAT_RATE.lines} lines in ${CHAT_RATE.windowMs / 1000} seconds` };
    this.recent.set(key, [...recent, now]);
    const line: ChatLine = { from: name, text, at: new Date(now).toISOString() };
    await this.js.publish(chatSubjects.line(game, name), JSON.stringify(line));
    return { ok: true };
  }
}
