// The online layout: every subject the game writes reads back as what it is, and nothing else does; the server's
// config gives each player their own subjects only, with passwords that cannot break out of it; a bad online file
// is one line.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { lobbyEntryOf } from '../../../src/io/online/lobby.ts';
import { onlineScenario, readOnlineFile } from '../../../src/io/online/onlineGames.ts';
import { serverConfig } from '../../../src/io/online/serverConfig.ts';
import { DUEL_MOVE_TRIES, parseSubject, subjects } from '../../../src/io/online/subjects.ts';
import { onlineFile } from '../../support/onlinePlay.ts';

const id = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,20}$/);

describe('subjects', () => {
  test('each subject reads back as what it is', () => {
    fc.assert(
      fc.property(id, id, fc.nat(100_000), fc.constantFrom('orders' as const, 'attacks' as const), (game, player, n, phase) => {
        expect(parseSubject(subjects.campaign(game))).toEqual({ kind: 'campaign', game });
        expect(parseSubject(subjects.publication(game, n))).toEqual({ kind: 'publication', game, seq: n });
        expect(parseSubject(subjects.notice(game, n))).toEqual({ kind: 'notice', game, inSeq: n });
        expect(parseSubject(subjects.join(game, player))).toEqual({ kind: 'join', game, player });
        expect(parseSubject(subjects.orders(game, n, phase, player))).toEqual({ kind: 'orders', game, turn: n, phase, player });
        expect(parseSubject(subjects.reveal(game, n, phase, player))).toEqual({ kind: 'reveal', game, turn: n, phase, player });
      }),
    );
  });

  test('a duel move reads back with its move and attempt; a duel-turn has no attempt', () => {
    fc.assert(
      fc.property(id, id, fc.nat(100_000), fc.nat(2), fc.nat(DUEL_MOVE_TRIES - 1), (game, player, after, move, attempt) => {
        expect(parseSubject(subjects.duelMove(game, after, move, player, attempt))).toEqual({ kind: 'duel-move', game, after, move, player, attempt });
        expect(parseSubject(subjects.duelTurn(game, player, after, move))).toEqual({ kind: 'duel-turn', game, after, move, player, attempt: 0 });
      }),
    );
    // Past the bound of tries, a third move number, `-0`, or an attempt on a duel-turn: not subjects of the layout.
    for (const subject of [
      `karnage.g1.in.p3.m1-${DUEL_MOVE_TRIES}.duel.ann`,
      'karnage.g1.in.p3.m3.duel.ann',
      'karnage.g1.in.p3.m1-0.duel.ann',
      'karnage.g1.in.p3.m1-1-1.duel.ann',
      'karnage.g1.to.ann.p3.m1-1',
    ]) {
      expect(parseSubject(subject)).toBeNull();
    }
  });

  test('anything else is not a subject of the layout, and never throws', () => {
    for (const subject of [
      'karnage.g1.out.pub.01',
      'karnage.g1.out.pub.-1',
      'karnage.G1.out.campaign',
      'karnage.g1.in.t1.orders.orders',
      'karnage.g1.in.t1.week.orders.ann',
      'karnage.g1.in.join.ann.x',
      'other.g1.out.campaign',
      '',
    ]) {
      expect(parseSubject(subject)).toBeNull();
    }
    fc.assert(fc.property(fc.string(), (s) => void parseSubject(s)));
  });
});

describe('the server’s config', () => {
  test('a player may publish only on their own subjects of their games, and read only their replies', () => {
    const file = { ...onlineFile(2, ['g1', 'g2']), users: [...onlineFile(3).users] };
    file.games[1] = {
      ...file.games[1]!,
      seats: [
        { player: 'bob', race: 'orcs' },
        { player: 'cid', race: 'elves' },
      ],
    };
    const config = serverConfig(file, { host: '127.0.0.1', port: 4222, websocketPort: 4223, storeDir: '/tmp/x' });
    const ann = config.split('\n').find((line) => line.includes('user: "ann"')) ?? '';
    expect(ann).toContain('"karnage.g1.in.join.ann"');
    expect(ann).toContain('"karnage.g1.in.*.*.*.ann"');
    expect(ann).not.toContain('karnage.g2');
    expect(ann).not.toContain('bob');
    expect(ann).toContain('subscribe: { allow: ["_INBOX_ann.>"] }');
    expect(ann).not.toContain('KARNAGE_g1_IN');
  });

  test('a password with quotes and braces stays a string', () => {
    const file = onlineFile(2);
    const tricky = 'pa"ss} { user: evil'.padEnd(12, 'x');
    const config = serverConfig(
      { ...file, users: [{ user: 'ann', password: tricky }, file.users[1]!] },
      { host: '127.0.0.1', port: 1, websocketPort: 2, storeDir: '/t' },
    );
    expect(config).toContain(`password: ${JSON.stringify(tricky)}`);
  });
});

describe('the online file', () => {
  test('read, or refused in one line', () => {
    expect(readOnlineFile(JSON.stringify(onlineFile(2))).ok).toBe(true);
    const seatedStranger = onlineFile(2);
    seatedStranger.games[0]!.seats.push({ player: 'zed', race: 'trolls' });
    for (const text of ['{', '[]', JSON.stringify({ ...onlineFile(2), version: 2 }), JSON.stringify(seatedStranger)]) {
      const read = readOnlineFile(text);
      expect(read.ok).toBe(false);
      if (!read.ok) expect(read.reason).not.toContain('\n');
    }
    const stranger = readOnlineFile(JSON.stringify(seatedStranger));
    if (!stranger.ok) expect(stranger.reason).toContain('zed is not a user');
  });

  test('a game may fight by Warfare or Mass battle: its scenario and its lobby entry say so; an unknown system is refused', () => {
    const file = onlineFile(2);
    const warfare = { ...file, games: [{ ...file.games[0]!, combatSystem: 'warfare' as const }] };
    const read = readOnlineFile(JSON.stringify(warfare));
    if (!read.ok) throw new Error(read.reason);
    const scenario = onlineScenario(read.file.games[0]!);
    expect('error' in scenario ? scenario.error : scenario.combatSystem).toBe('warfare');
    expect(lobbyEntryOf(read.file.games[0]!).system).toBe('warfare');
    const plain = onlineScenario(file.games[0]!);
    expect('error' in plain ? plain.error : plain.combatSystem).toBe('karnage');
    expect(lobbyEntryOf(file.games[0]!)).not.toHaveProperty('system');
    const unknown = readOnlineFile(JSON.stringify({ ...file, games: [{ ...file.games[0]!, combatSystem: 'chess' }] }));
    expect(unknown.ok ? 'read' : unknown.reason).toMatch(/combatSystem/);
  });
});
