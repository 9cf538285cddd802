import type { CombatReport, CombatReportBase } from './report.ts';
import type { CombatSetup } from './setup.ts';
import type { CombatDescription, CombatExplanation } from './view.ts';

/** Rolls one die for a combatant: attackers are numbered from 0; attempt 1 is a re-roll. */
export type RollDie = (sides: number, role: 'attack' | 'defence', combatant: number, attempt: number) => number;

/** An exact probability as a fraction, with its floating value. */
export interface Probability {
  readonly numerator: number;
  readonly denominator: number;
  readonly value: number;
  /**
   * False when the exact fraction does not fit in safe integers, and numerator/denominator are the closest
   * fraction that does (Warfare's long fights); absent or true, they are the fraction itself.
   */
  readonly fractionIsExact?: boolean;
}

/** A chance's fraction as a screen writes it: "3/8", or "≈ 3/8" when it is only the closest safe fraction. */
export function fractionText(chance: Probability): string {
  return `${chance.fractionIsExact === false ? '≈ ' : ''}${chance.numerator}/${chance.denominator}`;
}

export interface CombatOdds {
  readonly attackerWins: Probability;
  readonly defenderWins: Probability;
  /** Systems whose fights end in one of several results: the chance of each, in the order a screen lists them. */
  readonly outcomes?: readonly CombatOutcomeOdds[];
  /** Systems whose fights cost men (Mass battle): the men each side should expect to lose, exactly. */
  readonly expectedLosses?: { readonly attackers: readonly ExactAmount[]; readonly defender: ExactAmount };
}

/** An exact amount (men expected to fall: 15/4) as a fraction, with its floating value. */
export interface ExactAmount {
  readonly numerator: number;
  readonly denominator: number;
  readonly value: number;
}

/** One way a fight can end ("Retreat", lost by the defender) and its exact chance. */
export interface CombatOutcomeOdds {
  /** The result's name as the system's tables give it. */
  readonly result: string;
  /** The side that loses by it. */
  readonly loser: 'attacker' | 'defender';
  readonly probability: Probability;
}

/**
 * What every combat system offers; scenarios pick one by id. The screens, the store and the command
 * line use only these, so a new system needs no change outside its own folder and the registry.
 */
export interface CombatSystem<Report extends CombatReportBase = CombatReport> {
  readonly id: string;
  /** The report's fields a referee reads first, in order: the command line prints them before the rest. */
  readonly headline: readonly string[];
  resolve(setup: CombatSetup, roll: RollDie): Report;
  /** Exact, from the dice distributions — never by sampling. */
  odds(setup: CombatSetup): CombatOdds;
  /** The fight before it happens: each side's combatants, modifiers by source, what a loss costs. */
  explain(setup: CombatSetup): CombatExplanation;
  /** A fight this system resolved, told for a screen. */
  describeReport(report: Report): CombatDescription;
}
