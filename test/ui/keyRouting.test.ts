import { describe, expect, test } from 'vitest';
import { keyGoesTo, type KeyPress } from '../../src/ui/keyTargets.ts';

// Who acts on a key during play: the element it was pressed on, the board's cursor, or an open menu.

const press = (key: string, change: Partial<KeyPress> = {}): KeyPress => ({
  key,
  inTextEntry: false,
  ownedByTarget: false,
  cursorMovedLast: false,
  menuOpen: false,
  ...change,
});

describe('keys during play', () => {
  test('after the cursor moved, Enter acts on its hex even with a button focused', () => {
    // Defend was clicked, the arrows walked to the Keep: Enter selects the Keep, it does not defend again.
    expect(keyGoesTo(press('Enter', { ownedByTarget: true, cursorMovedLast: true }))).toBe('board');
    // "Take back order 3" focused, the arrows pressed: Enter does not take the order back.
    expect(keyGoesTo(press('Enter', { ownedByTarget: true, cursorMovedLast: true }))).not.toBe('target');
  });

  test('a focused button keeps Enter and Space while the cursor has not moved since', () => {
    expect(keyGoesTo(press('Enter', { ownedByTarget: true }))).toBe('target');
    expect(keyGoesTo(press(' ', { ownedByTarget: true }))).toBe('target');
    // Space is no board key: the button keeps it even after the cursor moved.
    expect(keyGoesTo(press(' ', { ownedByTarget: true, cursorMovedLast: true }))).toBe('target');
  });

  test('an open build or recruit menu takes the arrows; Enter then picks its focused option', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) expect(keyGoesTo(press(key, { menuOpen: true }))).toBe('menu');
    expect(keyGoesTo(press('Enter', { menuOpen: true, ownedByTarget: true }))).toBe('target');
    expect(keyGoesTo(press('Escape', { menuOpen: true }))).toBe('board');
  });

  test('a text field keeps every key; a scrolling list keeps its scroll keys', () => {
    for (const key of ['Enter', 'ArrowLeft', 'd', 'Backspace']) {
      expect(keyGoesTo(press(key, { inTextEntry: true, cursorMovedLast: true, menuOpen: true }))).toBe('target');
    }
    expect(keyGoesTo(press('ArrowUp', { ownedByTarget: true }))).toBe('target');
    expect(keyGoesTo(press('ArrowUp'))).toBe('board');
    expect(keyGoesTo(press('d', { cursorMovedLast: true }))).toBe('board');
  });
});
