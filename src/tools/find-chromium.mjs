// Locates a Chromium/Chrome binary for the browser tests. Shared by
// ensure-install.mjs (which installs one if missing) and test/e2e (which launches it),
// so both agree on which browser is used. Only node: built-ins: this runs before npm ci.
import { accessSync, constants } from 'node:fs';

// Most specific first: an explicit choice, then Debian/Ubuntu, then Chrome, then macOS.
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @returns {string | null} the path of a runnable Chromium/Chrome, or null if none is found. */
export function findChromium() {
  const fromEnv = process.env.KARNAGE_CHROMIUM;
  // An explicit setting that points nowhere is a mistake the user should hear about,
  // not something to paper over by silently picking another browser.
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  return CANDIDATES.find(isExecutable) ?? null;
}
