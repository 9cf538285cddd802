// A duel by e-mail for tests: Ann's hero attacks Bob's in a turn-by-turn campaign, and each duelist answers
// every duel-turn the referee sends with a simple legal move, until the turn resolves.
import type { SignedFile } from '../../src/io/pbem/signedFile.ts';
import type { DuelMoveDocument } from '../../src/io/pbem/campaign/duelDocuments.ts';
import { readDuelTurn, writeDuelMove, type DuelMoveChoice, type DuelView } from '../../src/io/pbem/campaign/duelPlayer.ts';
import { takeDuelMoves, type DuelStepped, type DuelTurnOut } from '../../src/io/pbem/campaign/duelReferee.ts';
import { closeOrders, resolveReveals } from '../../src/io/pbem/campaign/referee.ts';
import type { Campaign } from '../../src/io/pbem/campaign/stage.ts';
import type { Declaration, ManeuverId } from '../../src/rules/champions/index.ts';
import type { Scenario } from '../../src/rules/index.ts';
import { championsScenario } from './champions.ts';
import { NOW, newCampaign, ordersFiles, revealFiles, type Participants } from './pbemCampaign.ts';

/** The Champions board with the campaign's player ids. */
export function championsCampaignScenario(): Scenario {
  const id = (old: string) => (old === 'p1' ? 'ann' : 'bob');
  const s = championsScenario();
  return { ...s, players: s.players.map((p) => ({ ...p, id: id(p.id) })), units: s.units.map((u) => ({ ...u, owner: id(u.owner) })) };
}

export const HERO_ATTACK = { type: 'ATTACK', player: 'ann', unit: 'u1', target: { col: 3, row: 1 } } as const;

/** The campaign up to the duel's start: Ann's hero attacks Bob's, the orders close, both reveal. */
export async function campaignAtDuel(): Promise<{ campaign: Campaign; people: Participants; stepped: Extract<DuelStepped, { ok: true }> }> {
  const { campaign, people } = await newCampaign('turn-by-turn', 2, { scenario: championsCampaignScenario(), gameId: 'duel-1' });
  const { files, secrets } = await ordersFiles(campaign, people, { ann: [HERO_ATTACK] });
  const closed = await closeOrders(campaign, files, people.referee, { now: NOW });
  if (!closed.ok) throw new Error(closed.reason);
  const reveals = await revealFiles(closed.campaign, people, secrets);
  const stepped = await resolveReveals(closed.campaign, reveals, people.referee, null, { now: NOW });
  if (!stepped.ok) throw new Error(stepped.reason);
  return { campaign: stepped.campaign, people, stepped };
}

const TRIES: readonly ManeuverId[] = ['attack', 'parry'];

/** A simple legal move: hesitate never; otherwise the first attack or parry the rules take with one card, else nothing. */
export function simpleChoice(view: DuelView, moveProblem: (choice: DuelMoveChoice) => string | null): DuelMoveChoice {
  const hand = view.hands[view.turn.side];
  for (const maneuver of TRIES) {
    for (const card of hand) {
      const registers: Declaration[] = [{ maneuver, card }];
      if (moveProblem({ registers }) === null) return { registers };
    }
  }
  return { registers: [] };
}

/** The duelist's answer to a duel-turn. */
export async function answer(campaign: Campaign, people: Participants, turn: DuelTurnOut, choose = simpleChoice): Promise<SignedFile<DuelMoveDocument>> {
  const read = await readDuelTurn(campaign, turn.file, turn.player);
  if (!read.ok) throw new Error(read.reason);
  const { moveProblem } = await import('../../src/io/pbem/campaign/duelPlayer.ts');
  const choice = choose(read.view, (c) => moveProblem(read.view, c));
  const written = await writeDuelMove(read.view, campaign, people.players[turn.player]!, choice);
  if (!written.ok) throw new Error(written.reason);
  return written.file;
}

/** Plays the duel to its end: every duel-turn answered, the round's moves taken together. Returns each step's turn files. */
export async function fightToTheEnd(start: Extract<DuelStepped, { ok: true }>, people: Participants): Promise<{ campaign: Campaign; turns: DuelTurnOut[] }> {
  let stepped = start;
  let moves: SignedFile<DuelMoveDocument>[] = [];
  const turns: DuelTurnOut[] = [];
  for (let guard = 0; stepped.duelTurn && guard < 40; guard++) {
    const head = stepped.campaign.headSeq;
    turns.push(stepped.duelTurn);
    moves.push(await answer(stepped.campaign, people, stepped.duelTurn));
    const next = await takeDuelMoves(stepped.campaign, moves, people.referee, { now: NOW });
    if (!next.ok) throw new Error(next.reason);
    if (next.campaign.headSeq !== head) moves = [];
    stepped = next;
  }
  return { campaign: stepped.campaign, turns };
}
