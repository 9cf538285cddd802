// The referee's new-campaign form, read into what createCampaign needs: every field checked in the
// order shown, the first problem told in one line.
import type { Schedule } from '../../io/pbem/campaign/documents.ts';
import type { CombatChoice } from '../premadeMap.ts';
import { normaliseName } from '../../io/displayName.ts';
import { RACE_IDS, type RaceId } from '../../rules/index.ts';
import { campaignIdProblem, campaignScenario, seatProblem, type MapChoice, type SeatInput } from './campaignScenario.ts';
import { readPublicKey } from '../../io/pbem/publicKeyCard.ts';
import type { NewCampaignInput } from './refereeStore.ts';

export interface SeatDraft {
  /** Tells the rows apart for React while they are edited. */
  readonly key: number;
  readonly id: string;
  /** Blank: the id, capitalised. */
  readonly name: string;
  readonly race: RaceId;
  /** A pasted public key, or a public key file's text. */
  readonly publicKey: string;
}

export interface CampaignForm {
  readonly gameId: string;
  readonly name: string;
  readonly schedule: Schedule;
  /** The referee's kept key; null when none is chosen. */
  readonly refereeId: string | null;
  readonly seats: readonly SeatDraft[];
  /** Null when a map file is wanted but none was chosen. */
  readonly map: MapChoice | null;
  readonly startingGold: number;
  /** The combat system the campaign fights by (absent: the default). */
  readonly combat?: CombatChoice;
  /** Champions: each player's first unit is its hero (turn by turn only). */
  readonly champions?: boolean;
}

/** Why Champions is for turn-by-turn campaigns only (docs/rules.md, "Champions on the hex map"). */
export const CHAMPIONS_TURNS_ONLY =
  'heroes duel only in a turn-by-turn campaign: in simultaneous weeks a hero attacking a hero is refused (each would have to answer the other’s cards inside one resolution)';

export function newSeat(seats: readonly SeatDraft[]): SeatDraft {
  const key = seats.reduce((max, s) => Math.max(max, s.key + 1), 0);
  return { key, id: '', name: '', race: RACE_IDS[seats.length % RACE_IDS.length] ?? RACE_IDS[0], publicKey: '' };
}

const capitalised = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

export const seatName = (seat: SeatDraft) => normaliseName(seat.name) || capitalised(seat.id.trim());

export type FormRead = { ok: true; input: NewCampaignInput } | { ok: false; problem: string };

/** The form as a new campaign, or the first problem with it. */
export async function readCampaignForm(form: CampaignForm): Promise<FormRead> {
  const fail = (problem: string): FormRead => ({ ok: false, problem });
  if (!form.refereeId) return fail("choose the referee's key (make one on the Keys tab first)");
  const idProblem = campaignIdProblem(form.gameId.trim(), form.name);
  if (idProblem) return fail(idProblem);
  const seats: SeatInput[] = form.seats.map((s) => ({ id: s.id.trim(), name: seatName(s), race: s.race }));
  const problem = seatProblem(seats, form.refereeId);
  if (problem) return fail(problem);
  const players: { id: string; publicKey: string }[] = [];
  for (const [i, seat] of seats.entries()) {
    const read = await readPublicKey(form.seats[i]?.publicKey ?? '');
    if (!read.ok) return fail(`${seat.id}'s public key: ${read.reason}`);
    const { participant, publicKey } = read.card;
    if (participant !== undefined && participant !== seat.id) return fail(`the key given for ${seat.id} is ${participant}'s`);
    players.push({ id: seat.id, publicKey });
  }
  if (new Set(players.map((p) => p.publicKey)).size < players.length) return fail('two players were given the same public key');
  if (!form.map) return fail('choose a map file, or a generated map');
  if (form.champions && form.schedule !== 'turn-by-turn') return fail(`Champions: ${CHAMPIONS_TURNS_ONLY}`);
  const scenario = campaignScenario(seats, form.map, form.startingGold, form.combat, form.champions === true);
  if ('error' in scenario) return fail(`no map for this campaign: ${scenario.error}`);
  return {
    ok: true,
    input: { gameId: form.gameId.trim(), name: normaliseName(form.name), schedule: form.schedule, scenario, refereeId: form.refereeId, players },
  };
}
