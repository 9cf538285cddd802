import type { z } from 'zod';
import { oneLine, quoteInput } from './quoteInput.ts';

type Issue = z.core.$ZodIssue;

/** A path longer than this shows its first and last keys only. */
const MAX_PATH_KEYS = 12;
/** The longest line of a problem list: a line each, whatever the file holds. */
const MAX_PROBLEM_LINE = 240;

/** "orders[3].path[0].col: Too small: expected number to be >=0" — where in the file, and what. */
export function describeZodError(error: z.ZodError, maxIssues = 5): string {
  return describeIssues(error.issues, maxIssues);
}

/**
 * One line per problem, at most `maxIssues` of them and then how many more; `complete` is false when
 * checking stopped early. Each line is bounded: a key or value of the file is quoted, never whole.
 */
export function describeIssues(issues: readonly Issue[], maxIssues = 5, complete = true): string {
  const lines = issues.slice(0, maxIssues).map((issue) => oneLine(`${formatPath(issue.path)}: ${messageOf(issue)}`, MAX_PROBLEM_LINE));
  const more = issues.length - lines.length;
  if (complete && more > 0) lines.push(`…and ${more.toLocaleString('en-US')} more problems`);
  if (!complete) lines.push(`…and ${more > 0 ? `${more.toLocaleString('en-US')} more problems, then ` : ''}maybe more: checking stopped there`);
  return lines.join('\n');
}

function messageOf(issue: Issue): string {
  // zod names every unknown key in full: a file can hold keys of megabytes, or thousands of them.
  if (issue.code === 'unrecognized_keys') {
    const shown = issue.keys.slice(0, 3).map(quoteInput).join(', ');
    const more = issue.keys.length > 3 ? ` and ${issue.keys.length - 3} more` : '';
    return `Unrecognized key${issue.keys.length === 1 ? '' : 's'}: ${shown}${more}`;
  }
  return issue.message;
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the whole file)';
  if (path.length <= MAX_PATH_KEYS) return path.reduce<string>(appendKey, '');
  const head = path.slice(0, MAX_PATH_KEYS - 3).reduce<string>(appendKey, '');
  const tail = path.slice(-2).reduce<string>(appendKey, '');
  return `${head}…(${path.length - MAX_PATH_KEYS + 1} more keys)…${tail}`;
}

function appendKey(text: string, key: PropertyKey): string {
  if (typeof key === 'number') return `${text}[${key}]`;
  if (typeof key === 'string' && /^[A-Za-z_$][\w$]{0,39}$/.test(key)) return text ? `${text}.${key}` : key;
  return `${text}[${quoteInput(key)}]`;
}
