import { useEffect, useRef } from 'react';
import { useGameStore } from '../../state/useGame.ts';
// Leaving the game from here too: the button is small, its dialog is fetched on the click.
import { MainMenuButton } from '../games/MainMenuButton.tsx';

/**
 * Between turns: nothing of the game is rendered, only who plays next, until that player confirms.
 * The screen that calls it renders this INSTEAD of the board and panels, not over them.
 */
export function HandoffCurtain({ name, round, colour }: { name: string; round: number; colour: string }) {
  const store = useGameStore();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  return (
    <main className="centred curtain" data-testid="curtain">
      <span className="curtain__swatch" style={{ background: colour }} aria-hidden="true" />
      <h1>{name} plays next</h1>
      <p className="muted">
        Round {round}. Everyone else, look away: the board shows {name}'s plans.
      </p>
      <button type="button" className="primary big" ref={button} onClick={() => store.getState().confirmHandoff()}>
        I am {name}, start my turn
      </button>
      <MainMenuButton />
    </main>
  );
}
