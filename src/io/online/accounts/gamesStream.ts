// The games made in the browser that have every seat taken: one write-once message each, `karnage.games.<id>`,
// which the referee follows to start refereeing a game the moment it is full.
import type { NatsConnection } from '@nats-io/nats-core';
import { followStream } from '../followStream.ts';
import { onlineGameSchema, type OnlineGame } from '../onlineGames.ts';
import { parseJson } from '../../parseJson.ts';

export const GAMES_STREAM = 'KARNAGE_GAMES';
export const gameSubject = (id: string): string => `karnage.games.${id}`;

/** Calls `onGame` for each full game, those there now and those to come (the stream made: streamLayout.ts). */
export function followGames(nc: NatsConnection, onGame: (game: OnlineGame) => Promise<void> | void): Promise<() => void> {
  return followStream(nc, { stream: GAMES_STREAM, filter: gameSubject('*') }, 1, async ({ text }) => {
    const json = parseJson(text, 64 * 1024);
    const game = json.ok ? onlineGameSchema.safeParse(json.value) : null;
    if (game?.success) await onGame(game.data);
  });
}
