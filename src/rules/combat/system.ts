import type { CombatSystemId } from '../ids.ts';
import type { CombatReport } from './report.ts';
import type { CombatSetup } from './setup.ts';

/** Rolls one die for a combatant: attackers are numbered from 0; attempt 1 is a re-roll. */
export type RollDie = (sides: number, role: 'attack' | 'defence', combatant: number, attempt: number) => number;

/** An exact probability as a fraction, with its floating value. */
export interface Probability {
  readonly numerator: number;
  readonly denominator: number;
  readonly value: number;
}

export interface CombatOdds {
  readonly attackerWins: Probability;
  readonly defenderWins: Probability;
}

/** What every combat system offers; scenarios pick one by id. */
export interface CombatSystem {
  readonly id: CombatSystemId;
  resolve(setup: CombatSetup, roll: RollDie): CombatReport;
  /** Exact, from the dice distributions — never by sampling. */
  odds(setup: CombatSetup): CombatOdds;
}
