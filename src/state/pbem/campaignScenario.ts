// The scenario a referee starts a campaign on: a generated map, as the new-game screen makes one, or a
// map file from the editor; the players' ids are their participant ids, so each key names a seat.
import { loadMapFile } from '../../io/loadMapFile.ts';
import { mapFromRows } from '../../io/mapRows.ts';
import { campaignDocument } from '../../io/pbem/campaign/documents.ts';
import { participantId } from '../../io/pbem/canonical.ts';
import { nameProblem, normaliseName, repeatedName } from '../../io/displayName.ts';
import { describeIssues } from '../../io/describeZodError.ts';
import { oneLine, quoteInput } from '../../io/quoteInput.ts';
import { MAX_PLAYERS, MIN_PLAYERS, type RaceId, type Scenario } from '../../rules/index.ts';
import { PLAYER_COLOURS } from '../palette.ts';
import { scenarioOfSetup, type CombatChoice, type PremadeMap } from '../premadeMap.ts';

export interface SeatInput {
  /** The participant id, which the player's key is kept under. */
  readonly id: string;
  readonly name: string;
  readonly race: RaceId;
}

export type MapChoice =
  | { readonly kind: 'generated'; readonly width: number; readonly height: number; readonly seed: number }
  | { readonly kind: 'file'; readonly premade: PremadeMap };

/** A map file's text as a map to play on, or one line why not. */
export function premadeOfMapFile(text: string): PremadeMap | { error: string } {
  const loaded = loadMapFile(text);
  if (!loaded.ok) return { error: oneLine(loaded.message) };
  const { name, map, starts } = loaded.value;
  const terrain = mapFromRows(map.rows);
  if ('error' in terrain) return { error: oneLine(terrain.error) };
  if (starts.length < MIN_PLAYERS) return { error: `${quoteInput(name)} has ${starts.length} start positions; a campaign needs ${MIN_PLAYERS}` };
  return { name, map: terrain, starts: starts.map((s) => ({ at: s.at, race: s.race })) };
}

/** Why these seats cannot play, or null. `referee` may not also hold a seat. */
export function seatProblem(seats: readonly SeatInput[], referee: string): string | null {
  if (seats.length < MIN_PLAYERS || seats.length > MAX_PLAYERS) return `a campaign has ${MIN_PLAYERS} to ${MAX_PLAYERS} players`;
  for (const [i, seat] of seats.entries()) {
    if (!participantId.safeParse(seat.id).success)
      return `player ${i + 1}: ${quoteInput(seat.id)} is not a participant id (lower-case letters, digits, - and _)`;
    const problem = nameProblem(normaliseName(seat.name));
    if (problem) return `player ${i + 1}: ${problem}`;
    if (seat.id === referee) return `player ${i + 1}: the referee ${seat.id} cannot also play`;
  }
  if (repeatedName(seats.map((s) => s.id)) !== null) return 'two players have the same id';
  if (repeatedName(seats.map((s) => s.name)) !== null) return 'two players have the same name';
  return null;
}

/** Why a campaign id or name cannot be used, or null (the campaign file's own rules). */
export function campaignIdProblem(gameId: string, name: string): string | null {
  const id = campaignDocument.shape.gameId.safeParse(gameId);
  if (!id.success) return oneLine(`campaign id: ${describeIssues(id.error.issues, 1)}`);
  const title = campaignDocument.shape.name.safeParse(normaliseName(name));
  return title.success ? null : oneLine(`campaign name: ${describeIssues(title.error.issues, 1)}`);
}

/** The setup's seat ids (p1, p2, …) become the players' participant ids. */
function withSeatIds(scenario: Scenario, seats: readonly SeatInput[]): Scenario {
  const ids = new Map(scenario.players.map((p, i) => [p.id, seats[i]?.id ?? p.id]));
  const id = (old: string) => ids.get(old) ?? old;
  return {
    ...scenario,
    players: scenario.players.map((p) => ({ ...p, id: id(p.id) })),
    units: scenario.units.map((u) => ({ ...u, owner: id(u.owner) })),
    buildings: scenario.buildings.map((b) => ({ ...b, owner: id(b.owner) })),
    ...(scenario.firstPlayer ? { firstPlayer: id(scenario.firstPlayer) } : {}),
  };
}

/**
 * The campaign's scenario: the map chosen, the standard opening, a conquest, fought by the combat system
 * chosen; with Champions, each player's first unit is its hero.
 */
export function campaignScenario(
  seats: readonly SeatInput[],
  map: MapChoice,
  startingGold: number,
  combat?: CombatChoice,
  champions = false,
): Scenario | { error: string } {
  const scenario = scenarioOfSetup({
    ...(combat ? { combat } : {}),
    ...(champions ? { champions } : {}),
    players: seats.map((s, i) => ({ name: normaliseName(s.name), race: s.race, colour: PLAYER_COLOURS[i % PLAYER_COLOURS.length] ?? PLAYER_COLOURS[0] })),
    campaign: { kind: 'conquer' },
    startingGold,
    mapSize: map.kind === 'generated' ? { width: map.width, height: map.height } : { width: 1, height: 1 },
    mapSeed: map.kind === 'generated' ? map.seed : 0,
    ...(map.kind === 'file' ? { premade: map.premade } : {}),
  });
  return 'error' in scenario ? { error: oneLine(scenario.error) } : withSeatIds(scenario, seats);
}
