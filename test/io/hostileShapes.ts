import fc from 'fast-check';
import { expect } from 'vitest';

// Shapes of hostile input shared by the loaders' and the command line's tests.

/** An array nested `depth` levels deep, built without recursion. */
export function deeplyNested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
}

/** JSON text of arrays (or objects, `{"a":`) nested `depth` levels deep. */
export function deepJson(depth: number, kind: 'array' | 'object' = 'array'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Characters that break a line, turn text around, end a C string or are half a pair. */
export const ODD_CHARACTERS = [
  '\u0000',
  '\u0007',
  '\n',
  '\r',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u202e',
  '\u2066',
  '\u200b',
  '\ufeff',
  '\ud800',
  '\udfff',
  '"',
  '\\',
];

const RAW_ODD = /[\p{Cc}\u2028-\u202e\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u;

/** A string of odd characters, plain letters and emoji, as JSON text. */
const oddString = fc
  .array(fc.oneof(fc.constantFrom(...ODD_CHARACTERS), fc.constantFrom('a', 'é', '🐉', ' ')), { maxLength: 80 })
  .map((parts) => JSON.stringify(parts.join('')));

/** JSON text of a hostile value: deep, long, odd, or plain wrong. */
export const hostileJson: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 60, max: 6000 }).map((depth) => deepJson(depth)),
  fc.integer({ min: 60, max: 3000 }).map((depth) => deepJson(depth, 'object')),
  fc.integer({ min: 61, max: 300_000 }).chain((length) => fc.constantFrom(...ODD_CHARACTERS, 'x').map((c) => JSON.stringify(c.repeat(length)))),
  oddString,
  fc.string({ unit: 'binary', maxLength: 40 }).map((text) => JSON.stringify(text)),
  fc.integer({ min: 1001, max: 5000 }).map((keys) => `{${Array.from({ length: keys }, (_, i) => `"k${i}":0`).join(',')}}`),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  fc.constantFrom('1e308', '-0', 'null', 'true', '[]', '{}', '"__proto__"'),
);

/** Raw text, not even JSON: the odd characters themselves, unescaped. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.array(fc.constantFrom(...ODD_CHARACTERS, '{', '[', '"', 'a', ':', ','), { maxLength: 200 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/**
 * A message a user may be shown: one line, or the short list of a file's errors; no line longer than
 * 300 characters, no raw character that breaks a line or turns text around, no stack trace.
 */
export function expectBoundedMessage(message: string, maxLines = 7): void {
  expect(message.length).toBeGreaterThan(0);
  const lines = message.replace(/\n$/, '').split('\n');
  expect(lines.length).toBeLessThanOrEqual(maxLines);
  for (const line of lines) {
    expect(line.length).toBeLessThanOrEqual(300);
    expect(line).not.toMatch(/^\s+at /);
    expect(line).not.toMatch(RAW_ODD);
  }
}
