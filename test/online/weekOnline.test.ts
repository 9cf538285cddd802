// The seed's week online: a game made with the week schedule (or attacks midweek) is played by every player at
// once — each plan checked against the week's map, the moves resolved, then (midweek) the attacks phase — to its
// end of week, with commit-reveal dice, and the lobby says which schedule it is.
import { describe, expect, test } from 'vitest';
import { createGame, joinGame } from '../../src/io/online/accounts/accountClient.ts';
import { followLobby, type LobbyEntry } from '../../src/io/online/lobby.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { accountsForTests } from '../support/accountsServer.ts';
import { keyed, memoryStorage, viewWhere, weekPlan } from '../support/onlinePlay.ts';

describe('a week online', () => {
  const table = accountsForTests();

  for (const schedule of ['week', 'week-attacks-midweek'] as const) {
    test(`${schedule}: everyone plans at once, and the week ends`, async () => {
      const prefix = schedule === 'week' ? 'wa' : 'wb';
      const ann = await table.signedUp(`${prefix}-ann`);
      const bob = await table.signedUp(`${prefix}-bob`);
      const made = await createGame(ann.nc, ann.who, {
        name: `A ${schedule}`,
        map: { width: 14, height: 12, seed: 4 },
        race: 'humans',
        others: [{ kind: 'open', race: 'orcs' }],
        schedule,
      });
      if (!made.ok) throw new Error(made.reason);
      const bobSeated = await joinGame(bob.nc, bob.who, made.value.game);
      if (!bobSeated.ok) throw new Error(bobSeated.reason);
      const entries: LobbyEntry[] = [];
      const stop = await followLobby(await table.as(bobSeated.value), (entry) => entries.push(entry));
      const players = await Promise.all(
        [made.value.who, bobSeated.value].map(async (who) => {
          const player = new OnlinePlayer(made.value.game, await keyed(who.name), memoryStorage());
          await player.connect(await table.as(who));
          await player.join();
          return player;
        }),
      );
      await expect.poll(() => entries.find((e) => e.id === made.value.game)?.schedule).toBe(schedule);
      stop();
      const phases: string[] = [];
      let planned = 0;
      for (let step = 0; step < 2; step++) {
        const open = await viewWhere(
          players[0]!,
          (v) => v.campaign?.stage.kind === 'orders' && v.campaign.start.turnNumber === 1 && !phases.includes(v.campaign.stage.phase),
          20_000,
        );
        const stage = open.campaign!.stage;
        if (stage.kind !== 'orders') throw new Error('no orders due');
        phases.push(stage.phase);
        // Both at once: every player still in the game plans this phase.
        expect([...stage.from].sort()).toEqual([`${prefix}-ann`, `${prefix}-bob`]);
        for (const [i, player] of players.entries()) {
          await viewWhere(player, (v) => v.campaign?.headSeq === open.campaign!.headSeq);
          const plan = weekPlan(open.campaign!.start, player.id, 10 + i);
          planned += plan.length;
          expect(await player.sendOrders(plan)).toEqual({ ok: true });
        }
        const next = await viewWhere(
          players[1]!,
          (v) => v.campaign !== null && v.campaign.headSeq > open.campaign!.headSeq && v.campaign.stage.kind === 'orders',
          20_000,
        );
        if (next.campaign!.start.turnNumber > 1) break;
      }
      expect(phases).toEqual(schedule === 'week' ? ['orders'] : ['orders', 'attacks']);
      // The week is over: turn 2 is open, after one resolution with commit-reveal dice (and, midweek, the moves').
      const ended = await viewWhere(players[0]!, (v) => (v.campaign?.start.turnNumber ?? 0) > 1, 20_000);
      const resolved = ended.campaign!.publications.filter((p) => p.step === 'resolved');
      expect(resolved.map((p) => p.dice.kind)).toEqual(schedule === 'week' ? ['commit-reveal'] : ['none', 'commit-reveal']);
      expect(planned).toBeGreaterThan(0);
      for (const player of players) player.disconnect();
    }, 90_000);
  }
});
