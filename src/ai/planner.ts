// The plan a computer player builds during its turn: every order goes through validateOrder and playOrder on the
// plan so far, exactly as a person's would, and planning never rolls a die. What the board showed when the turn
// began (enemies, their reach, our units) is worked out once per turn and shared by the planning steps.
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import {
  activePlayer,
  attackRangeOf,
  BUILDINGS,
  combatSetupFor,
  combatSystemFor,
  hexDistance,
  hexIndex,
  planView,
  playOrder,
  UNITS,
  unitsOf,
  validateOrder,
  type Building,
  type BuildingId,
  type CombatOdds,
  type DiceSource,
  type GameState,
  type HexCoord,
  type PlannableOrder,
  type PlayerId,
  type RaceId,
  type Unit,
} from '../rules/index.ts';
import type { StrengthRules } from './strengths.ts';

const NO_DICE: DiceSource = {
  roll() {
    throw new Error('planning rolls no dice');
  },
};

/** What a building is worth taking or keeping, in gold. */
export function buildingValue(type: BuildingId): number {
  return type === 'keep' ? 20 : (BUILDINGS[type].cost ?? 0) + 3 * BUILDINGS[type].income;
}

function byId(a: { id: string }, b: { id: string }): number {
  return a.id < b.id ? -1 : 1;
}

export class Planner {
  planned: GameState;
  readonly orders: PlannableOrder[] = [];
  readonly player: PlayerId;
  /** Enemy units, and ours, as the turn began. */
  readonly foes: readonly Unit[];
  readonly own: readonly Unit[];
  readonly buildings: readonly Building[];
  private readonly danger = new Map<number, number>();
  private readonly besiegers: ReadonlySet<string>;

  constructor(
    readonly state: GameState,
    readonly rules: StrengthRules,
    private readonly rng: RandomGenerator,
  ) {
    this.planned = state;
    this.player = activePlayer(state).id;
    this.foes = Object.values(state.units)
      .filter((u) => u.owner !== this.player)
      .sort(byId);
    this.own = unitsOf(state, this.player).sort(byId);
    this.buildings = Object.values(state.buildings);
    this.besiegers = new Set((state.sieges ?? []).flatMap((siege) => siege.attackers).filter((id) => state.units[id]?.owner === this.player));
  }

  random(max: number): number {
    return uniformInt(this.rng, 0, max - 1);
  }

  strays(): boolean {
    return this.rules.stray > 0 && this.random(1000) < this.rules.stray * 1000;
  }

  /** Plans `order` if the rules take it. */
  try(order: PlannableOrder): boolean {
    if (!validateOrder(this.planned, order).ok) return false;
    const outcome = playOrder(this.planned, order, NO_DICE);
    if (!outcome.ok) return false;
    this.planned = outcome.state;
    this.orders.push(order);
    return true;
  }

  /** Whether the rules would take these orders, one after another, on the plan so far (nothing is planned). */
  allows(orders: readonly PlannableOrder[]): boolean {
    let state = this.planned;
    for (const order of orders) {
      if (!validateOrder(state, order).ok) return false;
      const outcome = playOrder(state, order, NO_DICE);
      if (!outcome.ok) return false;
      state = outcome.state;
    }
    return true;
  }

  /** Units without an order yet, besiegers aside: a siege goes on only while its besiegers take no other order. */
  idle(): Unit[] {
    const acted = planView(this.planned).acted;
    return this.own.filter((u) => !acted.has(u.id) && !this.besiegers.has(u.id));
  }

  enemies(): readonly Unit[] {
    return this.foes;
  }

  race(): RaceId {
    return activePlayer(this.state).race;
  }

  gold(): number {
    return activePlayer(this.planned).gold;
  }

  buildingAt(hex: HexCoord): Building | undefined {
    return this.planned.buildings[`${hex.col},${hex.row}`];
  }

  /** Enemy units that could reach `hex` and attack it next turn (counted once per hex and turn). */
  dangerAt(hex: HexCoord): number {
    const index = hexIndex(this.state.map, hex);
    let count = this.danger.get(index);
    if (count === undefined) {
      count = 0;
      for (const e of this.foes) if (hexDistance(e.at, hex) <= UNITS[e.type].move + attackRangeOf(this.state, e.type)) count++;
      this.danger.set(index, count);
    }
    return count;
  }

  /** Our units (other than `unit`) within two hexes of `hex`. */
  supportAt(unit: Unit, hex: HexCoord): number {
    let count = 0;
    for (const u of this.own) if (u.id !== unit.id && hexDistance(u.at, hex) <= 2) count++;
    return count;
  }
}

/** The exact odds of `attackers` against the unit at `target`, as the scenario's combat system gives them. */
export function fightOdds(state: GameState, attackers: readonly Unit[], target: HexCoord): CombatOdds | null {
  const setup = combatSetupFor(state, attackers, target);
  return setup ? combatSystemFor(state).odds(setup) : null;
}
