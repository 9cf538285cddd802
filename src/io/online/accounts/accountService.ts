// The account service (docs/online.md, "Accounts"): signs players up and in, makes games and seats players, each
// answer a user JWT the message server itself checks. It keeps nothing of its own — the records are in a KV bucket
// (accountBook.ts), full games in a write-once stream (gamesStream.ts) — so any number of copies can answer (one
// queue group), and one killed mid-request loses nothing: asked again, it answers the same.
import { randomBytes } from 'node:crypto';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { Kvm } from '@nats-io/kv';
import type { Msg, NatsConnection, Subscription } from '@nats-io/nats-core';
import type { z } from 'zod';
import { describeIssues } from '../../describeZodError.ts';
import { parseJson } from '../../parseJson.ts';
import { oneLine } from '../../quoteInput.ts';
import { publishOnce } from '../natsGame.ts';
import { onlineScenario } from '../onlineGames.ts';
import { playerRights, readerApi } from '../permissions.ts';
import { chatStream, chatSubjects } from './chat.ts';
import { ChatRelay, ensureChatStream } from './chatRelay.ts';
import { ACCOUNT_BUCKET, AccountBook } from './accountBook.ts';
import { type AuthoritySeeds, userJwt } from './authority.ts';
import {
  addWatcher,
  type GameRecord,
  isFull,
  mayJoin,
  mayWatch,
  newGameRecord,
  onlineGameOf,
  openGameOf,
  seatedIn,
  takeSeat,
  watching,
} from './gameRecords.ts';
import { ensureGamesStream, gameSubject } from './gamesStream.ts';
import { hashPassphrase, passphraseMatches } from './passphrases.ts';
import {
  ACCOUNT_SUBJECTS,
  type AccountReply,
  COMPUTER_PREFIX,
  createRequest,
  MAX_GAMES_PER_PLAYER,
  joinRequest,
  signRequest,
  type UserRequestKind,
  watchRequest,
} from './requests.ts';

/** A request is small: a name, a passphrase, a game's settings — at most with an editor's 128×128 map (about 17 KB). */
const MAX_REQUEST_BYTES = 64 * 1024;
/** How long a user JWT lasts: a day, then the browser signs in again. */
export const USER_JWT_SECONDS = 24 * 60 * 60;
const QUEUE = 'karnage-accounts';

type Refusal = { ok: false; reason: string };
const refuse = (reason: string): Refusal => ({ ok: false, reason: oneLine(reason) });

function parsed<T>(schema: z.ZodType<T>, msg: Msg): { ok: true; value: T } | Refusal {
  const json = parseJson(msg.string(), MAX_REQUEST_BYTES);
  if (!json.ok) return refuse(json.message);
  const read = schema.safeParse(json.value);
  return read.success ? { ok: true, value: read.data } : refuse(describeIssues(read.error.issues, 1));
}

export class AccountService {
  private readonly subscriptions: Subscription[] = [];
  private chat: ChatRelay | null = null;
  private readonly js: JetStreamClient;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly book: AccountBook,
    private readonly seeds: AuthoritySeeds,
    private readonly now: () => number,
    private readonly replicas: number,
  ) {
    this.js = jetstream(nc);
  }

  /** Starts answering on `nc`; full games left unannounced by a service killed half-way are announced now. */
  /** `replicas`: how many servers of a cluster keep its bucket and the streams it makes. */
  static async start(nc: NatsConnection, seeds: AuthoritySeeds, now: () => number = Date.now, replicas = 1): Promise<AccountService> {
    await ensureGamesStream(nc, replicas);
    const service = new AccountService(nc, await AccountBook.open(nc, replicas), seeds, now, replicas);
    for (const game of await service.book.games()) if (isFull(game)) await service.announce(game);
    service.listen(ACCOUNT_SUBJECTS.signUp, (msg) => service.signUp(msg));
    service.listen(ACCOUNT_SUBJECTS.signIn, (msg) => service.signIn(msg));
    service.listen(ACCOUNT_SUBJECTS.anyUser, (msg) => service.userRequest(msg));
    // Nudges are kept beside the accounts, in the bucket the book has just opened (or made).
    service.chat = new ChatRelay(nc, QUEUE, await new Kvm(nc).open(ACCOUNT_BUCKET), now);
    return service;
  }

  stop(): void {
    for (const sub of this.subscriptions) sub.unsubscribe();
    this.chat?.stop();
  }

  private listen(subject: string, answer: (msg: Msg) => Promise<AccountReply>): void {
    const sub = this.nc.subscribe(subject, { queue: QUEUE });
    this.subscriptions.push(sub);
    void (async () => {
      for await (const msg of sub) {
        const reply = await answer(msg).catch((error: unknown) =>
          refuse(`the account service failed: ${error instanceof Error ? error.message : String(error)}`),
        );
        if (msg.reply) msg.respond(JSON.stringify(reply));
      }
    })();
  }

  /** A JWT for `name`'s key with the rights of every game they sit in. */
  private async jwtFor(name: string, userKey: string): Promise<string> {
    const games = await this.book.games();
    const seated = games.filter((g) => seatedIn(g, name)).map((g) => g.id);
    const watched = games.filter((g) => watching(g, name)).map((g) => g.id);
    const chat = [...seated.map((g) => chatSubjects.asks(g, name)), ...[...seated, ...watched].flatMap((g) => readerApi(chatStream(g)))];
    const rights = playerRights(name, seated, [`karnage.account.user.${name}.*`, ...chat], watched);
    return userJwt(this.seeds, userKey, { name, ...rights, expires: Math.floor(this.now() / 1000) + USER_JWT_SECONDS });
  }

  /** A refusal when `name` is in as many games as a JWT may carry (seated or watching; asking again for `id` is not another), else null. */
  private async roomForAnotherGame(name: string, id = ''): Promise<Refusal | null> {
    const games = (await this.book.games()).filter((g) => g.id !== id && (seatedIn(g, name) || watching(g, name)));
    return games.length < MAX_GAMES_PER_PLAYER ? null : refuse(`you are in ${games.length} games, the most one player may be in at once`);
  }

  private async signUp(msg: Msg): Promise<AccountReply> {
    const request = parsed(signRequest, msg);
    if (!request.ok) return request;
    const { name, passphrase, userKey } = request.value;
    if (name.startsWith(COMPUTER_PREFIX)) return refuse(`names starting "${COMPUTER_PREFIX}" are the computers'`);
    const added = await this.book.addUser({ name, passphrase: await hashPassphrase(passphrase) });
    if (!added) {
      // Asked again after an answer that was lost: the same passphrase signs in.
      const known = await this.book.user(name);
      if (!known || !(await passphraseMatches(passphrase, known.passphrase))) return refuse(`the name "${name}" is taken: choose another, or sign in`);
    }
    return { ok: true, jwt: await this.jwtFor(name, userKey) };
  }

  private async signIn(msg: Msg): Promise<AccountReply> {
    const request = parsed(signRequest, msg);
    if (!request.ok) return request;
    const { name, passphrase, userKey } = request.value;
    const known = await this.book.user(name);
    // One message for both, so a stranger cannot tell which names exist.
    if (!known || !(await passphraseMatches(passphrase, known.passphrase))) return refuse('no user with that name and passphrase');
    return { ok: true, jwt: await this.jwtFor(name, userKey) };
  }

  private userRequest(msg: Msg): Promise<AccountReply> {
    // The server lets only `name` publish here: the subject says who asks.
    const [, , , name, what] = msg.subject.split('.') as [string, string, string, string, UserRequestKind];
    if (what === 'create') return this.create(name, msg);
    if (what === 'join') return this.join(name, msg);
    if (what === 'watch') return this.watch(name, msg);
    if (what === 'lobby') return this.lobby(name);
    return Promise.resolve(refuse(`unknown request "${what}"`));
  }

  private async create(creator: string, msg: Msg): Promise<AccountReply> {
    const request = parsed(createRequest, msg);
    if (!request.ok) return request;
    const full = await this.roomForAnotherGame(creator);
    if (full) return full;
    for (const seat of request.value.others)
      if (seat.kind === 'invite' && !(await this.book.user(seat.name))) return refuse(`there is no player named "${seat.name}" to invite`);
    for (const watcher of request.value.watchers ?? [])
      if (!(await this.book.user(watcher))) return refuse(`there is no player named "${watcher}" to invite to watch`);
    const record = newGameRecord(`g${randomBytes(5).toString('hex')}`, creator, request.value);
    if ('error' in record) return refuse(record.error);
    const scenario = onlineScenario(onlineGameOf({ ...record, seats: record.seats.map((s, i) => ({ ...s, player: s.player ?? `seat${i}` })) }));
    if ('error' in scenario) return refuse(`that map cannot be made: ${scenario.error}`);
    await ensureChatStream(this.nc, record.id, this.replicas);
    if (!(await this.book.addGame(record))) return refuse('a game with that id exists already; try again');
    // Every other seat a computer's: full at once, and handed to the referee now.
    if (isFull(record)) await this.announce(record);
    return { ok: true, game: record.id, jwt: await this.jwtFor(creator, request.value.userKey) };
  }

  private async join(name: string, msg: Msg): Promise<AccountReply> {
    const request = parsed(joinRequest, msg);
    if (!request.ok) return request;
    const { game: id, userKey } = request.value;
    const full = await this.roomForAnotherGame(name, id);
    if (full) return full;
    const seated = await this.book.changeGame(id, (game) => {
      const taken = takeSeat(game, name);
      return { next: taken.ok && taken.game !== game ? taken.game : null, result: taken };
    });
    if (seated === null) return refuse(`there is no game "${id}"`);
    if (!seated.ok) return refuse(seated.reason);
    if (isFull(seated.game)) await this.announce(seated.game);
    return { ok: true, game: id, jwt: await this.jwtFor(name, userKey) };
  }

  private async watch(name: string, msg: Msg): Promise<AccountReply> {
    const request = parsed(watchRequest, msg);
    if (!request.ok) return request;
    const { game: id, userKey } = request.value;
    const full = await this.roomForAnotherGame(name, id);
    if (full) return full;
    const watched = await this.book.changeGame(id, (game) => {
      const added = addWatcher(game, name);
      return { next: added.ok && added.game !== game ? added.game : null, result: added };
    });
    if (watched === null) return refuse(`there is no game "${id}"`);
    if (!watched.ok) return refuse(watched.reason);
    return { ok: true, game: id, jwt: await this.jwtFor(name, userKey) };
  }

  private async lobby(name: string): Promise<AccountReply> {
    const games = await this.book.games();
    const open = games.filter((g) => !isFull(g) && (seatedIn(g, name) || mayJoin(g, name)));
    const watchable = games.filter((g) => !seatedIn(g, name) && mayWatch(g, name));
    return { ok: true, open: open.map(openGameOf), watchable: watchable.map(openGameOf) };
  }

  /** Hands a full game to the referee; written once, so announcing it again changes nothing. */
  private async announce(game: GameRecord): Promise<void> {
    const sent = await publishOnce(this.js, gameSubject(game.id), JSON.stringify(onlineGameOf(game)));
    if (!sent.ok && !sent.taken) throw new Error(sent.reason);
  }
}
