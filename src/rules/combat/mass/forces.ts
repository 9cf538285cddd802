import type { UnitTypeId } from '../../ids.ts';
import { standingMen } from './men.ts';
import { casualties, volley, type CasualtyTerms, type VolleyTerms } from './formula.ts';
import { FRONT, type RangeBand, type Shield } from './table.ts';

/** A number added to AvDam or AvTough, and why: "base", "weaponsmiths", "defend". */
export interface Part {
  readonly source: string;
  readonly label: string;
  readonly value: number;
}

/** One unit as a Mass battle fight sees it: from the board (setup.ts) or from a referee's numbers (the command line). */
export interface MassForce {
  readonly unit?: UnitTypeId;
  readonly unitId?: string;
  /** Its men now, exactly: volleys leave fractions; a man stands while any part of him is left. */
  readonly men: number;
  /** AvDam and the standing modifiers of this fight (Weaponsmiths, Swamp), by source. */
  readonly avDam: readonly Part[];
  /** AvTough (shields included) and the standing modifiers of this fight (terrain, Fortress, Armories), by source. */
  readonly avTough: readonly Part[];
  readonly shield: Shield;
  readonly longWeapons: boolean;
  readonly chargeWeapon: boolean;
  readonly loose: boolean;
  /** Under DEFEND: +1 AvTough, and only half its active men strike. */
  readonly defending: boolean;
  /** Marched since its owner's last turn: it cannot strike back. */
  readonly marching: boolean;
  /** Behind fortifications that block arrows entirely: +0.5 penetrating AvTough against volleys. */
  readonly totalCover: boolean;
  /** A referee's own count of its active men (in contact, in sight), instead of the hex map's front rank. */
  readonly active?: number;
}

export const total = (parts: readonly Part[]): number => parts.reduce((sum, part) => sum + part.value, 0);

const half = (men: number): number => Math.floor(men / 2);

/** Men of a striking unit that count [seed]: in contact (a front rank per hex side), +50% with long weapons in close formation; half under DEFEND. */
function meleeStrikers(force: MassForce, sides: number): number {
  const reach = FRONT * sides * (force.longWeapons && !force.loose ? 1.5 : 1);
  const active = Math.min(standingMen(force), force.active ?? reach);
  return force.defending ? half(active) : active;
}

/** Men of a struck unit that count in melee: those in contact, a front rank per hex side engaged. */
export function meleeStruck(force: MassForce, sides: number): number {
  return Math.min(standingMen(force), force.active ?? FRONT * sides);
}

export const defendPart = (force: MassForce): readonly Part[] => (force.defending ? [{ source: 'defend', label: 'DEFEND', value: 1 }] : []);

/** A melee round [seed: Engage]: both sides' losses from the strengths before it, taken at its end. */
export interface MeleeExchange {
  readonly attack: CasualtyTerms;
  /** The defender's blow back; null when it marched and cannot strike. */
  readonly riposte: CasualtyTerms | null;
}

/** `chargeBonus(force, i)`: the parts the i-th attacker adds to its AvDam for charging (none, or +1 with a charge weapon). */
export function engage(attackers: readonly MassForce[], defender: MassForce, chargeBonus: (force: MassForce, i: number) => readonly Part[]): MeleeExchange {
  const sides = attackers.length;
  const attack = casualties(
    attackers.map((a, i) => [meleeStrikers(a, 1), total([...a.avDam, ...chargeBonus(a, i)])]),
    [[meleeStruck(defender, sides), total([...defender.avTough, ...defendPart(defender)])]],
  );
  const riposte = defender.marching
    ? null
    : casualties(
        [[meleeStrikers(defender, sides), total(defender.avDam)]],
        attackers.map((a) => [meleeStruck(a, 1), total(a.avTough)]),
      );
  return { attack, riposte };
}

/** Modifiers of direct fire [seed]: −1 AvDam at medium range, −2 at long; +1 with an extra rank behind, in close formation. */
export function fireParts(force: MassForce, band: RangeBand): Part[] {
  const parts: Part[] = [];
  if (band === 'medium') parts.push({ source: 'range', label: 'medium range', value: -1 });
  if (band === 'long') parts.push({ source: 'range', label: 'long range', value: -2 });
  if (!force.loose && standingMen(force) > FRONT) parts.push({ source: 'extra-rank', label: 'an extra rank behind', value: 1 });
  return parts;
}

/** Direct fire [seed]: the men in sight +50% (not in loose formation) against the front rank, never more than the shooters. */
export function fire(shooters: readonly { readonly force: MassForce; readonly band: RangeBand }[], defender: MassForce): CasualtyTerms {
  const counts = shooters.map(({ force }) => Math.min(standingMen(force), force.active ?? FRONT * (force.loose ? 1 : 1.5)));
  const shooting = counts.reduce((sum, n) => sum + n, 0);
  const targets = Math.min(standingMen(defender), defender.active ?? FRONT, shooting);
  return casualties(
    shooters.map(({ force, band }, i) => [counts[i] ?? 0, total([...force.avDam, ...fireParts(force, band)])]),
    [[targets, total([...defender.avTough, ...defendPart(defender)])]],
  );
}

/** AvTough against a volley [seed]: a tower shield +1 more, loose formation +1; shields and total cover stop the penetrating 0.5. */
export function volleyToughness(defender: MassForce): { readonly avTough: readonly Part[]; readonly penetrating: readonly Part[] } {
  const avTough: Part[] = [...defender.avTough, ...defendPart(defender)];
  if (defender.shield === 'tower') avTough.push({ source: 'tower-shield', label: 'tower shield against volleys', value: 1 });
  if (defender.loose) avTough.push({ source: 'loose', label: 'loose formation', value: 1 });
  const penetrating: Part[] = [];
  if (defender.shield === 'normal') penetrating.push({ source: 'shield', label: 'shield', value: 0.25 });
  if (defender.shield === 'tower') penetrating.push({ source: 'shield', label: 'tower shield', value: 0.5 });
  if (defender.totalCover) penetrating.push({ source: 'total-cover', label: 'total cover', value: 0.5 });
  return { avTough, penetrating };
}

/** Volleys [seed]: the whole shooting unit (or pair) strikes as many defenders, at AvDam 4.5. */
export function volleys(attackers: readonly MassForce[], defender: MassForce, count: number): VolleyTerms {
  const shooters = attackers.reduce((sum, a) => sum + Math.min(standingMen(a), a.active ?? Number.POSITIVE_INFINITY), 0);
  const toughness = volleyToughness(defender);
  return volley(shooters, count, total(toughness.avTough), total(toughness.penetrating));
}

/**
 * The riposte's kills shared among a pair [house]: in proportion to the men each had in contact, the
 * first taking the larger share; never more than a unit has, the rest falling on the other.
 */
export function shareLosses(killed: number, contact: readonly number[], men: readonly number[]): number[] {
  const all = contact.reduce((sum, n) => sum + n, 0);
  if (all === 0) return contact.map(() => 0);
  const shares = contact.map((n, i) => (i === 0 ? Math.ceil((killed * n) / all) : 0));
  shares.forEach((_, i) => {
    if (i > 0) shares[i] = Math.min(killed - sum(shares.slice(0, i)), Math.ceil((killed * (contact[i] ?? 0)) / all));
  });
  // Losses beyond a unit's men fall on the next unit that still has men.
  let overflow = 0;
  const capped = shares.map((share, i) => {
    const room = men[i] ?? 0;
    const taken = Math.min(room, share);
    overflow += share - taken;
    return taken;
  });
  for (let i = 0; overflow > 0 && i < capped.length; i++) {
    const extra = Math.min(overflow, (men[i] ?? 0) - (capped[i] ?? 0));
    capped[i] = (capped[i] ?? 0) + extra;
    overflow -= extra;
  }
  return capped;
}

const sum = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0);
