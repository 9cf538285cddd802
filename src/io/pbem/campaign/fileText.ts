import { canonicalJson } from '../canonical.ts';

/**
 * The text a campaign, orders or reveal file is written as: its canonical JSON (RFC 8785) and a line
 * break. No optional whitespace, no choice of spelling: so one file has one text, and any byte changed
 * in it changes what it says, which the signatures then refuse.
 */
export function fileText(file: unknown): string {
  const canonical = canonicalJson(file);
  if (!canonical.ok) throw new Error(`cannot write the file: ${canonical.reason}`);
  return `${canonical.text}\n`;
}
