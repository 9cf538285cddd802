import type { TerrainId, UnitTypeId } from '../../ids.ts';
import type { Aftermath } from '../report.ts';
import type { ExtraDice } from './forces.ts';
import type { Side, WarfareKind, WarfareResult } from './tables.ts';

export type { ExtraDice, ExtraDiceSource } from './forces.ts';
export type { BattleResult, SiegeResult, Side, WarfareKind, WarfareResult } from './tables.ts';

/** One unit of a side as it went into the fight. */
export interface WarfareForce {
  readonly unit: UnitTypeId;
  readonly unitId?: string;
  readonly terrain: TerrainId;
  /** Its Might when the fight began. */
  readonly might: number;
}

/** One throw of both sides' dice and what the table made of it. */
export interface WarfareRoll {
  /** The attack's faces in the order thrown: each attacker's Might dice, then the attack's extra dice. */
  readonly attackFaces: readonly number[];
  /** The defender's Might dice, then the defence's extra dice. */
  readonly defenceFaces: readonly number[];
  /** Fives and sixes. */
  readonly attackSuccesses: number;
  readonly defenceSuccesses: number;
  /** The winner's successes minus the loser's (0 on a tie). */
  readonly net: number;
  /** The table's row for this roll. */
  readonly result: WarfareResult;
  /** The side that lost Might by it; null on a Regroup. */
  readonly loser: Side | null;
  /** Each attacker's Might after this roll, in the setup's order. */
  readonly attackerMight: readonly number[];
  readonly defenderMight: number;
}

/** A Warfare fight as the rules resolved it: stored in COMBAT_RESOLVED events, so its shape is part of the game's events. */
export interface WarfareCombatReport {
  readonly system: 'warfare';
  readonly kind: WarfareKind;
  readonly attackers: readonly WarfareForce[];
  readonly attackDice: readonly ExtraDice[];
  readonly defender: WarfareForce;
  readonly defenceDice: readonly ExtraDice[];
  /** Every roll, until one ended the fight. */
  readonly rolls: readonly WarfareRoll[];
  /** The side that won the roll that ended the fight. */
  readonly winner: Side;
  /** How it ended: the last roll's row, or the table's last row (Annihilated, Devastated) when it destroyed the loser. */
  readonly result: WarfareResult;
  /** The whole attack's Might after the fight (a pair's added). */
  readonly attackerMight: number;
  readonly defenderMight: number;
  readonly attackersDestroyed: readonly number[];
  readonly defenderDestroyed: boolean;
  /** Each unit's Might after the fight; 0 for a destroyed one. */
  readonly mightAfter: { readonly attackers: readonly number[]; readonly defender: number };
  readonly aftermath?: Aftermath;
}
