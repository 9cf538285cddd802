// Two referees started on the same games at once, not as a pool — each deciding every step of every game — against a
// real nats-server, with every player of four games sending at once, turn after turn: the server's write-once rule
// leaves one chain per game, the same for every player byte for byte, with each step published once and no file
// refused.
import { describe, expect, test } from 'vitest';
import { startReferee } from '../../src/cli/commands/referee/serve.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { fileText } from '../../src/io/pbem/campaign/fileText.ts';
import { serverForTests } from '../support/natsServer.ts';
import { keyed, memoryStorage, onlineFile, plannedOrders, viewWhere, waitsForOrders } from '../support/onlinePlay.ts';

const quiet = { out: () => {}, err: () => {}, readFile: () => '' };
const GAMES = ['d1', 'd2', 'd3', 'd4'];
const TURNS = 4;

describe('two referees on the same games', () => {
  const file = onlineFile(2, GAMES);
  const { server, as } = serverForTests(file);

  test('one chain per game, each step once, the same for everyone', async () => {
    const key = await keyed('referee');
    const [first, second] = await Promise.all(
      [0, 1].map(async () => startReferee(await server().connectAs('referee', 'referee-password'), file.games, key, { log: quiet })),
    );
    const keys = { ann: await keyed('ann'), bob: await keyed('bob') };
    const seated = await Promise.all(
      GAMES.map((game) =>
        Promise.all(
          (['ann', 'bob'] as const).map(async (id) => {
            const player = new OnlinePlayer(game, keys[id], memoryStorage());
            await player.connect(await as(id));
            await player.join();
            return player;
          }),
        ),
      ),
    );
    try {
      // Every game's turns at once: each mover sends as soon as its turn opens.
      await Promise.all(
        seated.map(async (players) => {
          for (let turn = 1; turn <= TURNS; turn++) {
            const { campaign } = await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, turn), 30_000);
            const id = campaign!.stage.kind === 'orders' ? campaign!.stage.from[0] : '';
            const mover = players.find((p) => p.id === id)!;
            await viewWhere(mover, (v) => waitsForOrders(v.campaign, turn), 30_000);
            expect(await mover.sendOrders(plannedOrders(mover.view.campaign!.start, turn))).toEqual({ ok: true });
          }
          for (const player of players) await viewWhere(player, (v) => waitsForOrders(v.campaign, TURNS + 1), 30_000);
        }),
      );
      for (const players of seated) {
        const [a, b] = players.map((p) => p.view.campaign!);
        const steps = a!.publications.map((p) => `${p.turn}:${p.step}`);
        const turns = Array.from({ length: TURNS }, (_, i) => i + 1);
        expect(steps).toEqual(['1:start', ...turns.flatMap((t) => [`${t}:closed`, `${t}:resolved`])]);
        expect(a!.file.publications.map(fileText)).toEqual(b!.file.publications.map(fileText));
        expect(players.flatMap((p) => p.view.notices)).toEqual([]);
      }
      // Both referees follow the very same chains.
      for (const game of GAMES) {
        const heads = [first!, second!].map((r) => r.referees.find((g) => g.gameId === game)?.current?.head);
        expect(heads[0]).toBeDefined();
        expect(heads[0]).toBe(heads[1]);
      }
    } finally {
      for (const players of seated) for (const p of players) p.disconnect();
      await first!.stop();
      await second!.stop();
    }
  }, 120_000);
});
