// The casualty formulas of Mass battle [seed 003], on plain numbers. AvDam and AvTough come in quarters at
// worst (a shield's 1.25 against volleys), so everything is counted exactly in sixteenths of a point: no
// rounding error can decide a man's life.

/** How the formula's quotient became whole men [seed]: up whenever there is a remainder, exactly 0 kills one. */
export type Rounding = 'exact' | 'remainder-up' | 'exactly-zero' | 'negative';

/** One unit's share of a side's strength in one exchange: its active men times their AvDam or AvTough. */
export interface StrengthTerm {
  readonly active: number;
  /** AvDam of a striking side, AvTough of a struck one. */
  readonly value: number;
  readonly strength: number;
}

/** `killed = (active attackers × AvDam − active defenders × AvTough) / 4`, each term as computed. */
export interface CasualtyTerms {
  readonly strikers: readonly StrengthTerm[];
  readonly struck: readonly StrengthTerm[];
  /** Σ active attackers × AvDam. */
  readonly attackStrength: number;
  /** Σ active defenders × AvTough. */
  readonly defenceStrength: number;
  readonly difference: number;
  /** difference / 4, before rounding. */
  readonly quotient: number;
  readonly rounding: Rounding;
  /** Men the formula kills (before capping at the men there are). */
  readonly killed: number;
}

const SIXTEENTHS = 16;
const toSixteenths = (value: number): number => Math.round(value * SIXTEENTHS);

/** Whether a value is a whole number of sixteenths (every AvDam and AvTough the rules make is). */
export function isSixteenths(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * SIXTEENTHS - Math.round(value * SIXTEENTHS)) < 1e-9;
}

function term(active: number, value: number): StrengthTerm {
  return { active, value, strength: (active * toSixteenths(value)) / SIXTEENTHS };
}

/**
 * Engage and Fire [seed]: `(Σ active attackers × AvDam − Σ active defenders × AvTough) / 4`, rounded up
 * whenever there is a remainder; a result of exactly 0 still kills one; a negative one kills none.
 */
export function casualties(strikers: readonly [number, number][], struck: readonly [number, number][]): CasualtyTerms {
  const strikerTerms = strikers.map(([active, avDam]) => term(active, avDam));
  const struckTerms = struck.map(([active, avTough]) => term(active, avTough));
  const attack16 = strikers.reduce((sum, [active, avDam]) => sum + active * toSixteenths(avDam), 0);
  const defence16 = struck.reduce((sum, [active, avTough]) => sum + active * toSixteenths(avTough), 0);
  const difference16 = attack16 - defence16;
  const perMan16 = 4 * SIXTEENTHS;
  const { rounding, killed } =
    difference16 < 0
      ? { rounding: 'negative' as const, killed: 0 }
      : difference16 === 0
        ? { rounding: 'exactly-zero' as const, killed: 1 }
        : difference16 % perMan16 === 0
          ? { rounding: 'exact' as const, killed: difference16 / perMan16 }
          : { rounding: 'remainder-up' as const, killed: Math.ceil(difference16 / perMan16) };
  return {
    strikers: strikerTerms,
    struck: struckTerms,
    attackStrength: attack16 / SIXTEENTHS,
    defenceStrength: defence16 / SIXTEENTHS,
    difference: difference16 / SIXTEENTHS,
    quotient: difference16 / perMan16,
    rounding,
    killed,
  };
}

/** A volley of arrows: AvDam 4.5, of which 0.5 is penetrating damage that only shields and total cover stop [seed]. */
export const VOLLEY_AVDAM = 4;
export const VOLLEY_PENETRATING_AVDAM = 0.5;

/**
 * `((AvDam − AvTough) + (penetrating AvDam − penetrating AvTough)) × attackers / 4` per volley [seed]; for
 * arrows `(4.5 − AvTough) × attackers / 4`. Each part counts from 0 up on its own [house reading]: armour
 * cannot take away the penetrating 0.5, as the seed says, so mailed men still lose a little to arrows.
 */
export interface VolleyTerms {
  /** The whole shooting unit (or pair): as many defenders are struck. */
  readonly attackers: number;
  readonly volleys: number;
  readonly avDam: number;
  readonly avTough: number;
  readonly penetratingAvDam: number;
  readonly penetratingAvTough: number;
  /** max(0, AvDam − AvTough). */
  readonly normalPart: number;
  /** max(0, penetrating AvDam − penetrating AvTough). */
  readonly penetratingPart: number;
  /** (normal + penetrating) × attackers / 4. */
  readonly perVolley: number;
  /** perVolley × volleys: exact, fractions kept. */
  readonly wounds: number;
}

export function volley(attackers: number, volleys: number, avTough: number, penetratingAvTough: number): VolleyTerms {
  const normal16 = Math.max(0, toSixteenths(VOLLEY_AVDAM) - toSixteenths(avTough));
  const penetrating16 = Math.max(0, toSixteenths(VOLLEY_PENETRATING_AVDAM) - toSixteenths(penetratingAvTough));
  // (normal + penetrating) / 16 × attackers / 4: a whole number of 64ths, exact in floating point.
  const perVolley64 = (normal16 + penetrating16) * attackers;
  return {
    attackers,
    volleys,
    avDam: VOLLEY_AVDAM,
    avTough,
    penetratingAvDam: VOLLEY_PENETRATING_AVDAM,
    penetratingAvTough,
    normalPart: normal16 / SIXTEENTHS,
    penetratingPart: penetrating16 / SIXTEENTHS,
    perVolley: perVolley64 / 64,
    wounds: (perVolley64 * volleys) / 64,
  };
}
