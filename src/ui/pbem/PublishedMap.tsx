import { useCallback, useMemo, useState } from 'react';
import type { Campaign } from '../../io/pbem/campaign/stage.ts';
import type { HexCoord } from '../../rules/index.ts';
import { describeHexInWords } from '../../state/describeHex.ts';
import { campaignColours } from '../../state/pbem/campaignView.ts';
import { plannedMarks } from '../../state/selectors.ts';
import { GameBoard } from '../GameBoard.tsx';

const noClick = () => {};

/**
 * The map as last published, read-only: the same board as the game's. While reveals are due it is
 * the map the closing publication shows (a week's moves done), with the orders it accepted drawn on it.
 */
export function PublishedMap({ campaign }: { campaign: Campaign }) {
  const { shown } = campaign;
  const colours = useMemo(() => campaignColours(campaign), [campaign]);
  const overlays = useMemo(() => ({ selected: null, reachable: [], attackable: [], planned: plannedMarks(shown), cursor: null }), [shown]);
  const [hovered, setHovered] = useState<HexCoord | null>(null);
  const onHover = useCallback((hex: HexCoord | null) => setHovered(hex), []);
  return (
    <section className="board-area" aria-label="Board as published" data-testid="board-area">
      <GameBoard state={shown} colours={colours} overlays={overlays} onHexClick={noClick} onHexHover={onHover} />
      <p className="hex-info">{hovered ? describeHexInWords(shown, hovered) : 'The map as last published. Drag to pan, scroll to zoom.'}</p>
    </section>
  );
}
