import { useState } from 'react';
import { capitalised, gameText, namesText } from '../../state/replacing.ts';
import { useAutosave, useGame, useGameApp } from '../../state/useGame.ts';

/** A saved game was found: continue it, or start afresh (it is kept in Saved games first, so nothing is lost). */
export function ResumeScreen() {
  const app = useGameApp();
  const autosave = useAutosave();
  const offer = useGame((s) => s.resumeOffer);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!offer) return null;
  const newGame = async () => {
    setBusy(true);
    // The list is fetched with the first game that goes there: a first visit never needs it.
    const { savedGamesOf } = await import('../games/useSavedGames.ts');
    const kept = problem === null ? await savedGamesOf(app).keepAutosaved() : null;
    setBusy(false);
    if (kept && !kept.ok) return setProblem(kept.reason);
    autosave.discardSaved();
    if (kept?.ok) app.store.getState().leaveToMenu(`${capitalised(gameText(offer))}, is kept in Saved games.`);
  };
  return (
    <main className="centred">
      <h1 className="title">Karnage</h1>
      <p>A game was in progress in this browser.</p>
      <div className="button-row">
        <button type="button" className="primary big" onClick={() => void autosave.continueSaved()}>
          Continue the game of {namesText(offer.names)}, round {offer.round}
        </button>
        <button type="button" className="big" disabled={busy} onClick={() => void newGame()}>
          {problem ? 'New game anyway' : 'New game'}
        </button>
      </div>
      {problem ? (
        <p role="alert" className="message message--refusal">
          It could not be kept in Saved games: {problem}. A new game replaces it: continue it and save it to a file to keep it.
        </p>
      ) : (
        <p className="muted">A new game keeps this one in Saved games.</p>
      )}
    </main>
  );
}
