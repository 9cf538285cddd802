// Locates a Chromium/Chrome binary for the browser tests. Shared by
// ensure-install.mjs (which installs one if missing) and test/e2e (which launches it),
// so both agree on which browser is used. Only node: built-ins: this runs before npm ci.
import { findExecutable } from './executable.mjs';

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

/** @returns {string | null} the path of a runnable Chromium/Chrome, or null if none is found. */
export function findChromium() {
  return findExecutable(process.env.KARNAGE_CHROMIUM, CANDIDATES);
}
