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
