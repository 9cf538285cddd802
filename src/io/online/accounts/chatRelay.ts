// The account service's side of chat (chat.ts): a line asked for by a player is checked — length, and rate per
// player and game (kept in memory: a restarted service starts counting again, at most one window's lines more) —
// and written to the game's chat stream, which keeps the last CHAT_KEPT lines. A nudge is taken once per player and
// step: the step is the game's published stream as far as it goes (its last sequence), so a new publication allows
// the next. Nudges are kept in the accounts' KV bucket, each taken by compare-and-set, so neither a restarted
// service nor two copies of it let a player nudge twice in a step.
import { DiscardPolicy, jetstream, jetstreamManager, StorageType, type JetStreamClient } from '@nats-io/jetstream';
import type { KV } from '@nats-io/kv';
import type { NatsConnection, Subscription } from '@nats-io/nats-core';
import { GAME_ID, outStream, PARTICIPANT_ID } from '../subjects.ts';
import { CHAT_KEPT, CHAT_RATE, type ChatLine, chatStream, chatSubjects, chatText, NUDGE_GAP_MS } from './chat.ts';

/** Makes a game's chat stream if it is not there. */
export async function ensureChatStream(nc: NatsConnection, game: string, replicas = 1): Promise<void> {
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
      num_replicas: replicas,
    });
  }
}

type Answer = { ok: true } | { ok: false; reason: string };

/** Where a player's last nudge in a game is kept: the step nudged in and when. */
const nudgeKey = (game: string, name: string): string => `nudge.${game}.${name}`;

interface Nudged {
  readonly step: number;
  readonly at: number;
}

export class ChatRelay {
  private readonly recent = new Map<string, number[]>();
  private readonly js: JetStreamClient;
  private readonly sub: Subscription;

  constructor(
    private readonly nc: NatsConnection,
    queue: string,
    /** The accounts' bucket, where each player's last nudge per game is kept. */
    private readonly kv: KV,
    private readonly now: () => number = Date.now,
  ) {
    this.js = jetstream(nc);
    const sub = nc.subscribe(chatSubjects.anyAsk, { queue });
    this.sub = sub;
    void (async () => {
      for await (const msg of sub) {
        const [, game = '', , name = '', what] = msg.subject.split('.');
        const asked = what === 'nudge' ? this.nudge(game, name) : what === 'say' ? this.post(game, name, msg.string()) : null;
        const answer = await (asked ?? Promise.resolve({ ok: false, reason: 'not a chat of a game' })).catch(() => ({
          ok: false,
          reason: 'the chat could not keep that line',
        }));
        if (msg.reply) msg.respond(JSON.stringify(answer));
      }
    })();
  }

  stop(): void {
    this.sub.unsubscribe();
  }

  /** The server let only `name`, seated in `game`, publish on this subject: the subject says who speaks. */
  private async post(game: string, name: string, typed: string): Promise<Answer> {
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

  /** One nudge per player and step, never two within NUDGE_GAP_MS; written as a line of the chat. */
  private async nudge(game: string, name: string): Promise<Answer> {
    if (!GAME_ID.test(game) || !PARTICIPANT_ID.test(name)) return { ok: false, reason: 'not a chat of a game' };
    const jsm = await jetstreamManager(this.nc);
    const step = await jsm.streams.info(outStream(game)).then(
      (info) => info.state.last_seq,
      () => null,
    );
    if (step === null) return { ok: false, reason: 'the game has not started: there is nobody to nudge' };
    const now = this.now();
    const taken = await this.takeNudge(game, name, step, now);
    if (taken) return taken;
    const line: ChatLine = { from: name, text: 'nudge', at: new Date(now).toISOString(), nudge: true };
    await this.js.publish(chatSubjects.line(game, name), JSON.stringify(line));
    return { ok: true };
  }

  /** Keeps this nudge as the player's last in the game, unless the last forbids it: then why not. */
  private async takeNudge(game: string, name: string, step: number, now: number): Promise<Answer | null> {
    const key = nudgeKey(game, name);
    const entry = await this.kv.get(key);
    const last = entry?.operation === 'PUT' ? (entry.json() as Nudged) : null;
    if (last?.step === step) return { ok: false, reason: 'you nudged once in this step already' };
    if (last && now - last.at < NUDGE_GAP_MS) return { ok: false, reason: `at most one nudge in ${NUDGE_GAP_MS / 1000} seconds` };
    const value = JSON.stringify({ step, at: now } satisfies Nudged);
    try {
      await (entry ? this.kv.update(key, value, entry.revision) : this.kv.create(key, value));
    } catch {
      // Another nudge of the player's was kept first (a second press, another copy of the service).
      return { ok: false, reason: 'you nudged once in this step already' };
    }
    return null;
  }
}
