// A duel by e-mail driven through the PBEM stores, as the screens drive them: the campaign made and its
// orders closed in Node (Ann's hero attacks Bob's), then the referee's store takes the reveals and each
// duelist's store answers the duel-turns it is sent.
import { expect } from 'vitest';
import { moveProblem } from '../../../src/io/pbem/campaign/duelPlayer.ts';
import { fileText } from '../../../src/io/pbem/campaign/fileText.ts';
import { closeOrders } from '../../../src/io/pbem/campaign/referee.ts';
import type { Campaign } from '../../../src/io/pbem/campaign/stage.ts';
import { createPlayerStore, type PlayerStoreApi } from '../../../src/state/pbem/playerStore.ts';
import { createRefereeStore, type RefereeStoreApi } from '../../../src/state/pbem/refereeStore.ts';
import type { DuelTurnExport } from '../../../src/state/pbem/duelTurnView.ts';
import { HERO_ATTACK, championsCampaignScenario, simpleChoice } from '../../support/pbemDuel.ts';
import { NOW, newCampaign, ordersFiles, revealFiles, type Participants } from '../../support/pbemCampaign.ts';
import { keyRingOf, MemoryStorage } from '../../ui/pbem/pbemFixtures.ts';

export interface DuelTable {
  readonly referee: RefereeStoreApi;
  readonly players: Readonly<Record<'ann' | 'bob', PlayerStoreApi>>;
  readonly people: Participants;
}

export const campaignOf = (referee: RefereeStoreApi): Campaign => {
  const { campaign } = referee.getState();
  if (!campaign) throw new Error('no campaign open');
  return campaign;
};

export const packOf = (referee: RefereeStoreApi): string => fileText(campaignOf(referee).file);

/** The referee's store with Ann's reveal taken: resolving it stops the turn at the heroes' duel. */
export async function tableAtReveals(gameId = 'duel-ui'): Promise<DuelTable> {
  const { campaign, people } = await newCampaign('turn-by-turn', 2, { scenario: championsCampaignScenario(), gameId });
  const { files, secrets } = await ordersFiles(campaign, people, { ann: [HERO_ATTACK] });
  const closed = await closeOrders(campaign, files, people.referee, { now: NOW });
  if (!closed.ok) throw new Error(closed.reason);
  const referee = createRefereeStore({ keys: keyRingOf(people.referee), storage: new MemoryStorage(), now: () => NOW });
  await referee.getState().open(fileText(closed.campaign.file), `${gameId}-1.campaign.json`);
  for (const reveal of await revealFiles(closed.campaign, people, secrets)) await referee.getState().take(fileText(reveal), 'ann.reveal.json');
  const player = (id: 'ann' | 'bob') => createPlayerStore({ keys: keyRingOf(people.players[id]!), storage: new MemoryStorage() });
  return { referee, players: { ann: player('ann'), bob: player('bob') }, people };
}

/** The duel begun: the referee resolved the reveals, and holds the first duel-turn to send. */
export async function tableAtDuel(gameId = 'duel-ui'): Promise<DuelTable & { turn: DuelTurnExport }> {
  const table = await tableAtReveals(gameId);
  await table.referee.getState().resolve({ deadlinePassed: false });
  const turn = table.referee.getState().outbox?.duelTurn;
  if (!turn) throw new Error(table.referee.getState().message?.text ?? 'no duel-turn');
  return { ...table, turn };
}

/** The duelist the duel-turn is for opens the latest pack and the duel-turn, and saves a simple legal move. */
export async function answerTurn(table: DuelTable, turn: DuelTurnExport): Promise<{ name: string; text: string }> {
  const store = table.players[turn.player as 'ann' | 'bob'];
  await store.getState().openPack(packOf(table.referee), 'latest.campaign.json');
  await store.getState().openDuelTurn(turn.text, turn.name);
  const view = store.getState().duel;
  if (!view) throw new Error(store.getState().message?.text ?? 'no duel view');
  const move = await store.getState().exportDuelMove(simpleChoice(view, (c) => moveProblem(view, c)));
  if (!move) throw new Error(store.getState().message?.text ?? 'no move');
  expect(store.getState().message?.text).toBe(`Saved ${move.name}: send it to the referee alone.`);
  return move;
}
