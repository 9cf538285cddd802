import { z } from 'zod';

type Issue = z.core.$ZodIssue;

export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  /** `complete` is false when checking stopped early, so more problems may follow. */
  | { readonly ok: false; readonly issues: Issue[]; readonly complete: boolean };

const lengthChecks = new WeakMap<z.ZodArray, z.ZodType>();

/** The array schema's own checks (its length) without its elements. */
function lengthOnly(schema: z.ZodArray): z.ZodType {
  let checked = lengthChecks.get(schema);
  if (!checked) {
    checked = z.array(z.unknown()).check(...((schema.def.checks ?? []) as z.core.$ZodCheck<unknown[]>[]));
    lengthChecks.set(schema, checked);
  }
  return checked;
}

function at(path: readonly PropertyKey[], issues: readonly Issue[]): Issue[] {
  return issues.map((issue) => ({ ...issue, path: [...path, ...issue.path] }));
}

/**
 * An array that may be long (a game's orders, its checkpoints, units), checked as `schema` checks it
 * but one element at a time, stopping after `maxBadElements` bad ones. zod checks every element and
 * keeps every problem: a file of 8 million bad dice faces within the size limit would need gigabytes.
 */
export function checkLongArray<S extends z.ZodArray>(schema: S, values: unknown, path: readonly PropertyKey[], maxBadElements = 5): Checked<z.output<S>> {
  if (!Array.isArray(values)) {
    const whole = schema.safeParse(values);
    return whole.success ? { ok: true, value: whole.data } : { ok: false, issues: at(path, whole.error.issues), complete: true };
  }
  const length = lengthOnly(schema).safeParse(values);
  if (!length.success) return { ok: false, issues: at(path, length.error.issues), complete: false };

  const element = schema.element as z.ZodType;
  const parsed: unknown[] = new Array(values.length);
  const issues: Issue[] = [];
  let bad = 0;
  for (let index = 0; index < values.length; index++) {
    const result = element.safeParse(values[index]);
    if (result.success) {
      parsed[index] = result.data;
      continue;
    }
    for (const issue of at([...path, index], result.error.issues)) issues.push(issue);
    if (++bad === maxBadElements && index < values.length - 1) return { ok: false, issues, complete: false };
  }
  return issues.length > 0 ? { ok: false, issues, complete: true } : { ok: true, value: parsed as z.output<S> };
}
