// The player's orders planned exactly as in a hotseat game: the game screen's board and panels, on the
// planning store the player store made (state/pbem/planningApp.ts), provided in place of the game's.
import { useCallback, useMemo, type ReactNode } from 'react';
import type { HexCoord } from '../../rules/index.ts';
import type { GameApp } from '../../state/gameApp.ts';
import { boardOverlays } from '../../state/selectors.ts';
import { GameAppContext, useGame, useGameStore } from '../../state/useGame.ts';
import { GameBoard } from '../GameBoard.tsx';
import { AttackPreviewPanel } from '../panels/AttackPreviewPanel.tsx';
import { HexInfo } from '../panels/HexInfo.tsx';
import { MessageArea } from '../panels/MessageArea.tsx';
import { PlannedOrders } from '../panels/PlannedOrders.tsx';
import { SelectionCard } from '../panels/SelectionCard.tsx';
import { useKeyboardPlay } from '../useKeyboardPlay.ts';

/** `before` and `after` frame the planning panels in the side panel (the export, the report). */
export function PlanningBoard({ app, before, after }: { app: GameApp; before: ReactNode; after: ReactNode }) {
  return (
    <GameAppContext value={app}>
      <Planning before={before} after={after} />
    </GameAppContext>
  );
}

function Planning({ before, after }: { before: ReactNode; after: ReactNode }) {
  const store = useGameStore();
  const session = useGame((s) => s.session);
  const ui = useGame((s) => s.ui);
  useKeyboardPlay();
  const state = session?.state;
  const { selected, cursor } = ui;
  const overlays = useMemo(() => state && boardOverlays(state, { selected, cursor }), [state, selected, cursor]);
  const onHexClick = useCallback((hex: HexCoord) => store.getState().clickHex(hex), [store]);
  const onHexHover = useCallback((hex: HexCoord | null) => store.getState().hoverHex(hex), [store]);
  if (!session || !state || !overlays) return null;
  return (
    <>
      <section className="board-area" aria-label="Board" data-testid="board-area">
        <GameBoard state={state} colours={session.colours} overlays={overlays} onHexClick={onHexClick} onHexHover={onHexHover} />
        <HexInfo state={state} ui={ui} />
      </section>
      <aside className="side-panel" aria-label="Orders and reports" data-testid="side-panel">
        {before}
        <MessageArea />
        <SelectionCard state={state} ui={ui} />
        <AttackPreviewPanel state={state} ui={ui} />
        <PlannedOrders state={state} />
        {after}
        <p className="keys muted">
          Keys: arrows move the cursor · Enter select/target · D defend · B build · R recruit · A advance · Backspace take back · Esc cancel
        </p>
      </aside>
    </>
  );
}
