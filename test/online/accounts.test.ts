// Accounts on a real nats-server that trusts the game's authority and lists no user: sign-up, sign-in, a game made
// and its seats taken by name, the referee starting it the moment it is full, and a turn played through it. The
// server, not our code, refuses what a user's JWT does not allow; the service answers the same when asked again.
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { jwtAuthenticator } from '@nats-io/nats-core';
import { createUser } from '@nats-io/nkeys';
import { connect } from '@nats-io/transport-node';
import { describe, expect, test } from 'vitest';
import { createGame, joinGame, openGames, signOn, type SignedIn } from '../../src/io/online/accounts/accountClient.ts';
import { ACCOUNT_BUCKET } from '../../src/io/online/accounts/accountBook.ts';
import { MAX_CONTROL_LINE, MAX_GAMES_PER_PLAYER } from '../../src/io/online/accounts/requests.ts';
import { newAuthority, userJwt } from '../../src/io/online/accounts/authority.ts';
import { publishOnce } from '../../src/io/online/natsGame.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { playerRights } from '../../src/io/online/permissions.ts';
import { subjects } from '../../src/io/online/subjects.ts';
import { accountsForTests } from '../support/accountsServer.ts';
import { keyed, memoryStorage, plannedOrders, viewWhere, waitsForOrders } from '../support/onlinePlay.ts';

const GAME = { name: 'Three friends', map: { width: 14, height: 12, seed: 5 }, race: 'humans' as const };

describe('accounts on a real server', () => {
  const table = accountsForTests();

  test('sign-up takes a name once; sign-in needs its passphrase; bad requests are one line each', async () => {
    const guest = await table.guest();
    const ann = await signOn(guest, 'signUp', 'ann', 'ann-passphrase');
    expect(ann.ok).toBe(true);
    // The same sign-up again (its answer lost) signs in; anyone else's is refused.
    expect((await signOn(guest, 'signUp', 'ann', 'ann-passphrase')).ok).toBe(true);
    expect(await signOn(guest, 'signUp', 'ann', 'another-passphrase')).toEqual({ ok: false, reason: 'the name "ann" is taken: choose another, or sign in' });
    expect(await signOn(guest, 'signIn', 'ann', 'wrong-passphrase')).toEqual({ ok: false, reason: 'no user with that name and passphrase' });
    expect(await signOn(guest, 'signIn', 'nobody', 'wrong-passphrase')).toEqual({ ok: false, reason: 'no user with that name and passphrase' });
    expect((await signOn(guest, 'signIn', 'ann', 'ann-passphrase')).ok).toBe(true);
    const short = await signOn(guest, 'signUp', 'bea', 'short');
    expect(short.ok === false && short.reason).toMatch(/passphrase has at least 8 characters/);
    const badName = await signOn(guest, 'signUp', 'Ann Smith', 'long-enough');
    expect(badName.ok === false && badName.reason).toMatch(/^name: a name is/);
  });

  test('no passphrase is kept in plain text: the bucket holds scrypt hashes only', async () => {
    await table.signedUp('kim');
    const jsm = await jetstreamManager(await table.service('reader'));
    const message = await jsm.streams.getMessage(`KV_${ACCOUNT_BUCKET}`, { last_by_subj: `$KV.${ACCOUNT_BUCKET}.user.kim` });
    const record = JSON.parse(message!.string());
    expect(message!.string()).not.toContain('kim-passphrase');
    expect(Object.keys(record.passphrase).sort()).toEqual(['N', 'hash', 'p', 'r', 'salt']);
  });

  test('the guest may only sign up or in; a forged or an expired JWT is refused by the server', async () => {
    const guest = await table.guest();
    await expect(publishOnce(jetstream(guest), subjects.join('g0', 'ann'), 'x')).resolves.toMatchObject({ ok: false });
    const forger = newAuthority();
    const key = createUser();
    const forged = await userJwt(forger, key.getPublicKey(), { name: 'ann', ...playerRights('ann', []) });
    await expect(connect({ servers: table.server().url, authenticator: jwtAuthenticator(forged, key.getSeed()), maxReconnectAttempts: 0 })).rejects.toThrow(
      /Authorization Violation/i,
    );
    const expired = await userJwt(table.seeds, key.getPublicKey(), { name: 'ann', ...playerRights('ann', []), expires: Math.floor(Date.now() / 1000) - 60 });
    await expect(connect({ servers: table.server().url, authenticator: jwtAuthenticator(expired, key.getSeed()), maxReconnectAttempts: 0 })).rejects.toThrow(
      /Authorization Violation/i,
    );
  });

  test('a game made, its seats taken by link and by invitation, started at once by the referee and played', async () => {
    let { who: ann, nc: annNc } = await table.signedUp('amy');
    const bob = await table.signedUp('bob');
    const cid = await table.signedUp('cid');
    const zed = await table.signedUp('zed');
    const made = await createGame(annNc, ann, {
      ...GAME,
      others: [
        { kind: 'open', race: 'orcs' },
        { kind: 'invite', race: 'elves', name: 'cid' },
      ],
    });
    if (!made.ok) throw new Error(made.reason);
    const id = made.value.game;
    ann = made.value.who;
    annNc = await table.as(ann);
    expect(await createGame(annNc, ann, { ...GAME, others: [{ kind: 'invite', race: 'orcs', name: 'nobody' }] })).toEqual({
      ok: false,
      reason: 'there is no player named "nobody" to invite',
    });
    // Bob sees it open, takes the open seat; Zed finds the last one kept for Cid.
    const bobsLobby = await openGames(bob.nc, bob.who);
    expect(bobsLobby.ok && bobsLobby.value.map((g) => [g.id, g.seats.map((s) => s.player ?? s.invited ?? 'open')])).toEqual([[id, ['amy', 'open', 'cid']]]);
    const bobSeated = await joinGame(bob.nc, bob.who, id);
    if (!bobSeated.ok) throw new Error(bobSeated.reason);
    expect(await joinGame(zed.nc, zed.who, id)).toEqual({ ok: false, reason: 'the free seats of "Three friends" are kept for invited players' });
    expect(await joinGame(zed.nc, zed.who, 'gnothere')).toEqual({ ok: false, reason: 'there is no game "gnothere"' });
    // A player writes only in games they sit in: the server refuses Zed's join message.
    const zedWrites = await publishOnce(jetstream(zed.nc), subjects.join(id, 'zed'), 'x');
    expect(zedWrites.ok).toBe(false);
    // Nor may anyone delete a consumer, theirs or another's (a name cannot be scoped to its maker).
    await expect(jetstreamManager(bob.nc).then((jsm) => jsm.consumers.delete('KARNAGE_LOBBY', 'anyone'))).rejects.toThrow(/permission|timeout/i);
    const cidSeated = await joinGame(cid.nc, cid.who, id);
    if (!cidSeated.ok) throw new Error(cidSeated.reason);
    expect(await joinGame(zed.nc, zed.who, id)).toEqual({ ok: false, reason: '"Three friends" is full' });

    const seats: [SignedIn, string][] = [
      [ann, 'amy'],
      [bobSeated.value, 'bob'],
      [cidSeated.value, 'cid'],
    ];
    const players = await Promise.all(
      seats.map(async ([who, name]) => {
        const player = new OnlinePlayer(id, await keyed(name), memoryStorage());
        await player.connect(await table.as(who));
        await player.join();
        return player;
      }),
    );
    const first = await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, 1), 20_000);
    const campaign = first.campaign!;
    const active = campaign.stage.kind === 'orders' ? campaign.stage.from[0] : undefined;
    const mover = players.find((p) => p.id === active)!;
    await viewWhere(mover, (v) => waitsForOrders(v.campaign, 1));
    // Checked as the referee will before anything is signed: an order the rules refuse is never sent.
    const illegal = await mover.sendOrders([{ type: 'MOVE', player: mover.id, unit: 'no-such-unit', path: [{ col: 0, row: 0 }] }]);
    expect(illegal).toMatchObject({ ok: false, reason: expect.stringMatching(/^order 1 \(MOVE of no-such-unit\) is refused: /) });
    expect(mover.view.unsent).toBe(0);
    expect(await mover.sendOrders(plannedOrders(campaign.start, 7))).toEqual({ ok: true });
    for (const player of players) await viewWhere(player, (v) => waitsForOrders(v.campaign, 2), 20_000);
    for (const player of players) player.disconnect();
  }, 90_000);

  test('a player in as many games as one may be still signs in with every right; one game more is refused in one line', async () => {
    let { who, nc } = await table.signedUp('moe');
    for (let n = 0; n < MAX_GAMES_PER_PLAYER; n++) {
      const made = await createGame(nc, who, { ...GAME, name: `Game ${n}`, others: [{ kind: 'open', race: 'orcs' }] });
      if (!made.ok) throw new Error(made.reason);
      who = made.value.who;
    }
    // Every game's rights ride in the JWT; the server is told to take a CONNECT that long.
    expect(who.jwt.length).toBeGreaterThan(4096);
    expect(who.jwt.length).toBeLessThan(MAX_CONTROL_LINE - 8192);
    nc = await table.as(who);
    const lobby = await openGames(nc, who);
    expect(lobby.ok && lobby.value.filter((g) => g.seats[0]?.player === 'moe').length).toBe(MAX_GAMES_PER_PLAYER);
    expect(await createGame(nc, who, { ...GAME, others: [{ kind: 'open', race: 'orcs' }] })).toEqual({
      ok: false,
      reason: `you are in ${MAX_GAMES_PER_PLAYER} games, the most one player may be in at once`,
    });
  }, 90_000);

  test('the account service killed and started again answers as before; while it is down a request is one line', async () => {
    const { who, nc } = await table.signedUp('dee');
    await table.killAccounts();
    expect(await openGames(nc, who)).toEqual({ ok: false, reason: 'the account service is not running: try again in a moment' });
    await table.startAccounts();
    const again = await signOn(await table.guest(), 'signIn', 'dee', 'dee-passphrase');
    expect(again.ok).toBe(true);
    expect(await openGames(nc, who)).toMatchObject({ ok: true });
  });
});
