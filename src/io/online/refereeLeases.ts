// A pool of referees sharing every game (docs/online.md, "A pool of referees"): each game belongs to one of SLOTS
// slots (a hash of its id), and each slot is refereed by the one referee holding its lease, an entry `slot.<n>`
// of the KV bucket KARNAGE_REFEREES taken by create-if-absent and renewed by compare-and-set. Leases are per slot,
// not per game, so that what a sweep costs the server does not grow with the games: at most SLOTS entries, however
// many games there are. The bucket's entries age out after LEASE_MS, so a referee killed mid-step stops renewing
// and another takes its slots within a lease and a sweep. Two referees on one game for a moment — one slow to see
// its lease lost — is harmless: every publication's subject takes one message.
import { Kvm, type KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/nats-core';

export const REFEREES_BUCKET = 'KARNAGE_REFEREES';
/** Who is in the pool: `referee.<id>`, kept for PRESENCE_MS, so a referee slow for a moment still counts. */
export const PRESENT_BUCKET = 'KARNAGE_REFEREES_PRESENT';
const PRESENCE_MS = 20_000;
/** How long a lease lasts unless renewed. */
export const LEASE_MS = 6_000;
/** How often a referee renews its leases and looks for slots nobody holds: three times a lease. */
export const SWEEP_MS = LEASE_MS / 3;
/** How many slots the games are shared out in: the most referees a pool can keep busy. */
export const SLOTS = 64;

/** The slot a game belongs to: FNV-1a of its id, the same in every referee. */
export function slotOf(game: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < game.length; i++) hash = Math.imul(hash ^ game.charCodeAt(i), 0x01000193) >>> 0;
  return hash % SLOTS;
}

export const slotKey = (slot: number): string => `slot.${slot}`;
/** Each referee of the pool says it is there, so each knows its fair share of the slots. */
const presenceKey = (owner: string): string => `referee.${owner}`;

export class RefereeLeases {
  /** The revision of each lease this referee holds, by slot. */
  private readonly held = new Map<number, number>();

  private constructor(
    private readonly kv: KV,
    private readonly present: KV,
    /** This referee among the pool (a random id each start). */
    readonly owner: string,
  ) {}

  static async open(nc: NatsConnection, owner: string, replicas = 1): Promise<RefereeLeases> {
    const kvm = new Kvm(nc);
    const leases = await kvm.create(REFEREES_BUCKET, { history: 1, ttl: LEASE_MS, replicas });
    return new RefereeLeases(leases, await kvm.create(PRESENT_BUCKET, { history: 1, ttl: PRESENCE_MS, replicas }), owner);
  }

  /** Whether this referee holds the lease of `slot` (as of its last claim or renewal). */
  holds(slot: number): boolean {
    return this.held.has(slot);
  }

  /** Takes the lease of `slot` if nobody holds it; true when this referee holds it now. */
  async claim(slot: number): Promise<boolean> {
    if (this.held.has(slot)) return true;
    try {
      this.held.set(slot, await this.kv.create(slotKey(slot), this.owner));
      return true;
    } catch {
      return false; // another referee holds it (or the server is away: tried again at the next sweep)
    }
  }

  /** Renews every lease held, all at once; answers the slots whose lease was lost (another took it after it aged out). */
  async renew(): Promise<number[]> {
    const lost = await Promise.all([...this.held].map(([slot, revision]) => this.renewOne(slot, revision)));
    return lost.filter((slot): slot is number => slot !== null);
  }

  private async renewOne(slot: number, revision: number): Promise<number | null> {
    try {
      this.held.set(slot, await this.kv.update(slotKey(slot), this.owner, revision));
      return null;
    } catch {
      // Lost when the entry is another's; the server away (no answer) is tried again next sweep.
      const entry = await this.kv.get(slotKey(slot)).catch(() => undefined);
      if (entry === undefined) return null;
      if (entry !== null && entry.operation === 'PUT' && entry.string() === this.owner) {
        this.held.set(slot, entry.revision);
        return null;
      }
      this.held.delete(slot);
      // Aged out with nobody taking it (this referee was slow to renew): taken again, not let go.
      if ((entry === null || entry.operation !== 'PUT') && (await this.claim(slot))) return null;
      return slot;
    }
  }

  /** The slots whose lease nobody holds now (so this referee may claim them). */
  async free(): Promise<number[]> {
    const taken = new Set<number>();
    for await (const key of await this.kv.keys('slot.*')) taken.add(Number(key.slice('slot.'.length)));
    return Array.from({ length: SLOTS }, (_, slot) => slot).filter((slot) => !taken.has(slot) && !this.held.has(slot));
  }

  /** Says this referee is in the pool (for a lease's time), and answers how many are. */
  async presence(): Promise<number> {
    await this.present.put(presenceKey(this.owner), String(Date.now()));
    let count = 0;
    for await (const _ of await this.present.keys('referee.*')) count++;
    return Math.max(1, count);
  }

  /** The slots held, to give some up. */
  get holding(): readonly number[] {
    return [...this.held.keys()];
  }

  /** Gives the lease of `slot` up, for another referee of the pool to take. */
  async give(slot: number): Promise<void> {
    if (!this.held.delete(slot)) return;
    await this.kv.delete(slotKey(slot)).catch(() => {});
  }

  /** Gives every lease up (a referee stopping in good order): the others take the slots at once. */
  async release(): Promise<void> {
    await Promise.all([...this.held.keys()].map((slot) => this.kv.delete(slotKey(slot)).catch(() => {})));
    this.held.clear();
    await this.present.delete(presenceKey(this.owner)).catch(() => {});
  }
}
