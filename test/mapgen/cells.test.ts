import { describe, expect, it } from 'vitest';
import { inRange } from '../../src/mapgen/cells.ts';

describe('inRange', () => {
  it('passes on each kind of typed-array read the passes make, zero included', () => {
    expect(inRange(Int32Array.of(-1, 7)[1])).toBe(7);
    expect(inRange(Uint8Array.of(0, 3)[0])).toBe(0);
    expect(inRange(Float32Array.of(0.5)[0])).toBe(0.5);
    expect(inRange(Float32Array.of(Number.NaN)[0])).toBeNaN();
  });

  it('throws on a read outside the array', () => {
    const cells = new Uint8Array(4);
    expect(() => inRange(cells[4])).toThrow(RangeError);
    expect(() => inRange(cells[-1])).toThrow('index out of range');
    expect(() => inRange(cells[1.5])).toThrow(RangeError);
  });
});
