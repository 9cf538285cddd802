// axe-core, the accessibility checker, run in the page: every rule it has for WCAG 2.1 A and AA, and its
// best practices. Evaluated through the browser's debugging protocol, so no page script policy stands in its way.
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What axe finds wrong on the page as it is now, one line a violation (the rule, its help, the first places). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const checker = (window as unknown as { axe: typeof axe }).axe;
    const result = await checker.run(document, { resultTypes: ['violations'], runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
    return result.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  });
}

/** The page as it is now has no accessibility violation axe can find; `screen` names it in a failure. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${screen}`).toEqual([]);
}
