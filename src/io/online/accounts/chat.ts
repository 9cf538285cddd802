// Chat in a game (docs/online.md, "Chat"): a player asks the account service to post a line on
// `karnage.<game>.chatin.<name>.say` (subjects only they may publish on, in games they sit in); the service bounds its
// length and rate and writes it to the game's chat stream, which the game's players and spectators read. A nudge
// (`….nudge`) is a line of its own kind, one per player and step: whoever's move it is is told. Nothing the rules
// read: the chat is beside the campaign, never in it.
import type { NatsConnection } from '@nats-io/nats-core';
import { z } from 'zod';
import { parseJson } from '../../parseJson.ts';
import { followStream } from '../followStream.ts';
import { accountName } from './requests.ts';

export const MAX_CHAT_CHARACTERS = 500;
/** At most this many lines from one player in a game per window. */
export const CHAT_RATE = { lines: 5, windowMs: 10_000 } as const;
/** The lines a game's chat keeps: older ones fall away. */
export const CHAT_KEPT = 1_000;

export const chatStream = (game: string): string => `KARNAGE_${game}_CHAT`;
export const chatSubjects = {
  stream: (game: string) => `karnage.${game}.chat.>`,
  line: (game: string, name: string) => `karnage.${game}.chat.${name}`,
  ask: (game: string, name: string) => `karnage.${game}.chatin.${name}.say`,
  nudge: (game: string, name: string) => `karnage.${game}.chatin.${name}.nudge`,
  /** What a player may ask in `game`: to say a line, to nudge. */
  asks: (game: string, name: string) => `karnage.${game}.chatin.${name}.*`,
  anyAsk: 'karnage.*.chatin.*.*',
};

/** At most one nudge from one player in a game per step, and never two within this time. */
export const NUDGE_GAP_MS = 60_000;

export const chatLine = z.strictObject({
  from: accountName,
  text: z.string().min(1).max(MAX_CHAT_CHARACTERS),
  at: z.string().max(40),
  /** A nudge: the players whose move it is are told (its text is only "nudge"). */
  nudge: z.literal(true).optional(),
});
export type ChatLine = z.infer<typeof chatLine>;

/** The text a player typed, made a line: trimmed, one to MAX_CHAT_CHARACTERS characters, or why not. */
export function chatText(typed: string): string | { error: string } {
  const text = typed.normalize('NFC').trim();
  if (text === '') return { error: 'say something first' };
  if ([...text].length > MAX_CHAT_CHARACTERS) return { error: `a line has at most ${MAX_CHAT_CHARACTERS} characters` };
  return text;
}

type Sent = { ok: true } | { ok: false; reason: string };

/** Posts `typed` in `game`'s chat: one line saying why not when it is refused (too long, too fast, not yours). */
export async function sendChat(nc: NatsConnection, name: string, game: string, typed: string): Promise<Sent> {
  const text = chatText(typed);
  if (typeof text !== 'string') return { ok: false, reason: text.error };
  return ask(nc, chatSubjects.ask(game, name), text);
}

/** Nudges whoever's move it is in `game`: once per step, or one line why not. */
export function sendNudge(nc: NatsConnection, name: string, game: string): Promise<Sent> {
  return ask(nc, chatSubjects.nudge(game, name), '');
}

async function ask(nc: NatsConnection, subject: string, body: string): Promise<Sent> {
  try {
    const reply = parseJson((await nc.request(subject, body, { timeout: 10_000 })).string(), 4096);
    const answer = reply.ok ? (reply.value as { ok?: unknown; reason?: unknown }) : null;
    if (answer?.ok === true) return { ok: true };
    return { ok: false, reason: typeof answer?.reason === 'string' ? answer.reason.slice(0, 200) : 'the chat sent an answer that is not one' };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (/permission/i.test(text)) return { ok: false, reason: 'only the players of this game may write in its chat' };
    return { ok: false, reason: /no responders|503/i.test(text) ? 'the chat is not running: try again in a moment' : 'the chat did not answer: try again' };
  }
}

/** Follows `game`'s chat: each line kept and each one to come, in order. Answers the way to stop. */
export function followChat(nc: NatsConnection, game: string, onLine: (line: ChatLine) => void): Promise<() => void> {
  return followStream(nc, chatStream(game), 1, ({ text }) => {
    const json = parseJson(text, 4096);
    const line = json.ok ? chatLine.safeParse(json.value) : null;
    if (line?.success) onLine(line.data);
  });
}
