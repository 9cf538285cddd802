// The message server's configuration for an online file: JetStream on, a WebSocket listener for browsers, and each
// user's password and permissions (permissions.ts).
import { inboxPrefix, LOBBY_STREAM, playerRights } from './permissions.ts';
import { inStream, outStream } from './subjects.ts';
import type { OnlineFile } from './onlineGames.ts';

export { inboxPrefix, LOBBY_STREAM, lobbySubject } from './permissions.ts';

export interface ServerPlaces {
  readonly host: string;
  readonly port: number;
  readonly websocketPort: number;
  readonly storeDir: string;
  /** This server as a node of a JetStream cluster; absent: a server alone. */
  readonly cluster?: ClusterPlace;
}

/** A node of a cluster: its name, where it listens for the other nodes, and where they all listen ("host:port"). */
export interface ClusterPlace {
  readonly name: string;
  readonly listen: string;
  readonly routes: readonly string[];
}

/** A configuration string is quoted JSON: user ids and passwords cannot break out of it. */
const q = (text: string): string => JSON.stringify(text);

/**
 * The lines that make a server a node of the cluster `karnage` (every node the same but for its name and listen
 * address): JetStream then keeps each stream on as many nodes as its replicas say, and elects its leaders.
 */
export function clusterLines(place: ServerPlaces['cluster']): string[] {
  if (!place) return [];
  const routes = place.routes.map((r) => q(`nats-route://${r}`)).join(', ');
  return [`server_name: ${q(place.name)}`, `cluster { name: "karnage", listen: ${q(place.listen)}, routes: [${routes}] }`];
}
const list = (items: readonly string[]): string => `[${items.map(q).join(', ')}]`;

function playerPermissions(file: OnlineFile, user: string): string {
  const games = file.games.filter((g) => g.seats.some((s) => s.player === user)).map((g) => g.id);
  const rights = playerRights(user, games);
  return `{ publish: { allow: ${list(rights.publish)} }, subscribe: { allow: ${list(rights.subscribe)} } }`;
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
    ...clusterLines(places.cluster),
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
