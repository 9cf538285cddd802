import type { UnitTypeId } from '../../ids.ts';
import type { CasualtyTerms, VolleyTerms } from './formula.ts';
import type { Part } from './forces.ts';
import type { RangeBand } from './table.ts';

export type { CasualtyTerms, Rounding, StrengthTerm, VolleyTerms } from './formula.ts';
export type { Part } from './forces.ts';
export type { RangeBand } from './table.ts';

/** How the fight was fought [seed's actions]: melee (Engage, or a Charge that reached), direct Fire, or a Volley. */
export type MassAction = 'engage' | 'charge' | 'fire' | 'volley';

/** One unit of a side as it went into the fight. */
export interface MassForceReport {
  /** Absent for a referee's bare numbers. */
  readonly unit?: UnitTypeId;
  readonly unitId?: string;
  /** Its men when the fight began (exact: volleys leave fractions). */
  readonly men: number;
  readonly avDam: readonly Part[];
  readonly avTough: readonly Part[];
  /** Fire: its range band. */
  readonly band?: RangeBand;
}

/** A charge's run [seed]: Pace and the running die against the inches to the enemy. */
export interface ChargeRun {
  /** Index into the attackers of the unit that charged. */
  readonly attacker: number;
  readonly pace: number;
  readonly die: number;
  readonly needed: number;
  readonly reached: boolean;
}

/** A Mass battle fight as the rules resolved it: stored in COMBAT_RESOLVED events, so its shape is part of the game's events. */
export interface MassCombatReport {
  readonly system: 'mass';
  readonly action: MassAction;
  readonly attackers: readonly MassForceReport[];
  readonly defender: MassForceReport;
  /** Charges run before the melee; a charge that fell short leaves its unit out of the fight. */
  readonly charges: readonly ChargeRun[];
  /** Indexes of the attackers that fought (all but a charge that fell short). */
  readonly fighting: readonly number[];
  /** Engage, charge and fire: the attack's blow. */
  readonly attack?: CasualtyTerms;
  /** Melee: the defender's blow back, taken at the same time; absent when it marched or in a shooting fight. */
  readonly riposte?: CasualtyTerms;
  readonly volley?: VolleyTerms;
  /** Men each attacker lost, in the setup's order, and the defender. */
  readonly attackerLosses: readonly number[];
  readonly defenderLosses: number;
  readonly menAfter: { readonly attackers: readonly number[]; readonly defender: number };
  /** Units down to 5 men or fewer, dissolved [seed]; they are among the destroyed. */
  readonly dissolved: { readonly attackers: readonly number[]; readonly defender: boolean };
  readonly attackersDestroyed: readonly number[];
  readonly defenderDestroyed: boolean;
}
