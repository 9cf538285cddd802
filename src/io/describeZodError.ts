import type { z } from 'zod';

/** "orders[3].path[0].col: Too small: expected number to be >=0" — where in the file, and what. */
export function describeZodError(error: z.ZodError, maxIssues = 5): string {
  const lines = error.issues.slice(0, maxIssues).map((issue) => `${formatPath(issue.path)}: ${issue.message}`);
  if (error.issues.length > maxIssues) lines.push(`…and ${error.issues.length - maxIssues} more problems`);
  return lines.join('\n');
}

function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(the whole file)';
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '');
}
