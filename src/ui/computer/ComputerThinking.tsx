// While a computer plans its turn (in a worker: the page stays responsive), the header says whose turn it is and
// that it is thinking, and the side panel keeps the game's reports to read meanwhile. Its orders then play out on
// the board like anyone's.
import { activePlayer } from '../../rules/index.ts';
import { TurnWho } from '../panels/TurnWho.tsx';
import type { ThinkingSeat } from '../../state/computer/computerPlayers.ts';
import { computerLabel } from '../../state/computer/seats.ts';
import type { GameSession } from '../../state/session.ts';
import { EventLog } from '../panels/EventLog.tsx';
import { TurnReport } from '../panels/TurnReport.tsx';
import { MotionSpeedSelect } from '../motion/MotionSpeedSelect.tsx';
import './computer.css';

type ThinkingComputer = ThinkingSeat;

/** "Red (computer, hard) is thinking…", in the header's place. */
export function ComputerThinkingHeader({ session, computer }: { session: GameSession; computer: ThinkingComputer }) {
  const player = activePlayer(session.state);
  return (
    <header className="turn-header turn-header--computer" data-testid="computer-header">
      <TurnWho player={player} colour={session.colours[player.id]} round={session.state.round} />
      <p className="computer-thinking" role="status" data-testid="computer-thinking">
        <span className="computer-thinking__dots" aria-hidden="true" />
        {computerLabel(computer.name, computer.computer)} is thinking…
      </p>
      <MotionSpeedSelect />
    </header>
  );
}

/** The side panel meanwhile: nothing to order, the reports to read. */
export function ComputerThinkingPanel({ session, computer }: { session: GameSession; computer: ThinkingComputer }) {
  return (
    <>
      <section className="panel" data-testid="computer-panel">
        <h2>A computer's turn</h2>
        <p className="muted">
          {computerLabel(computer.name, computer.computer)} plans its orders; its moves and fights then play out on the board, and your turn follows.
        </p>
      </section>
      <TurnReport session={session} />
      <EventLog session={session} />
    </>
  );
}
