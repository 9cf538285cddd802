import { useEffect, useState } from 'react';
import { computerThinking } from '../../state/computer/computerPlayers.ts';
import { motionShown } from '../../state/motion/motionSlice.ts';
import type { GameSession } from '../../state/session.ts';
import type { UiState } from '../../state/uiSlice.ts';
import { useGame } from '../../state/useGame.ts';
import { GameFileButtons } from '../files/GameFileButtons.tsx';
import { MainMenuButton } from '../games/MainMenuButton.tsx';
import { AttackPreviewPanel } from '../panels/AttackPreviewPanel.tsx';
import { EventLog } from '../panels/EventLog.tsx';
import { HexInfo } from '../panels/HexInfo.tsx';
import { MessageArea } from '../panels/MessageArea.tsx';
import { PlannedOrders } from '../panels/PlannedOrders.tsx';
import { RealDicePanel } from '../panels/RealDicePanel.tsx';
import { SelectionCard } from '../panels/SelectionCard.tsx';
import { TurnHeader } from '../panels/TurnHeader.tsx';
import { selectionSummary } from '../panels/selectionSummary.ts';
import { TurnReport, useReportedTurns } from '../panels/TurnReport.tsx';
import { Drawer } from '../layout/Drawer.tsx';
import { PlayBoard } from '../PlayBoard.tsx';
import { ComputerThinkingHeader, ComputerThinkingPanel } from '../computer/ComputerThinking.tsx';
import { MotionHeader, MotionPanel } from '../motion/MotionHeader.tsx';
import { FirstGameTour } from '../tour/FirstGameTour.tsx';
import { useKeyboardPlay } from '../useKeyboardPlay.ts';

/** The board and the side panel of the player whose turn it is. */
export default function GameScreen() {
  const session = useGame((s) => s.session);
  useKeyboardPlay();
  // The router shows this screen only for a game (src/state/router.ts).
  return session && <Game session={session} />;
}

function Game({ session }: { session: GameSession }) {
  const ui = useGame((s) => s.ui);
  const { state } = session;
  const { selected } = ui;
  const drawer = useOrdersDrawer(session, ui.menu !== null);
  // While the ended turn plays out, the screen is still that turn's: nothing of the next player's shows yet.
  const motion = useGame(motionShown);
  // A computer planning its turn: the screen says so, and there is nothing to order.
  const computer = useGame(computerThinking);
  return (
    <div className="game">
      <div className="game__top">
        {motion ? (
          <MotionHeader session={session} motion={motion} />
        ) : computer ? (
          <ComputerThinkingHeader session={session} computer={computer} />
        ) : (
          <TurnHeader session={session} />
        )}
        {/* Leaving the game: it is kept in Saved games (src/ui/games), and a file is offered first. */}
        <nav className="game__menu" aria-label="Game">
          <MainMenuButton />
        </nav>
      </div>
      <main className="game__main">
        <section className="board-area" aria-label="Board" data-testid="board-area">
          <PlayBoard session={session} ui={ui} />
          <HexInfo state={state} ui={ui} />
        </section>
        <Drawer
          label="Orders and reports"
          className="side-panel"
          testId="side-panel"
          {...drawer}
          summary={selectionSummary(state, selected)}
          pinned={<MessageArea />}
        >
          {motion ? <MotionPanel /> : computer ? <ComputerThinkingPanel session={session} computer={computer} /> : <Orders session={session} ui={ui} />}
        </Drawer>
      </main>
    </div>
  );
}

/** The side panel's parts while the player gives orders. */
function Orders({ session, ui }: { session: GameSession; ui: UiState }) {
  const { state } = session;
  return (
    <>
      <FirstGameTour state={state} selected={ui.selected} />
      <SelectionCard state={state} ui={ui} />
      <AttackPreviewPanel state={state} ui={ui} />
      <PlannedOrders state={state} />
      <RealDicePanel state={state} />
      <TurnReport session={session} />
      <EventLog session={session} />
      <GameFileButtons inGame />
      <p className="keys muted">
        Keys: arrows move the cursor · Enter select/target · D defend · B build · R recruit · A advance · Backspace take back · E end turn · N next idle unit ·
        ? help · Esc cancel
      </p>
    </>
  );
}

/**
 * The side panel as a drawer on a narrow screen: closed at the start of a turn, opened by its toggle or by a menu
 * that opens (Build…, Recruit…, which the player must see to choose), and marked while a turn report waits unread.
 */
function useOrdersDrawer(session: GameSession, menuOpen: boolean) {
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(false);
  const reported = useReportedTurns(session).length > 0;
  useEffect(() => {
    if (menuOpen) {
      setOpen(true);
      setSeen(true);
    }
  }, [menuOpen]);
  const onToggle = () => {
    setOpen(!open);
    setSeen(true);
  };
  return { open, onToggle, badge: reported && !seen ? 'Report' : null };
}
