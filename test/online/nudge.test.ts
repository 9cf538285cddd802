// Nudges on a real server: a player waiting for another's move nudges once per step (the step is the game's
// published stream as far as it goes), never twice in a minute; the nudge is a line of the game's chat that the
// players read, marked as one; a restarted service still knows it; a stranger cannot nudge (the server refuses).
import { describe, expect, test } from 'vitest';
import { createGame, joinGame } from '../../src/io/online/accounts/accountClient.ts';
import { type ChatLine, followChat, NUDGE_GAP_MS, sendChat, sendNudge } from '../../src/io/online/accounts/chat.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { accountsForTests } from '../support/accountsServer.ts';
import { keyed, memoryStorage, plannedOrders, viewWhere, waitsForOrders } from '../support/onlinePlay.ts';

describe('nudges', () => {
  const table = accountsForTests();

  test('once per step, never twice in a minute, read by the players as a nudge; a stranger cannot', async () => {
    const ann = await table.signedUp('ann');
    const bob = await table.signedUp('bob');
    const zed = await table.signedUp('zed');
    const made = await createGame(ann.nc, ann.who, {
      name: 'Nudged',
      map: { width: 14, height: 12, seed: 3 },
      race: 'humans',
      others: [{ kind: 'open', race: 'orcs' }],
    });
    if (!made.ok) throw new Error(made.reason);
    const game = made.value.game;
    const annNc = await table.as(made.value.who);
    // Nobody to nudge before the game is under way.
    expect(await sendNudge(annNc, 'ann', game)).toEqual({ ok: false, reason: 'the game has not started: there is nobody to nudge' });
    const bobSeated = await joinGame(bob.nc, bob.who, game);
    if (!bobSeated.ok) throw new Error(bobSeated.reason);
    const bobNc = await table.as(bobSeated.value);
    const players = await Promise.all(
      [
        [made.value.who, 'ann'],
        [bobSeated.value, 'bob'],
      ].map(async ([who, name]) => {
        const player = new OnlinePlayer(game, await keyed(name as string), memoryStorage());
        await player.connect(await table.as(who as typeof bob.who));
        await player.join();
        return player;
      }),
    );
    // Under way, and still until the mover's orders come: nothing is published meanwhile.
    const campaign = (await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, 1), 20_000)).campaign!;
    const moverName = campaign.stage.kind === 'orders' ? campaign.stage.from[0]! : '';
    const mover = players.find((p) => p.id === moverName)!;
    const [waiter, waiterNc, moverNc] = moverName === 'ann' ? ['bob', bobNc, annNc] : ['ann', annNc, bobNc];

    const heard: ChatLine[] = [];
    const stop = await followChat(moverNc, game, (line) => heard.push(line));
    expect(await sendNudge(waiterNc, waiter, game)).toEqual({ ok: true });
    expect(await sendNudge(waiterNc, waiter, game)).toEqual({ ok: false, reason: 'you nudged once in this step already' });
    // Kept in the accounts' bucket: a restarted service remembers it.
    await table.killAccounts();
    await table.startAccounts();
    expect(await sendNudge(waiterNc, waiter, game)).toEqual({ ok: false, reason: 'you nudged once in this step already' });
    // A line that reads "nudge" is only a line.
    expect(await sendChat(moverNc, moverName, game, 'nudge')).toEqual({ ok: true });
    await expect
      .poll(() => heard.map((l) => [l.from, l.text, l.nudge ?? false]))
      .toEqual([
        [waiter, 'nudge', true],
        [moverName, 'nudge', false],
      ]);
    stop();

    // The mover's orders: the turn is published, a new step — but not a minute since the nudge.
    expect(await mover.sendOrders(plannedOrders(campaign.start, 7))).toEqual({ ok: true });
    await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, 2), 20_000);
    expect(await sendNudge(waiterNc, waiter, game)).toEqual({ ok: false, reason: `at most one nudge in ${NUDGE_GAP_MS / 1000} seconds` });
    // The other's first nudge is theirs.
    expect(await sendNudge(moverNc, moverName, game)).toEqual({ ok: true });
    expect(await sendNudge(zed.nc, 'zed', game)).toEqual({ ok: false, reason: 'only the players of this game may write in its chat' });
    for (const player of players) player.disconnect();
  }, 90_000);
});
