import { useState } from 'react';
import { TERRAIN, hexAt, terrainAt, type GameMap } from '../../rules/index.ts';
import type { ForbiddenPair } from '../edits/forbiddenPairs.ts';
import { useEditorStore } from './useEditor.ts';

interface StatusBarProps {
  readonly pairs: readonly ForbiddenPair[];
  readonly map: GameMap;
  readonly hoverText: string;
  readonly message: { text: string; bad: boolean } | null;
  readonly saveError: string | null;
}

/** Forbidden neighbours (count, previous/next jump), the hex under the pointer, and the last message. */
export function StatusBar({ pairs, map, hoverText, message, saveError }: StatusBarProps) {
  const editorStore = useEditorStore();
  // The walk through the pairs, with the pairs it walks: a changed map renumbers them, so a walk over
  // other pairs than these starts again.
  const [walk, setWalk] = useState<{ pairs: readonly ForbiddenPair[]; index: number }>({ pairs, index: -1 });
  const index = walk.pairs === pairs ? walk.index : -1;
  const jump = (step: number) => {
    const next = index < 0 ? (step > 0 ? 0 : pairs.length - 1) : (index + step + pairs.length) % pairs.length;
    const pair = pairs[next];
    if (!pair) return; // there are no pairs
    setWalk({ pairs, index: next });
    editorStore.getState().setCursor(hexAt(map, pair.a));
  };
  const current = index >= 0 ? pairs[index] : undefined;
  const describe = (i: number) => {
    const h = hexAt(map, i);
    return `${TERRAIN[terrainAt(map, h)].name} (${h.col},${h.row})`;
  };
  return (
    // The page's footer (a contentinfo landmark, so it may carry a name) wherever the editor sits.
    <footer className="editor__status" role="contentinfo" aria-label="Status">
      <span role="status" className={pairs.length > 0 ? 'bad' : 'good'} data-testid="forbidden-count">
        {pairs.length === 0 ? 'No forbidden neighbours' : `${pairs.length} forbidden neighbour ${pairs.length === 1 ? 'pair' : 'pairs'}`}
      </span>
      <button type="button" disabled={pairs.length === 0} onClick={() => jump(-1)} aria-label="Previous forbidden pair">
        ‹<span className="editor__more"> Previous</span>
      </button>
      <button type="button" disabled={pairs.length === 0} onClick={() => jump(1)} aria-label="Next forbidden pair">
        <span className="editor__more">Next </span>›
      </button>
      {current && (
        <span data-testid="forbidden-current">
          {index + 1}/{pairs.length}: {describe(current.a)} next to {describe(current.b)}
        </span>
      )}
      <span className="editor__hover muted">{hoverText}</span>
      <span className="muted" data-testid="map-size">
        {map.width}×{map.height}
      </span>
      <span role="status" className={message?.bad || saveError ? 'bad' : 'muted'} data-testid="editor-message">
        {saveError ? `Autosave failed: ${saveError}` : (message?.text ?? '')}
      </span>
    </footer>
  );
}
