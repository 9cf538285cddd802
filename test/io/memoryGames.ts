// A saved-games backend in memory, for the list's tests (IndexedDB is the browser's): a Map of summaries and one
// of texts, in key order as IndexedDB gives them, with a switch that makes every call fail as blocked storage does.
import type { SavedGameSummary, SavedGamesBackend } from '../../src/io/savedGames.ts';

export interface MemoryGames extends SavedGamesBackend {
  readonly summaries: Map<unknown, unknown>;
  readonly texts: Map<unknown, unknown>;
  /** When set, every call throws it. */
  failing: Error | null;
}

export function memoryGames(): MemoryGames {
  const summaries = new Map<unknown, unknown>();
  const texts = new Map<unknown, unknown>();
  const backend: MemoryGames = {
    summaries,
    texts,
    failing: null,
    async readSummaries(limit) {
      check();
      const keys = [...summaries.keys()].sort((a, b) => String(a).localeCompare(String(b)));
      return keys.slice(0, limit).map((key) => ({ key, value: structuredClone(summaries.get(key)) }));
    },
    async readSummary(id) {
      check();
      return structuredClone(summaries.get(id));
    },
    async readText(id) {
      check();
      return texts.get(id);
    },
    async write(summary: SavedGameSummary, text: string) {
      check();
      summaries.set(summary.id, structuredClone(summary));
      texts.set(summary.id, text);
    },
    async writeSummary(summary) {
      check();
      summaries.set(summary.id, structuredClone(summary));
    },
    async remove(key) {
      check();
      summaries.delete(key);
      texts.delete(key);
    },
  };
  function check(): void {
    if (backend.failing) throw backend.failing;
  }
  return backend;
}
