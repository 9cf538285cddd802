import { activePlayer } from '../rules/index.ts';
import { lazy, Suspense, use, useEffect, useState } from 'react';
import type { EditorKeep } from '../editor/ui/useEditor.ts';
import type { ReplayStoreApi } from '../replay/replayStore.ts';
import { ReplayStoreContext } from '../replay/useReplay.ts';
import type { GameApp } from '../state/gameApp.ts';
import type { Page } from '../state/router.ts';
import { GameAppContext, useAutosave, useGame, useGameApp } from '../state/useGame.ts';
// Base styles first, then each area's, in the order they override one another.
import './app.css';
import './screens/newGame.css';
import './screens/game.css';
import './panels/panels.css';
import './screens/curtainAndVictory.css';
import { BoardBenchRoute } from './BoardBenchRoute.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { FileDrop } from './files/FileDrop.tsx';
import { useOtherTabSaves } from './useOtherTabSaves.ts';
import { usePage } from './usePage.ts';
import { HandoffCurtain } from './screens/HandoffCurtain.tsx';
import { ResumeScreen } from './screens/ResumeScreen.tsx';
import { UpdateNotice } from './UpdateNotice.tsx';

// Screens load on demand, to keep the first download small. The game screen carries the board and
// its renderer, most of the app's code: it is fetched in idle time once the first screen is up, so
// it is there by the time the players press Start.
const loadGameScreen = () => import('./screens/GameScreen.tsx');
const GameScreen = lazy(loadGameScreen);
const NewGameScreen = lazy(() => import('./screens/NewGameScreen.tsx'));
const VictoryScreen = lazy(() => import('./screens/VictoryScreen.tsx'));
const EditorScreen = lazy(() => import('../editor/ui/EditorScreen.tsx'));
const ReplayScreen = lazy(() => import('../replay/ui/ReplayScreen.tsx'));
const PbemScreen = lazy(() => import('./pbem/PbemScreen.tsx'));
// Online play: the only screen that brings the message server's client.
const OnlineScreen = lazy(() => import('./online/OnlineScreen.tsx'));
// Champions' duels: only a game whose plan has one fetches them.
const DuelScreen = lazy(() => import('./duel/DuelScreen.tsx'));
const SavedGamesScreen = lazy(() => import('./screens/SavedGamesScreen.tsx'));
// The question before a game in progress is replaced: fetched when something asks.
const ReplaceDialog = lazy(() => import('./games/ReplaceDialog.tsx'));

function Loading() {
  return (
    <main className="centred" aria-busy="true">
      <p className="muted">Loading…</p>
    </main>
  );
}

/** Fetches the game screen in idle time, once the first screen is up. */
function usePrefetchGameScreen(): void {
  useEffect(() => {
    const fetchBoard = () => void loadGameScreen();
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(fetchBoard, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(fetchBoard, 500);
    return () => clearTimeout(timer);
  }, []);
}

/** The next player's name on the curtain that hides the board between turns. */
function Curtain() {
  const session = useGame((s) => s.session);
  const next = session ? activePlayer(session.state) : undefined;
  if (!session || !next) return null;
  return <HandoffCurtain name={next.name} round={session.state.round} colour={session.colours[next.id] ?? '#888'} />;
}

/** Over whatever page shows: the question before a game in progress is replaced (src/state/replacing.ts). */
function Replacing() {
  const asking = useGame((s) => s.replacing !== null);
  return (
    asking && (
      <Suspense fallback={null}>
        <ReplaceDialog />
      </Suspense>
    )
  );
}

type HotseatPage = Exclude<Page, 'bench' | 'editor' | 'pbem' | 'online'>;

/** The hotseat game's pages, and the question before a game in progress is replaced over them. */
function Hotseat({ page }: { page: HotseatPage }) {
  const autosave = useAutosave();
  // Looks for a saved game once, before the first screen shows: while a save is read (its reader
  // fetched first), the page waits on "Loading…".
  const [offering] = useState(() => autosave.offerSaved());
  if (offering) use(offering);
  useOtherTabSaves();
  usePrefetchGameScreen();
  return (
    <>
      <HotseatPage page={page} />
      <Replacing />
    </>
  );
}

/** Setup, a saved game to continue, the saved games, the board or its curtain, a duel, victory, a replay. */
function HotseatPage({ page }: { page: HotseatPage }) {
  switch (page) {
    case 'replay':
      return <ReplayScreen />;
    case 'setup':
      return <NewGameScreen />;
    case 'resume':
      return <ResumeScreen />;
    case 'games':
      return <SavedGamesScreen />;
    case 'victory':
      return <VictoryScreen />;
    case 'curtain':
      return <Curtain />;
    case 'duel':
      return <DuelScreen />;
    case 'game':
      return <GameScreen />;
  }
}

/** Pages where the game is out of sight: its computers wait there, so nothing moves behind the person's back. */
const AWAY: ReadonlySet<Page> = new Set(['bench', 'editor', 'pbem', 'online', 'replay']);

function Pages({ editor }: { editor: EditorKeep }) {
  const page = usePage();
  const { computers } = useGameApp();
  useEffect(() => computers?.hold(AWAY.has(page)), [computers, page]);
  if (page === 'bench') return <BoardBenchRoute />;
  if (page === 'editor') return <EditorScreen keep={editor} />;
  if (page === 'pbem') return <PbemScreen />;
  if (page === 'online') return <OnlineScreen />;
  // Game files can be dropped anywhere on the game's pages.
  return (
    // The victory screen shows a file's message under its buttons, clear of the result's title.
    <FileDrop ownMessage={page === 'victory'}>
      <Hotseat page={page} />
    </FileDrop>
  );
}

/**
 * The app around the game and the replay viewer it was given (made at start-up in src/main.tsx): the
 * page the router picks. The editor's store is made when the editor first opens, then kept here.
 */
export function App({ game, replay }: { game: GameApp; replay: ReplayStoreApi }) {
  const [editor] = useState<EditorKeep>(() => ({ store: null }));
  return (
    <ErrorBoundary>
      <GameAppContext value={game}>
        <ReplayStoreContext value={replay}>
          <Suspense fallback={<Loading />}>
            <Pages editor={editor} />
          </Suspense>
          <UpdateNotice />
        </ReplayStoreContext>
      </GameAppContext>
    </ErrorBoundary>
  );
}
