// The app's saved-games list (src/state/savedGames.ts), kept in this browser's IndexedDB: made once per game app,
// on first use (the screens that need it are fetched on demand), or without a list where IndexedDB is missing.
import { indexedDbGames, savedGamesUnavailable } from '../../io/savedGamesDb.ts';
import type { GameApp } from '../../state/gameApp.ts';
import { createSavedGames, type SavedGames } from '../../state/savedGames.ts';
import { useGameApp } from '../../state/useGame.ts';

const made = new WeakMap<GameApp, SavedGames>();

/** The saved games of `app`, in IndexedDB (or none, saying why, where this browser has none). */
export function savedGamesOf(app: GameApp): SavedGames {
  let games = made.get(app);
  if (!games) {
    const unavailable = savedGamesUnavailable();
    games = createSavedGames(app.store, app.autosave, unavailable ? { backend: null, unavailable } : { backend: indexedDbGames() });
    made.set(app, games);
  }
  return games;
}

export function useSavedGames(): SavedGames {
  return savedGamesOf(useGameApp());
}
