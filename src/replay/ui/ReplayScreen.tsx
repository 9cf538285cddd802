// The replay viewer: the board at any point of a game, the order that led there with its dice, the
// timeline of turns, and the controls. Loaded on demand (it is not part of playing).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { BoardOverlays } from '../../board/boardProps.ts';
import type { GameState } from '../../rules/index.ts';
import type { GameStoreApi } from '../../state/gameStore.ts';
import { plannedMarks } from '../../state/selectors.ts';
import { useGameStore } from '../../state/useGame.ts';
import { GameBoard } from '../../ui/GameBoard.tsx';
import { showFileMessage } from '../../ui/files/fileMessage.ts';
import { FilePickButton } from '../../ui/files/GameFileButtons.tsx';
import { useGameFileActions } from '../../ui/files/gameFileActions.ts';
import { Drawer } from '../../ui/layout/Drawer.tsx';
import type { Names } from '../../rules/text/names.ts';
import { recordUpTo } from '../recordUpTo.ts';
import type { OpenReplay, ReplayStoreApi } from '../replayStore.ts';
import { turnIndexOf, turnsOf } from '../turnsOf.ts';
import { useReplay, useReplayStore } from '../useReplay.ts';
import { CurrentStep } from './CurrentStep.tsx';
import { describeStep } from './describeStep.ts';
import { ReplayControls } from './ReplayControls.tsx';
import { TimelineList } from './TimelineList.tsx';
import { useReplayKeys } from './useReplayKeys.ts';
import './replay.css';

const noop = () => {};

/** Starts a hotseat game from the shown point; the replay (and its file) stay as they were. */
function continueFromHere(viewer: ReplayStoreApi, game: GameStoreApi) {
  const { replay, position, state } = viewer.getState();
  if (!replay || state?.result) return; // nothing goes on from a decided game
  const outcome = game.getState().loadRecord(recordUpTo(replay.timeline.record, position, replay.verification.ok));
  if (!outcome.ok) return showFileMessage({ kind: 'refusal', text: `Cannot continue from order ${position}: ${outcome.message}` });
  viewer.getState().close();
  showFileMessage({ kind: 'notice', text: `A new game goes on from order ${position} of ${replay.title}.` });
}

export default function ReplayScreen() {
  const replay = useReplay((s) => s.replay);
  const state = useReplay((s) => s.state);
  // The router shows this screen only while a replay is open (src/state/router.ts).
  return replay && state && <Replay replay={replay} state={state} />;
}

function Replay({ replay, state }: { replay: OpenReplay; state: GameState }) {
  const position = useReplay((s) => s.position);
  const playing = useReplay((s) => s.playing);
  const speed = useReplay((s) => s.speed);
  const { timeline, scenario, colours, knownUnits } = replay;
  const viewer = useReplayStore();
  const close = useCallback(() => viewer.getState().close(), [viewer]);
  useReplayKeys(close);
  // On a narrow screen the order shown and the timeline are a drawer under the board, closed at first.
  const [timelineOpen, setTimelineOpen] = useState(false);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => viewer.getState().tick(), 1000 / speed);
    return () => clearInterval(timer);
  }, [viewer, playing, speed]);

  const names: Names = useMemo(() => ({ players: Object.fromEntries(scenario.players.map((p) => [p.id, p.name])), units: knownUnits }), [scenario, knownUnits]);
  const turns = useMemo(() => turnsOf(timeline.steps), [timeline]);
  const step = position > 0 ? (timeline.steps[position - 1] ?? null) : null;
  const currentTurn = step ? turnIndexOf(turns, step.index) : -1;
  // Read-only board: only the plan of the turn being shown (the orders given so far) is drawn.
  const overlays: BoardOverlays = useMemo(() => ({ selected: null, reachable: [], attackable: [], planned: plannedMarks(state), cursor: null }), [state]);

  return (
    <div className="game replay" data-testid="replay-screen">
      <ReplayHeader replay={replay} state={state} close={close} />
      <main className="game__main">
        <section className="board-area" aria-label="Board" data-testid="board-area">
          <GameBoard state={state} colours={colours} overlays={overlays} onHexClick={noop} onHexHover={noop} />
          <ReplayControls length={timeline.length} />
        </section>
        <Drawer
          label="Replay"
          className="side-panel replay-side"
          testId="side-panel"
          open={timelineOpen}
          onToggle={() => setTimelineOpen(!timelineOpen)}
          summary={step ? describeStep(step.order, names) : 'The start'}
        >
          <CurrentStep step={step} state={state} length={timeline.length} names={names} />
          <TimelineList turns={turns} steps={timeline.steps} names={names} colours={colours} currentTurn={currentTurn} currentStep={step ? step.index : -1} />
          <p className="keys muted">Keys: ← → order · PageUp/PageDown or Shift+← → turn · Home/End · Space play/pause · Esc close</p>
        </Drawer>
      </main>
    </div>
  );
}

/** The replay's title, whether its file was verified, and what can be done with it. */
function ReplayHeader({ replay, state, close }: { replay: OpenReplay; state: GameState; close: () => void }) {
  const { verification, title } = replay;
  const viewer = useReplayStore();
  const game = useGameStore();
  const files = useGameFileActions();
  return (
    <header className="turn-header replay-header">
      <div className="turn-header__who">
        <h1>
          Replay <span className="muted">of {title}</span>
        </h1>
      </div>
      <p
        className={verification.ok ? 'replay-verified replay-verified--ok' : 'replay-verified replay-verified--bad'}
        data-testid="replay-verification"
        role={verification.ok ? 'status' : 'alert'}
      >
        {verification.ok
          ? `Verified: ${verification.turns} ${verification.turns === 1 ? 'turn' : 'turns'}`
          : `Not verified: ${verification.message}. The game can be browsed up to there.`}
      </p>
      <div className="button-row replay-header__buttons">
        <FilePickButton label="Open another file" onFile={files.openReplay} testId="replay-open-input" />
        <button
          type="button"
          className="primary"
          onClick={() => continueFromHere(viewer, game)}
          disabled={state.result !== null}
          title={state.result ? 'The game is over at this point: nothing goes on from here' : undefined}
        >
          Continue from here
        </button>
        <button type="button" onClick={close} aria-keyshortcuts="Escape">
          Close<span className="replay-header__more"> replay</span>
        </button>
      </div>
    </header>
  );
}
