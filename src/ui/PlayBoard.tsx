// The game's board: the session's state with the selection's overlays, clicks and hovers sent to the store —
// or, while the ended turn plays out, the beat's state with nothing of the plan over it, a click skipping it (the
// header's Skip and Space do too: ./motion/MotionHeader.tsx, ./useKeyboardPlay.ts).
import { useCallback, useMemo } from 'react';
import type { BoardMotion, BoardOverlays } from '../board/boardProps.ts';
import type { HexCoord } from '../rules/index.ts';
import { motionShown } from '../state/motion/motionSlice.ts';
import { boardOverlays } from '../state/selectors.ts';
import type { GameSession } from '../state/session.ts';
import type { UiState } from '../state/uiSlice.ts';
import { useGame, useGameStore } from '../state/useGame.ts';
import { GameBoard } from './GameBoard.tsx';

const NO_OVERLAYS: BoardOverlays = { selected: null, reachable: [], attackable: [], planned: [], cursor: null };

/** The beat on the board now, with the speed it plays at and the store's "done". */
function useBoardMotion(): BoardMotion | null {
  const store = useGameStore();
  const motion = useGame(motionShown);
  const speed = useGame((s) => s.motionSpeed);
  const index = motion?.index ?? -1;
  const beat = motion?.beats[index];
  return useMemo(() => (beat && speed !== 'off' ? { beat, speed, onDone: () => store.getState().beatDone(index) } : null), [beat, speed, index, store]);
}

export function PlayBoard({ session, ui }: { session: GameSession; ui: UiState }) {
  const store = useGameStore();
  const motion = useBoardMotion();
  const { state } = session;
  const { selected, cursor } = ui;
  // Hover changes `ui` too: the overlays are worked out again only when the selection or cursor moves.
  const overlays = useMemo(() => boardOverlays(state, { selected, cursor }), [state, selected, cursor]);
  const playing = motion !== null;
  const onHexClick = useCallback(
    (hex: HexCoord) => {
      if (playing) store.getState().skipMotion();
      else store.getState().clickHex(hex);
    },
    [store, playing],
  );
  const onHexHover = useCallback((hex: HexCoord | null) => store.getState().hoverHex(hex), [store]);
  return (
    <GameBoard
      state={motion ? motion.beat.state : state}
      colours={session.colours}
      overlays={motion ? NO_OVERLAYS : overlays}
      onHexClick={onHexClick}
      onHexHover={onHexHover}
      motion={motion}
    />
  );
}
