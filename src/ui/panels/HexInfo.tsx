import { describeHexInWords } from '../../state/describeHex.ts';
import type { GameState } from '../../rules/index.ts';
import type { UiState } from '../../state/uiSlice.ts';

/**
 * The hex under the keyboard cursor, told to screen readers politely, and the hex under the mouse
 * (or the cursor) shown to everyone.
 */
export function HexInfo({ state, ui }: { state: GameState; ui: UiState }) {
  const shown = ui.hovered ?? ui.cursor;
  return (
    <>
      <p className="hex-info" aria-hidden="true">
        {shown ? describeHexInWords(state, shown) : 'Arrow keys move the cursor; Enter selects or targets.'}
      </p>
      <div className="sr-only" aria-live="polite" data-testid="cursor-description">
        {ui.cursor ? describeHexInWords(state, ui.cursor) : ''}
      </div>
    </>
  );
}
