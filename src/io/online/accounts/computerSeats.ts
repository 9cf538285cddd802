// Computer seats online (docs/online.md, "Computer seats"): a service process plays every computer seat of the
// games made in the browser, through the same planner as at one screen (src/ai) and the same player code as a
// person online (OnlinePlayer) — it joins, plans when its orders are due, signs and sends them, and reveals — so its
// orders are recorded like anyone's. Each seat's signing key is derived from the service's secret, the game and the
// seat, and its outbox and dice secrets are kept on the server: killed and started again, it signs as before.
import { createHash } from 'node:crypto';
import type { NatsConnection } from '@nats-io/nats-core';
import { planTurn } from '../../../ai/planTurn.ts';
import type { Strength } from '../../../ai/strengths.ts';
import { activePlayer, takeOrdersFrom, type GameState, type PlannableOrder } from '../../../rules/index.ts';
import { OnlinePlayer } from '../onlinePlayer.ts';
import type { OnlineGame } from '../onlineGames.ts';
import { DUEL_MOVE_TRIES } from '../subjects.ts';
import { computerDuelMove } from './computerDuel.ts';
import { followGames } from './gamesStream.ts';
import { keptStorage } from './keptStorage.ts';

export const COMPUTERS_BUCKET = 'KARNAGE_COMPUTERS';
/** The PKCS#8 wrapping of a raw 32-byte Ed25519 seed. */
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The signing key of seat `player` in `game`, the same every time for the same secret. */
export async function seatKey(secret: Uint8Array, game: string, player: string): Promise<{ id: string; publicKey: string; privateKey: CryptoKey }> {
  const seed = createHash('sha256').update('karnage computer seat\0').update(secret).update(`\0${game}\0${player}`).digest();
  const pkcs8 = Buffer.concat([PKCS8_ED25519, seed]);
  const extractable = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, true, ['sign']);
  const { x } = await crypto.subtle.exportKey('jwk', extractable);
  const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, ['sign']);
  return { id: player, publicKey: x ?? '', privateKey };
}

/** The computer's plan for the phase open in `start`: its turn's, or (in a week) its own plan against the week's map. */
export function computerPlan(start: GameState, player: string, strength: Strength, seed: number): PlannableOrder[] {
  const alone = start.week ? takeOrdersFrom(start, player) : start;
  if (typeof alone === 'string' || activePlayer(alone).id !== player) return [];
  const plan = planTurn(alone, strength, seed);
  return start.week?.phase === 'attacks' ? plan.filter((o) => o.type === 'ATTACK') : plan;
}

export class ComputerSeats {
  private readonly players: OnlinePlayer[] = [];
  private stopFollowing: (() => void) | null = null;

  private constructor(
    private readonly nc: NatsConnection,
    private readonly secret: Uint8Array,
    private readonly storage: Awaited<ReturnType<typeof keptStorage>>,
    private readonly log: (line: string) => void,
  ) {}

  /** Plays every computer seat; its bucket and streams it makes are kept on `replicas` servers of a cluster. */
  static async start(nc: NatsConnection, secret: Uint8Array, log: (line: string) => void = () => {}, replicas = 1): Promise<ComputerSeats> {
    const seats = new ComputerSeats(nc, secret, await keptStorage(nc, COMPUTERS_BUCKET, replicas), log);
    seats.stopFollowing = await followGames(nc, (game) => seats.take(game), replicas);
    return seats;
  }

  private async take(game: OnlineGame): Promise<void> {
    for (const seat of game.seats) {
      if (!seat.computer || this.players.some((p) => p.game === game.id && p.id === seat.player)) continue;
      const strength = seat.computer;
      const player: OnlinePlayer = new OnlinePlayer(
        game.id,
        await seatKey(this.secret, game.id, seat.player),
        this.storage,
        () => void this.play(player, strength),
      );
      this.players.push(player);
      await player.connect(this.nc);
      await player.join();
      this.log(`${game.id}: ${seat.player} (computer, ${strength}) sits in`);
    }
  }

  /** Plans and sends when this seat's orders are due (a second call for the same phase is refused by the player). */
  private async play(player: OnlinePlayer, strength: Strength): Promise<void> {
    const { campaign, duel, duelRetry } = player.view;
    if (duel) {
      // A second call for the same move is refused by the player: it is sent once. A move the referee refused (the
      // other's move made it illegal) is chosen again with another seed, and the last try declares nothing.
      const attempt = duelRetry?.attempt ?? 0;
      const choice = attempt === DUEL_MOVE_TRIES - 1 ? { registers: [] } : computerDuelMove(duel, strength, (campaign?.headSeq ?? 0) + attempt * 7919);
      const sent = await player.sendDuelMove(choice);
      if (sent.ok) this.log(`${player.game}: ${player.id} moved in round ${duel.turn.round} of the duel`);
      return;
    }
    if (campaign?.stage.kind !== 'orders' || !campaign.stage.from.includes(player.id)) return;
    const { turn } = campaign.stage;
    const orders = computerPlan(campaign.start, player.id, strength, turn * 7919 + campaign.headSeq);
    let sent = await player.sendOrders(orders);
    // A plan the referee's check refuses (a planner's fault) must not stall the game: the seat passes instead.
    if (!sent.ok && orders.length > 0 && !/already sent|no orders are due/.test(sent.reason)) {
      this.log(`${player.game}: ${player.id}'s plan was refused (${sent.reason}); it sends no orders this turn`);
      sent = await player.sendOrders([]);
    }
    if (sent.ok) this.log(`${player.game}: ${player.id} sent ${orders.length} order(s) for turn ${turn}`);
  }

  async stop(): Promise<void> {
    this.stopFollowing?.();
    for (const player of this.players) player.disconnect();
    await this.storage.settled();
  }
}
