// Whether the player turned sound on, kept in this browser: off unless they did.
import type { KeyValueStorage } from '../../io/autosave.ts';

export const SOUND_KEY = 'karnage-sound';

export function soundOn(storage: KeyValueStorage | null): boolean {
  try {
    return storage?.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

export function keepSound(storage: KeyValueStorage | null, on: boolean): void {
  try {
    if (on) storage?.setItem(SOUND_KEY, 'on');
    else storage?.removeItem(SOUND_KEY);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}
