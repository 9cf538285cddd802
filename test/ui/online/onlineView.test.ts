// What the Online screen says, pure: server addresses, the connection's options and its refusals in one line, the
// connection's state from the client's events, each game's state for the user, and the outbox line.
import { describe, expect, test } from 'vitest';
import type { PlayerView } from '../../../src/io/online/onlinePlayer.ts';
import {
  connectionAfter,
  connectionLine,
  connectionOptions,
  connectProblem,
  gameStatus,
  ordersDue,
  serverProblem,
  stepDeadline,
  unreachable,
  unsentLine,
  userProblem,
} from '../../../src/ui/online/onlineView.ts';
import { readDuelTurn } from '../../../src/io/pbem/campaign/duelPlayer.ts';
import { newCampaign } from '../../support/pbemCampaign.ts';
import { campaignAtDuel } from '../../support/pbemDuel.ts';

describe('server addresses and users', () => {
  test('a WebSocket address is taken; anything else is refused in one line', () => {
    expect(serverProblem('ws://127.0.0.1:4223')).toBeNull();
    expect(serverProblem(' wss://games.example.org ')).toBeNull();
    expect(serverProblem('')).toBe("give the server's address, like ws://host:4223");
    expect(serverProblem('http://127.0.0.1:4223')).toBe('"http://127.0.0.1:4223" is not a server address: give one like ws://host:4223');
    expect(serverProblem('not a url')).toBe('"not a url" is not a server address: give one like ws://host:4223');
    expect(serverProblem('ws://')).toMatch(/is not a server address/);
    expect(serverProblem('nats://127.0.0.1:4222', ['nats:'])).toBeNull();
    expect(serverProblem(`x\n${'y'.repeat(500)}`)).toMatch(/^"x\\ny{50,}…" \(502 characters\) is not a server address/);
  });

  test('a user is a participant id', () => {
    expect(userProblem('ann')).toBeNull();
    expect(userProblem('')).toBe('give your user name');
    expect(userProblem('Ann Smith')).toBe('"Ann Smith" is not a user name: lower-case letters, digits, "-" and "_"');
  });
});

describe('the connection', () => {
  test('replies come on the user’s own inbox prefix; it reconnects for ever', () => {
    expect(connectionOptions(' ws://h:1 ', 'ann', 'pw')).toMatchObject({
      servers: ['ws://h:1'],
      user: 'ann',
      pass: 'pw',
      inboxPrefix: '_INBOX_ann',
      maxReconnectAttempts: -1,
    });
  });

  test('a cluster’s nodes, separated by commas: each checked, all given to the client to fail over between', () => {
    expect(connectionOptions('wss://a.example:443, wss://b.example:443,,wss://c.example:443 ', 'ann', 'pw').servers).toEqual([
      'wss://a.example:443',
      'wss://b.example:443',
      'wss://c.example:443',
    ]);
    expect(serverProblem('ws://a:1,ws://b:2')).toBeNull();
    expect(serverProblem('ws://a:1, http://b:2')).toBe('"http://b:2" is not a server address: give one like ws://host:4223');
    expect(serverProblem(' , ')).toBe("give the server's address, like ws://host:4223");
  });

  test('a refused connection is one line: the password, the server out of reach, anything else', () => {
    const named = (name: string, message: string) => Object.assign(new Error(message), { name });
    expect(connectProblem(named('AuthorizationError', 'Authorization Violation'), 'ws://h:1', 'ann')).toBe(
      '"ws://h:1" refused ann: wrong password, or no such user',
    );
    expect(connectProblem(named('ConnectionError', 'connection refused'), 'ws://h:1', 'ann')).toBe(
      'cannot reach "ws://h:1": is the server running there? (npm run server prints its address)',
    );
    expect(connectProblem(new Error('getaddrinfo ENOTFOUND nowhere'), 'ws://nowhere:1', 'ann')).toMatch(/^cannot reach/);
    expect(connectProblem(new Error('odd\nthing'), 'ws://h:1', 'ann')).toBe('cannot connect to "ws://h:1": odd\\nthing');
    // Out of reach (a rejoining page tries again), or refused (it stops).
    expect(unreachable(named('ConnectionError', 'connection refused'))).toBe(true);
    expect(unreachable(named('AuthorizationError', 'Authorization Violation'))).toBe(false);
    expect(unreachable(new Error('odd'))).toBe(false);
  });

  test('its state follows the client’s events', () => {
    expect(connectionAfter('disconnect')).toBe('reconnecting');
    expect(connectionAfter('reconnecting')).toBe('reconnecting');
    expect(connectionAfter('reconnect')).toBe('connected');
    expect(connectionAfter('close')).toBe('offline');
    expect(connectionAfter('ping')).toBeNull();
    expect(connectionLine('connected', 'ws://h:1', 'ann')).toBe('Connected to ws://h:1 as ann');
    expect(connectionLine('reconnecting', 'ws://h:1', 'ann')).toBe('Reconnecting to ws://h:1… what you send waits until the server is back');
    expect(connectionLine('offline', 'ws://h:1', 'ann')).toBe('Offline');
  });

  test('the outbox line shows only when something waits', () => {
    expect(unsentLine(0)).toBeNull();
    expect(unsentLine(2)).toBe('Unsent: 2 (will be sent when the server is back)');
  });
});

describe('a game’s state for the user', () => {
  const view = (campaign: PlayerView['campaign'], problem: string | null = null): PlayerView => ({
    campaign,
    notices: [],
    unsent: 0,
    problem,
    duel: null,
    duelRetry: null,
  });

  test('waiting for players to join, my turn, sent, another’s turn, the dice, over', async () => {
    const { campaign } = await newCampaign('turn-by-turn', 2);
    expect(gameStatus(undefined, 'ann', null)).toEqual({ kind: 'following', text: 'Looking for the game…' });
    expect(gameStatus(view(null), 'ann', null)).toEqual({ kind: 'joining', text: 'Waiting for players to join' });
    expect(gameStatus(view(null), 'ann', null, false)).toEqual({ kind: 'following', text: 'Waiting for the server…' });
    expect(gameStatus(view(null, 'publication 3 does not check'), 'ann', null).kind).toBe('stuck');
    expect(gameStatus(view(campaign), 'ann', null)).toEqual({ kind: 'mine', text: 'Turn 1: your turn' });
    expect(ordersDue(campaign, 'ann', null)).toBe(true);
    expect(gameStatus(view(campaign), 'ann', '1-orders')).toEqual({ kind: 'sent', text: 'Turn 1: your orders are sent' });
    expect(ordersDue(campaign, 'ann', '1-orders')).toBe(false);
    expect(gameStatus(view(campaign), 'bob', null)).toEqual({ kind: 'theirs', text: "Turn 1: Ann's turn" });
    const reveals = { ...campaign, stage: { kind: 'reveals', turn: 1, phase: 'orders', from: ['ann'] } } as unknown as PlayerView['campaign'];
    expect(gameStatus(view(reveals), 'bob', null)).toEqual({ kind: 'dice', text: 'Turn 1: the dice are being rolled' });
    const over = { ...campaign, stage: { kind: 'over' } } as unknown as PlayerView['campaign'];
    expect(gameStatus(view(over), 'bob', null).kind).toBe('over');
  });

  test('in a duel: the duelist whose duel-turn is open has their move (an alert), the other waits, others look on', async () => {
    const { campaign, stepped } = await campaignAtDuel();
    const turn = stepped.duelTurn!;
    const read = await readDuelTurn(campaign, turn.file, turn.player);
    if (!read.ok) throw new Error(read.reason);
    const waiting = turn.player === 'ann' ? 'bob' : 'ann';
    expect(gameStatus({ ...view(campaign), duel: read.view }, turn.player, null)).toEqual({ kind: 'mine', text: 'Turn 1: your move in the duel (round 1)' });
    expect(gameStatus(view(campaign), waiting, null)).toEqual({ kind: 'duel', text: "Turn 1: your hero's duel, round 1: waiting for the other's move" });
    expect(gameStatus(view(campaign), 'cid', null)).toEqual({ kind: 'duel', text: 'Turn 1: Ann and Bob fight a duel (round 1)' });
  });

  test('a step’s deadline: its publication’s time and the game’s wait; none without one, or once the game is over', async () => {
    const { campaign } = await newCampaign('turn-by-turn', 2);
    const at = Date.parse(campaign.publications.at(-1)!.publishedAt);
    expect(stepDeadline(campaign, 3_600)?.getTime()).toBe(at + 3_600_000);
    expect(stepDeadline(campaign, undefined)).toBeNull();
    expect(stepDeadline(null, 3_600)).toBeNull();
    const over = { ...campaign, stage: { kind: 'over' } } as unknown as PlayerView['campaign'];
    expect(stepDeadline(over, 3_600)).toBeNull();
  });
});
