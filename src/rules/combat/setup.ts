import type { TerrainId, UnitTypeId } from '../ids.ts';

/**
 * One engagement described without the board: who fights, from where, with which standing bonuses.
 * Every combat system resolves this same description.
 */
export interface AttackerSetup {
  readonly unit: UnitTypeId;
  /** The hex it attacks from. */
  readonly terrain: TerrainId;
  /** Distance to the defender: 1, or 2 for units that shoot. */
  readonly range: number;
  /** Game unit id, when the combat happens on a board; keys the seeded dice. */
  readonly unitId?: string;
  /** Its Might now, for systems that wear units down (absent: its unit type's full Might). */
  readonly might?: number;
  /** Its men now, in Mass battle (absent: a full unit); exact, as volleys leave fractions. */
  readonly men?: number;
}

export interface DefenderSetup {
  readonly unit: UnitTypeId;
  readonly terrain: TerrainId;
  /** Under a DEFEND order. */
  readonly defending: boolean;
  /** Standing in its owner's Fortress. */
  readonly fortress: boolean;
  readonly unitId?: string;
  /** Its Might now, for systems that wear units down (absent: its unit type's full Might). */
  readonly might?: number;
  /** It holds a building of its owner's (any kind): attacking it is a siege, for systems that tell one from a battle. */
  readonly garrison?: boolean;
  /** Its men now, in Mass battle (absent: a full unit). */
  readonly men?: number;
  /** It marched since its owner's last turn (Mass battle): it cannot strike back. */
  readonly marching?: boolean;
}

export interface CombatSetup {
  readonly attackers: readonly AttackerSetup[];
  readonly defender: DefenderSetup;
  /** Weaponsmiths the attacking player has in play. */
  readonly attackerWeaponsmiths: number;
  /** Armories the defending player has in play. */
  readonly defenderArmories: number;
}
