import type { CombatReport } from './combat/report.ts';
import type { DuelPlay } from './champions/play.ts';
import type { DuelReport } from './duel/report.ts';
import type { BuildingId, CombatSystemId, PlayerId, RaceId, TerrainId, TurnStructureId, UnitId, UnitTypeId } from './ids.ts';

/** Offset coordinates of a hex: pointy-topped, odd rows shifted right. */
export interface HexCoord {
  readonly col: number;
  readonly row: number;
}

export interface GameMap {
  readonly width: number;
  readonly height: number;
  /** Row-major: terrain[row * width + col]. Never changes during a game, so states share it. */
  readonly terrain: readonly TerrainId[];
}

export type Campaign = { readonly kind: 'conquer' } | { readonly kind: 'economics'; readonly wealthTarget: number; readonly turnLimit: number | null };

export interface Player {
  readonly id: PlayerId;
  readonly name: string;
  readonly race: RaceId;
  readonly gold: number;
  readonly eliminated: boolean;
}

export interface Unit {
  readonly id: UnitId;
  readonly owner: PlayerId;
  readonly type: UnitTypeId;
  readonly at: HexCoord;
  /** DEFEND stance: +1 defence until its owner's next turn. */
  readonly defending: boolean;
  /** Its Might, in combat systems that wear units down (Warfare); absent: its unit type's full Might. */
  readonly might?: number;
  /** Its men, in Mass battle; absent: a full unit (MASS_UNITS). Exact: volleys leave fractions, and a man stands while any part of him is left. */
  readonly men?: number;
  /**
   * Mass battle: it marched (moved more than one hex) or charged in its owner's last battle round, so it rests
   * through the next regroup round; a unit that marched cannot strike back until then.
   */
  readonly tired?: 'march' | 'charge';
  /** Champions: this unit is its player's hero, with the vitality it has left (champions/heroes.ts for its sheet). */
  readonly hero?: HeroOnBoard;
}

/** A hero on the board: its sheet is its race's (HEROES); wounds from duels stay until healed. */
export interface HeroOnBoard {
  readonly vitality: number;
}

/** A siege that goes on: these attackers fight the garrison of `target` again in their owner's next turn, while all stay. */
export interface Siege {
  readonly target: HexCoord;
  readonly attackers: readonly UnitId[];
  readonly garrison: UnitId;
}

/** A unit off the board until the New Year, when it comes back at its owner's Keep. */
export interface WithdrawnUnit {
  readonly unit: Unit;
}

export interface Building {
  readonly type: BuildingId;
  readonly owner: PlayerId;
  readonly at: HexCoord;
}

export type GameResult =
  | { readonly kind: 'won'; readonly winner: PlayerId; readonly reason: 'last-standing' | 'wealth' | 'turn-limit' }
  | { readonly kind: 'draw'; readonly players: readonly PlayerId[]; readonly reason: 'turn-limit' | 'wealth' | 'no-one-left' };

export interface GameState {
  readonly combatSystem: CombatSystemId;
  readonly campaign: Campaign;
  readonly map: GameMap;
  /** In turn order. */
  readonly players: readonly Player[];
  /** Keyed by unit id. */
  readonly units: Readonly<Record<UnitId, Unit>>;
  /** Keyed by hexKey(at): at most one building per hex. */
  readonly buildings: Readonly<Record<string, Building>>;
  readonly round: number;
  /** Index into players of whose turn it is. */
  readonly activePlayer: number;
  /** Index into players of the seat that opens every round (the scenario's first player). */
  readonly roundStarter: number;
  /** Turns started since the game began (1 for the first): with the seed it keys every die. */
  readonly turnNumber: number;
  /** The active player's orders, planned but not resolved until END_TURN. */
  readonly pending: readonly PlannedOrder[];
  readonly nextUnitNumber: number;
  readonly seed: number;
  readonly result: GameResult | null;
  /**
   * How turns go (turnStructure.ts). Absent for hotseat, the default, which every state so far plays:
   * their shape, hashes and saved files stay as they were. It never changes during a game.
   */
  readonly mode?: TurnStructureId;
  /** Where a simultaneous week stands (week/structure.ts); only in the week modes. */
  readonly week?: WeekProgress;
  /** Sieges that go on (Warfare); absent when there are none. */
  readonly sieges?: readonly Siege[];
  /** Units off the board until the New Year (Warfare); absent when there are none. */
  readonly withdrawn?: readonly WithdrawnUnit[];
  /** Warfare: a New Year every this many rounds (absent: DEFAULT_NEW_YEAR_EVERY). From the scenario; never changes. */
  readonly newYearEvery?: number;
}

/**
 * A simultaneous week between its start and its resolution: every player sends a plan, checked alone
 * against the board as the week found it, and nothing resolves until all have (docs/rules.md).
 */
export interface WeekProgress {
  /** `orders`: every kind of order (attacks only when they come with them); `attacks`: attacks only, after the midweek map. */
  readonly phase: 'orders' | 'attacks';
  /** The plans sent for this phase, by player; the plan being made now is `pending`, of `activePlayer`. */
  readonly sent: Readonly<Record<PlayerId, readonly PlannedOrder[]>>;
  /** Units that already had their one order this week (given in the orders phase, before the attacks phase). */
  readonly acted: readonly UnitId[];
}

// ---- Orders: what a player asks for ----

export interface MoveOrder {
  readonly type: 'MOVE';
  readonly player: PlayerId;
  readonly unit: UnitId;
  /** Hexes entered in turn, the last one being the destination. */
  readonly path: readonly HexCoord[];
}
export interface AttackOrder {
  readonly type: 'ATTACK';
  readonly player: PlayerId;
  readonly unit: UnitId;
  readonly target: HexCoord;
  /** ATTACK + MOVE: a winning attacker moves into the defeated unit's hex [seed]. */
  readonly advance?: boolean;
}
export interface DefendOrder {
  readonly type: 'DEFEND';
  readonly player: PlayerId;
  readonly unit: UnitId;
}
export interface BuildOrder {
  readonly type: 'BUILD';
  readonly player: PlayerId;
  readonly unit: UnitId;
  readonly building: BuildingId;
}
export interface RecruitOrder {
  readonly type: 'RECRUIT';
  readonly player: PlayerId;
  readonly at: HexCoord;
  readonly unitType: UnitTypeId;
}
export interface EndTurnOrder {
  readonly type: 'END_TURN';
  readonly player: PlayerId;
  /**
   * Faces of physical dice a referee rolled for this turn's fights, in the order they are rolled (see
   * scriptedDice). When given, they and nothing else settle the turn, and the record keeps them, so a
   * replay rolls them again.
   */
  readonly rolls?: readonly number[];
  /** Champions: the duels of this turn's hero-against-hero attacks, as their players played them at the screen. */
  readonly duels?: readonly DuelPlay[];
}

export type PlannableOrder = MoveOrder | AttackOrder | DefendOrder | BuildOrder | RecruitOrder;
export type Order = PlannableOrder | EndTurnOrder;
export type OrderType = Order['type'];

/** A planned order with what it was found to cost when it was accepted. */
export interface PlannedOrder {
  readonly order: PlannableOrder;
  readonly cost: number;
}

// ---- Events: what happened. applyEvent is the only way state changes. ----

export interface IncomeLine {
  readonly source: BuildingId;
  readonly count: number;
  readonly gold: number;
}

export type GameEvent =
  | { readonly type: 'ORDER_PLANNED'; readonly order: PlannableOrder; readonly cost: number }
  | { readonly type: 'ORDER_WITHDRAWN'; readonly index: number; readonly order: PlannableOrder; readonly reason: string }
  | { readonly type: 'UNIT_MOVED'; readonly unit: UnitId; readonly from: HexCoord; readonly to: HexCoord; readonly path: readonly HexCoord[] }
  | {
      readonly type: 'BUILDING_CAPTURED';
      readonly at: HexCoord;
      readonly building: BuildingId;
      readonly from: PlayerId;
      readonly to: PlayerId;
      readonly by: UnitId;
    }
  | {
      readonly type: 'BUILDING_BUILT';
      readonly at: HexCoord;
      readonly building: BuildingId;
      readonly owner: PlayerId;
      readonly by: UnitId;
      readonly cost: number;
    }
  | { readonly type: 'UNIT_RECRUITED'; readonly unit: Unit; readonly cost: number }
  | { readonly type: 'DEFEND_TAKEN'; readonly unit: UnitId }
  | { readonly type: 'COMBAT_RESOLVED'; readonly report: CombatReport }
  | { readonly type: 'UNIT_DESTROYED'; readonly unit: UnitId; readonly owner: PlayerId; readonly at: HexCoord }
  | { readonly type: 'TURN_ENDED'; readonly player: PlayerId }
  /** An order that can no longer happen as given (a move that met another, an attack whose target left): why, for the report. */
  | { readonly type: 'ORDER_DROPPED'; readonly order: PlannableOrder; readonly reason: string }
  /** A unit's Might after a fight (Warfare). */
  | { readonly type: 'UNIT_MIGHT_CHANGED'; readonly unit: UnitId; readonly might: number }
  /** Champions: two heroes fought a duel. */
  | { readonly type: 'DUEL_FOUGHT'; readonly attacker: UnitId; readonly defender: UnitId; readonly at: HexCoord; readonly report: DuelReport }
  /** Champions: a hero's vitality now, after a duel's wounds or a turn's rest. */
  | { readonly type: 'HERO_VITALITY'; readonly unit: UnitId; readonly vitality: number }
  /** A unit's men after a fight (Mass battle), exact. */
  | { readonly type: 'UNIT_MEN_CHANGED'; readonly unit: UnitId; readonly men: number }
  /** Mass battle: a unit marched or charged, and rests through the next regroup round. */
  | { readonly type: 'UNIT_TIRED'; readonly unit: UnitId; readonly by: 'march' | 'charge' }
  /** Mass battle: these units of the player rested and may act again (the start of a battle round's turn). */
  | { readonly type: 'UNITS_RESTED'; readonly player: PlayerId; readonly units: readonly UnitId[] }
  /** A defeated unit leaves the board until the New Year (Warfare). */
  | { readonly type: 'UNIT_WITHDRAWN'; readonly unit: Unit }
  /** A withdrawn unit back on the board at the New Year, where it now stands. */
  | { readonly type: 'UNIT_RETURNED'; readonly unit: Unit }
  /** A siege that goes on (replacing any record of the same target). */
  | { readonly type: 'SIEGE_GOES_ON'; readonly siege: Siege }
  /** A siege over: fought to its end, or the besiegers or the garrison gone or given other orders. */
  | { readonly type: 'SIEGE_ENDED'; readonly target: HexCoord; readonly reason: string }
  /** The New Year: withdrawn units come back. */
  | { readonly type: 'NEW_YEAR'; readonly round: number }
  /** A simultaneous week: the player's plan for this phase is sent, and sealed. */
  | { readonly type: 'ORDERS_SENT'; readonly player: PlayerId }
  /** A simultaneous week: orders are now taken from this player (the active player of a week). */
  | { readonly type: 'PLANNING_STARTED'; readonly player: PlayerId }
  /** A simultaneous week enters a phase: no plan sent yet; `acted` lists the units that already had an order. */
  | { readonly type: 'WEEK_PHASE_STARTED'; readonly phase: WeekProgress['phase']; readonly acted: readonly UnitId[] }
  | { readonly type: 'TURN_STARTED'; readonly player: PlayerId; readonly round: number; readonly turnNumber: number }
  | { readonly type: 'INCOME_COLLECTED'; readonly player: PlayerId; readonly gold: number; readonly lines: readonly IncomeLine[] }
  | { readonly type: 'DEFEND_ENDED'; readonly player: PlayerId; readonly units: readonly UnitId[] }
  | { readonly type: 'PLAYER_ELIMINATED'; readonly player: PlayerId }
  | { readonly type: 'GAME_OVER'; readonly result: GameResult };

export type GameEventType = GameEvent['type'];

/** What every state-changing call returns: the new state and what happened, or why nothing did. */
export type Outcome = { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] } | { readonly ok: false; readonly reason: string };
