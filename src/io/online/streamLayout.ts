// Every stream online play keeps, one set for all games (docs/online.md, "Streams"): the game is in each subject,
// never in a stream's name, so a thousand games are six streams (six RAFT groups on a cluster), not two thousand, and
// a reader of one game follows its subjects alone. No two streams' subjects overlap (the server refuses that): the
// games' are `karnage.<game>.<way>.…`, four tokens or more; the lobby's and the full games' three tokens exactly.
import type { NatsConnection } from '@nats-io/nats-core';
import { CHAT_KEPT_PER_PLAYER, CHAT_STREAM } from './accounts/chat.ts';
import { GAMES_STREAM } from './accounts/gamesStream.ts';
import { ensureStream, type StreamShape } from './natsGame.ts';
import { moveOldStreams } from './oldStreams.ts';
import { LOBBY_STREAM } from './permissions.ts';
import { IN_STREAM, OUT_STREAM, PRIVATE_STREAM } from './subjects.ts';

export const GAME_STREAMS = {
  out: { name: OUT_STREAM, subject: 'karnage.*.out.>' },
  in: { name: IN_STREAM, subject: 'karnage.*.in.>' },
  private: { name: PRIVATE_STREAM, subject: 'karnage.*.to.>' },
  chat: { name: CHAT_STREAM, subject: 'karnage.*.chat.*', keptPerSubject: CHAT_KEPT_PER_PLAYER, maxBytes: 4096 },
} as const satisfies Record<string, StreamShape>;

export const LOBBY_SHAPE: StreamShape = { name: LOBBY_STREAM, subject: 'karnage.lobby.*' };
export const GAMES_SHAPE: StreamShape = { name: GAMES_STREAM, subject: 'karnage.games.*' };

const EVERY_STREAM: readonly StreamShape[] = [...Object.values(GAME_STREAMS), LOBBY_SHAPE, GAMES_SHAPE];

/**
 * Makes every stream that is not there yet, at `replicas` servers each, after moving a server's streams of the
 * layout before (one set per game: oldStreams.ts) into these. Any service may call it at its start, and several at
 * once: each step is the same when done again.
 */
export async function ensureLayout(nc: NatsConnection, replicas = 1): Promise<void> {
  const moved = await moveOldStreams(nc, () => makeStreams(nc, replicas));
  if (!moved) await makeStreams(nc, replicas);
}

async function makeStreams(nc: NatsConnection, replicas: number): Promise<void> {
  await Promise.all(EVERY_STREAM.map((shape) => ensureStream(nc, shape, replicas)));
}
