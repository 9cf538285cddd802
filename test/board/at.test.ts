import { describe, expect, it } from 'vitest';
import { at, context2d } from '../../src/board/at.ts';

describe('at', () => {
  it('reads an item in range, falsy ones included', () => {
    expect(at(['a', 'b'], 1)).toBe('b');
    expect(at([0, null], 0)).toBe(0);
    expect(at([0, null], 1)).toBeNull();
    expect(at(Float32Array.of(0.5), 0)).toBe(0.5);
  });

  it('throws, naming the index, when the index is out of range', () => {
    expect(() => at(['a'], 1)).toThrow(RangeError);
    expect(() => at(['a', 'b', 'c'], -1)).toThrow('board: index -1 is outside 0–2');
  });
});

describe('context2d', () => {
  it('hands back the canvas 2D context', () => {
    const ctx = {} as CanvasRenderingContext2D;
    expect(context2d({ getContext: () => ctx } as unknown as HTMLCanvasElement)).toBe(ctx);
  });

  it('throws when the browser gives none', () => {
    expect(() => context2d({ getContext: () => null } as unknown as HTMLCanvasElement)).toThrow('no 2D drawing context');
  });
});
