import type { CombatSystemId, PlayerId, RaceId, UnitTypeId, BuildingId, TurnStructureId } from './ids.ts';
import type { Campaign, GameMap, HexCoord } from './types.ts';

/** Where a game starts: the map and everything on it, at the start of the first player's turn. */
export interface Scenario {
  readonly name: string;
  readonly combatSystem: CombatSystemId;
  readonly campaign: Campaign;
  readonly map: GameMap;
  /** In turn order. */
  readonly players: readonly ScenarioPlayer[];
  readonly units: readonly ScenarioUnit[];
  readonly buildings: readonly ScenarioBuilding[];
  /** Whose turn the game starts with; the first player when absent. */
  readonly firstPlayer?: PlayerId;
  readonly round?: number;
  /** Warfare: a New Year every this many rounds, when withdrawn units come home (absent: DEFAULT_NEW_YEAR_EVERY). */
  readonly newYearEvery?: number;
  /** How turns go (turnStructure.ts); hotseat when absent. Game files have no `mode` yet (src/io's schema). */
  readonly mode?: TurnStructureId;
}

export interface ScenarioPlayer {
  readonly id: PlayerId;
  readonly name: string;
  readonly race: RaceId;
  readonly gold: number;
  /** How the board shows the player ("#0072b2"); the rules never read it. */
  readonly colour?: string;
  /** A computer plays this seat, at this strength (absent: a person); like the colour, the rules never read it. */
  readonly computer?: ComputerStrength;
}

/** How well a computer player plays (src/ai/strengths.ts says what each means). */
export const COMPUTER_STRENGTHS = ['easy', 'normal', 'hard'] as const;
export type ComputerStrength = (typeof COMPUTER_STRENGTHS)[number];

export interface ScenarioUnit {
  readonly id: string;
  readonly owner: PlayerId;
  readonly type: UnitTypeId;
  readonly at: HexCoord;
  readonly defending?: boolean;
  /** Champions: its player's hero (at full vitality). */
  readonly hero?: boolean;
}

export interface ScenarioBuilding {
  readonly type: BuildingId;
  readonly owner: PlayerId;
  readonly at: HexCoord;
}
