import {
  combatSetupFor,
  combatSystemFor,
  hexKey,
  MAX_ATTACKERS_PER_DEFENDER,
  planView,
  plannedCombats,
  sameHex,
  stateBeforeCombats,
  unitAt,
  type CombatExplanation,
  type CombatOdds,
  type ExplainedCombatant,
  type GameState,
  type HexCoord,
  type Unit,
} from '../rules/index.ts';
import { attackableHexes } from './selectors.ts';
import { plannedOrderOf } from './selection.ts';

/** One unit of the fight, as its combat system explains it. */
export interface PreviewSide extends ExplainedCombatant {
  readonly unit: Unit;
  /** Planned already, or the one being considered. */
  readonly planned: boolean;
}

/** The fight the selected unit would join, as the scenario's combat system would judge it now. */
export interface AttackPreview extends Omit<CombatExplanation, 'attackers' | 'defender' | 'lostIfDefeated'> {
  readonly target: HexCoord;
  readonly attackers: readonly PreviewSide[];
  readonly defender: PreviewSide;
  readonly odds: CombatOdds;
  /** Fights the plan resolves before this one: their dice could still change the board it meets. */
  readonly earlierFights: number;
  /** The attackers a lost fight destroys (Karnage: a whole pair, or none for a lone shot from range 2). */
  readonly lostIfDefeated: readonly Unit[];
}

/**
 * The target the preview is about: the hex pointed at (hover or cursor) when the unit could attack
 * it, else the target of the unit's own planned attack.
 */
export function previewTarget(state: GameState, unit: Unit, pointed: readonly (HexCoord | null)[]): HexCoord | null {
  const attackable = attackableHexes(state, unit);
  for (const hex of pointed) if (hex && attackable.some((h) => sameHex(h, hex))) return hex;
  const planned = plannedOrderOf(state, unit.id)?.planned.order;
  return planned?.type === 'ATTACK' ? planned.target : null;
}

/** Attackers already planned on the target (in declaration order), then this unit if it is not one of them. */
function attackersOn(state: GameState, unit: Unit, target: HexCoord): { unit: Unit; planned: boolean }[] {
  const planned = (planView(state).attacksOn.get(hexKey(target)) ?? []).flatMap((o) => state.units[o.unit] ?? []);
  const all = planned.map((u) => ({ unit: u, planned: true }));
  if (!planned.some((u) => u.id === unit.id)) all.push({ unit, planned: false });
  return all;
}

/** For a system that explains fewer attackers than it was given. */
const unexplained: ExplainedCombatant = { strength: '', modifiers: [], notes: [] };

export function attackPreview(state: GameState, unit: Unit, target: HexCoord): AttackPreview | null {
  const defender = unitAt(state, target);
  if (!defender) return null;
  const attackers = attackersOn(state, unit, target);
  // The fight is judged on the board the turn's combats meet: a Weaponsmith planned this turn, or an
  // Armory a planned move captures, counts (the rules resolve moves and builds before any fight).
  const setup = combatSetupFor(
    stateBeforeCombats(state),
    attackers.map((a) => a.unit),
    target,
  );
  if (!setup || setup.attackers.length > MAX_ATTACKERS_PER_DEFENDER) return null;
  const system = combatSystemFor(state);
  const explanation = system.explain(setup);
  return {
    ...explanation,
    target,
    attackers: attackers.map((a, i) => ({ ...(explanation.attackers[i] ?? unexplained), unit: a.unit, planned: a.planned })),
    defender: { ...explanation.defender, unit: defender, planned: true },
    odds: system.odds(setup),
    earlierFights: earlierFightsThan(state, target),
    lostIfDefeated: explanation.lostIfDefeated.flatMap((i) => attackers[i]?.unit ?? []),
  };
}

/** Combats the plan fights before the one on `target` (all of them, when `target` is not attacked yet). */
function earlierFightsThan(state: GameState, target: HexCoord): number {
  const combats = plannedCombats(state);
  const index = combats.findIndex((attacks) => attacks[0] !== undefined && sameHex(attacks[0].target, target));
  return index < 0 ? combats.length : index;
}
