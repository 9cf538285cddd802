// A Champions game on an editor's map, made with an account: the request carries the map file and the choice, the
// lobby shows both, the referee opens the game on that terrain with a hero for each player, and a map with too few
// starts for its seats is refused in one line. Against a real nats-server, the account service and the referee.
import { describe, expect, test } from 'vitest';
import { createGame, joinGame, openGames } from '../../src/io/online/accounts/accountClient.ts';
import { accountsForTests, seatedPlayers } from '../support/accountsServer.ts';
import { viewWhere, waitsForOrders } from '../support/onlinePlay.ts';

/** Ten by eight of grass with a forest row, the two starts two hexes apart. */
const mapFile = {
  map: { width: 10, height: 8, rows: ['gggggggggg', 'ffffffffff', ...Array.from({ length: 6 }, () => 'gggggggggg')] },
  starts: [
    { col: 1, row: 0 },
    { col: 2, row: 2 },
  ],
};
const GAME = { name: 'Heroes at the ford', map: { width: 10, height: 8, seed: 0 }, race: 'humans' as const, champions: true, mapFile, mapName: 'The ford' };

describe('Champions on an editor’s map, made in the browser’s way', () => {
  const table = accountsForTests();

  test('carried to the referee: that terrain, a hero for each player; too few starts refused', async () => {
    const amy = await table.signedUp('amy');
    const bob = await table.signedUp('bob');
    const crowded = await createGame(amy.nc, amy.who, {
      ...GAME,
      others: [
        { kind: 'open', race: 'orcs' },
        { kind: 'open', race: 'elves' },
      ],
    });
    expect(crowded).toEqual({ ok: false, reason: 'that map cannot be made: the map has 2 start positions for 3 seats' });
    const week = await createGame(amy.nc, amy.who, { ...GAME, schedule: 'week', others: [{ kind: 'open', race: 'orcs' }] });
    expect(week.ok === false && week.reason).toMatch(/Champions is played turn by turn only/);
    // The largest map an online game may have goes in one request.
    const side = 128;
    const largest = { map: { width: side, height: side, rows: Array.from({ length: side }, () => 'g'.repeat(side)) }, starts: mapFile.starts };
    const big = await createGame(amy.nc, amy.who, {
      ...GAME,
      map: { width: side, height: side, seed: 0 },
      mapFile: largest,
      others: [{ kind: 'open', race: 'orcs' }],
    });
    expect(big.ok).toBe(true);
    const made = await createGame(amy.nc, amy.who, { ...GAME, others: [{ kind: 'open', race: 'orcs' }] });
    if (!made.ok) throw new Error(made.reason);
    const lobby = await openGames(bob.nc, bob.who);
    expect(lobby.ok && lobby.value.find((g) => g.id === made.value.game)).toMatchObject({ champions: true, mapName: 'The ford', size: '10×8' });
    const seated = await joinGame(bob.nc, bob.who, made.value.game);
    if (!seated.ok) throw new Error(seated.reason);
    const players = await seatedPlayers(table, made.value.game, [
      [made.value.who, 'amy'],
      [seated.value, 'bob'],
    ]);
    const opened = await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, 1), 20_000);
    const start = opened.campaign!.start;
    expect(start.map.width).toBe(10);
    expect(start.map.terrain.slice(10, 20)).toEqual(Array(10).fill('forest'));
    expect(start.map.terrain.filter((t) => t === 'forest')).toHaveLength(10);
    const heroes = Object.values(start.units).filter((u) => u.hero !== undefined);
    expect(heroes.map((u) => u.owner).sort()).toEqual(['amy', 'bob']);
    for (const player of players) player.disconnect();
  }, 60_000);
});
