// The hotseat replay of a published campaign: the same scenario played at one screen with each turn's orders, its
// published dice seed and — where heroes fought — the duel's rounds as published, dealt from the revealed secret.
// Its state hash is what the online game's last publication must say.
import { onlineScenario, type OnlineGame } from '../../src/io/online/onlineGames.ts';
import { CAMPAIGN_FILE_FORMAT, CAMPAIGN_FILE_VERSION, type PublicationDocument } from '../../src/io/pbem/campaign/documents.ts';
import { openCampaignFile } from '../../src/io/pbem/campaign/openCampaign.ts';
import { dealSeedOf } from '../../src/io/pbem/campaign/refereeSecret.ts';
import type { Campaign } from '../../src/io/pbem/campaign/stage.ts';
import { activePlayer, playOrder, seededDice, startGame, stateHash, type GameState, type Order } from '../../src/rules/index.ts';
import type { DuelPlay } from '../../src/rules/champions/index.ts';

/** The duel of the turn `resolved` closes: where, its deal, each round as the campaign replayed it. */
async function duelOf(campaign: Campaign, at: number, resolved: PublicationDocument, seed: number): Promise<DuelPlay[]> {
  if (!resolved.dealSecret) return [];
  const before = await openCampaignFile({
    format: CAMPAIGN_FILE_FORMAT,
    version: CAMPAIGN_FILE_VERSION,
    campaign: campaign.file.campaign,
    publications: campaign.file.publications.slice(0, at),
  });
  if (!before.ok) throw new Error(before.reason);
  const { stage } = before.campaign;
  if (stage.kind !== 'duel') throw new Error(`publication ${at} resolves a duel, but the one before is not a duel's`);
  return [{ target: stage.duel.target, deal: await dealSeedOf(resolved.dealSecret, seed), rounds: stage.rounds.map((r) => r.played) }];
}

export async function hotseatHashOfCampaign(game: OnlineGame, campaign: Campaign): Promise<string> {
  const scenario = onlineScenario(game);
  if ('error' in scenario) throw new Error(scenario.error);
  const started = startGame({ ...scenario, mode: 'hotseat' }, 0);
  if (!started.ok) throw new Error(started.reason);
  let state: GameState = started.state;
  for (const [at, p] of campaign.publications.entries()) {
    if (p.step !== 'resolved') continue;
    if (p.dice.kind !== 'commit-reveal') throw new Error(`turn ${p.turn} was not rolled by commit and reveal`);
    const closed = campaign.publications.find((c) => c.turn === p.turn && c.step === 'closed');
    for (const file of closed?.orders ?? []) {
      for (const order of (file.document as { orders: Order[] }).orders) {
        const played = playOrder(state, order);
        if (played.ok) state = played.state;
      }
    }
    const duels = await duelOf(campaign, at, p, p.dice.seed);
    const ended = playOrder(state, { type: 'END_TURN', player: activePlayer(state).id, ...(duels.length > 0 ? { duels } : {}) }, seededDice(p.dice.seed));
    if (!ended.ok) throw new Error(`turn ${p.turn}: ${ended.reason}`);
    state = ended.state;
  }
  return stateHash(state);
}
