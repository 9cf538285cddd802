import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserStorage, createGameApp } from './state/gameApp.ts';
import { App } from './ui/App.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The one game of this page, saved in this browser after every order.
const game = createGameApp({ storage: browserStorage() });

createRoot(rootElement).render(
  <StrictMode>
    <App game={game} />
  </StrictMode>,
);
