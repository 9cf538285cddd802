// A pool of referees sharing every game (docs/online.md, "A pool of referees"): each game is refereed by the one
// referee holding its lease, an entry `game.<id>` of the KV bucket KARNAGE_REFEREES taken by create-if-absent and
// renewed by compare-and-set. The bucket's entries age out after LEASE_MS, so a referee killed mid-step stops
// renewing and another takes its games within a lease and a sweep. Two referees on one game for a moment — one
// slow to see its lease lost — is harmless: every publication's subject takes one message.
import { Kvm, type KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';

export const REFEREES_BUCKET = 'KARNAGE_REFEREES';
/** How long a lease lasts unless renewed. */
export const LEASE_MS = 6_000;
/** How often a referee renews its leases and looks for games nobody holds: three times a lease. */
export const SWEEP_MS = LEASE_MS / 3;

const leaseKey = (game: string): string => `game.${game}`;
/** Each referee of the pool says it is there, so each knows its fair share of the games. */
const presenceKey = (owner: string): string => `referee.${owner}`;

export class RefereeLeases {
  /** The revision of each lease this referee holds, by game. */
  private readonly held = new Map<string, number>();

  private constructor(
    private readonly kv: KV,
    /** This referee among the pool (a random id each start). */
    readonly owner: string,
  ) {}

  static async open(nc: NatsConnection, owner: string, replicas = 1): Promise<RefereeLeases> {
    return new RefereeLeases(await new Kvm(nc).create(REFEREES_BUCKET, { history: 1, ttl: LEASE_MS, replicas }), owner);
  }

  /** Takes the lease of `game` if nobody holds it; true when this referee holds it now. */
  async claim(game: string): Promise<boolean> {
    if (this.held.has(game)) return true;
    try {
      this.held.set(game, await this.kv.create(leaseKey(game), this.owner));
      return true;
    } catch {
      return false; // another referee holds it (or the server is away: tried again at the next sweep)
    }
  }

  /** Renews every lease held; answers the games whose lease was lost (another referee took it after it aged out). */
  async renew(): Promise<string[]> {
    const lost: string[] = [];
    for (const [game, revision] of this.held) {
      try {
        this.held.set(game, await this.kv.update(leaseKey(game), this.owner, revision));
      } catch {
        // Lost when the entry is gone or another's; the server away (no answer) is tried again next sweep.
        const entry = await this.kv.get(leaseKey(game)).catch(() => undefined);
        if (entry === undefined) continue;
        if (entry !== null && entry.operation === 'PUT' && entry.string() === this.owner) this.held.set(game, entry.revision);
        else {
          this.held.delete(game);
          lost.push(game);
        }
      }
    }
    return lost;
  }

  /** Of `games`, those whose lease nobody holds now (so this referee may claim them). */
  async free(games: readonly string[]): Promise<string[]> {
    const taken = new Set<string>();
    for await (const key of await this.kv.keys('game.*')) taken.add(key.slice('game.'.length));
    return games.filter((g) => !taken.has(g) && !this.held.has(g));
  }

  /** Says this referee is in the pool (for a lease's time), and answers how many are. */
  async presence(): Promise<number> {
    await this.kv.put(presenceKey(this.owner), String(Date.now()));
    let count = 0;
    for await (const _ of await this.kv.keys('referee.*')) count++;
    return Math.max(1, count);
  }

  /** The games held, to give some up. */
  get holding(): readonly string[] {
    return [...this.held.keys()];
  }

  /** Gives the lease of `game` up, for another referee of the pool to take. */
  async give(game: string): Promise<void> {
    if (!this.held.delete(game)) return;
    await this.kv.delete(leaseKey(game)).catch(() => {});
  }

  /** Gives every lease up (a referee stopping in good order): the others take the games at once. */
  async release(): Promise<void> {
    for (const game of this.held.keys()) await this.kv.delete(leaseKey(game)).catch(() => {});
    this.held.clear();
    await this.kv.delete(presenceKey(this.owner)).catch(() => {});
  }
}
