/**
 * Board benchmark screen, loaded lazily by the app for `?bench=board`:
 *   React.lazy(() => import('../board/bench/BoardBench.tsx'))
 * Props, parsed by the app from the URL:
 *   size  — map side in hexes: 32, 128 or 256 (`&size=256`; default 128)
 *   renderer — 'webgl' or 'canvas' forces that Pixi renderer (rendererChoice.ts); default: the board's choice
 *   mode  — 'board' (default): the real Board on a generated map with one unit per ~20 land hexes;
 *           'empty': a bare Pixi Application, the ceiling to compare fps with;
 *           'demo': a small hand-placed board with every terrain, emblem, building and overlay.
 * It fills the window and exposes `window.__karnageBench.runPan({ seconds, zoom })` → { firstFrameMs, fps, msPerFrame }
 * for test/bench/board.ts. firstFrameMs counts from navigation start, so it includes loading the page; the first
 * frame shows the board's first look, and pans start once the art loaded after it (art/boardArt.ts) is in use.
 */
import { Application, useApplication } from '@pixi/react';
import { Container } from 'pixi.js';
import { useEffect, useMemo, useState } from 'react';
import { at } from '../at.ts';
import { Board } from '../Board.tsx';
import { pixiApplicationOptions } from '../pixiApplication.ts';
import type { BoardMotion, BoardOverlays } from '../boardProps.ts';
import { runMarch, type MarchResult } from './marchBench.ts';
import { centreOn, fitCamera, type Camera } from '../camera.ts';
import { worldSize } from '../hexLayout.ts';
import { BENCH_COLOURS, benchState } from './benchState.ts';
import { DEMO_OVERLAYS, demoState } from './demoScene.ts';

export interface BoardBenchProps {
  readonly size?: number;
  readonly mode?: 'board' | 'empty' | 'demo';
}

export interface PanResult {
  readonly firstFrameMs: number;
  readonly fps: number;
  readonly frames: number;
  /** The Pixi renderer that drew: 'webgl' or 'canvas'. */
  readonly renderer: string;
  /**
   * Median milliseconds to draw one frame of the same pan, each frame drawn at once and waited for
   * (pixels read back). Unlike fps this is not capped by the display's 60 Hz, so it shows headroom.
   */
  readonly msPerFrame: number;
  /** After the pan: megabytes of pixels in the board's textures, and of the page's JS heap (Chromium only). */
  readonly textureMB: number;
  readonly heapMB: number;
}

declare global {
  interface Window {
    __karnageBench?: {
      firstFrameMs: number | null;
      runPan(options: { seconds?: number; zoom?: number | 'fit' }): Promise<PanResult>;
      /** A march of many units at once, as a turn plays out (./marchBench.ts); the board mode only. */
      runMarch?(options: { units?: number; steps?: number }): Promise<MarchResult>;
    };
  }
}

const NO_OVERLAYS: BoardOverlays = { selected: null, reachable: [], attackable: [], planned: [], cursor: null };
const noop = (): void => {};
const PAN_STEP = 8;

/** Moves the camera every animation frame for `seconds` (after a short warm-up) and counts frames. */
async function pan(seconds: number, step: (frame: number) => void, frames: () => number): Promise<number> {
  let frame = 0;
  const runFor = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const end = performance.now() + ms;
      const tick = (): void => {
        step(frame++);
        if (performance.now() < end) requestAnimationFrame(tick);
        else resolve();
      };
      requestAnimationFrame(tick);
    });
  await runFor(500);
  const before = frames();
  const start = performance.now();
  await runFor(seconds * 1000);
  await new Promise((r) => requestAnimationFrame(r));
  return ((frames() - before) * 1000) / (performance.now() - start);
}

/** Blocks until everything drawn on `canvas` so far is finished, by reading one pixel back. */
function finishDrawing(canvas: HTMLCanvasElement): void {
  const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  if (gl) gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
  else canvas.getContext('2d')?.getImageData(0, 0, 1, 1);
}

/** Median ms of `frames` frames, each: step, draw now, wait until drawn. */
function frameCost(frames: number, step: (frame: number) => void, draw: () => void, canvas: HTMLCanvasElement): number {
  const times: number[] = [];
  for (let f = -10; f < frames; f++) {
    const start = performance.now();
    step(Math.max(0, f));
    draw();
    finishDrawing(canvas);
    if (f >= 0) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[times.length >> 1];
  if (median === undefined) throw new Error('frameCost: no frames were timed');
  return median;
}

const COST_FRAMES = 120;

/** The page's JS heap in use, in MB: Chromium's non-standard performance.memory, NaN elsewhere. */
function heapMB(): number {
  const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
  return memory ? memory.usedJSHeapSize / 2 ** 20 : Number.NaN;
}

function waitFor(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const poll = (): void => (check() ? resolve() : void requestAnimationFrame(poll));
    poll();
  });
}

function BoardMode({ size, demo }: { size: number; demo: boolean }) {
  const state = useMemo(() => (demo ? demoState() : benchState(size)), [size, demo]);
  const colours = useMemo(() => Object.fromEntries(state.players.map((p, i) => [p.id, at(BENCH_COLOURS, i % BENCH_COLOURS.length)])), [state]);
  const [motion, setMotion] = useState<BoardMotion | null>(null);
  useEffect(() => {
    const bench = {
      firstFrameMs: null as number | null,
      runPan,
      runMarch: async (options: { units?: number; steps?: number }) => {
        await firstFrame;
        const hook = window.__karnageBoard;
        if (!hook) throw new Error('runMarch: the board has no debug hook');
        await waitFor(() => hook.artResolution > 0);
        return runMarch(state, hook, setMotion, options);
      },
    };
    const firstFrame = waitFor(() => (window.__karnageBoard?.renderCount ?? 0) > 0).then(() => {
      const ms = performance.now();
      bench.firstFrameMs = ms;
      return ms;
    });
    async function runPan({ seconds = 3, zoom = 1 }: { seconds?: number; zoom?: number | 'fit' }): Promise<PanResult> {
      const firstFrameMs = await firstFrame;
      // The board has rendered a frame, so it has installed its hook.
      const hook = window.__karnageBoard;
      if (!hook) throw new Error('runPan: the board has no debug hook');
      const view = { width: window.innerWidth, height: window.innerHeight };
      const world = worldSize(state.map.width, state.map.height);
      const start: Camera = zoom === 'fit' ? fitCamera(world, view) : centreOn(world.width / 2, world.height / 2, zoom, world, view);
      hook.setCamera(start);
      // Pans are measured with the art that follows the first look (art/boardArt.ts) drawn and in use.
      await waitFor(() => hook.artResolution > 0);
      // Back and forth over two screens' width, with a slow vertical drift to cross chunk rows.
      const step = (f: number): void => {
        const phase = Math.floor(f / 120) % 2 === 0 ? f % 120 : 120 - (f % 120);
        hook.setCamera({ ...start, x: start.x - phase * PAN_STEP, y: start.y - (f % 600) * 0.5 });
      };
      const fps = await pan(seconds, step, () => hook.renderCount);
      const msPerFrame = frameCost(COST_FRAMES, step, () => hook.renderNow(), hook.canvas);
      return { firstFrameMs, fps, frames: hook.renderCount, renderer: hook.renderer, msPerFrame, textureMB: hook.textureBytes / 2 ** 20, heapMB: heapMB() };
    }
    window.__karnageBench = bench;
  }, [state]);
  return (
    <div style={{ position: 'fixed', inset: 0 }}>
      <Board state={state} colours={colours} overlays={demo ? DEMO_OVERLAYS : NO_OVERLAYS} onHexClick={noop} onHexHover={noop} motion={motion} />
    </div>
  );
}

/** Inside the empty Application: stop the ticker and render by hand, as the board does. */
function EmptyStage() {
  const { app, isInitialised } = useApplication();
  useEffect(() => {
    if (!isInitialised) return;
    app.ticker.stop();
    const layer = new Container();
    app.stage.addChild(layer);
    let renders = 0;
    app.render();
    renders++;
    const bench = { firstFrameMs: null as number | null, runPan };
    requestAnimationFrame(() => (bench.firstFrameMs = performance.now()));
    async function runPan({ seconds = 3 }: { seconds?: number }): Promise<PanResult> {
      const step = (f: number): void => {
        layer.x = -(f % 240) * PAN_STEP;
      };
      const fps = await pan(
        seconds,
        (f) => {
          step(f);
          requestAnimationFrame(() => {
            app.render();
            renders++;
          });
        },
        () => renders,
      );
      const msPerFrame = frameCost(COST_FRAMES, step, () => app.render(), app.canvas);
      return { firstFrameMs: bench.firstFrameMs ?? NaN, fps, frames: renders, renderer: app.renderer.name, msPerFrame, textureMB: 0, heapMB: heapMB() };
    }
    window.__karnageBench = bench;
  }, [app, isInitialised]);
  return null;
}

export default function BoardBench({ size = 128, mode = 'board' }: BoardBenchProps) {
  if (mode === 'empty') {
    return (
      <div style={{ position: 'fixed', inset: 0 }}>
        <Application resizeTo={window} {...pixiApplicationOptions()}>
          <EmptyStage />
        </Application>
      </div>
    );
  }
  return <BoardMode size={size} demo={mode === 'demo'} />;
}
