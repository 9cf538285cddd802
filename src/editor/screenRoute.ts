// Which top-level screen the address asks for: `?screen=editor` opens the map editor, anything else the
// game. Kept in the address so a reload returns to the same screen and Back leaves the editor.
import { useSyncExternalStore } from 'react';

export type ScreenRoute = 'game' | 'editor';

const listeners = new Set<() => void>();

function current(): ScreenRoute {
  return new URLSearchParams(window.location.search).get('screen') === 'editor' ? 'editor' : 'game';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

export function useScreenRoute(): ScreenRoute {
  return useSyncExternalStore(subscribe, current, () => 'game');
}

export function goTo(route: ScreenRoute): void {
  if (route === current()) return;
  const url = new URL(window.location.href);
  if (route === 'editor') url.searchParams.set('screen', 'editor');
  else url.searchParams.delete('screen');
  window.history.pushState(null, '', url);
  for (const listener of listeners) listener();
}
