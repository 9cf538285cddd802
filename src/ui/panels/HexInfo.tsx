import { describeHexInWords } from '../../state/describeHex.ts';
import { heroHexText } from '../../state/duelPlan.ts';
import { unitAt, type GameState, type HexCoord } from '../../rules/index.ts';
import { mightText } from '../text/might.ts';
import { menText, tiredText } from '../text/men.ts';
import type { UiState } from '../../state/uiSlice.ts';

/** The hex in words, whether its unit is a hero, and the Might (where units wear down) or the men (where units are bodies of men) of the unit on it. */
function hexInWords(state: GameState, hex: HexCoord): string {
  const unit = unitAt(state, hex);
  const extra = unit ? [heroHexText(state, unit), mightText(state, unit), menText(state, unit), tiredText(state, unit)].filter((t) => t !== null) : [];
  return [describeHexInWords(state, hex), ...extra.map((t) => `${t[0]?.toUpperCase()}${t.slice(1)}.`)].join(' ');
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
        {shown ? (
          hexInWords(state, shown)
        ) : (
          <>
            <span className="hex-info__keys">Arrow keys move the cursor; Enter selects or targets.</span>
            <span className="hex-info__touch">Tap a unit, then where it goes; drag or pinch the map.</span>
          </>
        )}
      </p>
      <div className="sr-only" aria-live="polite" data-testid="cursor-description">
        {ui.cursor ? hexInWords(state, ui.cursor) : ''}
      </div>
    </>
  );
}
