// The one rule for names a person types and every other player reads: player names and map names, in
// the new-game screen, the editor, the command line and every file schema.
//
// A name is shown on every screen and in messages, so it may hold nothing that hides or reorders text:
// no control characters (Unicode Cc, U+0085 among them), no format characters (Cf: zero-width spaces,
// bidi overrides such as U+202E), no line or paragraph separators (U+2028/U+2029), no lone surrogates,
// and none of the markup characters < > & ". Names are compared after NFC normalisation and trimming,
// in any case, so "Joe", " joe" and "Joe\u200b" can never be two players.

export const MAX_NAME_LENGTH = 40;

// With the u flag a lone surrogate is its own code point, so \p{Cs} finds it.
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029<>&"]/u;
const FORBIDDEN_ALL = new RegExp(FORBIDDEN.source, 'gu');

/** NFC, without spaces at either end: the form a name is stored and compared in. */
export function normaliseName(raw: string): string {
  return raw.normalize('NFC').trim();
}

/** Why a name (already normalised) cannot be used, or null when it can. */
export function nameProblem(name: string): string | null {
  if (name === '') return 'a name may not be empty';
  // Length in characters a person sees as one, not UTF-16 units: an emoji counts once.
  if ([...name].length > MAX_NAME_LENGTH) return `a name has at most ${MAX_NAME_LENGTH} characters`;
  const bad = FORBIDDEN.exec(name);
  if (bad) return `a name may not hold ${describeCharacter(bad[0])}`;
  return null;
}

/** The key two names are compared by: equal keys are the same name. */
export function nameKey(name: string): string {
  return normaliseName(name).toLowerCase();
}

/** The first name that repeats an earlier one (by nameKey), or null when all differ. */
export function repeatedName(names: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const name of names) {
    const key = nameKey(name);
    if (seen.has(key)) return name;
    seen.add(key);
  }
  return null;
}

/** A usable name made from any text: forbidden characters dropped, normalised, cut to length; else the fallback. */
export function sanitiseName(raw: string, fallback: string): string {
  const cleaned = normaliseName(raw.replace(FORBIDDEN_ALL, ''));
  const cut = normaliseName([...cleaned].slice(0, MAX_NAME_LENGTH).join(''));
  return cut === '' ? fallback : cut;
}

/** What kind of character was found: a markup one shown as itself, an invisible one by its code point. */
function describeCharacter(char: string): string {
  if ('<>&"'.includes(char)) return `<, >, & or " (found ${char})`;
  const hex = (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
  return `control, format or invisible characters (found U+${hex})`;
}
