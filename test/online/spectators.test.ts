// Spectators on a real server: the game's maker chooses who may watch — nobody, names invited to, or anyone signed
// in. A spectator reads the published game live, with read-only rights the server enforces: they cannot send a
// file in it, nor read what players send (orders, reveals) before the referee publishes it.
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { describe, expect, test } from 'vitest';
import { createGame, joinGame, watchableGames, watchGame } from '../../src/io/online/accounts/accountClient.ts';
import { publishOnce } from '../../src/io/online/natsGame.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { inStream, outStream, subjects } from '../../src/io/online/subjects.ts';
import { accountsForTests } from '../support/accountsServer.ts';
import { keyed, memoryStorage, plannedOrders, viewWhere, waitsForOrders } from '../support/onlinePlay.ts';

const MAP = { width: 14, height: 12, seed: 6 };

describe('spectators', () => {
  const table = accountsForTests();

  test('nobody, invited names or anyone; a spectator follows the game live and can write nothing of it', async () => {
    const ann = await table.signedUp('ann');
    const bob = await table.signedUp('bob');
    const vic = await table.signedUp('vic');
    const eve = await table.signedUp('eve');
    const base = { map: MAP, race: 'humans' as const, others: [{ kind: 'invite' as const, race: 'orcs' as const, name: 'bob' }] };
    const closed = await createGame(ann.nc, ann.who, { ...base, name: 'Closed' });
    const invited = await createGame(ann.nc, ann.who, { ...base, name: 'Invited', spectators: 'invited', watchers: ['vic'] });
    const open = await createGame(ann.nc, ann.who, { ...base, name: 'Open', spectators: 'anyone' });
    if (!closed.ok || !invited.ok || !open.ok) throw new Error('a game was not made');
    expect(await createGame(ann.nc, ann.who, { ...base, name: 'X', spectators: 'invited', watchers: ['nobody'] })).toEqual({
      ok: false,
      reason: 'there is no player named "nobody" to invite to watch',
    });
    const names = async (who: typeof vic) => {
      const list = await watchableGames(who.nc, who.who);
      return list.ok ? list.value.map((g) => g.name).sort() : list.reason;
    };
    expect(await names(vic)).toEqual(['Invited', 'Open']);
    expect(await names(eve)).toEqual(['Open']);
    expect(await watchGame(eve.nc, eve.who, closed.value.game)).toEqual({ ok: false, reason: '"Closed" is not open to spectators' });
    expect(await watchGame(eve.nc, eve.who, invited.value.game)).toEqual({ ok: false, reason: '"Invited" is not open to spectators other than those invited' });

    // Bob takes his seat in the open game; Eve watches it.
    const bobSeated = await joinGame(bob.nc, bob.who, open.value.game);
    const eveWatching = await watchGame(eve.nc, eve.who, open.value.game);
    if (!bobSeated.ok || !eveWatching.ok) throw new Error('no seat or no watch');
    const game = open.value.game;
    const players = await Promise.all(
      [open.value.who, bobSeated.value].map(async (who) => {
        const player = new OnlinePlayer(game, await keyed(who.name), memoryStorage());
        await player.connect(await table.as(who));
        await player.join();
        return player;
      }),
    );
    const eveNc = await table.as(eveWatching.value);
    const spectator = new OnlinePlayer(game, await keyed('eve'), memoryStorage());
    await spectator.connect(eveNc);
    const first = await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, 1), 20_000);
    const campaign = first.campaign!;
    const mover = players.find((p) => campaign.stage.kind === 'orders' && p.id === campaign.stage.from[0])!;
    await viewWhere(mover, (v) => waitsForOrders(v.campaign, 1));
    expect(await mover.sendOrders(plannedOrders(campaign.start, 4))).toEqual({ ok: true });
    // Eve sees the turn resolved, as the players do.
    const seen = await viewWhere(spectator, (v) => waitsForOrders(v.campaign, 2), 20_000);
    expect(seen.campaign!.head).toBe((await viewWhere(players[1]!, (v) => waitsForOrders(v.campaign, 2))).campaign!.head);
    // Read-only, by the server: no file of hers goes in, and what players send is not hers to read.
    expect((await publishOnce(jetstream(eveNc), subjects.join(game, 'eve'), 'x')).ok).toBe(false);
    expect((await publishOnce(jetstream(eveNc), subjects.orders(game, 2, 'orders', 'ann'), 'x')).ok).toBe(false);
    await expect(jetstreamManager(eveNc).then((jsm) => jsm.streams.info(inStream(game)))).rejects.toThrow(/permission|timeout/i);
    // And one who has not asked to watch reads nothing of it.
    await expect(jetstreamManager(vic.nc).then((jsm) => jsm.streams.info(outStream(game)))).rejects.toThrow(/permission|timeout/i);
    spectator.disconnect();
    for (const player of players) player.disconnect();
  }, 90_000);
});
