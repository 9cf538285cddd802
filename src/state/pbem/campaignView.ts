// What the PBEM screens say about a campaign: where it stands, the dice of its last publication, the
// names its files are saved under. Pure, from the campaign as the engine opened it.
import type { PublicationDocument } from '../../io/pbem/campaign/documents.ts';
import type { Campaign, Stage } from '../../io/pbem/campaign/stage.ts';
import type { PublishedPageInput } from '../../io/pbem/page/publishedPage.ts';
import { describeHex, type GameState, type PlayerId } from '../../rules/index.ts';
import { coloursOf } from '../colours.ts';

/** A player's name in the campaign, else their id. */
export function nameOf(state: GameState, id: PlayerId): string {
  return state.players.find((p) => p.id === id)?.name ?? id;
}

const names = (state: GameState, ids: readonly PlayerId[]) => ids.map((id) => nameOf(state, id)).join(', ') || 'nobody';

/** "Week 3" or "Turn 7": a week counts as one turn. */
export function turnLabel(campaign: Campaign, turn: number): string {
  return `${campaign.doc.schedule === 'turn-by-turn' ? 'Turn' : 'Week'} ${turn}`;
}

function resultLine(state: GameState): string {
  const { result } = state;
  if (!result) return 'The campaign is over.';
  return result.kind === 'won'
    ? `The campaign is over: ${nameOf(state, result.winner)} won.`
    : `The campaign is over: a draw (${names(state, result.players)}).`;
}

/** One line: what the campaign waits for now. */
export function stageHeadline(campaign: Campaign): string {
  const { stage, shown } = campaign;
  if (stage.kind === 'over') return resultLine(shown);
  const what = stage.phase === 'attacks' ? 'attacks' : 'orders';
  if (stage.kind === 'orders') return `${turnLabel(campaign, stage.turn)}: ${what} due from ${names(shown, stage.from)}`;
  if (stage.kind === 'duel')
    return `${turnLabel(campaign, stage.turn)}: a duel at ${describeHex(stage.duel.target)}, round ${stage.rounds.length + 1}; moves due from ${names(shown, stage.from)}`;
  return `${turnLabel(campaign, stage.turn)}: ${what} closed; reveals due from ${names(shown, stage.from)}`;
}

/** The publication the campaign ends with (a campaign always has its opening). */
export function lastPublication(campaign: Campaign): PublicationDocument | undefined {
  return campaign.publications.at(-1);
}

/** One line: how the last publication's dice were made. */
export function diceLine(publication: PublicationDocument | undefined): string {
  if (!publication || publication.step === 'start') return 'The opening map: no dice yet.';
  if (publication.step === 'closed') return 'Orders closed: every commitment is published; the dice come from the reveals.';
  if (publication.step === 'duel' && (publication.duel?.round ?? 0) > 0)
    return "A duel's round: its cards come from the referee's committed deal secret, revealed when the duel is over.";
  const { dice } = publication;
  const missing = publication.missingReveals.length > 0 ? ` (no reveal from ${publication.missingReveals.join(', ')})` : '';
  if (dice.kind === 'commit-reveal') return `Dice: seed ${dice.seed}, the hash of every participant's revealed secret${missing}.`;
  if (dice.kind === 'typed') return `Dice rolled by the referee and typed in: ${dice.faces.join(', ') || 'none'}.`;
  return 'No dice were rolled.';
}

/** The ids of the campaign's players, in seat order. */
export function playerIds(campaign: Campaign): string[] {
  return campaign.doc.scenario.players.map((p) => p.id);
}

/** The public key the campaign lists for `id`. */
export function listedKey(campaign: Campaign, id: string): string | undefined {
  return campaign.doc.keys.find((k) => k.id === id)?.publicKey;
}

/** Players whose files the campaign waits for now. */
export function awaited(stage: Stage): readonly PlayerId[] {
  return stage.kind === 'over' ? [] : stage.from;
}

/** "#rrggbb" per player: the scenario's colours, else the palette's. */
export function campaignColours(campaign: Campaign): Record<PlayerId, string> {
  return coloursOf({ ...campaign.doc.scenario, map: campaign.start.map });
}

// File names: the campaign and turn first, so a folder of them sorts by game and time.

export const packFileName = (campaign: Campaign) => `${campaign.gameId}-${campaign.headSeq}.campaign.json`;
export const pageFileName = (campaign: Campaign) => `${campaign.gameId}-${campaign.headSeq}.html`;

export function ordersFileName(campaign: Campaign, player: string): string {
  const { stage } = campaign;
  const at = stage.kind === 'orders' ? `turn-${stage.turn}-${stage.phase}` : 'orders';
  return `${campaign.gameId}-${at}-${player}.orders.json`;
}

export function revealFileName(campaign: Campaign, player: string): string {
  const { stage } = campaign;
  return `${campaign.gameId}-turn-${stage.kind === 'reveals' ? stage.turn : 'x'}-${player}.reveal.json`;
}

/** Faces typed by the referee ("5, 3 6"; "none" for a phase without fights), or one line why they cannot be read. */
export function readFaces(text: string): { ok: true; faces: number[] } | { ok: false; reason: string } {
  if (text.trim().toLowerCase() === 'none') return { ok: true, faces: [] };
  const parts = text.split(/[\s,;]+/).filter((p) => p !== '');
  if (parts.length === 0) return { ok: false, reason: 'type the faces of the dice rolled, in order, e.g. "5, 3, 6", or "none"' };
  const faces: number[] = [];
  for (const part of parts) {
    if (!/^\d{1,2}$/.test(part) || Number(part) < 1 || Number(part) > 20) return { ok: false, reason: `"${part.slice(0, 12)}" is not a die face (1 to 20)` };
    faces.push(Number(part));
  }
  return { ok: true, faces };
}

/** What the published HTML page shows: the map as published, what is awaited, the last report and dice. */
export function pageInput(campaign: Campaign): PublishedPageInput {
  const last = lastPublication(campaign);
  return {
    title: campaign.doc.name,
    state: campaign.shown,
    headline: stageHeadline(campaign),
    report: last?.report ?? [],
    dice: diceLine(last),
    ...(last ? { publishedAt: last.publishedAt, stateHash: last.stateHash } : {}),
    colours: campaignColours(campaign),
    awaiting: awaited(campaign.stage),
  };
}
