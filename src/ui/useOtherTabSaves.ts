import { useEffect } from 'react';
import { AUTOSAVE_KEY } from '../io/autosave.ts';
import type { GameApp } from '../state/gameApp.ts';
import { watchOtherTabs } from '../state/otherTabs.ts';
import { inProgress } from '../state/replacing.ts';
import { useGameApp } from '../state/useGame.ts';

const watching = new WeakSet<GameApp>();

/**
 * Once per page, for as long as it lives (the game it plays outlives the screens): the browser keeps one
 * autosave, so two tabs each playing a game would save over each other without a word. Storage events (sent
 * to every other tab of the site) let the store say so in this one; the tabs' channel (src/state/otherTabs.ts)
 * takes the notice down once the other tab has closed or left its game.
 */
function watchOtherTabSaves(app: GameApp): void {
  if (watching.has(app)) return;
  watching.add(app);
  const { store, autosave } = app;
  const tabs = watchOtherTabs({ isPlaying: () => inProgress(store.getState().session), onNoticeGone: () => autosave.otherTabsGone() });
  store.subscribe((now, before) => {
    if (inProgress(now.session) !== inProgress(before.session)) tabs.beat();
  });
  window.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== AUTOSAVE_KEY || event.newValue === null) return;
    tabs.noted();
    void autosave.noteOtherTabSave();
  });
}

/** Says in this tab when another tab saves its game here too, until that tab has gone. */
export function useOtherTabSaves(): void {
  const app = useGameApp();
  useEffect(() => watchOtherTabSaves(app), [app]);
}
