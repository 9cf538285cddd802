// Who a key press belongs to. Screens listen for shortcut keys on the window; a key typed into a
// field, or Enter/Space pressed on a control, belongs to that element and must not also act as a
// shortcut (typing "d" in a name field must not order DEFEND).

/** A text field, list box or editable region: it keeps every key typed into it. */
export function isTextEntry(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));
}

/** A control that Enter or Space activates (a button, a link, a disclosure summary). */
export function isActivatedBy(target: EventTarget | null, key: string): boolean {
  return (key === 'Enter' || key === ' ') && target instanceof HTMLElement && ['BUTTON', 'A', 'SUMMARY'].includes(target.tagName);
}

const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End']);

/**
 * A focusable scrolling list (marked `data-scrolls-with-keys`, e.g. the event log) keeps the keys that
 * scroll it, so a keyboard player can read it back.
 */
export function isScrolledBy(target: EventTarget | null, key: string): boolean {
  return SCROLL_KEYS.has(key) && target instanceof HTMLElement && target.closest('[data-scrolls-with-keys]') !== null;
}

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/** What the board's key handler knows when a key is pressed. */
export interface KeyPress {
  readonly key: string;
  /** Pressed in a text field, list box or editable region. */
  readonly inTextEntry: boolean;
  /** The element it was pressed on takes this key (Enter/Space on a control, scroll keys in a scrolling list). */
  readonly ownedByTarget: boolean;
  /** The board's cursor moved after the last focus change or pointer press: Enter then means "this hex". */
  readonly cursorMovedLast: boolean;
  /** A build or recruit menu is open. */
  readonly menuOpen: boolean;
}

/**
 * Who acts on a key: the element it was pressed on, the board, or the open menu. A field keeps every key;
 * an open menu takes the arrows; once the cursor has moved, Enter means its hex even while a button keeps
 * the focus (a button clicked before, or "Take back order 3", must not be pressed again by it).
 */
export function keyGoesTo(press: KeyPress): 'target' | 'board' | 'menu' {
  if (press.inTextEntry) return 'target';
  if (press.menuOpen && ARROW_KEYS.has(press.key)) return 'menu';
  if (press.key === 'Enter' && press.cursorMovedLast) return 'board';
  return press.ownedByTarget ? 'target' : 'board';
}
