import {
  attackerModifiers,
  attackRerolls,
  combinedAttackModifiers,
  defenderModifiers,
} from '../rules/combat/karnage/modifiers.ts';
import { losingAttackers } from '../rules/combat/karnage/resolve.ts';
import {
  COMBAT_SYSTEMS,
  combatSetupFor,
  hexKey,
  planView,
  plannedCombats,
  sameHex,
  stateBeforeCombats,
  UNITS,
  unitAt,
  type CombatOdds,
  type GameState,
  type HexCoord,
  type Modifier,
  type Unit,
} from '../rules/index.ts';
import { attackableHexes } from './selectors.ts';
import { plannedOrderOf } from './selection.ts';

export interface PreviewSide {
  readonly unit: Unit;
  /** "d8" */
  readonly die: string;
  readonly modifiers: readonly Modifier[];
  readonly reroll: string | null;
  /** Planned already, or the one being considered. */
  readonly planned: boolean;
}

/** The fight the selected unit would join, as the rules would judge it now. */
export interface AttackPreview {
  readonly target: HexCoord;
  readonly attackers: readonly PreviewSide[];
  /** Added once to the attack (Weaponsmiths). */
  readonly attackModifiers: readonly Modifier[];
  readonly defender: PreviewSide;
  readonly odds: CombatOdds;
  /** Fights the plan resolves before this one: their dice could still change the board it meets. */
  readonly earlierFights: number;
  /** The attackers a lost fight destroys: a whole pair, or none for a lone shot from range 2. */
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
  const planned = (planView(state).attacksOn.get(hexKey(target)) ?? []).map((o) => state.units[o.unit]!);
  const all = planned.map((u) => ({ unit: u, planned: true }));
  if (!planned.some((u) => u.id === unit.id)) all.push({ unit, planned: false });
  return all;
}

export function attackPreview(state: GameState, unit: Unit, target: HexCoord): AttackPreview | null {
  const defender = unitAt(state, target);
  if (!defender) return null;
  const attackers = attackersOn(state, unit, target);
  // The fight is judged on the board the turn's combats meet: a Weaponsmith planned this turn, or an
  // Armory a planned move captures, counts (the rules resolve moves and builds before any fight).
  const setup = combatSetupFor(stateBeforeCombats(state), attackers.map((a) => a.unit), target);
  if (!setup || setup.attackers.length > 2 || state.combatSystem !== 'karnage') return null;
  return {
    target,
    attackers: attackers.map((a, i) => ({
      unit: a.unit,
      die: `d${UNITS[a.unit.type].attack}`,
      modifiers: attackerModifiers(setup.attackers[i]!),
      reroll: attackRerolls(setup.attackers[i]!)?.reason ?? null,
      planned: a.planned,
    })),
    attackModifiers: combinedAttackModifiers(setup),
    defender: { unit: defender, die: `d${UNITS[defender.type].defence}`, modifiers: defenderModifiers(setup), reroll: null, planned: true },
    odds: COMBAT_SYSTEMS[state.combatSystem].odds(setup),
    earlierFights: earlierFightsThan(state, target),
    lostIfDefeated: losingAttackers(setup).map((i) => attackers[i]!.unit),
  };
}

/** Combats the plan fights before the one on `target` (all of them, when `target` is not attacked yet). */
function earlierFightsThan(state: GameState, target: HexCoord): number {
  const combats = plannedCombats(state);
  const index = combats.findIndex((attacks) => sameHex(attacks[0]!.target, target));
  return index < 0 ? combats.length : index;
}
