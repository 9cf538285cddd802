import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installReplayDebugHook } from './replay/replayDebugHook.ts';
import { replayStore } from './replay/replayStore.ts';
import { browserStorage } from './io/browserStorage.ts';
import { createGameApp } from './state/gameApp.ts';
import { App } from './ui/App.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The one game of this page, saved in this browser after every order.
const game = createGameApp({ storage: browserStorage() });
// The browser tests' and benchmarks' handle on the replay viewer (dev builds and automated browsers only).
installReplayDebugHook(replayStore);

createRoot(rootElement).render(
  <StrictMode>
    <App game={game} />
  </StrictMode>,
);
