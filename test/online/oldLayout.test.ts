// A server of the layout before — a stream per game and way — moved into the shared streams, against a real
// nats-server: two games played part-way, each with a refused file, are written as that layout had them; a move cut
// off half-way (streams set aside, part of one game copied) is finished by two services at once; nothing is doubled or
// lost, each notice names its file's new sequence, the chat and the lobby are kept, and the game plays on to the very
// state the hotseat game of the same orders and dice reaches.
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { describe, expect, test } from 'vitest';
import { startReferee } from '../../src/cli/commands/referee/serve.ts';
import { followChat } from '../../src/io/online/accounts/chat.ts';
import { ensureStream, publishOnce } from '../../src/io/online/natsGame.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import { LOBBY_STREAM } from '../../src/io/online/permissions.ts';
import { ensureLayout, GAME_STREAMS, GAMES_SHAPE, LOBBY_SHAPE } from '../../src/io/online/streamLayout.ts';
import { IN_STREAM, OUT_STREAM, parseSubject, subjects } from '../../src/io/online/subjects.ts';
import type { Order } from '../../src/rules/index.ts';
import { serverForTests } from '../support/natsServer.ts';
import { messagesOn, type OldGame, writeOldLayout } from '../support/oldLayout.ts';
import { hotseatHash, type Keyed, keyed, memoryStorage, moverOf, onlineFile, plannedOrders, viewWhere, waitsForOrders } from '../support/onlinePlay.ts';

const quiet = { out: () => {}, err: () => {}, readFile: () => '' };
const GAMES = ['g1', 'g2'];

describe('the layout before, moved into the shared streams', () => {
  const file = onlineFile(2, GAMES);
  const { server, as } = serverForTests(file);
  const keys: Record<string, Keyed> = {};
  const storage = { ann: memoryStorage(), bob: memoryStorage() };
  const turns: { orders: Order[]; seed: number }[] = [];

  /** Both players of `game`, on the server as it is now (their keys and kept secrets the same throughout). */
  const seat = (game: string) =>
    Promise.all(
      (['ann', 'bob'] as const).map(async (id) => {
        const player = new OnlinePlayer(game, keys[id]!, storage[id]);
        await player.connect(await as(id));
        await player.join();
        return player;
      }),
    );

  /** Plays turn `turn` of g1, kept for the hotseat replay. */
  const playG1 = async (players: readonly OnlinePlayer[], turn: number) => {
    const mover = await moverOf(players, turn);
    const orders = plannedOrders(mover.view.campaign!.start, 40 + turn);
    expect(await mover.sendOrders(orders)).toEqual({ ok: true });
    const { campaign } = await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, turn + 1), 20_000);
    const last = campaign!.publications.at(-1)!;
    turns.push({ orders, seed: last.dice.kind === 'commit-reveal' ? last.dice.seed : -1 });
    return last.stateHash;
  };

  test('moved once though cut off and done twice at once; the game plays on', async () => {
    keys.ann = await keyed('ann');
    keys.bob = await keyed('bob');
    const refereeKey = await keyed('referee');
    const nc = await server().connectAs('referee', 'referee-password');
    const jsm = await jetstreamManager(nc);

    // Two games played part-way on the current layout, each with a file refused.
    const first = await startReferee(await server().connectAs('referee', 'referee-password'), file.games, refereeKey, { log: quiet });
    const g1 = await seat('g1');
    const g2 = await seat('g2');
    for (const [game, players] of [
      ['g1', g1],
      ['g2', g2],
    ] as const) {
      await viewWhere(players[0]!, (v) => waitsForOrders(v.campaign, 1), 20_000);
      expect((await publishOnce(jetstream(await as('ann')), subjects.orders(game, 99, 'orders', 'ann'), 'not a file')).ok).toBe(true);
      await viewWhere(players[0]!, (v) => v.notices.length === 1);
    }
    await playG1(g1, 1);
    await playG1(g1, 2);
    for (const p of [...g1, ...g2]) p.disconnect();
    await first.stop();

    // Written again as the layout before had them, the current streams gone.
    const old: OldGame[] = [];
    for (const game of GAMES) {
      old.push({ id: game, in: await messagesOn(nc, IN_STREAM, subjects.in(game)), out: await messagesOn(nc, OUT_STREAM, subjects.out(game)) });
    }
    const lobby = await messagesOn(nc, LOBBY_STREAM);
    for (const shape of [...Object.values(GAME_STREAMS), LOBBY_SHAPE, GAMES_SHAPE]) await jsm.streams.delete(shape.name);
    // g2 first, so that g1's files are numbered anew in the shared stream.
    await writeOldLayout(nc, [{ ...old[1]! }, { ...old[0]!, chat: ['hello', 'again'] }], lobby);
    // Cut off half-way: every old stream set aside, the shared streams made, part of g2 copied.
    await jsm.streams.update(LOBBY_STREAM, { subjects: ['karnage.lobby.*'] });
    for (const name of ['KARNAGE_g1_IN', 'KARNAGE_g1_OUT', 'KARNAGE_g1_CHAT', 'KARNAGE_g2_IN', 'KARNAGE_g2_OUT']) {
      await jsm.streams.update(name, { subjects: [`karnage-old.${name}`] });
    }
    for (const shape of [...Object.values(GAME_STREAMS), GAMES_SHAPE]) await ensureStream(nc, shape);
    for (const m of old[1]!.in.slice(0, 2)) await jetstream(nc).publish(m.subject, m.text);

    // Two services finish it at once.
    const other = await server().connectAs('referee', 'referee-password');
    await Promise.all([ensureLayout(nc), ensureLayout(other)]);
    const names: string[] = [];
    for await (const name of jsm.streams.names()) names.push(name);
    expect(names.filter((n) => /^KARNAGE_g[12]_/.test(n))).toEqual([]);
    for (const [i, game] of GAMES.entries()) {
      const moved = await messagesOn(nc, IN_STREAM, subjects.in(game));
      expect(moved.map((m) => m.subject)).toEqual(old[i]!.in.map((m) => m.subject));
      const out = await messagesOn(nc, OUT_STREAM, subjects.out(game));
      expect(out.map((m) => m.subject).filter((s) => !s.includes('.notice.'))).toEqual(
        old[i]!.out.map((m) => m.subject).filter((s) => !s.includes('.notice.')),
      );
      // Each notice names its refused file by the sequence that file has now.
      const notices = out.filter((m) => parseSubject(m.subject)?.kind === 'notice');
      expect(notices).toHaveLength(1);
      const notice = JSON.parse(notices[0]!.text) as { message: number; subject: string };
      expect(notices[0]!.subject).toBe(subjects.notice(game, notice.message));
      expect(moved.find((m) => m.seq === notice.message)?.subject).toBe(subjects.orders(game, 99, 'orders', 'ann'));
    }
    // g1's files come after part of g2's in the shared stream: numbered anew, not as they were.
    expect((await messagesOn(nc, IN_STREAM, subjects.in('g1'))).map((m) => m.seq)).not.toEqual(old[0]!.in.map((m) => m.seq));
    expect((await messagesOn(nc, LOBBY_STREAM)).map((m) => m.subject)).toEqual(lobby.map((m) => m.subject));
    const lines: string[] = [];
    const stopChat = await followChat(nc, 'g1', (line) => lines.push(line.text));
    await expect.poll(() => lines).toEqual(['hello', 'again']);
    stopChat();

    // The game plays on from the moved streams, to the hotseat game's state.
    const second = await startReferee(other, file.games, refereeKey, { log: quiet });
    const again = await seat('g1');
    const hash = await playG1(again, 3);
    expect(hash).toBe(hotseatHash(file, turns));
    expect(again[0]!.view.notices.map((n) => n.subject)).toEqual([subjects.orders('g1', 99, 'orders', 'ann')]);
    for (const p of again) p.disconnect();
    await second.stop();
    await nc.close();
  }, 120_000);
});
