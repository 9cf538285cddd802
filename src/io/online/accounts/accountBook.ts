// The account service's records, in a JetStream KV bucket (so the service keeps nothing of its own and can be killed
// and started again at any point): `user.<name>` holds a passphrase's scrypt hash, `game.<id>` a game not yet
// started and who sits in it. Every change is a compare-and-set on the entry's revision, so two services, or two
// players taking the last seat at once, can never both win it.
import { Kvm, type KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';
import type { GameRecord } from './gameRecords.ts';
import type { PassphraseHash } from './passphrases.ts';

export const ACCOUNT_BUCKET = 'KARNAGE_ACCOUNTS';
/** How often a change that lost a race is tried again with what won it. */
const CAS_TRIES = 8;

export interface UserRecord {
  readonly name: string;
  readonly passphrase: PassphraseHash;
}

const json = (value: unknown): string => JSON.stringify(value);

export class AccountBook {
  private constructor(private readonly kv: KV) {}

  /** The accounts' bucket, made (kept on `replicas` servers of a cluster) if it is not there. */
  static async open(nc: NatsConnection, replicas = 1): Promise<AccountBook> {
    return new AccountBook(await new Kvm(nc).create(ACCOUNT_BUCKET, { history: 1, replicas }));
  }

  async user(name: string): Promise<UserRecord | null> {
    const entry = await this.kv.get(`user.${name}`);
    return entry && entry.operation === 'PUT' ? (entry.json() as UserRecord) : null;
  }

  /** Writes a new user; false when the name is taken. */
  async addUser(user: UserRecord): Promise<boolean> {
    try {
      await this.kv.create(`user.${user.name}`, json(user));
      return true;
    } catch {
      return false;
    }
  }

  async game(id: string): Promise<GameRecord | null> {
    const entry = await this.kv.get(`game.${id}`);
    return entry && entry.operation === 'PUT' ? (entry.json() as GameRecord) : null;
  }

  async addGame(game: GameRecord): Promise<boolean> {
    try {
      await this.kv.create(`game.${game.id}`, json(game));
      return true;
    } catch {
      return false;
    }
  }

  /** Changes game `id` by `change`, again on the newer record when another change came first. */
  async changeGame<T>(id: string, change: (game: GameRecord) => { next: GameRecord | null; result: T }): Promise<T | null> {
    for (let attempt = 0; attempt < CAS_TRIES; attempt++) {
      const entry = await this.kv.get(`game.${id}`);
      if (entry?.operation !== 'PUT') return null;
      const { next, result } = change(entry.json() as GameRecord);
      if (next === null) return result;
      try {
        await this.kv.update(`game.${id}`, json(next), entry.revision);
        return result;
      } catch {
        // Another change came first: look again.
      }
    }
    throw new Error('the game changed too often to take a seat; try again');
  }

  /** Every game record (made in the browser, started or not). */
  async games(): Promise<GameRecord[]> {
    const games: GameRecord[] = [];
    for await (const key of await this.kv.keys('game.*')) {
      const game = await this.game(key.slice('game.'.length));
      if (game) games.push(game);
    }
    return games;
  }
}
