import { useEffect } from 'react';
import type { GameStore } from '../state/gameStore.ts';
import { motionShown } from '../state/motion/motionSlice.ts';
import { useGameStore } from '../state/useGame.ts';
import { isActivatedBy, isScrolledBy, isTextEntry, keyGoesTo } from './keyTargets.ts';

const STEPS = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' } as const;

/** What each key does (letters in lower case). */
const KEY_ACTIONS = new Map<string, (store: GameStore) => void>([
  ['Enter', (store) => store.activateCursor()],
  ['Escape', (store) => store.cancel()],
  ['Backspace', (store) => store.takeBackLast()],
  ['d', (store) => store.planDefend()],
  ['b', (store) => store.openMenu('build')],
  ['r', (store) => store.openMenu('recruit')],
  ['a', (store) => store.toggleAdvance()],
  ['e', (store) => store.endTurn()],
  ['n', (store) => store.selectNextIdleUnit()],
]);

/** Moves the focus through the open menu's options (down/right: next, up/left: previous, round the ends). */
function stepMenu(key: string): void {
  const menu = document.querySelector('[data-option-menu]');
  if (!menu) return;
  const options = [...menu.querySelectorAll<HTMLButtonElement>('button:not([disabled])')];
  if (options.length === 0) return;
  const back = key === 'ArrowUp' || key === 'ArrowLeft';
  const at = options.indexOf(document.activeElement as HTMLButtonElement);
  const next = at < 0 ? (back ? options.length - 1 : 0) : (at + (back ? -1 : 1) + options.length) % options.length;
  options[next]?.focus();
}

/**
 * Keyboard play while the board is up: arrows move the hex cursor, Enter acts on its hex, D defend,
 * B build menu, R recruit menu, A advance, Backspace takes back the last order, E ends the turn, N selects the next unit with no order,
 * Escape cancels. An open menu takes the arrows; once the cursor has moved, Enter acts on its hex even
 * where a button keeps the focus, until the focus moves or the pointer is pressed (./keyTargets.ts).
 */
export function useKeyboardPlay(): void {
  const gameStore = useGameStore();
  useEffect(() => {
    let cursorMovedLast = false;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const store = gameStore.getState();
      if (store.ui.curtain) return;
      // While the ended turn plays out, Space or Escape skips it; nothing else is ordered meanwhile.
      if (motionShown(store)) {
        if (event.key === ' ' || event.key === 'Escape') {
          event.preventDefault();
          store.skipMotion();
        }
        return;
      }
      const { target } = event;
      const goesTo = keyGoesTo({
        key: event.key,
        inTextEntry: isTextEntry(target),
        ownedByTarget: isActivatedBy(target, event.key) || isScrolledBy(target, event.key),
        cursorMovedLast,
        menuOpen: store.ui.menu !== null,
      });
      if (goesTo === 'target') return;
      if (goesTo === 'menu') {
        event.preventDefault();
        stepMenu(event.key);
        return;
      }
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const action = KEY_ACTIONS.get(key);
      if (key in STEPS) {
        event.preventDefault();
        store.moveCursor(STEPS[key as keyof typeof STEPS]);
        cursorMovedLast = true;
      } else if (action) {
        event.preventDefault();
        action(store);
      }
    };
    const forget = () => {
      cursorMovedLast = false;
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('focusin', forget);
    window.addEventListener('pointerdown', forget, true);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('focusin', forget);
      window.removeEventListener('pointerdown', forget, true);
    };
  }, [gameStore]);
}
