// Shared by the PBEM browser tests: one Chromium and one folder of files for the whole file, a way to
// keep what a button offers for download, and a campaign file opened in Node to look at.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { openCampaignText } from '../../src/io/pbem/campaign/openCampaign.ts';
import type { Campaign } from '../../src/io/pbem/campaign/stage.ts';
import { launchBrowser } from './browser.ts';

export interface Downloaded {
  readonly path: string;
  readonly name: string;
  readonly text: string;
}

export interface PbemSession {
  /** The browser every page of the file opens in (set before the first test). */
  readonly browser: Browser;
  /** A path in the file's own folder, removed after the last test. */
  file(name: string): string;
  /** Writes `text` to `name` in the folder, and answers its path. */
  saved(name: string, text: string): string;
  /** Clicks a button that offers a file (a string names it exactly), and keeps the file in the folder. */
  downloadFrom(page: Page, button: string | RegExp): Promise<Downloaded>;
}

/** Launches Chromium and makes a folder named from `prefix` before the file's tests; closes and removes both after. */
export function pbemSession(prefix: string): PbemSession {
  let browser: Browser | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    dir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const file = (name: string): string => {
    if (!dir) throw new Error('pbemSession: no folder before beforeAll');
    return join(dir, name);
  };
  return {
    get browser() {
      if (!browser) throw new Error('pbemSession: no browser before beforeAll');
      return browser;
    },
    file,
    saved(name, text) {
      const path = file(name);
      writeFileSync(path, text);
      return path;
    },
    async downloadFrom(page, button) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button, exact: typeof button === 'string' }).click(),
      ]);
      const name = download.suggestedFilename();
      const path = file(name);
      await download.saveAs(path);
      return { path, name, text: readFileSync(path, 'utf8') };
    },
  };
}

/** A campaign file's text opened in Node; a file it refuses fails the test. */
export async function opened(text: string): Promise<Campaign> {
  const result = await openCampaignText(text);
  if (!result.ok) throw new Error(result.reason);
  return result.campaign;
}
