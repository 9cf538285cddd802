// The map editor screen (lazy-loaded): file and history bar on top, tools on the left, the board, and a
// status bar with the realism checks. The draft lives in the editor store; this screen wires the board's
// pointer to the tools and keeps the draft autosaved.
import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { Board } from '../../board/Board.tsx';
import type { BoardOverlays, EditorMark, HexStrokeHandlers } from '../../board/boardProps.ts';
import { hexAt, type GameMap, type HexCoord } from '../../rules/index.ts';
import { goTo } from '../../state/router.ts';
import { useGameStore } from '../../state/useGame.ts';
import { fileDropHandlers } from '../../ui/files/fileDropHandlers.ts';
import { boardStateOf, slotColours } from '../boardState.ts';
import { autosaveDrafts } from '../draftAutosave.ts';
import type { EditorStoreApi } from '../editorStore.ts';
import { hexesWithin } from '../edits/paintBrush.ts';
import { forbiddenPairs, type ForbiddenPair } from '../edits/forbiddenPairs.ts';
import { startChecks, type StartCheck } from '../edits/startChecks.ts';
import { hoverOnMap, hoverText } from '../hoverText.ts';
import { openMapFile } from '../openMapFile.ts';
import { playVerdict } from '../premadeOf.ts';
import type { PremadeMap } from '../../state/premadeMap.ts';
import { FileBar } from './FileBar.tsx';
import { MapPanel } from './MapPanel.tsx';
import { ScenarioPanel } from './ScenarioPanel.tsx';
import { StartPanel } from './StartPanel.tsx';
import { StatusBar } from './StatusBar.tsx';
import { ToolPanel, toolSummary } from './ToolPanel.tsx';
import { Drawer } from '../../ui/layout/Drawer.tsx';
import { useEditorKeys } from './useEditorKeys.ts';
import { browserStorage } from '../../io/browserStorage.ts';
import { EditorStoreContext, keptEditorStore, useEditor, useEditorStore, type EditorKeep } from './useEditor.ts';
import './editor.css';

const NONE: readonly never[] = [];

/** The forbidden pairs' hexes and the start positions, marked on the board. */
function fixedMarksOf(map: GameMap, pairs: readonly ForbiddenPair[], checks: readonly StartCheck[]): EditorMark[] {
  const marks: EditorMark[] = [];
  const seen = new Set<number>();
  for (const { a, b } of pairs) {
    for (const i of [a, b]) {
      if (!seen.has(i)) marks.push({ hex: hexAt(map, i), kind: 'forbidden' });
      seen.add(i);
    }
  }
  for (const c of checks) {
    if (c.at) marks.push({ hex: c.at, kind: 'start', label: String(c.slot + 1), warn: c.homeNear === false || c.shared || c.onWater });
  }
  return marks;
}

/** "Play this map" asks first: a start is flagged ✗. */
function PlayQuestion({ question, onPlay, onCancel }: { question: string; onPlay: () => void; onCancel: () => void }) {
  return (
    <div className="editor__ask" role="alertdialog" aria-labelledby="play-question">
      <p id="play-question">{question}</p>
      <button type="button" className="primary" onClick={onPlay}>
        Play anyway
      </button>
      {/* biome-ignore lint/a11y/noAutofocus: the question takes the focus, so a key answers it */}
      <button type="button" onClick={onCancel} autoFocus>
        Keep editing
      </button>
    </div>
  );
}

/** Keeps the draft saved in this browser; answers the last refusal to store it (null when saved). */
function useDraftAutosave(editorStore: EditorStoreApi): string | null {
  const [saveError, setSaveError] = useState<string | null>(null);
  useEffect(() => {
    const storage = browserStorage();
    if (!storage) return;
    return autosaveDrafts(
      storage,
      (l) => editorStore.subscribe(l),
      () => editorStore.getState().draft,
      setSaveError,
    );
  }, [editorStore]);
  return saveError;
}

function useStrokeHandlers(editorStore: EditorStoreApi, spaceHeld: RefObject<boolean>): HexStrokeHandlers {
  // Brush strokes: with the brush in hand (and Space not held, which pans), a drag paints instead of
  // panning — mouse, pen or finger; the board reports the hexes the pointer crosses.
  const onHexStroke = useMemo<HexStrokeHandlers>(
    () => ({
      wants: () => editorStore.getState().tool === 'brush' && !spaceHeld.current,
      begin: (hex) => {
        if (hex) editorStore.getState().beginStroke(hex);
      },
      extend: (hex) => {
        const s = editorStore.getState();
        // Off the map the stroke lifts, so coming back draws no line across the map.
        if (!hex) s.liftStroke();
        // A press just off the map opens the stroke at the first hex it reaches.
        else if (s.isStroking()) s.strokeTo(hex);
        else s.beginStroke(hex);
      },
      end: () => editorStore.getState().endStroke(),
      cancel: () => editorStore.getState().cancelStroke(),
    }),
    [editorStore, spaceHeld],
  );
  // Leaving the editor mid-stroke must not leave undo paused.
  useEffect(() => () => editorStore.getState().endStroke(), [editorStore]);
  return onHexStroke;
}

/** The editor's store, made when the screen first opens and kept by the app (`keep`) for the next visit. */
export default function EditorScreen({ keep }: { keep: EditorKeep }) {
  const [store] = useState(() => keptEditorStore(keep));
  return (
    <EditorStoreContext value={store}>
      <Editor />
    </EditorStoreContext>
  );
}

function Editor() {
  const editorStore = useEditorStore();
  const draft = useEditor((s) => s.draft);
  const tool = useEditor((s) => s.tool);
  const radius = useEditor((s) => s.radius);
  const cursor = useEditor((s) => s.cursor);
  const terrain = useEditor((s) => s.terrain);
  // On a narrow screen the tools are a drawer under the map, closed at first.
  const [toolsOpen, setToolsOpen] = useState(false);
  const [hover, setHover] = useState<HexCoord | null>(null);
  const [message, setMessage] = useState<{ text: string; bad: boolean } | null>(null);
  const saveError = useDraftAutosave(editorStore);
  const say = useCallback((text: string, bad = false) => setMessage({ text, bad }), []);
  const spaceHeld = useEditorKeys();
  const game = useGameStore();

  const { map, slots } = draft;
  const state = useMemo(() => boardStateOf(map, slots), [map, slots]);
  const colours = useMemo(() => slotColours(slots.length), [slots.length]);
  const pairs = useMemo(() => forbiddenPairs(map), [map]);
  const checks = useMemo(() => startChecks(map, slots), [map, slots]);

  // Forbidden marks change only with the terrain; hover and brush size must not recompute them.
  const fixedMarks = useMemo(() => fixedMarksOf(map, pairs, checks), [pairs, checks, map]);

  const jump = useMemo<EditorMark[]>(() => (cursor ? [{ hex: cursor, kind: 'jump' }] : []), [cursor]);
  // Hover follows the pointer's moves only: after an undo shrinks the map it may name a hex that is gone.
  const hovered = hoverOnMap(map, hover);
  const overlays = useMemo<BoardOverlays>(() => {
    const brush: EditorMark[] = hovered && tool === 'brush' ? hexesWithin(map, hovered, radius).map((hex) => ({ hex, kind: 'brush' })) : [];
    // Fixed marks keep their identity, so the overlay layer redraws only the brush preview on hover.
    return { selected: null, reachable: NONE, attackable: NONE, planned: NONE, cursor, marks: [...brush, ...fixedMarks, ...jump] };
  }, [hovered, tool, map, radius, cursor, fixedMarks, jump]);

  const onHexStroke = useStrokeHandlers(editorStore, spaceHeld);

  const onHexHover = useCallback((hex: HexCoord | null) => setHover(hex), []);

  const onHexClick = useCallback(
    (hex: HexCoord) => {
      const s = editorStore.getState();
      if (s.tool === 'brush') return; // the brush paints on press, not on click
      s.applyTool(hex);
    },
    [editorStore],
  );

  // "Play this map": refused with the reason, asked about first when a start is flagged ✗, or offered at once.
  const [asking, setAsking] = useState<{ readonly question: string; readonly premade: PremadeMap } | null>(null);
  const offer = (premade: PremadeMap) => {
    setAsking(null);
    game.getState().offerMap(premade);
    goTo('game');
  };
  const play = () => {
    const verdict = playVerdict(editorStore.getState().draft);
    if (verdict.kind === 'refuse') return say(verdict.reason, true);
    if (verdict.kind === 'ask') return setAsking(verdict);
    offer(verdict.premade);
  };

  // The editor is outside the game's FileDrop: without this a dropped file replaces the page (and the
  // draft's history). A dropped map opens exactly as Open… does.
  const drop = fileDropHandlers((file) => void openMapFile(editorStore, file, say));

  return (
    <div className="editor" {...drop}>
      <FileBar say={say} onPlay={play} />
      {asking && <PlayQuestion question={asking.question} onPlay={() => offer(asking.premade)} onCancel={() => setAsking(null)} />}
      <main className="editor__main">
        <Drawer
          label="Editor tools"
          className="editor__side"
          open={toolsOpen}
          onToggle={() => setToolsOpen(!toolsOpen)}
          summary={toolSummary(tool, terrain, radius)}
        >
          <ToolPanel />
          <StartPanel checks={checks} />
          <ScenarioPanel />
          <MapPanel say={say} />
        </Drawer>
        <section className={`editor__board editor__board--${tool}`} aria-label="Map" data-testid="editor-board">
          <Board state={state} colours={colours} overlays={overlays} onHexClick={onHexClick} onHexHover={onHexHover} onHexStroke={onHexStroke} />
        </section>
      </main>
      <StatusBar pairs={pairs} map={map} hoverText={hoverText(map, hover)} message={message} saveError={saveError} />
    </div>
  );
}
