// While an ended turn plays out on the board, the header and the side panel are still that turn's: whose turn is
// playing out and what the board shows now — never the next player's gold or reports, whose curtain has not come.
import { activePlayer } from '../../rules/index.ts';
import { TurnWho } from '../panels/TurnWho.tsx';
import type { TurnMotion } from '../../state/motion/motionSlice.ts';
import type { MotionBeat } from '../../state/motion/turnMotion.ts';
import type { GameSession } from '../../state/session.ts';
import { useGameStore } from '../../state/useGame.ts';
import { MotionSpeedSelect } from './MotionSpeedSelect.tsx';

/** What a beat shows, in words. */
function beatText(beat: MotionBeat): string {
  switch (beat.kind) {
    case 'march':
      return beat.marches.length === 1 ? 'A unit marches' : `${beat.marches.length} units march`;
    case 'fight':
      return beat.title;
    case 'fade':
      return beat.units.length === 1 ? 'A unit is destroyed' : `${beat.units.length} units are destroyed`;
    case 'capture':
      return 'A building changes hands';
  }
}

export function MotionHeader({ session, motion }: { session: GameSession; motion: TurnMotion }) {
  const store = useGameStore();
  const first = motion.beats[0];
  const beat = motion.beats[motion.index];
  if (!first || !beat) return null;
  const player = activePlayer(first.state);
  return (
    <header className="turn-header turn-header--motion" data-testid="motion-header">
      <TurnWho player={player} colour={session.colours[player.id]} round={first.state.round} what="turn plays out" />
      <p className="turn-header__beat" aria-live="polite">
        {beatText(beat)} · {motion.index + 1} of {motion.beats.length}
      </p>
      <MotionSpeedSelect />
      <button type="button" className="primary" onClick={() => store.getState().skipMotion()} aria-keyshortcuts="Space" title="Skip to the results (Space)">
        Skip ▸
      </button>
    </header>
  );
}

/** The side panel meanwhile: nothing of the next player's turn. */
export function MotionPanel() {
  return (
    <section className="panel" data-testid="motion-panel">
      <h2>Playing out</h2>
      <p className="muted">The turn's moves and fights play out on the board; its results follow. Space, a click on the board or Skip goes straight to them.</p>
    </section>
  );
}
