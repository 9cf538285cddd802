// How a computer player of each strength plays: the odds it needs before it attacks (the combat system's exact
// odds), whether it pairs attackers, how often it strays from its best move, and what it keeps back.

export const STRENGTHS = ['easy', 'normal', 'hard'] as const;
export type Strength = (typeof STRENGTHS)[number];

export interface StrengthRules {
  /** The chance of winning an attack must reach this. */
  readonly attackAt: number;
  /** Two units may attack one target together. */
  readonly pairs: boolean;
  /** Chance, per unit, of doing something else than its best choice. */
  readonly stray: number;
  /** Units kept near the Keep while enemies are near it. */
  readonly guards: number;
  /** Gold kept back from building, for recruits. */
  readonly reserve: number;
  /**
   * Marches only where the enemies in reach are no more than its own units near (plus one), and has a unit that
   * stays within the enemy's reach and attacks nobody DEFEND.
   */
  readonly cautious: boolean;
  /** Marches on one prize, the nearest enemy Keep, rather than each unit on its own nearest. */
  readonly focus: boolean;
}

export const STRENGTH_RULES: Readonly<Record<Strength, StrengthRules>> = {
  easy: { attackAt: 0.75, pairs: false, stray: 0.4, guards: 0, reserve: 0, cautious: false, focus: false },
  normal: { attackAt: 0.55, pairs: true, stray: 0.1, guards: 1, reserve: 2, cautious: false, focus: false },
  hard: { attackAt: 0.6, pairs: true, stray: 0, guards: 1, reserve: 3, cautious: true, focus: true },
};
