// Online games for tests: an online file of Ann, Bob (and more) with their keys, players following a real server,
// and the hotseat replay every online game must equal.
import { generateKeyPair, exportPublicKey } from '../../src/io/pbem/keys.ts';
import type { OnlineFile } from '../../src/io/online/onlineGames.ts';
import type { OnlinePlayer, PlayerView } from '../../src/io/online/onlinePlayer.ts';
import type { Campaign } from '../../src/io/pbem/campaign/stage.ts';
import type { KeyValueStorage } from '../../src/io/autosave.ts';
import {
  activePlayer,
  playOrder,
  seededDice,
  startGame,
  stateHash,
  takeOrdersFrom,
  type GameState,
  type Order,
  type PlannableOrder,
  type CombatSystemId,
  type RaceId,
} from '../../src/rules/index.ts';
import { onlineScenario } from '../../src/io/online/onlineGames.ts';
import { makeRng, randomOrders } from './randomPlay.ts';

export const PLAYERS = ['ann', 'bob', 'cid', 'dee'] as const;
const RACES: readonly RaceId[] = ['humans', 'orcs', 'elves', 'dwarves'];

/** An online file: a referee and `players` seated in each of `games` games on 12×10 maps. */
export function onlineFile(players: number, games: readonly string[] = ['g1'], combatSystem?: CombatSystemId): OnlineFile {
  const seated = PLAYERS.slice(0, players);
  return {
    format: 'karnage-online',
    version: 1,
    referee: { user: 'referee', password: 'referee-password' },
    users: seated.map((user) => ({ user, password: `${user}-password` })),
    games: games.map((id, i) => ({
      id,
      name: `Game ${id}`,
      map: { width: 14, height: 12, seed: 3 + i },
      seats: seated.map((player, seat) => ({ player, race: RACES[seat] as RaceId })),
      ...(combatSystem ? { combatSystem } : {}),
    })),
  };
}

export interface Keyed {
  readonly id: string;
  readonly publicKey: string;
  readonly privateKey: CryptoKey;
}

export async function keyed(id: string): Promise<Keyed> {
  const pair = await generateKeyPair();
  return { id, publicKey: await exportPublicKey(pair.publicKey), privateKey: pair.privateKey };
}

/** localStorage as a Map. */
export function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

/** Resolves once `check` holds of a player's view (each change looked at), or fails after `ms`. */
export function viewWhere(player: OnlinePlayer, check: (view: PlayerView) => boolean, ms = 10_000): Promise<PlayerView> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const view = player.view;
      if (check(view)) resolve(view);
      else if (Date.now() - started > ms)
        reject(
          new Error(
            `timed out: stage ${JSON.stringify(view.campaign?.stage)} at ${view.campaign?.headSeq}; notices ${JSON.stringify(view.notices)}; problem ${view.problem}`,
          ),
        );
      else setTimeout(poll, 10);
    };
    poll();
  });
}

/** The orders the seeded planner gives the player whose turn it is (END_TURN left to the referee). */
export function plannedOrders(state: GameState, seed: number): PlannableOrder[] {
  return randomOrders(state, makeRng(seed)).filter((o): o is PlannableOrder & Order => o.type !== 'END_TURN');
}

/** A player's plan for the week: the seeded planner's, made against the week's map as that player. */
export function weekPlan(start: GameState, player: string, seed: number): PlannableOrder[] {
  const alone = takeOrdersFrom(start, player);
  if (typeof alone === 'string' || activePlayer(alone).id !== player) return [];
  return plannedOrders(alone, seed).filter((o) => start.week?.phase !== 'attacks' || o.type === 'ATTACK');
}

/** The open turn's number and whose it is, once the campaign waits for orders. */
export const waitsForOrders = (campaign: Campaign | null, turn: number): boolean => campaign?.stage.kind === 'orders' && campaign.stage.turn === turn;

/** The hotseat replay: the same scenario, each turn's orders, and each turn's published dice seed. */
export function hotseatHash(file: OnlineFile, turns: readonly { orders: readonly Order[]; seed: number }[]): string {
  const scenario = onlineScenario(file.games[0]!);
  if ('error' in scenario) throw new Error(scenario.error);
  const started = startGame({ ...scenario, mode: 'hotseat' }, 0);
  if (!started.ok) throw new Error(started.reason);
  let state = started.state;
  for (const turn of turns) {
    for (const order of turn.orders) {
      const played = playOrder(state, order);
      if (played.ok) state = played.state;
    }
    const ended = playOrder(state, { type: 'END_TURN', player: activePlayer(state).id }, seededDice(turn.seed));
    if (!ended.ok) throw new Error(ended.reason);
    state = ended.state;
  }
  return stateHash(state);
}

/** The player whose orders `turn` waits for, once both the first player's view and their own have it open. */
export async function moverOf(players: readonly OnlinePlayer[], turn: number, ms = 30_000): Promise<OnlinePlayer> {
  const { campaign } = await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, turn), ms);
  const id = campaign!.stage.kind === 'orders' ? campaign!.stage.from[0] : '';
  const player = players.find((p) => p.id === id);
  if (!player) throw new Error(`turn ${turn} waits for ${id}, who is not among these players`);
  await viewWhere(player, (v) => waitsForOrders(v.campaign, turn), ms);
  return player;
}
