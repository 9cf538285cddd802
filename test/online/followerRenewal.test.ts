// Followers that never go quiet, against a real nats-server killed with SIGKILL and started again mid-turn: every
// follower (the referee's and each player's) notices its pull is no longer served and renews it, so the turn sent
// after the restart reaches every player within seconds of its publication — not the half minute the client's
// default pull (30 s, heartbeats every 15 s) took here. Prints the lag it measured.
import { describe, expect, test } from 'vitest';
import { startReferee } from '../../src/cli/commands/referee/serve.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { serverForTests } from '../support/natsServer.ts';
import { keyed, memoryStorage, moverOf, onlineFile, plannedOrders, viewWhere, waitsForOrders } from '../support/onlinePlay.ts';

const quiet = { out: () => {}, err: () => {}, readFile: () => '' };
/** Far under the 27–45 s a stalled pull took, far over the 1–2 s a renewal takes: a bound for a loaded machine. */
const MOST_LAG_MS = 8_000;

describe('followers across a server restart', () => {
  const file = onlineFile(2);
  const { server, as } = serverForTests(file);

  test('the publication after a restart reaches every player within seconds', async () => {
    const running = await startReferee(await server().connectAs('referee', 'referee-password'), file.games, await keyed('referee'), { log: quiet });
    // When each player first saw each publication, by its sequence.
    const seen = new Map<string, Map<number, number>>();
    const players = await Promise.all(
      ['ann', 'bob'].map(async (id) => {
        seen.set(id, new Map());
        const player: OnlinePlayer = new OnlinePlayer('g1', await keyed(id), memoryStorage(), (view) => {
          const head = view.campaign?.headSeq;
          const mine = seen.get(id)!;
          if (head !== undefined && !mine.has(head)) mine.set(head, Date.now());
        });
        await player.connect(await as(id));
        await player.join();
        return player;
      }),
    );
    try {
      const mover = (turn: number) => moverOf(players, turn);
      const first = await mover(1);
      expect(await first.sendOrders(plannedOrders(first.view.campaign!.start, 1))).toEqual({ ok: true });
      const second = await mover(2);

      await server().stop('SIGKILL');
      await server().start();
      // Quiet for longer than a pull's expiry, so every follower's pull has lapsed or been cut.
      await new Promise((r) => setTimeout(r, 6_000));
      expect(await second.sendOrders(plannedOrders(second.view.campaign!.start, 2))).toEqual({ ok: true });
      await mover(3);
      for (const player of players) await viewWhere(player, (v) => waitsForOrders(v.campaign, 3), 30_000);

      const campaign = players[0]!.view.campaign!;
      const lags = players.flatMap((p) =>
        campaign.publications
          .map((pub, seq) => ({ pub, seq }))
          .filter(({ pub }) => pub.turn === 2)
          .map(({ pub, seq }) => (seen.get(p.id)!.get(seq) ?? Number.POSITIVE_INFINITY) - Date.parse(pub.publishedAt)),
      );
      console.log(`after a server restart: publication → player ${lags.map((l) => `${Math.round(l)} ms`).join(', ')}`);
      // A publication a player skipped past (two in one look) counts at the next one's time.
      expect(Math.max(...lags.filter(Number.isFinite))).toBeLessThan(MOST_LAG_MS);
    } finally {
      for (const player of players) player.disconnect();
      await running.stop();
    }
  }, 120_000);
});
