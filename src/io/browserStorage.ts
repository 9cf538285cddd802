import type { KeyValueStorage } from './autosave.ts';

/** This browser's localStorage, or null when its settings block it (the game or draft is then kept unsaved). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
