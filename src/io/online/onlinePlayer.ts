// A player's side of an online game, over any connection (Node or a browser): follows the published campaign,
// joins with their key, sends orders and — once the referee has published every commitment — the reveal of the
// secret behind theirs. What is to be sent waits in an outbox kept in the given storage, so orders planned while
// offline, or before a reload, go out when the server is back; a message already on the server is never sent twice.
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/nats-core';
import type { KeyValueStorage } from '../autosave.ts';
import { fileText } from '../pbem/campaign/fileText.ts';
import { checkOrdersFile } from '../pbem/campaign/checkFiles.ts';
import { writeOrders, writeReveal } from '../pbem/campaign/player.ts';
import { refusalOnTheMap } from '../pbem/campaign/refusalOnTheMap.ts';
import type { Signer } from '../pbem/campaign/referee.ts';
import type { Campaign } from '../pbem/campaign/stage.ts';
import type { PlannableOrder } from '../../rules/index.ts';
import type { DuelMoveChoice, DuelView } from '../pbem/campaign/duelPlayer.ts';
import { CampaignFollower, type Notice } from './campaignFollower.ts';
import { writeJoin } from './joins.ts';
import { followStream } from './followStream.ts';
import { publishOnce } from './natsGame.ts';
import { OnlineDuelist, type DuelRetry, type Signed } from './onlineDuelist.ts';
import { outStream, subjects } from './subjects.ts';

/** How often a player looks again for the game's stream and sends what waits. */
const RETRY_MS = 500;

interface Outgoing {
  readonly subject: string;
  readonly text: string;
}

export interface PlayerView {
  readonly campaign: Campaign | null;
  readonly notices: readonly Notice[];
  /** Messages written but not yet on the server. */
  readonly unsent: number;
  readonly problem: string | null;
  /** The duel-turn the referee sent this player alone, while its move is due; null otherwise. */
  readonly duel: DuelView | null;
  /** That move was sent and refused: it is asked for again (on its next try), with the reason. */
  readonly duelRetry: DuelRetry | null;
}

export class OnlinePlayer {
  private readonly follower: CampaignFollower;
  private readonly duelist: OnlineDuelist;
  private nc: NatsConnection | null = null;
  private js: JetStreamClient | null = null;
  private stopFollowing: (() => void) | null = null;
  private flushing: Promise<void> = Promise.resolve();
  /** The flush queued behind the one under way, not yet started; null when none is. */
  private waiting: Promise<void> | null = null;
  private retry: ReturnType<typeof setInterval> | null = null;
  /** A look for the game's stream is under way: another is not started meanwhile. */
  private looking = false;
  /** Subjects whose file is being signed now: a second press meanwhile is refused. */
  private readonly beingSigned = new Set<string>();

  constructor(
    readonly game: string,
    private readonly me: Signer & { readonly publicKey: string },
    private readonly storage: KeyValueStorage,
    private readonly onChange: (view: PlayerView) => void = () => {},
  ) {
    this.follower = new CampaignFollower(game);
    this.duelist = new OnlineDuelist({
      game,
      me,
      written: (subject) => this.written(subject),
      signing: (subject, sign) => this.signing(subject, sign),
      refusedSubjects: () => new Map([...this.follower.notices.values()].flatMap((n) => (n.subject ? [[n.subject, n.reason] as const] : []))),
    });
  }

  /** This player's id. */
  get id(): string {
    return this.me.id;
  }

  get view(): PlayerView {
    const { campaign, notices, problem } = this.follower;
    return {
      campaign,
      notices: [...notices.values()],
      unsent: this.outbox().length,
      problem: problem ?? this.duelist.problem,
      duel: this.duelist.view,
      duelRetry: this.duelist.retry,
    };
  }

  /**
   * Follows the game on `nc` and sends what waits in the outbox, now and every RETRY_MS while anything does (a
   * server restarting, a connection lost); until the referee has made the game's streams, it looks again for them.
   */
  async connect(nc: NatsConnection): Promise<void> {
    this.disconnect();
    this.nc = nc;
    this.js = jetstream(nc);
    const connected = this.js;
    this.retry = setInterval(() => {
      if (this.stopFollowing === null) void this.follow(nc, connected);
      if (this.outbox().length > 0) void this.flush();
      void this.lookForDuel();
    }, RETRY_MS);
    await this.follow(nc, connected);
    await this.flush();
  }

  private async follow(nc: NatsConnection, connected: JetStreamClient): Promise<void> {
    if (this.looking) return;
    this.looking = true;
    try {
      const stop = await followStream(nc, outStream(this.game), 1, async (message) => {
        if (await this.follower.take(message)) await this.revealIfDue();
        await this.duelist.look(this.nc, this.follower.campaign);
        this.onChange(this.view);
      });
      if (this.js === connected && this.stopFollowing === null) this.stopFollowing = stop;
      else stop();
    } catch {
      // No stream yet (the referee has not started the game) or no server: looked for again in RETRY_MS.
    } finally {
      this.looking = false;
    }
  }

  disconnect(): void {
    if (this.retry) clearInterval(this.retry);
    this.retry = null;
    this.stopFollowing?.();
    this.stopFollowing = null;
    this.js = null;
    this.nc = null;
  }

  /** A duel-turn of this player's may have come (it is on a subject of its own, not in the followed stream). */
  private async lookForDuel(): Promise<void> {
    if (await this.duelist.look(this.nc, this.follower.campaign)) this.onChange(this.view);
  }

  /** Signs and sends the move for the duel-turn open now. */
  async sendDuelMove(choice: DuelMoveChoice): Promise<{ ok: true } | { ok: false; reason: string }> {
    const sent = await this.duelist.sendMove(this.follower.campaign, choice);
    this.onChange(this.view);
    return sent;
  }

  /** Joins with this player's key (once: a second join is the same message, already on the server). */
  async join(): Promise<void> {
    const file = await writeJoin(this.game, this.me.id, this.me.publicKey, this.me.privateKey);
    await this.send({ subject: subjects.join(this.game, this.me.id), text: fileText(file) });
  }

  /** Signs and sends this turn's orders; the secret for the dice is kept until it is revealed. */
  async sendOrders(orders: readonly PlannableOrder[]): Promise<{ ok: true } | { ok: false; reason: string }> {
    const campaign = this.follower.campaign;
    if (campaign?.stage.kind !== 'orders') return { ok: false, reason: 'no orders are due now' };
    const { turn, phase } = campaign.stage;
    const subject = subjects.orders(this.game, turn, phase, this.me.id);
    // Once sent, a turn's orders are final (the server keeps the first): new ones would also replace the kept
    // secret behind the first ones' commitment, and the reveal would no longer match it.
    if (this.written(subject)) return { ok: false, reason: `your orders for turn ${turn} are already sent` };
    if (!campaign.stage.from.includes(this.me.id)) return { ok: false, reason: `no orders are due from you in turn ${turn}` };
    // A subject takes one file: one the referee would refuse must never be written there.
    const refusal = refusalOnTheMap(campaign.start, this.me.id, orders);
    if (refusal) return { ok: false, reason: refusal };
    return this.signing(subject, async () => {
      const written = await writeOrders(campaign, this.me, orders);
      const checked = written.ok ? await checkOrdersFile(campaign, written.file, []) : written;
      if (!checked.ok || !written.ok) return { ok: false, reason: checked.ok ? 'the orders could not be signed' : checked.reason };
      // The secret first: kept before the orders that commit to it can leave.
      if (written.secret) this.storage.setItem(this.secretKey(turn, phase), written.secret);
      return { ok: true, message: { subject, text: fileText(written.file) } };
    });
  }

  /** Whether a file for `subject` is written: being signed now, waiting in the outbox, or sent. */
  private written(subject: string): boolean {
    return this.beingSigned.has(subject) || this.storage.getItem(this.sentKey(subject)) !== null || this.outbox().some((m) => m.subject === subject);
  }

  /**
   * Signs a file for `subject` once: a second press while it is signed is refused (kept in memory, so a process
   * killed mid-signing leaves nothing that blocks the subject), then it goes into the outbox, and only then is the
   * subject marked written. Killed at any point, the player either signs again or sends what the outbox holds.
   */
  private async signing(subject: string, sign: () => Promise<Signed>): Promise<{ ok: true } | { ok: false; reason: string }> {
    this.beingSigned.add(subject);
    try {
      const signed = await sign();
      if (!signed.ok) return signed;
      this.enqueue(signed.message);
      this.storage.setItem(this.sentKey(subject), '1');
    } finally {
      this.beingSigned.delete(subject);
    }
    await this.flush();
    return { ok: true };
  }

  /** Once commitments are published and this player's is among them: the reveal, sent to the referee. */
  private async revealIfDue(): Promise<void> {
    const campaign = this.follower.campaign;
    if (campaign?.stage.kind !== 'reveals' || !campaign.stage.from.includes(this.me.id)) return;
    const { turn, phase } = campaign.stage;
    const secret = this.storage.getItem(this.secretKey(turn, phase));
    if (!secret) return;
    const written = await writeReveal(campaign, this.me, secret);
    if (written.ok) await this.send({ subject: subjects.reveal(this.game, turn, phase, this.me.id), text: fileText(written.file) });
  }

  private secretKey(turn: number, phase: string): string {
    return `karnage-online:${this.game}:${this.me.id}:secret:${turn}.${phase}`;
  }

  /** Marks orders written for `subject`: kept, like the outbox, across reloads. */
  private sentKey(subject: string): string {
    return `karnage-online:${this.game}:${this.me.id}:written:${subject}`;
  }

  private get outboxKey(): string {
    return `karnage-online:${this.game}:${this.me.id}:outbox`;
  }

  private outbox(): Outgoing[] {
    try {
      const kept = JSON.parse(this.storage.getItem(this.outboxKey) ?? '[]') as unknown;
      return Array.isArray(kept) ? kept.filter((m): m is Outgoing => typeof m?.subject === 'string' && typeof m?.text === 'string') : [];
    } catch {
      return [];
    }
  }

  private keep(outbox: readonly Outgoing[]): void {
    if (outbox.length === 0) this.storage.removeItem(this.outboxKey);
    else this.storage.setItem(this.outboxKey, JSON.stringify(outbox));
  }

  private enqueue(message: Outgoing): void {
    const outbox = this.outbox();
    if (!outbox.some((m) => m.subject === message.subject)) this.keep([...outbox, message]);
  }

  private async send(message: Outgoing): Promise<void> {
    this.enqueue(message);
    await this.flush();
  }

  /**
   * Sends the outbox in order; a message the server already holds counts as sent. Stops at the first failure. At
   * most one flush waits behind the one under way (it reads the outbox when it starts, so it sends whatever was
   * added meanwhile): retries while the server is away do not pile up.
   */
  flush(): Promise<void> {
    if (!this.waiting) {
      const next = this.flushing.then(() => {
        this.waiting = null;
        return this.sendOutbox();
      });
      this.waiting = next;
      this.flushing = next;
    }
    return this.waiting.then(() => this.onChange(this.view));
  }

  private async sendOutbox(): Promise<void> {
    for (const message of this.outbox()) {
      const js = this.js;
      if (!js) return;
      const sent = await publishOnce(js, message.subject, message.text);
      if (!sent.ok && !sent.taken) return;
      // Marked written before it leaves the outbox: a file on its way or on the server is never signed again.
      this.storage.setItem(this.sentKey(message.subject), '1');
      this.keep(this.outbox().filter((m) => m.subject !== message.subject));
    }
  }
}
