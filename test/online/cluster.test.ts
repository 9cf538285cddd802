// Online play on a 3-node JetStream cluster (real nats-servers on 127.0.0.1, each stopped by its PID): the referee
// makes every stream at 3 replicas, players connect with every node's URL, and when the node leading the game's
// streams is killed with SIGKILL mid-turn, the game goes on on the other two — the turn sent then resolves once,
// nothing lost or doubled — and the node started again on its store rejoins. Prints how long the turn took.
import { jetstreamManager } from '@nats-io/jetstream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startReferee } from '../../src/cli/commands/referee/serve.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { serverConfig } from '../../src/io/online/serverConfig.ts';
import { inStream, outStream } from '../../src/io/online/subjects.ts';
import { jetStreamReady, startClusterWith, type TestCluster } from '../support/natsCluster.ts';
import { keyed, memoryStorage, onlineFile, plannedOrders, viewWhere, waitsForOrders } from '../support/onlinePlay.ts';

const quiet = { out: () => {}, err: () => {}, readFile: () => '' };

describe('online play on a 3-node cluster', () => {
  const file = onlineFile(2);
  let cluster: TestCluster;
  beforeAll(async () => {
    cluster = await startClusterWith(3, (places) => serverConfig(file, places));
  }, 60_000);
  afterAll(async () => {
    await cluster?.dispose();
  });

  test('streams at 3 replicas; the leader killed mid-turn, the turn resolves once on the other two; the node rejoins', async () => {
    const refereeNc = await cluster.connectAs('referee', 'referee-password');
    await jetStreamReady(refereeNc);
    const running = await startReferee(refereeNc, file.games, await keyed('referee'), { log: quiet, replicas: 3 });
    const players = await Promise.all(
      ['ann', 'bob'].map(async (id) => {
        const player = new OnlinePlayer('g1', await keyed(id), memoryStorage());
        await player.connect(await cluster.connectAs(id, `${id}-password`));
        await player.join();
        return player;
      }),
    );
    const jsm = await jetstreamManager(refereeNc);
    try {
      const mover = async (turn: number) => {
        const { campaign } = await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, turn), 60_000);
        const id = campaign!.stage.kind === 'orders' ? campaign!.stage.from[0] : '';
        const player = players.find((p) => p.id === id)!;
        await viewWhere(player, (v) => waitsForOrders(v.campaign, turn), 60_000);
        return player;
      };
      const first = await mover(1);
      expect(await first.sendOrders(plannedOrders(first.view.campaign!.start, 1))).toEqual({ ok: true });
      const second = await mover(2);

      for (const stream of [outStream('g1'), inStream('g1')]) {
        const info = await jsm.streams.info(stream);
        expect(info.config.num_replicas).toBe(3);
        expect(info.cluster?.replicas?.length).toBe(2);
      }
      const leader = (await jsm.streams.info(outStream('g1'))).cluster?.leader;
      const killed = cluster.nodes.find((n) => n.name === leader)!;
      expect(killed).toBeDefined();
      await killed.stop('SIGKILL');
      const sent = Date.now();
      expect(await second.sendOrders(plannedOrders(second.view.campaign!.start, 2))).toEqual({ ok: true });
      for (const player of players) await viewWhere(player, (v) => waitsForOrders(v.campaign, 3), 90_000);
      console.log(`the streams' leader killed: the turn sent then reached every player in ${Date.now() - sent} ms`);
      const steps = players[0]!.view.campaign!.publications.map((p) => `${p.turn}:${p.step}`);
      expect(steps).toEqual(['1:start', '1:closed', '1:resolved', '2:closed', '2:resolved']);

      // Started again on its store, the node catches up and serves the streams with the others.
      await killed.start();
      await expect
        .poll(
          async () => {
            const info = await jsm.streams.info(outStream('g1'));
            return (info.cluster?.replicas ?? []).filter((r) => r.current).length;
          },
          { timeout: 60_000, interval: 500 },
        )
        .toBe(2);
      const third = await mover(3);
      expect(await third.sendOrders(plannedOrders(third.view.campaign!.start, 3))).toEqual({ ok: true });
      for (const player of players) await viewWhere(player, (v) => waitsForOrders(v.campaign, 4), 60_000);
    } finally {
      for (const player of players) player.disconnect();
      await running.stop();
    }
  }, 300_000);
});
