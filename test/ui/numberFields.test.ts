import { describe, expect, test } from 'vitest';
import { NUMBER_FIELDS, numberReader, readWholeNumber, tidyNumberText } from '../../src/ui/setup/numberFields.ts';

const { wealthTarget, turnLimit, startingGold, mapSeed, diceSeed } = NUMBER_FIELDS;

describe('number fields on the new-game screen', () => {
  test('a field can be cleared and retyped: the text is read only when used', () => {
    // The old field snapped '' to 1 on every keystroke, so typing 500 into it gave 1500.
    expect(readWholeNumber('500', wealthTarget)).toEqual({ value: 500 });
    expect(tidyNumberText('', wealthTarget)).toBe('');
  });

  test('an empty field is a problem that names the field', () => {
    expect(readWholeNumber('', wealthTarget)).toEqual({ problem: 'Wealth target needs a whole number.' });
    expect(readWholeNumber('  ', turnLimit)).toEqual({ problem: 'Rounds needs a whole number.' });
    expect(readWholeNumber('', diceSeed)).toEqual({ problem: 'Dice seed needs a whole number.' });
  });

  test('text that is not a number is a problem that names the field and the text', () => {
    expect(readWholeNumber('12abc', startingGold)).toEqual({ problem: 'Starting gold needs a whole number, not "12abc".' });
    expect(readWholeNumber('0x10', mapSeed)).toEqual({ problem: 'Map seed needs a whole number, not "0x10".' });
    expect(readWholeNumber('-', mapSeed)).toEqual({ problem: 'Map seed needs a whole number, not "-".' });
  });

  test('numbers clamp into the field’s range and fractions drop toward zero', () => {
    expect(readWholeNumber('0', wealthTarget)).toEqual({ value: 1 });
    expect(readWholeNumber('2000000', wealthTarget)).toEqual({ value: 1_000_000 });
    expect(readWholeNumber('20000', turnLimit)).toEqual({ value: 10_000 });
    expect(readWholeNumber('-5', startingGold)).toEqual({ value: 0 });
    expect(readWholeNumber('12.9', startingGold)).toEqual({ value: 12 });
    expect(readWholeNumber('-0.5', mapSeed)).toEqual({ value: 0 });
    expect(readWholeNumber('1e3', startingGold)).toEqual({ value: 1000 });
    expect(readWholeNumber(' 42 ', diceSeed)).toEqual({ value: 42 });
  });

  test('seeds stay 32-bit integers, negative ones included', () => {
    expect(readWholeNumber('4242', mapSeed)).toEqual({ value: 4242 });
    expect(readWholeNumber('-17', diceSeed)).toEqual({ value: -17 });
    expect(readWholeNumber('99999999999', diceSeed)).toEqual({ value: 2_147_483_647 });
    expect(readWholeNumber('-99999999999', mapSeed)).toEqual({ value: -2_147_483_648 });
  });

  test('leaving a field shows the number it will be read as, or keeps text it cannot read', () => {
    expect(tidyNumberText('0', turnLimit)).toBe('1');
    expect(tidyNumberText('007', startingGold)).toBe('7');
    expect(tidyNumberText('abc', startingGold)).toBe('abc');
  });

  test('reading several fields reports the first problem and reads the rest', () => {
    const numbers = numberReader();
    expect(numbers.read('300', wealthTarget)).toBe(300);
    numbers.read('', turnLimit);
    numbers.read('x', startingGold);
    expect(numbers.read('7', diceSeed)).toBe(7);
    expect(numbers.problem).toBe('Rounds needs a whole number.');
  });

  test('with every field readable there is no problem', () => {
    const numbers = numberReader();
    expect([numbers.read('500', wealthTarget), numbers.read('4242', mapSeed)]).toEqual([500, 4242]);
    expect(numbers.problem).toBeNull();
  });
});
