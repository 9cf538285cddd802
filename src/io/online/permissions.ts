// What each user may do on the message server, the same whether the server reads it from its config (an online
// file's users) or from a user's JWT (accounts): a player publishes only on their own subjects of the games they sit
// in and reads only those games' published subjects and the lobby; replies come on their own inbox prefix, so no one
// can listen in on another's. The referee alone reads what players send.
import { OUT_STREAM, PRIVATE_STREAM, subjects } from './subjects.ts';

export const LOBBY_STREAM = 'KARNAGE_LOBBY';
export const lobbySubject = (game: string): string => `karnage.lobby.${game}`;
/** Where a user's replies come: a client connects with `inboxPrefix: inboxPrefix(user)`. */
export const inboxPrefix = (user: string): string => `_INBOX_${user}`;

export interface Rights {
  readonly publish: readonly string[];
  readonly subscribe: readonly string[];
}

/**
 * The JetStream API subjects a reader of `filter`'s subjects of `stream` needs (followStream.ts): a consumer made on
 * that filter alone (the filter is in the request's subject, and the server refuses a request whose body says
 * another), and the last message on it. With followerApi, once per stream.
 */
export function readerApi(stream: string, filter: string): string[] {
  return [`$JS.API.CONSUMER.CREATE.${stream}.*.${filter}`, `$JS.API.DIRECT.GET.${stream}.${filter}`];
}

/**
 * What a reader of a shared stream does with its consumers: pull and look. Not the stream's info (which could list
 * other games' subjects), not listing consumers, not deleting one: a name is one subject token, which no permission
 * can scope to its maker; each is named at random, unguessable, and removed by the server once idle.
 */
export function followerApi(stream: string): string[] {
  return [`$JS.API.CONSUMER.INFO.${stream}.*`, `$JS.API.CONSUMER.MSG.NEXT.${stream}.*`];
}

/**
 * What the referee tells `user` alone in `game` (a duel's hand), read one subject at a time by its name (a direct
 * get of the last message on it): no consumer, so nothing of anyone else's can be asked for.
 */
export const privateReader = (game: string, user: string): string => `$JS.API.DIRECT.GET.${PRIVATE_STREAM}.${subjects.privateTo(game, user)}`;

/**
 * A player's rights: their subjects in `games`, reading the published subjects of the games they `watch` (and
 * nothing else of them), and `extra` subjects to publish on (an account's requests).
 */
export function playerRights(user: string, games: readonly string[], extra: readonly string[] = [], watch: readonly string[] = []): Rights {
  return {
    publish: [
      '$JS.API.INFO',
      ...readerApi(LOBBY_STREAM, 'karnage.lobby.*'),
      ...followerApi(LOBBY_STREAM),
      ...followerApi(OUT_STREAM),
      ...games.flatMap((g) => [
        `karnage.${g}.in.join.${user}`,
        `karnage.${g}.in.*.*.*.${user}`,
        ...readerApi(OUT_STREAM, subjects.out(g)),
        privateReader(g, user),
      ]),
      ...watch.flatMap((g) => readerApi(OUT_STREAM, subjects.out(g))),
      ...extra,
    ],
    subscribe: [`${inboxPrefix(user)}.>`],
  };
}

/** The referee's (and the services'): everything, replies on its own inbox prefix. */
export const serviceRights = (): Rights => ({ publish: ['>'], subscribe: ['>'] });
