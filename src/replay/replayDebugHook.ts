// A window hook for the browser tests and the benchmark: open a game file's text and time the
// loading, jump and time until the next painted frame. Installed only in dev builds or when a browser
// is driven by automation (navigator.webdriver); not for players.
import { loadCombatSystems } from '../rules/index.ts';
import type { ReplayStoreApi } from './replayStore.ts';

export interface ReplayDebugHook {
  /** Loads and verifies; answers how long that took (not counting fetching the file reader) and what the viewer shows. */
  open(text: string, title: string): Promise<{ ms: number; loadMs: number; ok: boolean; message: string }>;
  /** Jumps to `position`; answers ms for the store (state rebuilt) and until the frame after it was painted. */
  jump(position: number): Promise<{ storeMs: number; frameMs: number }>;
  readonly position: number;
  readonly length: number;
}

declare global {
  interface Window {
    __karnageReplay?: ReplayDebugHook;
  }
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

export function installReplayDebugHook(store: ReplayStoreApi): void {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return;
  if (!import.meta.env?.DEV && !navigator.webdriver) return;
  window.__karnageReplay = {
    async open(text, title) {
      const { loadGameRecord } = await import('../io/loadGameRecord.ts');
      await loadCombatSystems();
      const start = performance.now();
      // As openText does, in two steps to time them: JSON + schema + migrations, then the replay.
      const loaded = loadGameRecord(text);
      const loadMs = performance.now() - start;
      const outcome = loaded.ok ? store.getState().openRecord(loaded.value, title) : loaded;
      const ms = performance.now() - start;
      if (!outcome.ok) return { ms, loadMs, ok: false, message: outcome.message };
      const v = outcome.verification;
      return { ms, loadMs, ok: v.ok, message: v.ok ? `Verified: ${v.turns} turns` : v.message };
    },
    async jump(position) {
      const start = performance.now();
      store.getState().jump(position);
      const storeMs = performance.now() - start;
      // React renders the new position, then the board draws it in the next animation frame.
      await nextFrame();
      await nextFrame();
      return { storeMs, frameMs: performance.now() - start };
    },
    get position() {
      return store.getState().position;
    },
    get length() {
      return store.getState().replay?.timeline.length ?? 0;
    },
  };
}
