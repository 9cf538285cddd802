import { describeHexInWords } from '../../state/describeHex.ts';
import { unitAt, type GameState, type HexCoord } from '../../rules/index.ts';
import { mightText } from '../text/might.ts';
import type { UiState } from '../../state/uiSlice.ts';

/** The hex in words, and the Might of the unit on it in a game where units wear down. */
function hexInWords(state: GameState, hex: HexCoord): string {
  const unit = unitAt(state, hex);
  const might = unit && mightText(state, unit);
  return might ? `${describeHexInWords(state, hex)} ${might}.` : describeHexInWords(state, hex);
}

/**
 * The hex under the keyboard cursor, told to screen readers politely, and the hex under the mouse
 * (or the cursor) shown to everyone.
 */
export function HexInfo({ state, ui }: { state: GameState; ui: UiState }) {
  const shown = ui.hovered ?? ui.cursor;
  return (
    <>
      <p className="hex-info" aria-hidden="true">
        {shown ? hexInWords(state, shown) : 'Arrow keys move the cursor; Enter selects or targets.'}
      </p>
      <div className="sr-only" aria-live="polite" data-testid="cursor-description">
        {ui.cursor ? hexInWords(state, ui.cursor) : ''}
      </div>
    </>
  );
}
