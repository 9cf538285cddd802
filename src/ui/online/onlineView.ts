// What the Online screen says, pure: whether a server address can be connected to, the options a connection is
// made with, one line for a refused connection, the connection's state, each game's state for this user, and the
// outbox waiting to be sent.
import type { ConnectionOptions, Status } from '@nats-io/nats-core';
import type { PlayerView } from '../../io/online/onlinePlayer.ts';
import { inboxPrefix } from '../../io/online/serverConfig.ts';
import { PARTICIPANT_ID } from '../../io/online/subjects.ts';
import type { Campaign, DuelStage } from '../../io/pbem/campaign/stage.ts';
import { oneLine, quoteInput } from '../../io/quoteInput.ts';
import { nameOf, stageHeadline, turnLabel } from '../../state/pbem/campaignView.ts';

/** The schemes a browser connects with: the server's WebSocket listener, plain or behind TLS. */
export const BROWSER_SCHEMES: readonly string[] = ['ws:', 'wss:'];

/** Why `server` is no address to connect to (null when it is one), for a client speaking `schemes`. */
export function serverProblem(server: string, schemes: readonly string[] = BROWSER_SCHEMES): string | null {
  const example = `${schemes[0] ?? 'ws:'}//host:4223`;
  const addresses = serverAddresses(server);
  if (addresses.length === 0) return `give the server's address, like ${example}`;
  for (const address of addresses) {
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return `${quoteInput(address)} is not a server address: give one like ${example}`;
    }
    if (!schemes.includes(url.protocol) || url.hostname === '') return `${quoteInput(address)} is not a server address: give one like ${example}`;
  }
  return null;
}

/** The server's addresses: one, or several nodes of a cluster separated by commas (the client fails over). */
export const serverAddresses = (server: string): string[] =>
  server
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** Why `user` cannot be a user of the server (null when it can). */
export function userProblem(user: string): string | null {
  if (user === '') return 'give your user name';
  return PARTICIPANT_ID.test(user) ? null : `${quoteInput(user)} is not a user name: lower-case letters, digits, "-" and "_"`;
}

/**
 * How a player connects: replies on their own inbox prefix (the server refuses any other), reconnecting for ever once
 * connected (a server restarting is waited for; the outbox goes out when it is back).
 */
export function connectionOptions(server: string, user: string, password: string): ConnectionOptions {
  return {
    servers: serverAddresses(server),
    user,
    pass: password,
    inboxPrefix: inboxPrefix(user),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
    timeout: 10_000,
    name: `karnage-${user}`,
  };
}

/** The connection failed for want of a server there (down, or no such host), not because it refused the user. */
export function unreachable(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  if (name === 'AuthorizationError' || /authorization/i.test(message)) return false;
  return name === 'ConnectionError' || /refused|ENOTFOUND|EAI_AGAIN|timeout|websocket|network|unreachable/i.test(message);
}

/** One line for a connection the server, or the network, refused. */
export function connectProblem(error: unknown, server: string, user: string): string {
  const where = quoteInput(server.trim());
  if (unreachable(error)) return `cannot reach ${where}: is the server running there? (npm run server prints its address)`;
  const message = error instanceof Error ? error.message : String(error);
  if ((error instanceof Error && error.name === 'AuthorizationError') || /authorization/i.test(message))
    return `${where} refused ${user}: wrong password, or no such user`;
  return oneLine(`cannot connect to ${where}: ${message}`);
}

export type Connection = 'offline' | 'connecting' | 'connected' | 'reconnecting';

/** The connection's state after a status event of the client; null for an event that does not change it. */
export function connectionAfter(status: Status['type']): Connection | null {
  if (status === 'disconnect' || status === 'reconnecting' || status === 'staleConnection') return 'reconnecting';
  if (status === 'reconnect') return 'connected';
  if (status === 'close') return 'offline';
  return null;
}

/** One line: the connection's state. */
export function connectionLine(connection: Connection, server: string, user: string): string {
  switch (connection) {
    case 'connected':
      return `Connected to ${server} as ${user}`;
    case 'connecting':
      return `Connecting to ${server}…`;
    case 'reconnecting':
      return `Reconnecting to ${server}… what you send waits until the server is back`;
    case 'offline':
      return 'Offline';
  }
}

/** What waits in the outbox, or null when nothing does. */
export function unsentLine(unsent: number): string | null {
  return unsent > 0 ? `Unsent: ${unsent} (will be sent when the server is back)` : null;
}

export type GameStateKind = 'following' | 'joining' | 'mine' | 'sent' | 'theirs' | 'dice' | 'duel' | 'over' | 'stuck';

export interface GameStatus {
  readonly kind: GameStateKind;
  readonly text: string;
}

/** The open phase (`turn`-`phase`) whose orders `me` has sent: what the screen keeps once they go. */
export const ordersKey = (campaign: Campaign): string | null => (campaign.stage.kind === 'orders' ? `${campaign.stage.turn}-${campaign.stage.phase}` : null);

/** Orders are due from `me` now, and not yet sent (`sent`: the phase they were last sent for). */
export function ordersDue(campaign: Campaign, me: string, sent: string | null): boolean {
  const { stage } = campaign;
  return stage.kind === 'orders' && stage.from.includes(me) && ordersKey(campaign) !== sent;
}

/**
 * When the open step's deadline passes (its publication's time and the game's deadline), or null when the game
 * waits for everyone or is over. The referee keeps the same clock (refereeDesk.ts).
 */
export function stepDeadline(campaign: Campaign | null, deadlineSeconds: number | undefined): Date | null {
  if (!campaign || !deadlineSeconds || campaign.stage.kind === 'over') return null;
  const since = Date.parse(campaign.publications.at(-1)?.publishedAt ?? '');
  return Number.isNaN(since) ? null : new Date(since + deadlineSeconds * 1000);
}

/** A duel's state for `me`: their move (a duel-turn is open for them), their hero's duel, or two others'. */
function duelStatus(view: PlayerView, campaign: Campaign, stage: DuelStage, me: string, turn: string): GameStatus {
  const round = stage.rounds.length + 1;
  if (view.duel) return { kind: 'mine', text: `${turn}: your move in the duel (round ${view.duel.turn.round})` };
  const [a, d] = stage.duelists.map((id) => nameOf(campaign.shown, id));
  if (stage.duelists.includes(me)) return { kind: 'duel', text: `${turn}: your hero's duel, round ${round}: waiting for the other's move` };
  return { kind: 'duel', text: `${turn}: ${a} and ${d} fight a duel (round ${round})` };
}

/** A game's state for `me` (`connected`: to the server now): waiting for players to join, my turn, whose turn it is, over. */
export function gameStatus(view: PlayerView | undefined, me: string, sent: string | null, connected = true): GameStatus {
  if (!view) return { kind: 'following', text: 'Looking for the game…' };
  if (view.problem) return { kind: 'stuck', text: oneLine(`cannot be followed: ${view.problem}`) };
  const { campaign } = view;
  if (!campaign) return connected ? { kind: 'joining', text: 'Waiting for players to join' } : { kind: 'following', text: 'Waiting for the server…' };
  const { stage, shown } = campaign;
  if (stage.kind === 'over') return { kind: 'over', text: stageHeadline(campaign) };
  const turn = turnLabel(campaign, stage.turn);
  if (stage.kind === 'duel') return duelStatus(view, campaign, stage, me, turn);
  if (stage.kind === 'reveals') return { kind: 'dice', text: `${turn}: the dice are being rolled` };
  if (stage.from.includes(me))
    return ordersDue(campaign, me, sent) ? { kind: 'mine', text: `${turn}: your turn` } : { kind: 'sent', text: `${turn}: your orders are sent` };
  const whose = stage.from.map((id) => nameOf(shown, id)).join(', ');
  return { kind: 'theirs', text: `${turn}: ${whose}'s turn` };
}
