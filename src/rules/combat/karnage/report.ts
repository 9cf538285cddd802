import type { TerrainId, UnitTypeId } from '../../ids.ts';

export type ModifierSource = 'weaponsmiths' | 'armories' | 'defend' | 'fortress' | 'terrain' | 'home-terrain' | 'attack-from';

/** A number added to a roll, and why. */
export interface Modifier {
  readonly source: ModifierSource;
  /** Said to a player: "3 Weaponsmiths in play". */
  readonly label: string;
  readonly value: number;
}

export interface DieRoll {
  readonly sides: number;
  /** Every face thrown, a re-roll after the face it replaced. */
  readonly faces: readonly number[];
  /** The face that stands. */
  readonly result: number;
  /** Why it was re-rolled, when it was. */
  readonly reroll?: string;
}

export interface CombatantReport {
  readonly unit: UnitTypeId;
  readonly unitId?: string;
  readonly terrain: TerrainId;
  readonly roll: DieRoll;
  /** Modifiers of this unit's own roll. */
  readonly modifiers: readonly Modifier[];
  /** Roll plus its own modifiers. */
  readonly total: number;
}

/** A Karnage fight as the rules resolved it: stored in COMBAT_RESOLVED events, so its shape is part of the files. */
export interface KarnageCombatReport {
  readonly system: 'karnage';
  readonly attackers: readonly CombatantReport[];
  /** Added once to the combined attack (Weaponsmiths). */
  readonly attackModifiers: readonly Modifier[];
  readonly attackTotal: number;
  readonly defender: CombatantReport;
  readonly defenceTotal: number;
  readonly winner: 'attacker' | 'defender';
  /** Indexes into attackers of the units destroyed. */
  readonly attackersDestroyed: readonly number[];
  readonly defenderDestroyed: boolean;
}
