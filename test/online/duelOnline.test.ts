// Champions' duels online, against a real nats-server: Ann's hero attacks Bob's, the referee stops the turn at the
// duel and writes each duel-turn on its duelist's private subject; each duelist reads only their own (the server
// refuses the other's), answers with a sealed move, and the duel is fought round by round to the turn's resolution,
// every publication checked by each player as it comes (Bob's moves chosen as a computer seat chooses them). A forged
// move is refused with a notice, once; a refused move is sent again on its next try.
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { describe, expect, test } from 'vitest';
import { moveProblem } from '../../src/io/pbem/campaign/duelPlayer.ts';
import { computerDuelMove } from '../../src/io/online/accounts/computerDuel.ts';
import { OnlinePlayer } from '../../src/io/online/onlinePlayer.ts';
import type { OnlineFile } from '../../src/io/online/onlineGames.ts';
import { publishOnce } from '../../src/io/online/natsGame.ts';
import { privateStream, subjects } from '../../src/io/online/subjects.ts';
import { startReferee } from '../../src/cli/commands/referee/serve.ts';
import { hotseatHashOfCampaign } from '../support/campaignHotseat.ts';
import { serverForTests } from '../support/natsServer.ts';
import { keyed, memoryStorage, onlineFile, viewWhere } from '../support/onlinePlay.ts';
import { simpleChoice } from '../support/pbemDuel.ts';

const quiet = { out: () => {}, err: () => {}, readFile: () => '' };

/** A small map from the editor whose starts put Ann's hero (cavalry, u1, at 2,0) next to Bob's (warriors, u4, at 2,1). */
function duelFile(): OnlineFile {
  const base = onlineFile(2);
  const game = base.games[0]!;
  const rows = Array.from({ length: 6 }, () => 'gggggggg');
  return {
    ...base,
    games: [
      {
        ...game,
        champions: true,
        mapFile: {
          map: { width: 8, height: 6, rows },
          starts: [
            { col: 1, row: 0 },
            { col: 2, row: 2 },
          ],
        },
      },
    ],
  };
}

describe('a duel between heroes online', () => {
  const file = duelFile();
  const { server, as } = serverForTests(file);

  test('fought by sealed moves on private subjects, to the turn’s resolution', async () => {
    const running = await startReferee(await server().connectAs('referee', 'referee-password'), file.games, await keyed('referee'), {
      log: quiet,
      // A move the rules refuse only once both are known (a step that changes the range) holds its subject: past
      // the deadline its duelist plays nothing that round, as by e-mail.
      deadlineSeconds: 8,
    });
    const ann = new OnlinePlayer('g1', await keyed('ann'), memoryStorage());
    const bob = new OnlinePlayer('g1', await keyed('bob'), memoryStorage());
    const bobConnection = await as('bob');
    const annConnection = await as('ann');
    await ann.connect(annConnection);
    await bob.connect(bobConnection);
    await ann.join();
    await bob.join();
    const opened = await viewWhere(ann, (v) => v.campaign?.stage.kind === 'orders');
    const hero = opened.campaign!.start.units.u1!;
    expect(hero.hero).toBeDefined();
    expect(await ann.sendOrders([{ type: 'ATTACK', player: 'ann', unit: 'u1', target: { col: 2, row: 1 } }])).toEqual({ ok: true });

    // The duel-turn goes to whoever holds the initiative (the deal decides): the other may not read it.
    const atDuel = await viewWhere(ann, (v) => v.campaign?.stage.kind === 'duel' && (v.duel !== null || bob.view.duel !== null));
    const duelHead = atDuel.campaign!.headSeq;
    const [holder, other] = ann.view.duel ? [ann, bob] : [bob, ann];
    const otherConnection = other === bob ? bobConnection : annConnection;
    const otherJsm = await jetstreamManager(otherConnection, { checkAPI: false });
    const theirs = subjects.duelTurn('g1', holder.id, duelHead, holder.view.duel!.turn.move);
    await expect(otherJsm.direct.getMessage(privateStream('g1'), { last_by_subj: theirs })).rejects.toThrow(/permission/i);
    // A file that is no move, on a subject of the other's the round never needs (a third move is the holder's,
    // after a hesitation), is refused by the referee, once, with a notice; the duel goes on.
    const forged = await publishOnce(jetstream(otherConnection), subjects.duelMove('g1', duelHead, 2, other.id), '{"kind":"not a move"}\n');
    expect(forged.ok).toBe(true);
    await viewWhere(ann, (v) => v.notices.some((n) => /not signed by/.test(n.reason)));
    // A broken file on the holder's own subject for the move now due is refused with a notice naming that subject:
    // the holder is asked for the move again, and sends it on the move's next try.
    const holderMove = holder.view.duel!.turn.move;
    const due = subjects.duelMove('g1', duelHead, holderMove, holder.id);
    const holderConnection = holder === bob ? bobConnection : annConnection;
    expect((await publishOnce(jetstream(holderConnection), due, '{"kind":"broken"}\n')).ok).toBe(true);
    await viewWhere(holder, (v) => v.notices.some((n) => n.subject === due) && v.duel !== null);

    let moves = 0;
    for (let guard = 0; guard < 60; guard++) {
      const over = (v: typeof ann.view) => v.campaign?.stage.kind !== 'duel';
      const due = await viewWhere(ann, (v) => over(v) || v.duel !== null || bob.view.duel !== null, 20_000);
      if (over(due)) break;
      for (const player of [ann, bob]) {
        const { duel: view, duelRetry } = player.view;
        if (!view) continue;
        // Ann plays a plain legal move; Bob plays as a computer seat does, from its duel-turn alone. A move the
        // referee refused once the other's was known is asked for again: then neither declares anything.
        const first = player === ann ? simpleChoice(view, (c) => moveProblem(view, c)) : computerDuelMove(view, 'hard', 7);
        const choice = duelRetry && duelRetry.reason !== `not signed by ${player.id}` ? { registers: [] } : first;
        expect(await player.sendDuelMove(choice)).toEqual({ ok: true });
        // Sent once: the second press is refused, nothing sent twice.
        expect((await player.sendDuelMove({ registers: [] })).ok).toBe(false);
        moves++;
      }
    }
    const resolved = await viewWhere(ann, (v) => v.campaign?.stage.kind !== 'duel');
    const publications = resolved.campaign!.publications;
    // The move sent again was taken in the round it was due in.
    const firstRound = publications[duelHead + 1]!.duel!.moves;
    expect(firstRound.some((f) => f.signer === holder.id && (f.document as { move?: number }).move === holderMove)).toBe(true);
    const rounds = publications.filter((p) => p.step === 'duel' && (p.duel?.round ?? 0) > 0);
    expect(rounds.length).toBeGreaterThan(0);
    expect(moves).toBeGreaterThanOrEqual(rounds.length);
    expect(publications.at(-1)!.step).toBe('resolved');
    expect(publications.at(-1)!.dealSecret).toBeDefined();
    // The map is the hotseat game's of the same orders, dice and duel rounds.
    expect(publications.at(-1)!.stateHash).toBe(await hotseatHashOfCampaign(file.games[0]!, resolved.campaign!));
    // Bob follows the same campaign, to the publication; the forged file was refused once.
    const bobs = await viewWhere(bob, (v) => v.campaign?.headSeq === resolved.campaign!.headSeq);
    expect(bobs.campaign!.head).toBe(resolved.campaign!.head);
    const forgedOn = subjects.duelMove('g1', duelHead, 2, other.id);
    const forgedNotices = resolved.notices.filter((n) => /not signed by/.test(n.reason));
    expect(forgedNotices.map((n) => n.subject).sort()).toEqual([forgedOn, due].sort());
    // A move refused once both were known was sent again, once, and taken.
    expect(resolved.notices.filter((n) => !/not signed by/.test(n.reason)).every((n) => !/-[1-9]\.duel/.test(n.subject ?? ''))).toBe(true);
    ann.disconnect();
    bob.disconnect();
    await running.stop();
  }, 60_000);
});
