import { describe, expect, it } from 'vitest';
import { menOf, menStanding, menText } from '../../../src/rules/index.ts';

describe('men of a Mass battle unit', () => {
  it('a full unit has its type’s men; a man stands while any part of him is left', () => {
    expect(menOf({ type: 'footmen' })).toBe(20);
    expect(menStanding({ type: 'footmen', men: 18.75 })).toBe(19);
    expect(menStanding({ type: 'footmen', men: 18 })).toBe(18);
    expect(menStanding({ type: 'footmen', men: 0.25 })).toBe(1);
  });

  it('says what volleys took of the next man, in its lowest terms', () => {
    expect(menText(17)).toBe('17 men');
    expect(menText(1)).toBe('1 man');
    expect(menText(16.25)).toBe('17 men (3/4 of one lost to arrows)');
    expect(menText(19 + 63 / 64)).toBe('20 men (1/64 of one lost to arrows)');
  });
});
