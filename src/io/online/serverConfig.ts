// The message server's configuration for an online file: JetStream on, a WebSocket listener for browsers, and each
// user's permissions — a player may publish only on their own subjects of the games they sit in and read only those
// games' published streams and the lobby; the referee alone reads what players send. Every user's replies come on
// their own inbox prefix, so no one can listen in on another's.
import { inStream, outStream } from './subjects.ts';
import type { OnlineFile } from './onlineGames.ts';

export const LOBBY_STREAM = 'KARNAGE_LOBBY';
export const lobbySubject = (game: string): string => `karnage.lobby.${game}`;
/** Where a user's replies come: a client connects with `inboxPrefix: inboxPrefix(user)`. */
export const inboxPrefix = (user: string): string => `_INBOX_${user}`;

export interface ServerPlaces {
  readonly host: string;
  readonly port: number;
  readonly websocketPort: number;
  readonly storeDir: string;
}

/** The JetStream API subjects a reader of `stream` needs: its info, an ordered consumer on it, its messages. */
function readerApi(stream: string): string[] {
  return [
    `$JS.API.STREAM.INFO.${stream}`,
    `$JS.API.CONSUMER.CREATE.${stream}`,
    `$JS.API.CONSUMER.CREATE.${stream}.>`,
    `$JS.API.CONSUMER.INFO.${stream}.>`,
    `$JS.API.CONSUMER.DELETE.${stream}.>`,
    `$JS.API.CONSUMER.MSG.NEXT.${stream}.>`,
    `$JS.API.DIRECT.GET.${stream}.>`,
    `$JS.ACK.${stream}.>`,
  ];
}

/** A configuration string is quoted JSON: user ids and passwords cannot break out of it. */
const q = (text: string): string => JSON.stringify(text);
const list = (items: readonly string[]): string => `[${items.map(q).join(', ')}]`;

function playerPermissions(file: OnlineFile, user: string): string {
  const games = file.games.filter((g) => g.seats.some((s) => s.player === user)).map((g) => g.id);
  const publish = [
    '$JS.API.INFO',
    ...readerApi(LOBBY_STREAM),
    ...games.flatMap((g) => [`karnage.${g}.in.join.${user}`, `karnage.${g}.in.*.*.*.${user}`, ...readerApi(outStream(g))]),
  ];
  return `{ publish: { allow: ${list(publish)} }, subscribe: { allow: ${list([`${inboxPrefix(user)}.>`])} } }`;
}

/** The nats-server configuration text for `file`, listening on `places` (127.0.0.1 for tests, the LAN for friends). */
export function serverConfig(file: OnlineFile, places: ServerPlaces): string {
  const referee = `{ user: ${q(file.referee.user)}, password: ${q(file.referee.password)}, permissions: { publish: { allow: [">"] }, subscribe: { allow: ${list([`${inboxPrefix(file.referee.user)}.>`])} } } }`;
  const users = file.users.map(({ user, password }) => `    { user: ${q(user)}, password: ${q(password)}, permissions: ${playerPermissions(file, user)} }`);
  return [
    `listen: ${q(`${places.host}:${places.port}`)}`,
    `jetstream { store_dir: ${q(places.storeDir)} }`,
    `websocket { listen: ${q(`${places.host}:${places.websocketPort}`)}, no_tls: true }`,
    'max_payload: 4MB',
    'authorization {',
    '  users = [',
    `    ${referee}`,
    ...users,
    '  ]',
    '}',
    '',
  ].join('\n');
}

/** Every stream name of the file's games, the referee's to make (players may not). */
export function streamsOf(file: OnlineFile): string[] {
  return [LOBBY_STREAM, ...file.games.flatMap((g) => [outStream(g.id), inStream(g.id)])];
}
