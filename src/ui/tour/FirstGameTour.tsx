// The first-game walkthrough, in the side panel over a newcomer's first turn: it points at the selection, a
// move, an attack and End turn, and moves on as the player does each. Skippable; shown once per browser, on a
// game's first turn.
import { useCallback, useEffect, useState } from 'react';
import type { KeyValueStorage } from '../../io/autosave.ts';
import { browserStorage } from '../../io/browserStorage.ts';
import type { GameState, HexCoord } from '../../rules/index.ts';
import { TOUR_STEPS, TOUR_TEXT, tourStep } from './tourSteps.ts';
import './tour.css';

export const TOUR_KEY = 'karnage-tour';

function tourDone(storage: KeyValueStorage | null): boolean {
  try {
    return storage?.getItem(TOUR_KEY) === 'done';
  } catch {
    return true;
  }
}

function markTourDone(storage: KeyValueStorage | null): void {
  try {
    storage?.setItem(TOUR_KEY, 'done');
  } catch {
    // Storage blocked: the tour shows again next time, which is no harm.
  }
}

/** A game's first turn: the one the tour walks through. */
const FIRST_TURN = 1;

export function FirstGameTour({ state, selected }: { state: GameState; selected: HexCoord | null }) {
  const [shown, setShown] = useState(() => !tourDone(browserStorage()));
  const [attackSkipped, setAttackSkipped] = useState(false);
  const finish = useCallback(() => {
    markTourDone(browserStorage());
    setShown(false);
  }, []);
  const pastFirstTurn = state.turnNumber > FIRST_TURN;
  // A first turn has been played (this screen went away behind the curtain meanwhile): the tour is over.
  useEffect(() => {
    if (shown && pastFirstTurn) finish();
  }, [shown, pastFirstTurn, finish]);
  if (!shown || pastFirstTurn) return null;
  const step = tourStep(state, selected, attackSkipped);
  const at = TOUR_STEPS.indexOf(step);
  return (
    <section className="panel tour" aria-labelledby="tour-title" data-testid="tour">
      <h2 id="tour-title">
        Your first turn · step {at + 1} of {TOUR_STEPS.length}: {TOUR_TEXT[step].title}
      </h2>
      <p aria-live="polite">{TOUR_TEXT[step].text}</p>
      <div className="button-row">
        {step === 'attack' && (
          <button type="button" onClick={() => setAttackSkipped(true)}>
            No enemy near: next
          </button>
        )}
        <button type="button" onClick={finish}>
          Skip the tour
        </button>
      </div>
    </section>
  );
}
