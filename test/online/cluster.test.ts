// Online play on a 3-node JetStream cluster (real nats-servers on 127.0.0.1, each stopped by its PID): the referee
// makes every stream at 3 replicas, kept on all three nodes, and players connected with every node's URL play on
// it, each step once. (The streams' leader killed mid-turn is measured by `npm run bench -- online`: the cluster's
// election makes its time a figure to watch, not a bound to test.)
import { jetstreamManager } from '@nats-io/jetstream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startReferee } from '../../src/cli/commands/referee/serve.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { serverConfig } from '../../src/io/online/serverConfig.ts';
import { inStream, outStream } from '../../src/io/online/subjects.ts';
import { jetStreamReady, startClusterWith, type TestCluster } from '../support/natsCluster.ts';
import { keyed, memoryStorage, moverOf, onlineFile, plannedOrders, viewWhere, waitsForOrders } from '../support/onlinePlay.ts';

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

  test('streams at 3 replicas on the three nodes; a game played across them, each step once', async () => {
    const refereeNc = await cluster.connectAs('referee', 'referee-password');
    await jetStreamReady(refereeNc);
    const running = await startReferee(refereeNc, file.games, await keyed('referee'), { log: quiet, replicas: 3 });
    const players = await Promise.all(
      ['ann', 'bob'].map(async (id, i) => {
        const player = new OnlinePlayer('g1', await keyed(id), memoryStorage());
        await player.connect(await cluster.connectAs(id, `${id}-password`, i + 1));
        await player.join();
        return player;
      }),
    );
    const jsm = await jetstreamManager(refereeNc);
    try {
      const mover = (turn: number) => moverOf(players, turn, 60_000);
      const first = await mover(1);
      expect(await first.sendOrders(plannedOrders(first.view.campaign!.start, 1))).toEqual({ ok: true });
      const second = await mover(2);

      for (const stream of [outStream('g1'), inStream('g1')]) {
        const info = await jsm.streams.info(stream);
        expect(info.config.num_replicas).toBe(3);
        expect(info.cluster?.replicas?.length).toBe(2);
      }
      // Each player on a node of its own: what one publishes, the others read from theirs.
      expect(await second.sendOrders(plannedOrders(second.view.campaign!.start, 2))).toEqual({ ok: true });
      for (const player of players) await viewWhere(player, (v) => waitsForOrders(v.campaign, 3), 60_000);
      const steps = players[0]!.view.campaign!.publications.map((p) => `${p.turn}:${p.step}`);
      expect(steps).toEqual(['1:start', '1:closed', '1:resolved', '2:closed', '2:resolved']);
      const third = await mover(3);
      expect(await third.sendOrders(plannedOrders(third.view.campaign!.start, 3))).toEqual({ ok: true });
      for (const player of players) await viewWhere(player, (v) => waitsForOrders(v.campaign, 4), 60_000);
    } finally {
      for (const player of players) player.disconnect();
      await running.stop();
    }
  }, 300_000);
});
