// Every string on a published page comes from someone's file (player names, report lines, the
// campaign's name), so all of it passes through here before it meets markup.

const MARKUP: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

// Control characters (HTML forbids most of them in text) and lone surrogates (UTF-8 cannot hold them).
// With the u flag a paired surrogate is one code point, so \p{Cs} finds only lone ones.
const UNPRINTABLE = /[\p{Cc}\p{Cs}]/gu;

/** `value` as text safe inside an element or a quoted attribute. */
export function escapeText(value: unknown): string {
  return String(value)
    .replace(UNPRINTABLE, (c) => (c === '\t' || c === '\n' ? c : '\ufffd'))
    .replace(/[&<>"']/g, (c) => MARKUP[c] ?? c);
}

/** A number for an SVG attribute: two decimals at most, and never NaN or Infinity. */
export function num(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '0';
}
