// Computer seats on a real server: a game made with a computer in a seat is full at once; the computers' service
// joins it with a key of its own, plans through the same planner as at one screen when its orders are due, and
// sends them as anyone does — so the game runs turn after turn against one person. Killed and started again, the
// service signs with the same key (made from its secret) and picks up where it was.
import { randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { createGame } from '../../src/io/online/accounts/accountClient.ts';
import { ComputerSeats, seatKey } from '../../src/io/online/accounts/computerSeats.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { accountsForTests } from '../support/accountsServer.ts';
import { keyed, memoryStorage, plannedOrders, viewWhere, waitsForOrders } from '../support/onlinePlay.ts';

describe('computer seats', () => {
  const table = accountsForTests();

  test('a game against the computer runs turn after turn; the service killed and started again plays on', async () => {
    const secret = randomBytes(32);
    let computers = await ComputerSeats.start(await table.service('computers'), secret);
    const ann = await table.signedUp('ann');
    const made = await createGame(ann.nc, ann.who, {
      name: 'Against the machine',
      map: { width: 14, height: 12, seed: 11 },
      race: 'humans',
      others: [{ kind: 'computer', race: 'orcs', strength: 'normal' }],
    });
    if (!made.ok) throw new Error(made.reason);
    const game = made.value.game;
    const player = new OnlinePlayer(game, await keyed('ann'), memoryStorage());
    await player.connect(await table.as(made.value.who));
    await player.join();

    const turns = 6;
    for (let turn = 1; turn <= turns; turn++) {
      if (turn === 4) {
        await computers.stop();
        computers = await ComputerSeats.start(await table.service('computers-again'), secret);
      }
      // The computer may be done with its turn before a look catches it open: at this turn or past it.
      const view = await viewWhere(player, (v) => v.campaign?.stage.kind === 'orders' && v.campaign.stage.turn >= turn, 30_000);
      const campaign = view.campaign!;
      if (campaign.stage.kind === 'orders' && campaign.stage.turn === turn && campaign.stage.from.includes('ann'))
        expect(await player.sendOrders(plannedOrders(campaign.start, turn))).toEqual({ ok: true });
    }
    const last = (await viewWhere(player, (v) => waitsForOrders(v.campaign, turns + 1), 30_000)).campaign!;
    // The computer's seat is a player of the game like Ann, and signed with the key made from the secret.
    const seat = last.start.players.find((p) => p.id !== 'ann')!;
    expect(seat.id).toMatch(/^computer-/);
    const signedByComputer = last.publications.filter((p) => p.orders.some((o) => o.signer === seat.id));
    expect(signedByComputer.map((p) => p.turn)).toEqual([2, 4, 6]);
    expect(last.doc.keys.find((k) => k.id === seat.id)?.publicKey).toBe((await seatKey(secret, game, seat.id)).publicKey);
    player.disconnect();
    await computers.stop();
  }, 120_000);
});
