import { describe, expect, it } from 'vitest';
import { fileHash } from '../../../../src/io/pbem/campaign/fileHash.ts';
import { openCampaignFile } from '../../../../src/io/pbem/campaign/openCampaign.ts';
import { closeOrders } from '../../../../src/io/pbem/campaign/referee.ts';
import { takeDuelMoves } from '../../../../src/io/pbem/campaign/duelReferee.ts';
import { answer, campaignAtDuel, fightToTheEnd, HERO_ATTACK, championsCampaignScenario } from '../../../support/pbemDuel.ts';
import { expectRefused, NOW, newCampaign, ordersFiles, resign } from '../../../support/pbemCampaign.ts';

describe('a duel by e-mail', () => {
  it('stops the turn at the duel, deals round 1 to the holder alone, and resolves once the duel is over; the file verifies', async () => {
    const { campaign, people, stepped } = await campaignAtDuel();
    expect(campaign.stage.kind).toBe('duel');
    const opening = campaign.publications.at(-1)!;
    expect(opening.step).toBe('duel');
    expect(opening.duel).toEqual({ at: HERO_ATTACK.target, round: 0, moves: [], missing: [] });
    expect(opening.reveals).toHaveLength(1);
    expect(opening.report).toEqual(["Ann's Knight attacks Bob's Warlord: a duel, fought by e-mail round by round"]);
    expect(stepped.duelTurn?.file.document).toMatchObject({ kind: 'duel-turn', round: 1, move: 0, first: null });
    const { campaign: after, turns } = await fightToTheEnd(stepped, people);
    expect(after.stage.kind).toBe('orders');
    const last = after.publications.at(-1)!;
    expect(last.step).toBe('resolved');
    expect(last.dealSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(last.report.some((line) => line.includes('in a duel'))).toBe(true);
    // Every round was published with both duelists' moves, and the second mover was shown maneuver types, never cards.
    const rounds = after.publications.filter((p) => p.step === 'duel' && p.duel && p.duel.round > 0);
    expect(rounds.length).toBeGreaterThan(0);
    for (const round of rounds) expect(round.duel?.moves.map((m) => m.signer).sort()).toEqual(['ann', 'bob']);
    expect(rounds[0]?.report[0]).toMatch(/^Round 1: (Ann's Knight|Bob's Warlord) holds the initiative/);
    const seconds = turns.filter((t) => t.file.document.move === 1);
    expect(seconds.length).toBe(rounds.length);
    for (const turn of seconds) {
      const first = turn.file.document.first ?? [];
      expect(first.length).toBeGreaterThan(0);
      expect(first.every((shown) => shown === null || typeof shown === 'string')).toBe(true);
    }
    // Each duel-turn went to one duelist, holding that duelist's hand only.
    for (const turn of turns) expect(turn.file.document.player).toBe(turn.player);
    const verified = await openCampaignFile(JSON.parse(JSON.stringify(after.file)));
    expect(verified.ok ? verified.campaign.head : verified.reason).toBe(after.head);
  });

  it('commits to the deal secret with the orders whenever heroes are on the map', async () => {
    const { campaign, people } = await newCampaign('turn-by-turn', 2, { scenario: championsCampaignScenario(), gameId: 'duel-2' });
    const { files } = await ordersFiles(campaign, people, {});
    const closed = await closeOrders(campaign, files, people.referee, { now: NOW });
    expect(closed.ok && closed.campaign.publications.at(-1)?.dealCommitment).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses typed dice in a turn with a duel: its cards come from the committed dice', async () => {
    const { campaign, people } = await newCampaign('turn-by-turn', 2, { scenario: championsCampaignScenario(), gameId: 'duel-3' });
    const { files } = await ordersFiles(campaign, people, { ann: [HERO_ATTACK] });
    await expectRefused(
      campaign,
      () => closeOrders(campaign, files, people.referee, { now: NOW, typed: [3, 4] }),
      'a duel is fought this turn: its cards come from the committed dice, so close the orders without typed dice',
      files,
    );
  });

  it('refuses a move out of turn, a second file for one move, and another campaign’s move, changing nothing', async () => {
    const { people, stepped } = await campaignAtDuel();
    const first = await answer(stepped.campaign, people, stepped.duelTurn!);
    const holder = first.signer;
    const other = holder === 'ann' ? 'bob' : 'ann';
    const forged = await resign(first, (doc) => ({ ...doc, player: other }), people.players[other]!);
    await expectRefused(stepped.campaign, () => takeDuelMoves(stepped.campaign, [forged], people.referee, { now: NOW }), new RegExp(`it is ${holder}'s move`), [
      forged,
    ]);
    await expectRefused(
      stepped.campaign,
      () => takeDuelMoves(stepped.campaign, [first, first], people.referee, { now: NOW }),
      /a second file for move 1 of round 1/,
      [first],
    );
    const elsewhere = await resign(first, (doc) => ({ ...doc, gameId: 'other' }), people.players[holder]!);
    await expectRefused(stepped.campaign, () => takeDuelMoves(stepped.campaign, [elsewhere], people.referee, { now: NOW }), /for the campaign "other"/, [
      elsewhere,
    ]);
  });

  it('plays a missing move as nothing once the deadline has passed, and names the duelist', async () => {
    const { people, stepped } = await campaignAtDuel();
    const next = await takeDuelMoves(stepped.campaign, [], people.referee, { now: NOW, deadlinePassed: true });
    if (!next.ok) throw new Error(next.reason);
    const round = next.campaign.publications.find((p) => p.duel?.round === 1);
    expect(round?.duel?.missing).toHaveLength(2);
    expect(round?.duel?.moves).toEqual([]);
  });

  it('catches a referee that publishes cards it did not deal, though it signed them', async () => {
    const { people, stepped } = await campaignAtDuel();
    const { campaign } = await fightToTheEnd(stepped, people);
    const file = JSON.parse(JSON.stringify(campaign.file));
    // The last round's: the moves of any later round answer its hash, and would give a changed one away.
    const at = campaign.publications.findLastIndex((p) => (p.duel?.round ?? 0) > 0);
    const round = campaign.publications[at]?.duel?.round;
    const doc = file.publications[at].document;
    // The same cards in another order: every round plays as before, only the deal differs.
    const side = doc.duel.dealt.hands[0].length > 1 ? 0 : 1;
    doc.duel.dealt.hands[side].reverse();
    expect(JSON.stringify(doc.duel.dealt)).not.toBe(JSON.stringify(campaign.publications[at]?.duel?.dealt));
    // Signed again by the referee, and every publication after it chained again: only the deal secret can tell.
    file.publications[at] = await resign(file.publications[at], () => doc, people.referee);
    for (let i = at + 1; i < file.publications.length; i++) {
      const previous = await fileHash(file.publications[i - 1]);
      file.publications[i] = await resign(file.publications[i], (d: any) => ({ ...d, previous }), people.referee);
    }
    const opened = await openCampaignFile(file);
    expect(opened.ok ? 'verified' : opened.reason).toBe(`publication ${at + 1}: round ${round}'s published cards are not the ones the deal secret deals`);
  });
});

describe('a duel by e-mail, tampered with', () => {
  /** The campaign file with its last publication changed and signed again by the referee (the last one, so no later file names its hash). */
  async function forged(change: (doc: any) => unknown) {
    const { people, stepped } = await campaignAtDuel();
    const { campaign } = await fightToTheEnd(stepped, people);
    const file = JSON.parse(JSON.stringify(campaign.file));
    const at = file.publications.length - 1;
    file.publications[at] = await resign(file.publications[at], (doc: any) => change(doc), people.referee);
    return { opened: await openCampaignFile(file), at: file.publications[at].document.seq as number, people };
  }

  it('refuses a resolution whose deal secret is not the one committed', async () => {
    const { opened, at } = await forged((doc) => ({ ...doc, dealSecret: 'A'.repeat(43) }));
    expect(opened.ok ? 'verified' : opened.reason).toBe(`publication ${at}: its deal secret is not the one committed when the orders closed`);
  });

  it('refuses a resolution that carries a duel or no deal secret', async () => {
    const without = await forged(({ dealSecret: _, ...doc }) => doc);
    expect(without.opened.ok ? 'verified' : without.opened.reason).toBe(`publication ${without.at}: does not reveal the deal secret`);
    const withDuel = await forged((doc) => ({ ...doc, duel: { at: HERO_ATTACK.target, round: 9, moves: [], missing: [] } }));
    expect(withDuel.opened.ok ? 'verified' : withDuel.opened.reason).toMatch(/carries nothing but the deal secret/);
  });

  it('refuses a round whose moves were signed by someone else than their duelist', async () => {
    const { people, stepped } = await campaignAtDuel();
    const first = await answer(stepped.campaign, people, stepped.duelTurn!);
    const byReferee = await resign(first, (doc) => doc, people.referee);
    await expectRefused(stepped.campaign, () => takeDuelMoves(stepped.campaign, [byReferee], people.referee, { now: NOW }), /signed by "referee"/, [byReferee]);
  });
});
