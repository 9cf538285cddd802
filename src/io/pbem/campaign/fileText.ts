import { parseJson } from '../../parseJson.ts';
import { canonicalJson } from '../canonical.ts';

/**
 * The text a campaign, orders or reveal file is written as: its canonical JSON (RFC 8785) and a line
 * break. No optional whitespace, no choice of spelling: so one file has one text, and any byte changed
 * in it changes what it says (refused by the signatures) or is not the file's one text (refused by
 * readFileText).
 */
export function fileText(file: unknown): string {
  const canonical = canonicalJson(file);
  if (!canonical.ok) throw new Error(`cannot write the file: ${canonical.reason}`);
  return `${canonical.text}\n`;
}

/**
 * A play-by-e-mail file's text read back: JSON within the size limit, and written exactly as fileText
 * writes it (the final line break may be missing). A file that was edited or re-spaced is refused
 * with one line, even where the change alone would not alter what it says.
 */
export function readFileText(text: string, maxChars: number): { ok: true; value: unknown } | { ok: false; reason: string } {
  const parsed = parseJson(text, maxChars);
  if (!parsed.ok) return { ok: false, reason: parsed.message };
  const canonical = canonicalJson(parsed.value);
  if (!canonical.ok || (text !== `${canonical.text}\n` && text !== canonical.text)) {
    return { ok: false, reason: 'the file is not as Karnage wrote it: it was edited or re-spaced since' };
  }
  return { ok: true, value: parsed.value };
}
