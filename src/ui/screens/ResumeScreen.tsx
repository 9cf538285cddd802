import { useAutosave, useGame } from '../../state/useGame.ts';

/** A saved game was found: continue it, or start afresh. */
export function ResumeScreen() {
  const autosave = useAutosave();
  const offer = useGame((s) => s.resumeOffer);
  if (!offer) return null;
  const names = offer.names.length > 1 ? `${offer.names.slice(0, -1).join(', ')} and ${offer.names.at(-1)}` : offer.names[0];
  return (
    <main className="centred">
      <h1 className="title">Karnage</h1>
      <p>A game was in progress in this browser.</p>
      <div className="button-row">
        <button type="button" className="primary big" onClick={() => void autosave.continueSaved()}>
          Continue the game of {names}, round {offer.round}
        </button>
        <button type="button" className="big" onClick={() => autosave.discardSaved()}>
          New game
        </button>
      </div>
    </main>
  );
}
