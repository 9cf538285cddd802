// The board component: a Pixi canvas (via @pixi/react) that fills its parent, plus DOM controls over it
// (Fit map button, minimap). React only hosts the canvas; the scene is updated imperatively by
// BoardScene so a prop change touches one layer and costs one render, and an idle board renders nothing.
import { Application, useApplication, useExtend } from '@pixi/react';
import { Container, type Application as PixiApplication } from 'pixi.js';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isOnMap, type HexCoord } from '../rules/index.ts';
import './board.css';
import type { BoardProps } from './boardProps.ts';
import { BoardScene } from './boardScene.ts';
import { screenToWorld, zoomAt } from './camera.ts';
import { installDebugHook } from './debugHook.ts';
import { pointToHex } from './hexLayout.ts';
import { pixiApplicationOptions } from './pixiApplication.ts';
import { Minimap } from './Minimap.tsx';
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

export function Board(props: BoardProps) {
  const { state, colours, overlays } = props;
  const viewportRef = useRef<HTMLDivElement>(null);
  const propsRef = useRef(props);
  useLayoutEffect(() => {
    propsRef.current = props;
  });
  const [scene, setScene] = useState<BoardScene | null>(null);

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

  return (
    <div className="karnage-board" data-testid="board">
      <div ref={viewportRef} className="karnage-board__viewport">
        <Application resizeTo={viewportRef} {...pixiApplicationOptions()}>
          <BoardStage onReady={onReady} />
        </Application>
      </div>
      <button type="button" className="karnage-board__fit" onClick={() => scene?.fit()}>
        Fit map
      </button>
      <Minimap state={state} colours={colours} scene={scene} />
    </div>
  );
}
