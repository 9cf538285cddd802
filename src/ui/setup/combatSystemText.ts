// How the setup screens name each combat system. Keyed by the rules' own id list, so a system added
// there fails to compile here until a player can read what it is.
import type { CombatSystemId } from '../../rules/index.ts';

export interface CombatSystemText {
  readonly name: string;
  /** One line a player reads before choosing it. */
  readonly description: string;
  /** Units wear down (Might): the selection card and the board show what a unit has left. */
  readonly might: boolean;
  /** Withdrawn units come home at a New Year: the setup asks how often one comes. */
  readonly newYear: boolean;
  /**
   * Units are bodies of men (Mass battle): the selection card and the board show the men standing, tired
   * units are marked, and every other round is a regroup round.
   */
  readonly men: boolean;
}

export const COMBAT_SYSTEM_TEXT: Readonly<Record<CombatSystemId, CombatSystemText>> = {
  karnage: {
    name: 'Karnage',
    description: 'Each side rolls its unit’s die; the higher total wins and the loser is destroyed.',
    might: false,
    newYear: false,
    men: false,
  },
  warfare: {
    name: 'Warfare',
    description: 'Battles and sieges by Might: each side rolls a d6 per point of Might, 5s and 6s succeed, and fights wear units down.',
    might: true,
    newYear: true,
    men: false,
  },
  mass: {
    name: 'Mass battle',
    description: 'Units of many men: losses by a formula of damage against toughness, with melee, fire, volleys and charges.',
    might: false,
    newYear: false,
    men: true,
  },
};

/** The text of the system a game fights by; a system only a test registered has none. */
export function combatSystemText(id: string): CombatSystemText | undefined {
  return (COMBAT_SYSTEM_TEXT as Partial<Record<string, CombatSystemText>>)[id];
}
