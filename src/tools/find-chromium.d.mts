/** Path of a runnable Chromium/Chrome (KARNAGE_CHROMIUM first, then well-known paths), or null. */
export function findChromium(): string | null;
