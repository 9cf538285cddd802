// Online play on a real nats-server on loopback (started and stopped here): the time from the last player's orders
// to every player seeing the turn resolved (through the referee's close, each reveal and the resolution), and how
// many games one server and one referee keep up with — 100 games of 4 players, each sending a turn.
import type { NatsConnection } from '@nats-io/nats-core';
import { startReferee } from '../../src/cli/commands/referee/serve.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { jetstreamManager } from '@nats-io/jetstream';
import { serverConfig } from '../../src/io/online/serverConfig.ts';
import { outStream } from '../../src/io/online/subjects.ts';
import { jetStreamReady, startClusterWith } from '../support/natsCluster.ts';
import { startTestServer } from '../support/natsServer.ts';
import { keyed, memoryStorage, onlineFile, PLAYERS, plannedOrders, viewWhere, waitsForOrders } from '../support/onlinePlay.ts';
import { median, row, type BenchRow, type BenchSuite } from './harness.ts';

const quiet = { out: () => {}, err: (line: string) => console.error(line), readFile: () => '' };

interface Table {
  readonly players: OnlinePlayer[][];
  stop(): Promise<void>;
}

/** A server, a referee and every player of `games` games of `seats` players, joined and waiting for turn 1. */
async function table(seats: number, games: number): Promise<Table> {
  const ids = Array.from({ length: games }, (_, i) => `g${i + 1}`);
  const file = onlineFile(seats, ids);
  const server = await startTestServer(file);
  const connections: NatsConnection[] = [];
  const refereeNc = await server.connectAs('referee', 'referee-password');
  connections.push(refereeNc);
  const referee = await startReferee(refereeNc, file.games, await keyed('referee'), { log: quiet });
  const users = PLAYERS.slice(0, seats);
  const keys = await Promise.all(users.map((id) => keyed(id)));
  const players: OnlinePlayer[][] = [];
  for (const game of ids) {
    const seated: OnlinePlayer[] = [];
    for (const [i, id] of users.entries()) {
      const nc = await server.connectAs(id, `${id}-password`);
      connections.push(nc);
      const player = new OnlinePlayer(game, keys[i]!, memoryStorage());
      await player.connect(nc);
      await player.join();
      seated.push(player);
    }
    players.push(seated);
  }
  await Promise.all(players.map((seated) => viewWhere(seated[0]!, (v) => waitsForOrders(v.campaign, 1), 120_000)));
  return {
    players,
    stop: async () => {
      for (const seated of players) for (const p of seated) p.disconnect();
      await referee.stop();
      for (const nc of connections) await nc.close().catch(() => {});
      await server.dispose();
    },
  };
}

/** The player whose turn it is sends seeded orders; resolves when every player of the game sees the next turn open. */
async function playTurn(seated: readonly OnlinePlayer[], turn: number): Promise<number> {
  const campaign = seated[0]!.view.campaign!;
  const stage = campaign.stage;
  if (stage.kind !== 'orders') throw new Error(`turn ${turn}: ${stage.kind}`);
  const mover = seated.find((p) => p.id === stage.from[0])!;
  const orders = plannedOrders(campaign.start, turn);
  await viewWhere(mover, (v) => waitsForOrders(v.campaign, turn), 120_000);
  const started = performance.now();
  await mover.sendOrders(orders);
  await Promise.all(seated.map((p) => viewWhere(p, (v) => waitsForOrders(v.campaign, turn + 1) || v.campaign?.stage.kind === 'over', 120_000)));
  return performance.now() - started;
}

/** A referee starting on `games` games of an online file: the first time (it makes their streams) and again. */
async function refereeStarts(games: number): Promise<{ first: number; again: number }> {
  const file = onlineFile(
    4,
    Array.from({ length: games }, (_, i) => `g${i + 1}`),
  );
  const server = await startTestServer(file);
  try {
    const timed = async () => {
      const nc = await server.connectAs('referee', 'referee-password');
      const started = performance.now();
      const running = await startReferee(nc, file.games, await keyed('referee'), { log: quiet });
      const took = performance.now() - started;
      await running.stop();
      return took / 1000;
    };
    return { first: await timed(), again: await timed() };
  } finally {
    await server.dispose();
  }
}

/**
 * A game on a 3-node cluster at 3 replicas: the node leading its streams killed (SIGKILL) as a turn is sent, and the
 * time until every player sees that turn resolved on the other two nodes.
 */
async function clusterFailover(): Promise<number> {
  const file = onlineFile(2);
  const cluster = await startClusterWith(3, (places) => serverConfig(file, places));
  try {
    const refereeNc = await cluster.connectAs('referee', 'referee-password');
    await jetStreamReady(refereeNc);
    const referee = await startReferee(refereeNc, file.games, await keyed('referee'), { log: quiet, replicas: 3 });
    const players = await Promise.all(
      PLAYERS.slice(0, 2).map(async (id, i) => {
        const player = new OnlinePlayer('g1', await keyed(id), memoryStorage());
        await player.connect(await cluster.connectAs(id, `${id}-password`, i + 1));
        await player.join();
        return player;
      }),
    );
    try {
      await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, 1), 60_000);
      await playTurn(players, 1);
      const leader = (await (await jetstreamManager(refereeNc)).streams.info(outStream('g1'))).cluster?.leader;
      await cluster.nodes.find((n) => n.name === leader)?.stop('SIGKILL');
      return await playTurn(players, 2);
    } finally {
      for (const p of players) p.disconnect();
      await referee.stop().catch(() => {});
    }
  } finally {
    await cluster.dispose();
  }
}

export const onlineSuite: BenchSuite = {
  name: 'Online play (nats-server on loopback, one referee process)',
  async run(): Promise<BenchRow[]> {
    const rows: BenchRow[] = [];
    const starts = await refereeStarts(1_000);
    rows.push(row('a referee starts on 1,000 games (making their streams)', starts.first, 's', { below: 5 }, '32 games opened at once'));
    rows.push(row('  and again, the streams there', starts.again, 's', { below: 5 }, 'each game followed on its two streams'));
    rows.push(
      row(
        'a 3-node cluster: the streams’ leader killed as a turn is sent → every player sees it resolved',
        await clusterFailover(),
        'ms',
        { below: 5_000 },
        'nats-server 2.9: the election alone leaves JetStream unanswered 5–8 s here',
      ),
    );
    const two = await table(2, 1);
    try {
      const latencies: number[] = [];
      for (let turn = 1; turn <= 12; turn++) latencies.push(await playTurn(two.players[0]!, turn));
      rows.push(
        row(
          'last orders → every player sees the turn resolved',
          median(latencies),
          'ms',
          { below: 200 },
          `2 players, 12 turns; worst ${Math.max(...latencies).toFixed(1)} ms; close, reveals and resolution`,
        ),
      );
    } finally {
      await two.stop();
    }
    const many = await table(4, 100);
    try {
      const started = performance.now();
      const per = await Promise.all(
        many.players.map(async (seated) => {
          const times: number[] = [];
          for (let turn = 1; turn <= 4; turn++) times.push(await playTurn(seated, turn));
          return times;
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const all = per.flat();
      rows.push(
        row('100 games × 4 players, a turn each: all resolved', seconds, 's', undefined, `${all.length} turns, ${(all.length / seconds).toFixed(0)} turns/s`),
      );
      rows.push(row('  one turn, orders → resolved, under that load', median(all), 'ms', undefined, `worst ${Math.max(...all).toFixed(0)} ms`));
    } finally {
      await many.stop();
    }
    return rows;
  },
};
