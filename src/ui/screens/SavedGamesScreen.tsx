// The saved-games list (src/state/savedGames.ts): the games kept in this browser besides the one in progress, most
// recently played first, each to open, rename, export or delete. A record that cannot be read is listed in one line
// (to delete) and the others as ever; a browser that keeps no list says so in one line and still plays.
import { useCallback, useEffect, useState } from 'react';
import type { GamesResult } from '../../io/savedGames.ts';
import type { BrokenSavedGame, SavedGameSummary } from '../../state/savedGames.ts';
import { useGameStore } from '../../state/useGame.ts';
import { download } from '../download.ts';
import { BrokenRow, SavedGameRow, type RowActions } from '../games/SavedGameRow.tsx';
import { useSavedGames } from '../games/useSavedGames.ts';

type Listed = GamesResult<{ games: SavedGameSummary[]; broken: BrokenSavedGame[] }>;
type Said = { readonly kind: 'notice' | 'refusal'; readonly text: string } | null;

/** What the list's buttons do, each saying how it went (`say`) and listing the games again (`relist`). */
function useRowActions(say: (said: Said) => void, relist: () => Promise<void>): RowActions {
  const games = useSavedGames();
  return {
    open: (id) =>
      void games.open(id).then((opened) => {
        if (!opened.ok) say({ kind: 'refusal', text: opened.reason });
      }),
    rename: async (id, name) => {
      const renamed = await games.rename(id, name);
      if (renamed.ok) await relist();
      say(renamed.ok ? { kind: 'notice', text: `Renamed to ${renamed.summary.name}.` } : { kind: 'refusal', text: renamed.reason });
      return renamed.ok;
    },
    exportFile: (id) =>
      void games.exportFile(id).then((file) => {
        if (!file.ok) return say({ kind: 'refusal', text: file.reason });
        download(new Blob([file.text], { type: 'application/json' }), file.name);
        say({ kind: 'notice', text: `Exported as ${file.name}.` });
      }),
    remove: (key, name) =>
      void games.remove(key).then(async (removed) => {
        await relist();
        say(removed.ok ? { kind: 'notice', text: `Deleted ${name}.` } : { kind: 'refusal', text: removed.reason });
      }),
  };
}

function GamesTable({ listed, actions }: { listed: Extract<Listed, { ok: true }>; actions: RowActions }) {
  if (listed.games.length === 0 && listed.broken.length === 0) {
    return <p className="muted">No saved games yet. A game left for the main menu, or replaced by another, is kept here.</p>;
  }
  return (
    <table className="saved-games__table">
      <caption className="sr-only">Saved games, most recently played first</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col" className="number">
            Round
          </th>
          <th scope="col">Players</th>
          <th scope="col">Last played</th>
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {listed.games.map((game) => (
          <SavedGameRow key={game.id} game={game} actions={actions} />
        ))}
        {listed.broken.map((broken, i) => (
          <BrokenRow key={`broken-${String(i)}`} broken={broken} index={i} actions={actions} />
        ))}
      </tbody>
    </table>
  );
}

export default function SavedGamesScreen() {
  const store = useGameStore();
  const games = useSavedGames();
  const [listed, setListed] = useState<Listed | null>(null);
  const [said, say] = useState<Said>(null);
  const relist = useCallback(async () => setListed(await games.list()), [games]);
  useEffect(() => void relist(), [relist]);
  const actions = useRowActions(say, relist);
  return (
    <main className="setup saved-games">
      <h1 className="title">Saved games</h1>
      <p>
        <button type="button" onClick={() => store.getState().showSavedGames(false)}>
          ← New game
        </button>
      </p>
      {games.unavailable && (
        <p className="message message--notice" data-testid="no-saved-games">
          Saved games are not available in this browser ({games.unavailable}): games still play, and Save game keeps them as files.
        </p>
      )}
      <div role="status" className={said?.kind === 'notice' ? 'message message--notice' : 'message message--empty'}>
        {said?.kind === 'notice' && said.text}
      </div>
      <div role="alert" className={said?.kind === 'refusal' ? 'message message--refusal' : 'message message--empty'}>
        {said?.kind === 'refusal' && said.text}
      </div>
      {listed === null && !games.unavailable && <p className="muted">Reading the saved games…</p>}
      {listed?.ok === false && !games.unavailable && <p className="message message--refusal">{listed.reason}</p>}
      {listed?.ok && <GamesTable listed={listed} actions={actions} />}
    </main>
  );
}
