import { useEffect } from 'react';
import type { GameStore } from '../state/gameStore.ts';
import { useGameStore } from '../state/useGame.ts';
import { isActivatedBy, isScrolledBy, isTextEntry } from './keyTargets.ts';

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
]);

/** Keys typed into a field or pressed on a control belong to it, not to the board. */
function ownsKeys(target: EventTarget | null, key: string): boolean {
  return isTextEntry(target) || isActivatedBy(target, key) || isScrolledBy(target, key);
}

/**
 * Keyboard play while the board is up: arrows move the hex cursor, Enter acts on its hex, D defend,
 * B build menu, R recruit menu, A advance, Backspace takes back the last order, E ends the turn,
 * Escape cancels.
 */
export function useKeyboardPlay(): void {
  const gameStore = useGameStore();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || ownsKeys(event.target, event.key)) return;
      const store = gameStore.getState();
      if (store.ui.curtain) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const action = KEY_ACTIONS.get(key);
      if (key in STEPS) {
        event.preventDefault();
        store.moveCursor(STEPS[key as keyof typeof STEPS]);
      } else if (action) {
        event.preventDefault();
        action(store);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [gameStore]);
}
