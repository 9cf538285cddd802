// docs/rules.md, "Setup", "A turn, step by step" and "Campaigns" [house].

export const STARTING_GOLD = 10;
/** DEFEND adds this to the unit's defence until its owner's next turn [seed]. */
export const DEFEND_BONUS = 1;
/** At most this many units attack one defender in a turn [house]. */
export const MAX_ATTACKERS_PER_DEFENDER = 2;
export const DEFAULT_WEALTH_TARGET = 100;
/** Wealth counts this share of the base cost of every building in play. */
export const BUILDING_WEALTH_SHARE = 0.5;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;
/** Warfare: a New Year every this many rounds, when withdrawn units come home [house]; a scenario may say otherwise. */
export const DEFAULT_NEW_YEAR_EVERY = 4;
