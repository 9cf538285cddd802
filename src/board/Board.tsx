// The board component: a Pixi canvas (via @pixi/react) that fills its parent, plus DOM controls over it
// (Fit map, the minimap and its Hide/Show button, together in the bottom-right corner, which a fit keeps clear of). React only hosts the canvas; the scene is updated imperatively by
// BoardScene so a prop change touches one layer and costs one render, and an idle board renders nothing.
import { Application, useApplication, useExtend } from '@pixi/react';
import { Container, type Application as PixiApplication } from 'pixi.js';
import { type ReactElement, type RefObject, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { isOnMap, type HexCoord } from '../rules/index.ts';
import './board.css';
import type { BoardMotion, BoardProps } from './boardProps.ts';
import { BoardScene } from './boardScene.ts';
import { fitCamera, screenToWorld, zoomAt, type Camera, type Size } from './camera.ts';
import { installDebugHook } from './debugHook.ts';
import { pointToHex } from './hexLayout.ts';
import { pixiApplicationOptions } from './pixiApplication.ts';
import { Minimap } from './Minimap.tsx';
import { FightCaption } from './motion/FightCaption.tsx';
import { attachPointerInput } from './pointerInput.ts';

type SceneFactory = (app: PixiApplication, root: Container) => () => void;

/** The Pixi classes the board's JSX uses (one object, so useExtend registers them once). */
const PIXI_ELEMENTS = { Container };

/** Lives inside <Application>: hands the initialised app and a root container to the scene factory. */
function BoardStage({ onReady }: { onReady: SceneFactory }) {
  useExtend(PIXI_ELEMENTS); // teaches @pixi/react <pixiContainer> when a board mounts, not at import
  const { app, isInitialised } = useApplication();
  const rootRef = useRef<Container>(null);
  // A layout effect, so its cleanup (stopping the scene) runs before <Application> destroys the app.
  useLayoutEffect(() => {
    if (!isInitialised || !rootRef.current) return;
    return onReady(app, rootRef.current);
  }, [isInitialised, app, onReady]);
  return <pixiContainer ref={rootRef} />;
}

/** Below this window width the minimap starts hidden. */
const NARROW_BOARD = 600;

/** Screen pixels kept between a fitted map and the corner's controls. */
const CORNER_GAP = 8;

/** The corner's controls as a box over the viewport's bottom-right corner, with a gap: what a fit keeps clear of. */
function cornerSize(viewport: HTMLElement | null, corner: HTMLElement | null): Size {
  if (!viewport || !corner) return { width: 0, height: 0 };
  const v = viewport.getBoundingClientRect();
  const c = corner.getBoundingClientRect();
  return { width: Math.max(0, v.right - c.left + CORNER_GAP), height: Math.max(0, v.bottom - c.top + CORNER_GAP) };
}

const sameCamera = (a: Camera, b: Camera): boolean => Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5 && Math.abs(a.zoom - b.zoom) < 1e-6;

/**
 * Fit map, keeping clear of the corner; and the board's own fits (a small map's first view, the last Fit map) fitted
 * again when the corner changes (the minimap hidden or shown) or the map does. A camera the player moved stays put.
 */
function useFit(scene: BoardScene | null, viewport: RefObject<HTMLElement | null>, corner: HTMLElement | null, redo: string): () => void {
  const lastFit = useRef<Camera | null>(null);
  const fitMap = useCallback(() => {
    if (!scene) return;
    scene.setCamera(fitCamera(scene.worldSize, scene.viewSize, cornerSize(viewport.current, corner)));
    lastFit.current = scene.camera;
  }, [scene, viewport, corner]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `redo` changes when the corner or the map does: a fit is then redone
  useEffect(() => {
    if (!scene) return;
    const cam = scene.camera;
    if (sameCamera(cam, fitCamera(scene.worldSize, scene.viewSize)) || (lastFit.current && sameCamera(cam, lastFit.current))) fitMap();
  }, [scene, fitMap, redo]);
  return fitMap;
}

/** Plays the motion's beat on the scene, or stops any. */
function useBeat(scene: BoardScene | null, motion: BoardMotion | null): void {
  useEffect(() => {
    if (!scene) return;
    if (motion) scene.playBeat(motion.beat, motion.speed, motion.onDone);
    else scene.stopMotion();
  }, [scene, motion]);
}

export function Board(props: BoardProps) {
  const { state, colours, overlays } = props;
  const viewportRef = useRef<HTMLDivElement>(null);
  const propsRef = useRef(props);
  useLayoutEffect(() => {
    propsRef.current = props;
  });
  const [scene, setScene] = useState<BoardScene | null>(null);
  const [corner, setCorner] = useState<HTMLDivElement | null>(null);
  // On a phone the minimap would cover much of the board: it starts hidden there (Show minimap brings it).
  const [minimapShown, setMinimapShown] = useState(() => typeof window === 'undefined' || window.innerWidth >= NARROW_BOARD);
  const minimapId = useId();

  const onReady = useCallback<SceneFactory>((app, root) => {
    const viewport = viewportRef.current;
    // The viewport div holds <Application>, so React has attached it before the app is ready.
    if (!viewport) throw new Error('Board: the viewport element is not mounted');
    app.stage.eventMode = 'none';
    app.stage.interactiveChildren = false;
    const initial = propsRef.current;
    const s = new BoardScene(app, root, initial.state);
    s.setState(initial.state, initial.colours);
    s.setOverlays(initial.overlays);
    // The first frame comes in the next animation frame (its own task, apart from building the scene's
    // atlases) and draws what fits in a frame, nearest the centre first; the rest follows frame by frame.
    s.scheduler.request();
    setScene(s);

    let hovered: HexCoord | null = null;
    const hexAt = (x: number, y: number): HexCoord | null => {
      const w = screenToWorld(s.camera, x, y);
      const hex = pointToHex(w.x, w.y);
      return isOnMap(propsRef.current.state.map, hex) ? hex : null;
    };
    const hover = (hex: HexCoord | null): void => {
      if (hex === hovered || (hex && hovered && hex.col === hovered.col && hex.row === hovered.row)) return;
      hovered = hex;
      s.setHover(hex);
      propsRef.current.onHexHover(hex);
    };
    const detachInput = attachPointerInput(viewport, {
      pan: (dx, dy) => s.setCamera({ ...s.camera, x: s.camera.x + dx, y: s.camera.y + dy }),
      zoom: (x, y, factor) => s.setCamera(zoomAt(s.camera, x, y, factor, s.worldSize, s.viewSize)),
      click: (x, y) => {
        const hex = hexAt(x, y);
        if (hex) propsRef.current.onHexClick(hex);
      },
      hover: (x, y) => hover(hexAt(x, y)),
      leave: () => hover(null),
      stroke: {
        wants: () => propsRef.current.onHexStroke?.wants() ?? false,
        begin: (x, y) => {
          const hex = hexAt(x, y);
          hover(hex);
          propsRef.current.onHexStroke?.begin(hex);
        },
        extend: (x, y) => {
          const hex = hexAt(x, y);
          hover(hex);
          propsRef.current.onHexStroke?.extend(hex);
        },
        end: () => propsRef.current.onHexStroke?.end(),
        cancel: () => propsRef.current.onHexStroke?.cancel(),
      },
    });
    // Pixi's resizeTo only listens to window resizes; panels opening beside the board resize it too.
    const observer = new ResizeObserver(() => {
      if (!app.renderer) return; // already destroyed by <Application> on unmount
      app.resize();
      s.resized();
    });
    observer.observe(viewport);
    const removeHook = installDebugHook(s, viewport);
    return () => {
      observer.disconnect();
      detachInput();
      removeHook();
      setScene(null);
      s.destroy();
    };
  }, []);

  useEffect(() => scene?.setState(state, colours), [scene, state, colours]);
  // Each render brings a new overlays object: redraw when one of its parts changes, and move the
  // cursor (its own layer) only when its hex changes.
  const { selected, reachable, attackable, planned, cursor, marks } = overlays;
  useEffect(() => {
    scene?.setOverlays({ selected, reachable, attackable, planned, marks });
  }, [scene, selected, reachable, attackable, planned, marks]);
  const cursorCol = cursor?.col;
  const cursorRow = cursor?.row;
  useEffect(() => {
    scene?.setCursor(cursorCol === undefined || cursorRow === undefined ? null : { col: cursorCol, row: cursorRow }, true);
  }, [scene, cursorCol, cursorRow]);
  // After the state's effect above: the beat plays over its own state.
  const motion = props.motion ?? null;
  useBeat(scene, motion);
  // After the effects above: a new map's first camera is set by then, and fitted again clear of the corner.
  const fitMap = useFit(scene, viewportRef, corner, `${minimapShown}:${state.map.width}×${state.map.height}`);

  return (
    <div className="karnage-board" data-testid="board">
      <div ref={viewportRef} className="karnage-board__viewport">
        <Application resizeTo={viewportRef} {...pixiApplicationOptions()}>
          <BoardStage onReady={onReady} />
        </Application>
      </div>
      {scene && motion?.beat.kind === 'fight' && <FightCaption scene={scene} beat={motion.beat} speed={motion.speed} />}
      <BoardCorner setCorner={setCorner} fitMap={fitMap} minimap={minimapShown} setMinimap={setMinimapShown}>
        <Minimap id={minimapId} state={state} colours={colours} scene={scene} />
      </BoardCorner>
    </div>
  );
}

/** Fit map, the minimap's Hide/Show button and (while shown) the minimap, `children`. */
function BoardCorner(props: {
  setCorner: (corner: HTMLDivElement | null) => void;
  fitMap: () => void;
  minimap: boolean;
  setMinimap: (shown: boolean) => void;
  children: ReactElement<{ id: string }>;
}) {
  const { setCorner, fitMap, minimap, setMinimap, children } = props;
  return (
    <div className="karnage-board__corner" ref={setCorner} data-testid="board-corner">
      <div className="karnage-board__corner-buttons">
        <button type="button" className="karnage-board__button" onClick={fitMap}>
          Fit map
        </button>
        <button type="button" className="karnage-board__button" aria-expanded={minimap} aria-controls={children.props.id} onClick={() => setMinimap(!minimap)}>
          {minimap ? 'Hide minimap' : 'Show minimap'}
        </button>
      </div>
      {minimap && children}
    </div>
  );
}
