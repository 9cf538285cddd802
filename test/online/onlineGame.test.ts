// Online play against a real nats-server (started here on 127.0.0.1 with a temporary config, stopped by its PID):
// players join, the referee opens the campaign (fought by Karnage's dice, Warfare or Mass battle), turns are sent
// and resolved with commit-reveal dice, and the result is exactly the hotseat game of the same orders and dice. The
// server itself refuses a player publishing as another, and a second file on one subject.
import { jetstream } from '@nats-io/jetstream';
import { describe, expect, test } from 'vitest';
import { ensureGameStreams, publishOnce } from '../../src/io/online/natsGame.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { subjects } from '../../src/io/online/subjects.ts';
import type { CombatSystemId, Order } from '../../src/rules/index.ts';
import { startReferee } from '../../src/cli/commands/referee/serve.ts';
import { serverForTests } from '../support/natsServer.ts';
import { hotseatHash, keyed, PLAYERS, memoryStorage, onlineFile, plannedOrders, viewWhere, waitsForOrders } from '../support/onlinePlay.ts';

const quiet = { out: () => {}, err: () => {}, readFile: () => '' };

const GAMES: readonly { seats: number; system?: CombatSystemId }[] = [
  { seats: 2 },
  { seats: 4 },
  { seats: 2, system: 'warfare' },
  { seats: 2, system: 'mass' },
];

for (const { seats, system } of GAMES) {
  const TURNS = 5 * seats;
  describe(`an online game of ${seats} players on a real server${system ? `, fought by ${system}` : ''}`, () => {
    const file = onlineFile(seats, ['g1'], system);
    const ids = PLAYERS.slice(0, seats);
    const { server, as } = serverForTests(file);

    test(`${TURNS} turns with fights; every publication checks; the map is the hotseat game’s of the same orders and dice`, async () => {
      const referee = await keyed('referee');
      const running = await startReferee(await server().connectAs('referee', 'referee-password'), file.games, referee, { log: quiet });
      const players = await Promise.all(
        ids.map(async (id) => {
          const player = new OnlinePlayer('g1', await keyed(id), memoryStorage());
          await player.connect(await as(id));
          await player.join();
          return player;
        }),
      );
      const turns: { orders: Order[]; seed: number }[] = [];
      for (let turn = 1; turn <= TURNS; turn++) {
        const [ann] = players;
        const view = await viewWhere(ann!, (v) => waitsForOrders(v.campaign, turn));
        const campaign = view.campaign!;
        const active = campaign.stage.kind === 'orders' ? campaign.stage.from[0] : undefined;
        const mover = players.find((p) => p.id === active)!;
        const orders = plannedOrders(campaign.start, 100 + turn);
        // The mover's own view may be a message behind the first player's.
        await viewWhere(mover, (v) => waitsForOrders(v.campaign, turn));
        expect(await mover.sendOrders(orders)).toEqual({ ok: true });
        const resolved = await viewWhere(
          ann!,
          (v) => (v.campaign?.stage.kind === 'orders' && v.campaign.stage.turn > turn) || v.campaign?.stage.kind === 'over',
        );
        const last = resolved.campaign!.publications.at(-1)!;
        expect(last.step).toBe('resolved');
        expect(last.dice.kind).toBe('commit-reveal');
        turns.push({ orders, seed: last.dice.kind === 'commit-reveal' ? last.dice.seed : -1 });
        expect(last.stateHash).toBe(hotseatHash(file, turns));
      }
      expect(players[0]!.view.campaign!.start.combatSystem).toBe(system ?? 'karnage');
      // The referee made each step once: its own publications came back as written and were not replayed.
      expect(running.referees[0]!.replayed).toBe(0);
      // Fights were fought, so the dice mattered.
      const reports = players[0]!.view.campaign!.publications.flatMap((p) => p.report);
      expect(reports.some((line) => / (attacked|charged|engaged) /.test(line))).toBe(true);
      // Every player follows the same campaign, to the publication.
      for (const p of players.slice(1)) {
        const view = await viewWhere(p, (v) => v.campaign?.headSeq === players[0]!.view.campaign?.headSeq);
        expect(view.campaign?.head).toBe(players[0]!.view.campaign?.head);
      }
      for (const p of players) p.disconnect();
      await running.stop();
    });
  });
}

describe('the server’s own refusals', () => {
  const file = onlineFile(2);
  // The game's streams, as the referee makes them.
  const { server, as } = serverForTests(file, async (started) => ensureGameStreams(await started.connectAs('referee', 'referee-password'), 'g1'));

  test('the server refuses a player writing as another, and a second message on a subject', async () => {
    const js = jetstream(await as('ann'));
    const asBob = await publishOnce(js, subjects.orders('g1', 99, 'orders', 'bob'), '{}');
    expect(asBob).toMatchObject({ ok: false, taken: false });
    if (!asBob.ok) expect(asBob.reason).toMatch(/permissions violation/i);
    expect(await publishOnce(js, subjects.orders('g1', 99, 'orders', 'ann'), '{}\n')).toMatchObject({ ok: true });
    expect(await publishOnce(js, subjects.orders('g1', 99, 'orders', 'ann'), '{}\n')).toMatchObject({ ok: false, taken: true });
    expect(await publishOnce(js, subjects.publication('g1', 50), '{}\n')).toMatchObject({ ok: false, taken: false });
  });

  test('a wrong password is refused at connection', async () => {
    await expect(server().connectAs('ann', 'not-her-password')).rejects.toThrow(/authorization/i);
  });
});
