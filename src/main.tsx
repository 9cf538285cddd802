import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installReplayDebugHook } from './replay/replayDebugHook.ts';
import { createReplayStore } from './replay/replayStore.ts';
import { browserStorage } from './io/browserStorage.ts';
import { createGameApp } from './state/gameApp.ts';
import { App } from './ui/App.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The one game of this page, saved in this browser after every order.
const game = createGameApp({ storage: browserStorage() });
// The replay viewer's store, apart from the game's: opening a replay never touches the game in progress.
const replay = createReplayStore();
// The browser tests' and benchmarks' handle on the replay viewer (dev builds and automated browsers only).
installReplayDebugHook(replay);

createRoot(rootElement).render(
  <StrictMode>
    <App game={game} replay={replay} />
  </StrictMode>,
);
