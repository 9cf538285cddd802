// Chat in a game on a real server: players write, players and spectators read, live and from the start; a line too
// long or too fast is one line of refusal; a spectator or a stranger cannot write (the server refuses), and the
// text is kept as typed (the screen escapes it), beside the campaign and never in it.
import { describe, expect, test } from 'vitest';
import { createGame, joinGame, watchGame } from '../../src/io/online/accounts/accountClient.ts';
import { type ChatLine, CHAT_RATE, followChat, MAX_CHAT_CHARACTERS, sendChat } from '../../src/io/online/accounts/chat.ts';
import { accountsForTests } from '../support/accountsServer.ts';

describe('chat in a game', () => {
  const table = accountsForTests({ referee: false });

  test('players talk; spectators read; bounds and rights are kept', async () => {
    const ann = await table.signedUp('ann');
    const bob = await table.signedUp('bob');
    const eve = await table.signedUp('eve');
    const zed = await table.signedUp('zed');
    const made = await createGame(ann.nc, ann.who, {
      name: 'Talk',
      map: { width: 14, height: 12, seed: 1 },
      race: 'humans',
      others: [{ kind: 'open', race: 'orcs' }],
      spectators: 'anyone',
    });
    if (!made.ok) throw new Error(made.reason);
    const game = made.value.game;
    const annNc = await table.as(made.value.who);
    const bobSeated = await joinGame(bob.nc, bob.who, game);
    const eveWatching = await watchGame(eve.nc, eve.who, game);
    if (!bobSeated.ok || !eveWatching.ok) throw new Error('no seat or no watch');
    const bobNc = await table.as(bobSeated.value);
    const eveNc = await table.as(eveWatching.value);

    expect(await sendChat(annNc, 'ann', game, '  Hello <b>Bob</b> & co  ')).toEqual({ ok: true });
    const heard: ChatLine[] = [];
    const stop = await followChat(eveNc, game, (line) => heard.push(line));
    expect(await sendChat(bobNc, 'bob', game, 'Hi Ann')).toEqual({ ok: true });
    await expect
      .poll(() => heard.map((l) => [l.from, l.text]))
      .toEqual([
        ['ann', 'Hello <b>Bob</b> & co'],
        ['bob', 'Hi Ann'],
      ]);
    stop();

    expect(await sendChat(annNc, 'ann', game, 'x'.repeat(MAX_CHAT_CHARACTERS + 1))).toEqual({
      ok: false,
      reason: `a line has at most ${MAX_CHAT_CHARACTERS} characters`,
    });
    expect(await sendChat(annNc, 'ann', game, '   ')).toEqual({ ok: false, reason: 'say something first' });
    for (let i = 1; i < CHAT_RATE.lines; i++) expect(await sendChat(annNc, 'ann', game, `line ${i}`)).toEqual({ ok: true });
    expect(await sendChat(annNc, 'ann', game, 'one too many')).toEqual({ ok: false, reason: 'too fast: at most 5 lines in 10 seconds' });
    // Bob's own rate is his.
    expect(await sendChat(bobNc, 'bob', game, 'still me')).toEqual({ ok: true });

    const refusal = { ok: false, reason: 'only the players of this game may write in its chat' };
    expect(await sendChat(eveNc, 'eve', game, 'may I?')).toEqual(refusal);
    expect(await sendChat(zed.nc, 'zed', game, 'me too')).toEqual(refusal);
    // Nor may a stranger read it.
    await expect(followChat(zed.nc, game, () => {})).rejects.toThrow();
  });
});
