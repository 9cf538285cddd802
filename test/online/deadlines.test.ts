// A step's deadline, chosen when the game is made in the browser: the referee waits that long from the step's
// publication (the time every player reads in it), then goes on without whoever has not sent — so a player away
// does not stop the game. Against a real nats-server, the account service and the referee.
import { describe, expect, test } from 'vitest';
import { createGame, joinGame, openGames } from '../../src/io/online/accounts/accountClient.ts';
import { accountsForTests, seatedPlayers } from '../support/accountsServer.ts';
import { viewWhere, waitsForOrders } from '../support/onlinePlay.ts';

const DEADLINE_SECONDS = 2;

describe('a step’s deadline online', () => {
  const table = accountsForTests();

  test('the referee waits that long from the publication, then goes on without the missing player', async () => {
    const amy = await table.signedUp('amy');
    const bob = await table.signedUp('bob');
    const made = await createGame(amy.nc, amy.who, {
      name: 'On the clock',
      map: { width: 14, height: 12, seed: 4 },
      race: 'humans',
      others: [{ kind: 'open', race: 'orcs' }],
      deadlineSeconds: DEADLINE_SECONDS,
    });
    if (!made.ok) throw new Error(made.reason);
    const lobby = await openGames(bob.nc, bob.who);
    expect(lobby.ok && lobby.value.find((g) => g.id === made.value.game)?.deadlineSeconds).toBe(DEADLINE_SECONDS);
    const seated = await joinGame(bob.nc, bob.who, made.value.game);
    if (!seated.ok) throw new Error(seated.reason);
    const players = await seatedPlayers(table, made.value.game, [
      [made.value.who, 'amy'],
      [seated.value, 'bob'],
    ]);
    const opened = (await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, 1), 20_000)).campaign!;
    const mover = opened.stage.kind === 'orders' ? opened.stage.from[0] : '';
    // Nobody sends: past the deadline the turn closes without the mover's orders, and the next one opens.
    const next = (await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, 2), 20_000)).campaign!;
    const closed = next.publications.find((p) => p.turn === 1 && p.step === 'closed')!;
    expect(closed.missingOrders).toEqual([mover]);
    const waited = Date.parse(closed.publishedAt) - Date.parse(opened.publications.at(-1)!.publishedAt);
    expect(waited).toBeGreaterThanOrEqual(DEADLINE_SECONDS * 1000);
    expect(waited).toBeLessThan(DEADLINE_SECONDS * 1000 + 10_000);
    for (const player of players) player.disconnect();
  }, 60_000);
});
