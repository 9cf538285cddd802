// The game's board: the session's state with the selection's overlays, clicks and hovers sent to the store.
import { useCallback, useMemo } from 'react';
import type { HexCoord } from '../rules/index.ts';
import { boardOverlays } from '../state/selectors.ts';
import type { GameSession } from '../state/session.ts';
import type { UiState } from '../state/uiSlice.ts';
import { useGameStore } from '../state/useGame.ts';
import { GameBoard } from './GameBoard.tsx';

export function PlayBoard({ session, ui }: { session: GameSession; ui: UiState }) {
  const store = useGameStore();
  const { state } = session;
  const { selected, cursor } = ui;
  // Hover changes `ui` too: the overlays are worked out again only when the selection or cursor moves.
  const overlays = useMemo(() => boardOverlays(state, { selected, cursor }), [state, selected, cursor]);
  const onHexClick = useCallback((hex: HexCoord) => store.getState().clickHex(hex), [store]);
  const onHexHover = useCallback((hex: HexCoord | null) => store.getState().hoverHex(hex), [store]);
  return <GameBoard state={state} colours={session.colours} overlays={overlays} onHexClick={onHexClick} onHexHover={onHexHover} />;
}
