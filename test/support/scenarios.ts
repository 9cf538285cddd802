import { mapFromRows } from '../../src/io/mapRows.ts';
import { startGame, type GameMap, type GameState, type Scenario, type ScenarioPlayer } from '../../src/rules/index.ts';

export function map(...rows: string[]): GameMap {
  const result = mapFromRows(rows);
  if ('error' in result) throw new Error(result.error);
  return result;
}

/** What a test scenario names beyond its map: its players and units, and anything else it sets. */
export type ScenarioParts = Pick<Scenario, 'players' | 'units'> & Partial<Omit<Scenario, 'name' | 'map' | 'players' | 'units'>>;

/** A scenario for tests: karnage combat, a conquest, no buildings, unless `parts` says otherwise; its map from `rows`. */
export function scenarioOf(name: string, rows: readonly string[], parts: ScenarioParts): Scenario {
  // In the order a game file writes them, so a scenario's JSON is the same however it was made.
  const { players, units, buildings = [], ...rest } = parts;
  return { name, combatSystem: 'karnage', campaign: { kind: 'conquer' }, map: map(...rows), players, units, buildings, ...rest };
}

/** Joe's Humans and Kim's Orcs, 10 gold each: the players of several small scenarios. */
export const JOE: ScenarioPlayer = { id: 'joe', name: 'Joe', race: 'humans', gold: 10 };
export const KIM: ScenarioPlayer = { id: 'kim', name: 'Kim', race: 'orcs', gold: 10 };

/** Starts a scenario that must be valid, for tests. */
export function started(scenario: Scenario, seed = 1): GameState {
  const outcome = startGame(scenario, seed);
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.state;
}

/**
 * The seed's worked example: Joe's Humans against Kim's Orcs, on Grasslands. Joe has three
 * Weaponsmiths in play, Kim three Armories; Kim's Warriors were given DEFEND on her previous turn.
 *
 *   row 0:  g g g g g g
 *   row 1:   g C W g g g     C = Joe's attacking Cavalry (u1) at (1,1), W = Kim's Warriors (u3) at (2,1)
 *   row 2:  g g g g g g
 *   row 3:   g C g g g g     second Cavalry (u2) at (1,3), which builds a Stable
 */
export function joeAndKim(): Scenario {
  return scenarioOf('Joe and Kim', ['gggggg', 'gggggg', 'gggggg', 'gggggg', 'gggggg', 'gggggg'], {
    players: [JOE, KIM],
    units: [
      { id: 'u1', owner: 'joe', type: 'cavalry', at: { col: 1, row: 1 } },
      { id: 'u2', owner: 'joe', type: 'cavalry', at: { col: 1, row: 3 } },
      { id: 'u3', owner: 'kim', type: 'warriors', at: { col: 2, row: 1 }, defending: true },
    ],
    buildings: [
      { type: 'weaponsmith', owner: 'joe', at: { col: 0, row: 0 } },
      { type: 'weaponsmith', owner: 'joe', at: { col: 0, row: 2 } },
      { type: 'weaponsmith', owner: 'joe', at: { col: 0, row: 4 } },
      { type: 'armory', owner: 'kim', at: { col: 5, row: 0 } },
      { type: 'armory', owner: 'kim', at: { col: 5, row: 2 } },
      { type: 'armory', owner: 'kim', at: { col: 5, row: 4 } },
    ],
  });
}
