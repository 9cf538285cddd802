// The built app carries its Content-Security-Policy (vite.config.ts), and it holds: no inline script, no script
// from elsewhere. Every browser test runs under it, and a violation is a console error, which fails that test.
import { expect, test } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../vite.config.ts';
import { openApp } from './browser.ts';
import { testBrowser } from './gamePage.ts';

const browser = testBrowser();

test('the page is served with the policy; an inline and a foreign script are refused', async () => {
  const page = await openApp(browser(), '/');
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toBe(CONTENT_SECURITY_POLICY);
  const violations: string[] = [];
  // What this test provokes is refused on purpose: the page's usual error collectors would count it.
  page.removeAllListeners('console');
  page.removeAllListeners('requestfailed');
  page.on('console', (message) => violations.push(message.text()));
  // An inline script (what an injected one would be) does not run.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.head.append(script);
    return (window as unknown as { inlineRan?: boolean }).inlineRan === true;
  });
  expect(ran).toBe(false);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://example.invalid/x.js';
    document.head.append(script);
  });
  await expect.poll(() => violations.some((v) => /Content Security Policy/.test(v))).toBe(true);
});
