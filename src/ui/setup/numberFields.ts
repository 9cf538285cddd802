// The new-game screen's number fields keep the text as typed, so a field can be cleared and retyped;
// the text is read into a number only when it is used (on leaving the field, and on Start).
import { MAX_MAP_SIDE, MIN_MAP_SIDE } from '../../mapgen/mapSizes.ts';
import { DEFAULT_NEW_YEAR_EVERY, DEFAULT_WEALTH_TARGET, STARTING_GOLD } from '../../rules/index.ts';

export interface NumberField {
  /** The field's label, also its accessible name: messages name the field by it. */
  readonly label: string;
  readonly min: number;
  readonly max: number;
}

/** Seeds were always taken as 32-bit integers. */
const SEED_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/** Ranges as the game file allows them, so a started game always saves and loads. */
export const NUMBER_FIELDS = {
  wealthTarget: { label: 'Wealth target', min: 1, max: 1_000_000 },
  turnLimit: { label: 'Rounds', min: 1, max: 10_000 },
  startingGold: { label: 'Starting gold', min: 0, max: 1_000_000 },
  mapSeed: { label: 'Map seed', ...SEED_RANGE },
  diceSeed: { label: 'Dice seed', ...SEED_RANGE },
  newYearEvery: { label: 'New Year every (rounds)', min: 1, max: 1_000 },
  mapWidth: { label: 'Map width', min: MIN_MAP_SIDE, max: MAX_MAP_SIDE },
  mapHeight: { label: 'Map height', min: MIN_MAP_SIDE, max: MAX_MAP_SIDE },
} as const satisfies Record<string, NumberField>;

export const FIRST_NUMBERS = { wealthTarget: DEFAULT_WEALTH_TARGET, turnLimit: 30, startingGold: STARTING_GOLD, newYearEvery: DEFAULT_NEW_YEAR_EVERY } as const;

export type NumberReading = { readonly value: number } | { readonly problem: string };

/** A whole number in the field's range: fractions drop toward zero and out-of-range values clamp; empty or non-numeric text is a problem. */
export function readWholeNumber(text: string, field: NumberField): NumberReading {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: `${field.label} needs a whole number.` };
  // Number() alone would take "0x10" and " " too; a number input never hands those over, but pasted text might.
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed)) return { problem: `${field.label} needs a whole number, not "${trimmed}".` };
  const value = Math.trunc(Number(trimmed)) || 0; // "-0.5" reads as 0, not -0
  return { value: Math.min(field.max, Math.max(field.min, value)) };
}

/** The text a field shows after the player leaves it: the number it will be read as, or the text unchanged so Start can name the problem. */
export function tidyNumberText(text: string, field: NumberField): string {
  const reading = readWholeNumber(text, field);
  return 'value' in reading ? String(reading.value) : text;
}

/** Reads several fields in turn; the first that cannot be read is the problem to show. */
export function numberReader() {
  let problem: string | null = null;
  return {
    /** The field's number, or its minimum as a stand-in when unreadable (check `problem` before using it). */
    read(text: string, field: NumberField): number {
      const reading = readWholeNumber(text, field);
      if ('value' in reading) return reading.value;
      problem ??= reading.problem;
      return field.min;
    },
    get problem(): string | null {
      return problem;
    },
  };
}

export type NumberReader = ReturnType<typeof numberReader>;
