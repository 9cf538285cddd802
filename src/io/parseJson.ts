import { oneLine, quoteInput } from './quoteInput.ts';

/**
 * What any Karnage JSON stays within. Files nest 6 levels at most, their objects hold a dozen keys, and
 * a 10,000-order game holds some 100,000 arrays, objects and array items; these bounds leave room for
 * many times that, yet stop a hostile file before JSON.parse turns 16 MB of "[]" or "0," or a million
 * keys into seconds of work and hundreds of megabytes of objects.
 */
export const JSON_LIMITS = { maxDepth: 64, maxContainers: 1_000_000, maxKeysPerObject: 1_000, maxArrayItems: 2_000_000 } as const;

type Parsed = { ok: true; value: unknown } | { ok: false; message: string };

/** JSON.parse with a message that says where the text broke (line and column), a size limit and JSON_LIMITS. */
export function parseJson(text: string, maxBytes: number): Parsed {
  if (text.length > maxBytes) return { ok: false, message: `the file is ${text.length} characters long; the limit is ${maxBytes}` };
  const tooBig = checkShape(text);
  if (tooBig) return { ok: false, message: tooBig };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, message: describeParseError(text, error instanceof Error ? error.message : String(error)) };
  }
}

/**
 * Counts nesting, arrays and objects, and each object's keys in one pass over the text, without
 * building anything. Broken JSON passes through to JSON.parse, which says where it broke.
 */
function checkShape(text: string): string | null {
  const { maxDepth, maxContainers, maxKeysPerObject, maxArrayItems } = JSON_LIMITS;
  const isObject = new Uint8Array(maxDepth + 1);
  const commas = new Uint32Array(maxDepth + 1);
  let depth = 0;
  let containers = 0;
  let arrayItems = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22 /* " */) {
      // Skip the string: a backslash escapes the next character, whatever it is.
      for (i++; i < text.length; i++) {
        const inside = text.charCodeAt(i);
        if (inside === 0x5c) i++;
        else if (inside === 0x22) break;
      }
    } else if (code === 0x5b /* [ */ || code === 0x7b /* { */) {
      if (++depth > maxDepth) return `too deeply nested: arrays and objects more than ${maxDepth} levels deep`;
      if (++containers > maxContainers) return `too many arrays and objects: more than ${maxContainers.toLocaleString('en-US')}`;
      isObject[depth] = code === 0x7b ? 1 : 0;
      commas[depth] = 0;
    } else if (code === 0x5d /* ] */ || code === 0x7d /* } */) {
      if (depth > 0) depth--;
    } else if (code === 0x2c /* , */ && isObject[depth] === 1) {
      const before = commas[depth];
      // depth never passes maxDepth (checked where it grows), so there is a count for it.
      if (before === undefined) throw new RangeError(`checkShape: no comma count at depth ${depth}`);
      const keys = before + 2;
      if (keys > maxKeysPerObject) return `an object with more than ${maxKeysPerObject.toLocaleString('en-US')} keys`;
      commas[depth] = keys - 1;
    } else if (code === 0x2c && ++arrayItems >= maxArrayItems) {
      return `too many array items: more than ${maxArrayItems.toLocaleString('en-US')}`;
    }
  }
  return null;
}

/** "not JSON: Unexpected token "x" (line 3, column 7)": V8's words, without its quote of the text. */
function describeParseError(text: string, message: string): string {
  const token = /^Unexpected token '(.+?)', (?:\.\.\.)?"/su.exec(message)?.[1];
  const position = /at position (\d+)/.exec(message);
  let at: number | null = position ? Number(position[1]) : /end of JSON/.test(message) ? text.length : null;
  let words = message.replace(/ in JSON at position \d+.*$/s, '');
  if (token !== undefined) {
    words = `Unexpected token ${quoteInput(token)}`;
    at = firstOutsideStrings(text, token);
  }
  if (at === null) return oneLine(`not JSON: ${words}`);
  const { line, column } = lineAndColumn(text, at);
  return oneLine(`not JSON: ${words} (line ${line}, column ${column})`);
}

/**
 * Where V8 met `token`, which it names without a position. A character that can never stand outside a
 * string in JSON breaks it the first time it does; a letter, digit or bracket may belong to true, 12 or
 * the structure, so for those there is no telling.
 */
function firstOutsideStrings(text: string, token: string): number | null {
  if (/^[\p{L}\p{N}+.\-{}[\],:"]$/u.test(token)) return null;
  for (let i = 0; i < text.length; i++) {
    if (text.startsWith(token, i)) return i;
    if (text.charCodeAt(i) !== 0x22) continue;
    for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
  }
  return null;
}

function lineAndColumn(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let newline = text.indexOf('\n'); newline !== -1 && newline < at; newline = text.indexOf('\n', newline + 1)) {
    line++;
    lineStart = newline + 1;
  }
  return { line, column: at - lineStart + 1 };
}
