// A duel by e-mail through the referee's and the duelists' stores, as the PBEM screens drive them: the
// reveals stop the turn at the duel and give the referee a duel-turn for one duelist alone; each duelist
// opens its own, sees its own hand only, and saves a sealed move; the referee takes the moves and goes on,
// round by round, until the turn resolves. Every refusal is one line that changes nothing.
import { describe, expect, test } from 'vitest';
import { openCampaignText } from '../../../src/io/pbem/campaign/openCampaign.ts';
import { fullDeck, sameCard } from '../../../src/rules/champions/index.ts';
import { duelMoveFileName, duelTurnFacts, duelTurnFileName, firstDrafts } from '../../../src/state/pbem/duelTurnView.ts';
import { answerTurn, campaignOf, packOf, tableAtDuel, tableAtReveals } from './duelFixtures.ts';

function expectRefusal(store: { getState(): { message: { kind: string; text: string } | null } }, pattern: RegExp): void {
  const message = store.getState().message;
  expect(message?.kind).toBe('refusal');
  expect(message?.text).not.toMatch(/\n/);
  expect(message?.text).toMatch(pattern);
}

const TURN_NAME = /^duel-ui-turn1-duel-round1-move1-(ann|bob)\.json$/;

describe('a duel by e-mail through the PBEM stores', () => {
  test('the reveals stop the turn at the duel: the referee publishes its start and is given the holder’s duel-turn, for them alone', async () => {
    const { referee } = await tableAtReveals();
    await referee.getState().resolve({ deadlinePassed: false });
    const { outbox, message } = referee.getState();
    expect(campaignOf(referee).stage.kind).toBe('duel');
    expect(outbox?.published).toBe(true);
    expect(outbox?.duelTurn).toMatchObject({ round: 1, move: 1, name: expect.stringMatching(TURN_NAME) });
    const who = outbox?.duelTurn?.player === 'ann' ? 'Ann' : 'Bob';
    expect(message?.text).toBe(
      `The turn stops at a duel: send the campaign file to every player, and send ${outbox?.duelTurn?.name} to ${who} alone: it holds their hand. ` +
        'Turn 1: a duel at (3,1), round 1; moves due from Ann, Bob.',
    );
  });

  test('fought to its end through both stores: each duelist sees its own hand only, and the campaign verifies', async () => {
    const table = await tableAtDuel();
    const { referee, players } = table;
    let turn = referee.getState().outbox?.duelTurn ?? null;
    const rounds = new Set<number>();
    for (let guard = 0; turn && guard < 30; guard++) {
      const move = await answerTurn(table, turn);
      const view = players[turn.player as 'ann' | 'bob'].getState().duel;
      expect(view?.turn.hand).toEqual(JSON.parse(turn.text).document.hand);
      expect(move.name).toBe(duelMoveFileName(view!.turn));
      rounds.add(turn.round);
      await referee.getState().take(move.text, move.name);
      expect(referee.getState().message?.text).toBe(`Took ${turn.player}'s move ${turn.move} of round ${turn.round} (${move.name}).`);
      await referee.getState().goOnWithDuel({ deadlinePassed: false });
      expect(referee.getState().message?.kind).toBe('notice');
      turn = referee.getState().outbox?.duelTurn ?? null;
    }
    expect(rounds.size).toBeGreaterThan(0);
    expect(campaignOf(referee).stage.kind).toBe('orders');
    expect(referee.getState().outbox).toEqual({ duelTurn: null, published: true });
    expect(referee.getState().message?.text).toMatch(/^The duel is over: the turn is resolved and published; send the campaign file to every player\. Turn 2/);
    const opened = await openCampaignText(packOf(referee));
    expect(opened.ok && opened.campaign.publications.at(-1)?.step).toBe('resolved');
    // A newer pack: the duel-turn answered is gone from the duelist's store.
    await players.ann.getState().openPack(packOf(referee), 'end.campaign.json');
    expect(players.ann.getState().duel).toBeNull();
  });

  test('a duel-turn that publishes nothing keeps the moves taken; the second duelist is shown the first’s maneuver types only', async () => {
    const table = await tableAtDuel();
    const { referee, players, turn } = table;
    const move = await answerTurn(table, turn);
    await referee.getState().take(move.text, move.name);
    const head = campaignOf(referee).headSeq;
    await referee.getState().goOnWithDuel({ deadlinePassed: false });
    const next = referee.getState().outbox?.duelTurn;
    expect(campaignOf(referee).headSeq).toBe(head);
    expect(referee.getState().duelMoves).toHaveLength(1);
    expect(referee.getState().outbox?.published).toBe(false);
    expect(next?.player).not.toBe(turn.player);
    expect(next?.name).toBe(duelTurnFileName({ gameId: 'duel-ui', turn: 1, round: 1, move: 1, player: next?.player ?? '' }));
    expect(referee.getState().message?.text).toMatch(/^Move 2 of round 1 is (Ann|Bob)'s: send .*move2.* alone: it holds their hand\.$/);

    const second = players[next?.player as 'ann' | 'bob'];
    await second.getState().openPack(packOf(referee), 'pack');
    await second.getState().openDuelTurn(next?.text ?? '', next?.name ?? '');
    const view = second.getState().duel;
    if (!view) throw new Error('no view');
    const facts = duelTurnFacts(view);
    expect(facts.first?.every((m) => m === null || typeof m === 'string')).toBe(true);
    expect(facts.hand).toEqual(view.turn.hand);
    expect(facts.holderNow).not.toBe(facts.side);
    expect(firstDrafts(view).length).toBeGreaterThanOrEqual(Math.min(facts.maneuversAllowed, facts.hand.length));
    // The first mover's cards are in nothing the second is given.
    const firstCards = JSON.parse(move.text).document.registers.flatMap((r: { card?: unknown } | null) => (r?.card ? [JSON.stringify(r.card)] : []));
    expect(JSON.stringify(next?.text)).not.toContain('"registers"');
    for (const card of firstCards) expect(JSON.stringify(view.turn.first)).not.toContain(card);
  });

  test('bad files are refused in one line, changing nothing', async () => {
    const table = await tableAtDuel();
    const { referee, players, turn } = table;
    const other = turn.player === 'ann' ? players.bob : players.ann;
    await other.getState().openPack(packOf(referee), 'pack');
    await other.getState().openDuelTurn(turn.text, turn.name);
    expectRefusal(other, new RegExp(`^"${turn.name}" refused: this duel turn is ${turn.player}'s, not `));
    expect(other.getState().duel).toBeNull();

    await referee.getState().take(turn.text, turn.name);
    expectRefusal(referee, /refused: a duel is being fought: only its duelists’ moves are taken now$/);
    const move = await answerTurn(table, turn);
    await referee.getState().take(move.text, move.name);
    await referee.getState().take(move.text, 'again.json');
    expectRefusal(referee, /^"again\.json" refused: a second file for move 1 of round 1$/);
    expect(referee.getState().duelMoves.map((r) => r.fileName)).toEqual([move.name]);
    referee.getState().dropDuelMove(0);
    expect(referee.getState().duelMoves).toEqual([]);

    const mine = players[turn.player as 'ann' | 'bob'];
    const hand = mine.getState().duel?.turn.hand ?? [];
    const card = fullDeck().find((c) => !hand.some((h) => sameCard(h, c)))!;
    expect(await mine.getState().exportDuelMove({ registers: [{ maneuver: 'attack', card }] })).toBeNull();
    expectRefusal(mine, /^your move was not saved: /);
  });

  test('a move that comes before its turn is refused when the referee goes on: one line, the moves taken and the campaign kept', async () => {
    const table = await tableAtDuel();
    const { referee, turn } = table;
    const first = await answerTurn(table, turn);
    await referee.getState().take(first.text, first.name);
    await referee.getState().goOnWithDuel({ deadlinePassed: false });
    const next = referee.getState().outbox?.duelTurn;
    if (!next) throw new Error('no second duel-turn');
    const second = await answerTurn(table, next);
    referee.getState().dropDuelMove(0);
    await referee.getState().take(second.text, second.name);
    const before = campaignOf(referee);
    await referee.getState().goOnWithDuel({ deadlinePassed: false });
    expectRefusal(referee, new RegExp(`^${next.player}'s move 2 of round 1 comes before move 1$`));
    expect(campaignOf(referee)).toBe(before);
    expect(referee.getState().duelMoves.map((r) => r.fileName)).toEqual([second.name]);
  });

  test('past the deadline, a round goes on without the moves that did not come, and is published with them missing', async () => {
    const { referee, turn } = await tableAtDuel();
    await referee.getState().goOnWithDuel({ deadlinePassed: true });
    const round = campaignOf(referee).publications.at(-1);
    expect(round?.duel?.round).toBe(1);
    expect(round?.duel?.missing[0]).toBe(turn.player);
    expect(referee.getState().message?.text).toMatch(/^Round 1 of the duel published: send the campaign file to every player/);
  });
});
