// The games made in the browser that have every seat taken: one write-once message each, `karnage.games.<id>`,
// which the referee follows to start refereeing a game the moment it is full.
import type { NatsConnection } from '@nats-io/nats-core';
import { followStream } from '../followStream.ts';
import { ensureStream } from '../natsGame.ts';
import { onlineGameSchema, type OnlineGame } from '../onlineGames.ts';
import { parseJson } from '../../parseJson.ts';

export const GAMES_STREAM = 'KARNAGE_GAMES';
export const gameSubject = (id: string): string => `karnage.games.${id}`;

export const ensureGamesStream = (nc: NatsConnection, replicas = 1): Promise<void> => ensureStream(nc, GAMES_STREAM, 'karnage.games.>', replicas);

/** Calls `onGame` for each full game, those there now and those to come. Answers the way to stop. */
export async function followGames(nc: NatsConnection, onGame: (game: OnlineGame) => Promise<void> | void, replicas = 1): Promise<() => void> {
  await ensureGamesStream(nc, replicas);
  return followStream(nc, GAMES_STREAM, 1, async ({ text }) => {
    const json = parseJson(text, 64 * 1024);
    const game = json.ok ? onlineGameSchema.safeParse(json.value) : null;
    if (game?.success) await onGame(game.data);
  });
}
