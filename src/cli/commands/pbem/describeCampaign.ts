// Where a campaign stands, in words and in JSON: for verify, the referee's summary and the published page.
import type { PublicationDocument } from '../../../io/pbem/campaign/documents.ts';
import type { Campaign } from '../../../io/pbem/campaign/stage.ts';
import { buildingsOf, unitsOf, type GameResult, type GameState } from '../../../rules/index.ts';

/** Player names as the map shows them, ids for anyone else (the referee). */
function namer(state: GameState): (id: string) => string {
  const names = new Map(state.players.map((p) => [p.id, p.name]));
  return (id) => names.get(id) ?? id;
}

/** "Ann", "Ann and Bob", "Ann, Bob and Cara". */
export function listed(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? 'nobody';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function resultText(result: GameResult, name: (id: string) => string): string {
  if (result.kind === 'won') return `${name(result.winner)} won (${result.reason})`;
  return `a draw between ${listed(result.players.map(name))} (${result.reason})`;
}

/** "Turn 3", "Week 2", "Week 2, attacks". */
function turnText(campaign: Campaign, turn: number, phase: 'orders' | 'attacks'): string {
  if (campaign.doc.schedule === 'turn-by-turn') return `Turn ${turn}`;
  return phase === 'attacks' ? `Week ${turn}, attacks` : `Week ${turn}`;
}

/** One line: what the campaign awaits, or how it ended. */
export function headline(campaign: Campaign): string {
  const { stage, shown } = campaign;
  const name = namer(shown);
  if (stage.kind === 'over') return `Over: ${shown.result ? resultText(shown.result, name) : 'no result'}`;
  const from = listed(stage.from.map(name));
  if (stage.kind === 'reveals') return `${turnText(campaign, stage.turn, stage.phase)} — reveals awaited from ${from}`;
  if (stage.kind === 'duel') return `${turnText(campaign, stage.turn, stage.phase)} — a duel, round ${stage.rounds.length + 1}: moves awaited from ${from}`;
  return `${turnText(campaign, stage.turn, stage.phase)} — orders awaited from ${from}`;
}

/** One line on how a publication's dice were made (or are to be). */
export function diceText(campaign: Campaign, p: PublicationDocument): string {
  const name = namer(campaign.shown);
  if (p.step === 'start') return 'No dice yet: this is the opening map.';
  if (p.step === 'closed') {
    const others = Object.keys(p.commitments).filter((id) => id !== campaign.doc.referee);
    return `Dice to come: from the reveals of ${listed([...others.map(name), 'the referee'])}, who have committed to their secrets.`;
  }
  const { dice } = p;
  if (p.step === 'duel' && (p.duel?.round ?? 0) > 0)
    return `Duel cards dealt from the referee's committed deal secret and this turn's seed (revealed when the duel is over).`;
  if (p.dealSecret) return `Seed ${dice.kind === 'commit-reveal' ? dice.seed : '?'}; the duel's cards from the deal secret, revealed now for anyone to check.`;
  if (dice.kind === 'none') return 'No dice were rolled.';
  if (dice.kind === 'typed') return `Physical dice, typed by the referee: ${dice.faces.join(', ') || 'none'}.`;
  const revealed = p.reveals.length;
  const missing = p.missingReveals.length > 0 ? `; missing reveals: ${listed(p.missingReveals.map(name))} (left out of the seed)` : '';
  return `Seed ${dice.seed} from ${revealed} reveal${revealed === 1 ? '' : 's'} and the referee's secret${missing}.`;
}

/** What `karnage pbem verify` prints. */
export function standing(campaign: Campaign) {
  const { stage, shown } = campaign;
  const last = campaign.publications.at(-1);
  return {
    gameId: campaign.gameId,
    name: campaign.doc.name,
    schedule: campaign.doc.schedule,
    referee: campaign.doc.referee,
    publications: campaign.publications.length,
    turn: stage.kind === 'over' ? shown.turnNumber : stage.turn,
    ...(stage.kind === 'over' ? {} : { phase: stage.phase }),
    stage: stage.kind,
    awaiting: stage.kind === 'over' ? [] : [...stage.from],
    headline: headline(campaign),
    ...(last ? { last: { seq: last.seq, step: last.step, publishedAt: last.publishedAt, stateHash: last.stateHash } } : {}),
    ...(shown.result ? { result: shown.result } : {}),
  };
}

/** Every player's pieces on the map as last published, with the unit ids that orders name. */
export function pieces(state: GameState) {
  return state.players.map((p) => ({
    id: p.id,
    name: p.name,
    race: p.race,
    gold: p.gold,
    ...(p.eliminated ? { eliminated: true } : {}),
    units: unitsOf(state, p.id).map((u) => ({ id: u.id, type: u.type, at: u.at, ...(u.defending ? { defending: true } : {}) })),
    buildings: buildingsOf(state, p.id).map((b) => ({ type: b.type, at: b.at })),
  }));
}
