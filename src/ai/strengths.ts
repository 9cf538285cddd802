// How a computer player of each strength plays: the odds it needs before it attacks (the combat system's exact
// odds), whether it pairs attackers, how often it strays from its best move, and what it keeps back.
import { COMPUTER_STRENGTHS, type ComputerStrength } from '../rules/index.ts';

export { COMPUTER_STRENGTHS as STRENGTHS };
export type Strength = ComputerStrength;

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
  /**
   * Plays the economy: builders walk to Farm and Mine land and build, fighters fight rather than build, spare
   * gold goes into Weaponsmiths, Armories and Barracks, and recruits are chosen against what the enemy fields.
   */
  readonly invests: boolean;
  /** Needs lower odds the more it outnumbers the enemy, so a won game gets finished. */
  readonly presses: boolean;
  /**
   * How it keeps its recruiting buildings free while gold allows a recruit there: not at all; a unit on one
   * fights only an enemy next to it rather than shooting from there ('holds fire'); or it also steps off the
   * building when it has not marched ('steps off').
   */
  readonly room: 'none' | 'holds fire' | 'steps off';
  /** Marches by the land's true cost (around lakes and mountains) rather than as the crow flies. */
  readonly paths: boolean;
}

// biome-ignore format: a table reads best one strength to a line.
export const STRENGTH_RULES: Readonly<Record<Strength, StrengthRules>> = {
  easy: { attackAt: 0.75, pairs: false, stray: 0.4, guards: 0, reserve: 0, cautious: false, focus: false, invests: false, presses: false, room: 'none', paths: false },
  normal: { attackAt: 0.55, pairs: true, stray: 0.1, guards: 1, reserve: 2, cautious: false, focus: false, invests: false, presses: true, room: 'holds fire', paths: true },
  hard: { attackAt: 0.6, pairs: true, stray: 0, guards: 1, reserve: 3, cautious: true, focus: true, invests: true, presses: true, room: 'steps off', paths: true },
};
