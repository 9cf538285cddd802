// What each user may do on the message server, the same whether the server reads it from its config (an online
// file's users) or from a user's JWT (accounts): a player publishes only on their own subjects of the games they sit
// in and reads only those games' published streams and the lobby; replies come on their own inbox prefix, so no one
// can listen in on another's. The referee alone reads what players send.
import { outStream, privateStream, subjects } from './subjects.ts';

export const LOBBY_STREAM = 'KARNAGE_LOBBY';
export const lobbySubject = (game: string): string => `karnage.lobby.${game}`;
/** Where a user's replies come: a client connects with `inboxPrefix: inboxPrefix(user)`. */
export const inboxPrefix = (user: string): string => `_INBOX_${user}`;

export interface Rights {
  readonly publish: readonly string[];
  readonly subscribe: readonly string[];
}

/**
 * The JetStream API subjects a reader of `stream` needs: its info, an ordered consumer on it, its messages. Not
 * deleting a consumer: a name is one subject token, which no permission can scope to its maker, so a player could
 * otherwise delete anyone's; an ordered consumer left behind is removed by the server once idle.
 */
export function readerApi(stream: string): string[] {
  return [
    `$JS.API.STREAM.INFO.${stream}`,
    `$JS.API.CONSUMER.CREATE.${stream}`,
    `$JS.API.CONSUMER.CREATE.${stream}.>`,
    `$JS.API.CONSUMER.INFO.${stream}.>`,
    `$JS.API.CONSUMER.MSG.NEXT.${stream}.>`,
    `$JS.API.DIRECT.GET.${stream}.>`,
    `$JS.ACK.${stream}.>`,
  ];
}

/**
 * What the referee tells `user` alone in `game` (a duel's hand), read one subject at a time by its name (a direct
 * get of the last message on it): no consumer, so nothing of anyone else's can be asked for.
 */
export const privateReader = (game: string, user: string): string => `$JS.API.DIRECT.GET.${privateStream(game)}.${subjects.privateTo(game, user)}`;

/**
 * A player's rights: their subjects in `games`, reading the published streams of the games they `watch` (and
 * nothing else of them), and `extra` subjects to publish on (an account's requests).
 */
export function playerRights(user: string, games: readonly string[], extra: readonly string[] = [], watch: readonly string[] = []): Rights {
  return {
    publish: [
      '$JS.API.INFO',
      ...readerApi(LOBBY_STREAM),
      ...games.flatMap((g) => [`karnage.${g}.in.join.${user}`, `karnage.${g}.in.*.*.*.${user}`, ...readerApi(outStream(g)), privateReader(g, user)]),
      ...watch.flatMap((g) => readerApi(outStream(g))),
      ...extra,
    ],
    subscribe: [`${inboxPrefix(user)}.>`],
  };
}

/** The referee's (and the services'): everything, replies on its own inbox prefix. */
export const serviceRights = (): Rights => ({ publish: ['>'], subscribe: ['>'] });
