// A player's side of the account service, over any connection (a browser's WebSocket or Node's TCP): signing up or
// in as the guest, then asking as oneself. Each answer is one line to show when it is a refusal; a JWT in it is
// the connection to use from now on (its rights now include the game made or joined).
import { jwtAuthenticator, type ConnectionOptions, type NatsConnection } from '@nats-io/nats-core';
import { createUser, type KeyPair } from '@nats-io/nkeys';
import { parseJson } from '../../parseJson.ts';
import { inboxPrefix } from '../permissions.ts';
import { ACCOUNT_SUBJECTS, accountReply, type AccountReply, type CreateRequest, GUEST_INBOX, type OpenGame, type UserRequestKind } from './requests.ts';

/** How long an answer is waited for: a killed service is said so rather than waited on for ever. */
const ANSWER_MS = 10_000;

export type Connect = (options: ConnectionOptions) => Promise<NatsConnection>;

/** Who a signed-in player is on the server: their name, the key made for this sign-in (kept in memory only), the JWT. */
export interface SignedIn {
  readonly name: string;
  readonly key: KeyPair;
  readonly jwt: string;
}

export type Answer<T> = { ok: true; value: T } | { ok: false; reason: string };

async function ask(nc: NatsConnection, subject: string, body: unknown): Promise<AccountReply> {
  try {
    const msg = await nc.request(subject, JSON.stringify(body), { timeout: ANSWER_MS });
    const json = parseJson(msg.string(), 1024 * 1024);
    const reply = json.ok ? accountReply.safeParse(json.value) : null;
    return reply?.success ? reply.data : { ok: false, reason: 'the account service sent an answer that is not one' };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    if (/no responders|503/i.test(text)) return { ok: false, reason: 'the account service is not running: try again in a moment' };
    if (/timeout/i.test(text)) return { ok: false, reason: 'the account service did not answer: try again in a moment' };
    return { ok: false, reason: `the server refused the request (${text})` };
  }
}

/** The options to connect as the guest (who may only sign up or in), with the server's public guest JWT. */
export const guestOptions = (servers: string[], guestJwt: string): ConnectionOptions => ({
  servers,
  authenticator: jwtAuthenticator(guestJwt),
  inboxPrefix: GUEST_INBOX,
  name: 'karnage-guest',
});

/** The options to connect as a signed-in player; reconnects for ever, as a player's connection does. */
export const userOptions = (servers: string[], who: SignedIn): ConnectionOptions => ({
  servers,
  authenticator: jwtAuthenticator(who.jwt, who.key.getSeed()),
  inboxPrefix: inboxPrefix(who.name),
  name: `karnage-${who.name}`,
  maxReconnectAttempts: -1,
  reconnectTimeWait: 500,
});

/** Signs up (`signUp`) or in as `name`, over a guest connection: a new key for this browser's session and its JWT. */
export async function signOn(guest: NatsConnection, way: 'signUp' | 'signIn', name: string, passphrase: string): Promise<Answer<SignedIn>> {
  const key = createUser();
  const reply = await ask(guest, ACCOUNT_SUBJECTS[way], { name, passphrase, userKey: key.getPublicKey() });
  if (!reply.ok) return reply;
  if (!reply.jwt) return { ok: false, reason: 'the account service sent no sign-in' };
  return { ok: true, value: { name, key, jwt: reply.jwt } };
}

async function askAs(nc: NatsConnection, who: SignedIn, what: UserRequestKind, body: object): Promise<AccountReply> {
  return ask(nc, ACCOUNT_SUBJECTS.user(who.name, what), body);
}

/** Makes a game (the maker in its first seat): its id, and the sign-in with its rights. */
export async function createGame(nc: NatsConnection, who: SignedIn, game: Omit<CreateRequest, 'userKey'>): Promise<Answer<{ game: string; who: SignedIn }>> {
  const reply = await askAs(nc, who, 'create', { ...game, userKey: who.key.getPublicKey() });
  if (!reply.ok) return reply;
  return reply.game && reply.jwt
    ? { ok: true, value: { game: reply.game, who: { ...who, jwt: reply.jwt } } }
    : { ok: false, reason: 'the account service made no game' };
}

/** Takes a free seat of `game` (nothing changes when the player sits there already). */
export async function joinGame(nc: NatsConnection, who: SignedIn, game: string): Promise<Answer<SignedIn>> {
  const reply = await askAs(nc, who, 'join', { game, userKey: who.key.getPublicKey() });
  if (!reply.ok) return reply;
  return reply.jwt ? { ok: true, value: { ...who, jwt: reply.jwt } } : { ok: false, reason: 'the account service gave no seat' };
}

/** Becomes a spectator of `game`: the sign-in whose JWT reads its published stream (and writes nothing of it). */
export async function watchGame(nc: NatsConnection, who: SignedIn, game: string): Promise<Answer<SignedIn>> {
  const reply = await askAs(nc, who, 'watch', { game, userKey: who.key.getPublicKey() });
  if (!reply.ok) return reply;
  return reply.jwt ? { ok: true, value: { ...who, jwt: reply.jwt } } : { ok: false, reason: 'the account service gave no place to watch from' };
}

/** The games not started yet that this player sits in or may join. */
export async function openGames(nc: NatsConnection, who: SignedIn): Promise<Answer<OpenGame[]>> {
  const reply = await askAs(nc, who, 'lobby', {});
  return reply.ok ? { ok: true, value: reply.open ?? [] } : reply;
}

/** The games this player may watch (started or not), where they do not play. */
export async function watchableGames(nc: NatsConnection, who: SignedIn): Promise<Answer<OpenGame[]>> {
  const reply = await askAs(nc, who, 'lobby', {});
  return reply.ok ? { ok: true, value: reply.watchable ?? [] } : reply;
}
