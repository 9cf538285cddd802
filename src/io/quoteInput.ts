// Messages quote what a file or a command line held. A hostile value may be megabytes long, nested
// thousands of levels deep, or hold characters that break a line or turn text around (U+2028, U+202E,
// a NUL, a lone surrogate). Every echo of input goes through here, so none of that reaches a user.

/** The most characters of a value a message shows. */
export const QUOTE_LENGTH = 60;
/** The longest line a message may have. */
export const MESSAGE_LINE_LENGTH = 300;

// Controls (\p{Cc}: C0, DEL, C1), line and paragraph separators, invisible and bidirectional marks, BOM,
// and surrogates that are not half of a pair: with the u flag a pair is one code point, outside
// \ud800-\udfff, so only a lone surrogate matches that range.
const ODD_CHARACTER = /\p{Cc}|[\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]|[\ud800-\udfff]/u;
const NAMED_ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function escapeCharacter(character: string): string {
  return NAMED_ESCAPES[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/**
 * The first characters of `text`, odd characters escaped, at most `limit` characters long once
 * escaped, and whether it was cut short. Never splits a surrogate pair.
 */
function escapedPrefix(text: string, limit: number, quoteMarks: boolean): { shown: string; cut: boolean } {
  let shown = '';
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    const pair = code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00;
    const character = pair ? text.slice(index, index + 2) : text.charAt(index);
    let piece = ODD_CHARACTER.test(character) ? escapeCharacter(character) : character;
    if (quoteMarks && (character === '"' || character === '\\')) piece = `\\${character}`;
    if (shown.length + piece.length > limit) return { shown, cut: true };
    shown += piece;
    index += character.length;
  }
  return { shown, cut: false };
}

function countOf(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** Counts an object's own keys, but stops counting past a thousand. */
function keysOf(value: object): string {
  let count = 0;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (++count > 1000) return 'an object of more than 1,000 keys';
  }
  return count === 0 ? 'an empty object' : `an object of ${countOf(count, 'key', 'keys')}`;
}

function describe(value: unknown): string {
  switch (typeof value) {
    case 'string': {
      const { shown, cut } = escapedPrefix(value, QUOTE_LENGTH, true);
      return cut ? `"${shown}…" (${countOf(value.length, 'character', 'characters')})` : `"${shown}"`;
    }
    case 'number':
    case 'boolean':
    case 'undefined':
      return String(value);
    case 'bigint': {
      const { shown, cut } = escapedPrefix(String(value), QUOTE_LENGTH, false);
      return cut ? `${shown}…` : shown;
    }
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    default:
      if (value === null) return 'null';
      if (Array.isArray(value)) return value.length === 0 ? 'an empty array' : `an array of ${countOf(value.length, 'item', 'items')}`;
      return keysOf(value as object);
  }
}

/**
 * A value from the input as a message shows it: a string quoted, its odd characters escaped and cut
 * after about 60 characters; a number as written; an array or object by its kind and size, never its
 * contents. Never throws, and costs the same for a 15 MB string as for a short one.
 */
export function quoteInput(value: unknown): string {
  try {
    return describe(value);
  } catch {
    // A getter or a proxy that throws: a message must still be given.
    return 'a value that cannot be shown';
  }
}

/** One line of a message: odd characters (line breaks among them) escaped, cut at `limit` characters. */
export function oneLine(text: string, limit = MESSAGE_LINE_LENGTH): string {
  const { shown, cut } = escapedPrefix(text, limit - 1, false);
  return cut ? `${shown}…` : shown;
}

/** A message of several lines, each made safe by oneLine, and no more than `maxLines` of them. */
export function boundedLines(text: string, maxLines = 40, limit = MESSAGE_LINE_LENGTH): string {
  const lines: string[] = [];
  let start = 0;
  while (start <= text.length && lines.length < maxLines) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    lines.push(oneLine(text.slice(start, Math.min(stop, start + limit * 6)), limit));
    start = stop + 1;
  }
  if (start <= text.length) lines.push('…');
  return lines.join('\n');
}
