import { describe, expect, it } from 'vitest';
import { boundedLines, oneLine, quoteInput } from '../../src/io/quoteInput.ts';
import { deeplyNested } from './hostileShapes.ts';

describe('quoteInput', () => {
  it('quotes short strings whole, escaping what would break the line or the quotes', () => {
    expect(quoteInput('castle')).toBe('"castle"');
    expect(quoteInput('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(quoteInput('line\nbreak\ttab\r')).toBe('"line\\nbreak\\ttab\\r"');
    expect(quoteInput('\u0000\u2028\u2029\u202e\u200f\ufeff\u0085')).toBe('"\\u0000\\u2028\\u2029\\u202e\\u200f\\ufeff\\u0085"');
  });

  it('escapes a lone surrogate but keeps a pair, and never cuts a pair in two', () => {
    expect(quoteInput('\ud800x\udc00')).toBe('"\\ud800x\\udc00"');
    expect(quoteInput('🐉')).toBe('"🐉"');
    const dragons = quoteInput('🐉'.repeat(100));
    expect(dragons.startsWith(`"${'🐉'.repeat(30)}…"`)).toBe(true);
    expect(dragons).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('cuts a long string after about 60 characters and says how long it was', () => {
    const quoted = quoteInput('x'.repeat(15_000_000));
    expect(quoted).toBe(`"${'x'.repeat(60)}…" (15,000,000 characters)`);
    expect(quoteInput('\u202e'.repeat(1000)).length).toBeLessThan(100);
  });

  it('costs no more for a 15 MB string than for a short one', () => {
    const huge = 'y'.repeat(15_000_000);
    const started = performance.now();
    for (let i = 0; i < 1000; i++) quoteInput(huge);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('describes arrays and objects by kind and size, however deep or wide', () => {
    expect(quoteInput([])).toBe('an empty array');
    expect(quoteInput([1])).toBe('an array of 1 item');
    expect(quoteInput(deeplyNested(100_000))).toBe('an array of 1 item');
    expect(quoteInput(new Array(5_000_000))).toBe('an array of 5,000,000 items');
    expect(quoteInput({})).toBe('an empty object');
    expect(quoteInput({ a: { b: 1 } })).toBe('an object of 1 key');
    expect(quoteInput(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])))).toBe('an object of more than 1,000 keys');
  });

  it('shows numbers, booleans, null and a missing value as written', () => {
    expect([1e308, -0.5, true, null, undefined].map(quoteInput)).toEqual(['1e+308', '-0.5', 'true', 'null', 'undefined']);
    expect(quoteInput(10n ** 200n)).toMatch(/^10{59}…$/);
  });

  it('never throws, even for a value whose every look throws', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('no');
        },
        getPrototypeOf: () => {
          throw new Error('no');
        },
      },
    );
    expect(quoteInput(hostile)).toBe('a value that cannot be shown');
    expect(quoteInput(Symbol('s'))).toBe('a symbol');
  });
});

describe('oneLine and boundedLines', () => {
  it('keep a message on one line and short', () => {
    expect(oneLine('a\nb\u2028c')).toBe('a\\nb\\u2028c');
    const long = oneLine('z'.repeat(10_000));
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long.endsWith('…')).toBe(true);
  });

  it('bound every line and the number of lines', () => {
    const text = boundedLines(`${'a'.repeat(5000)}\n${'b\n'.repeat(100_000)}`);
    const lines = text.split('\n');
    expect(lines.length).toBeLessThanOrEqual(41);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(300);
    expect(boundedLines('two\nlines')).toBe('two\nlines');
  });
});
