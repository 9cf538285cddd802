import { lazy, Suspense, useEffect, useState } from 'react';
import { useScreenRoute } from '../editor/screenRoute.ts';
import { gameStore, useGame } from '../state/useGame.ts';
import './app.css';
import { useReplay } from '../replay/useReplay.ts';
import { BoardBenchRoute } from './BoardBenchRoute.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { FileDrop } from './files/FileDrop.tsx';
import { useOtherTabSaves } from './useOtherTabSaves.ts';
import { HandoffCurtain } from './screens/HandoffCurtain.tsx';
import { ResumeScreen } from './screens/ResumeScreen.tsx';

// Screens load on demand, to keep the first download small. The game screen carries the board and
// its renderer, most of the app's code: it is fetched in idle time once the first screen is up, so
// it is there by the time the players press Start.
const loadGameScreen = () => import('./screens/GameScreen.tsx');
const GameScreen = lazy(loadGameScreen);
const NewGameScreen = lazy(() => import('./screens/NewGameScreen.tsx'));
const VictoryScreen = lazy(() => import('./screens/VictoryScreen.tsx'));
const EditorScreen = lazy(() => import('../editor/ui/EditorScreen.tsx'));
const ReplayScreen = lazy(() => import('../replay/ui/ReplayScreen.tsx'));

function Loading() {
  return (
    <main className="centred" aria-busy="true">
      <p className="muted">Loading…</p>
    </main>
  );
}

/** The hotseat game: setup, a saved game to continue, the board (or the curtain), victory. */
function Hotseat() {
  // Looks for a saved game once, before the first screen shows.
  useState(() => gameStore.getState().boot());
  useOtherTabSaves();
  useEffect(() => {
    const fetchBoard = () => void loadGameScreen();
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(fetchBoard, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(fetchBoard, 500);
    return () => clearTimeout(timer);
  }, []);
  // A replay shows over the game, which waits untouched behind it.
  const replaying = useReplay((s) => s.replay !== null);
  const screen = useGame((s) => s.screen);
  const curtain = useGame((s) => s.ui.curtain);
  const session = useGame((s) => s.session);
  if (replaying) return <ReplayScreen />;
  switch (screen) {
    case 'setup':
      return <NewGameScreen />;
    case 'resume':
      return <ResumeScreen />;
    case 'victory':
      return <VictoryScreen />;
    case 'game': {
      if (!session) return null;
      if (curtain) {
        const next = session.state.players[session.state.activePlayer]!;
        // The curtain replaces the game: nothing of the board or the panels is rendered behind it.
        return <HandoffCurtain name={next.name} round={session.state.round} colour={session.colours[next.id] ?? '#888'} />;
      }
      return <GameScreen />;
    }
  }
}

export function App() {
  const bench = new URLSearchParams(window.location.search).get('bench');
  const route = useScreenRoute();
  const page =
    bench === 'board' ? (
      <BoardBenchRoute />
    ) : route === 'editor' ? (
      <EditorScreen />
    ) : (
      // Game files can be dropped anywhere on the game's pages.
      <FileDrop>
        <Hotseat />
      </FileDrop>
    );
  return (
    <ErrorBoundary>
      <Suspense fallback={<Loading />}>{page}</Suspense>
    </ErrorBoundary>
  );
}
