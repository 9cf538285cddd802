// A tiny window hook so browser tests can click an exact hex and count renders. Installed only in
// dev builds, on the benchmark screen (?bench=…) or when a browser is driven by automation
// (navigator.webdriver); not for players.
import type { HexCoord } from '../rules/index.ts';
import type { BoardScene } from './boardScene.ts';
import type { Camera } from './camera.ts';

export interface BoardDebugHook {
  /** Page (client) pixels of a hex centre: feed to page.mouse.click. */
  hexToScreen(hex: HexCoord): { x: number; y: number };
  readonly renderCount: number;
  /** Every frame drawn, an animation's included: still between animations, the board draws none. */
  readonly frameCount: number;
  /** A turn's motion is playing a beat. */
  readonly motionActive: boolean;
  /** Page pixels and opacity of a unit's piece as drawn now (a marching unit between hexes). */
  unitOnScreen(id: string): { x: number; y: number; alpha: number } | null;
  readonly camera: Camera;
  readonly chunksDrawn: number;
  /** Tile and piece pixels per world pixel of the art loaded after the first frame; 0 until it is. */
  readonly artResolution: number;
  /** Bytes of pixels the board holds in textures (terrain and pieces). */
  readonly textureBytes: number;
  /** Besieged hexes marked on the board (Warfare). */
  readonly siegesShown: number;
  /** The Pixi renderer drawing the board: 'webgl' or 'canvas' (see rendererChoice.ts). */
  readonly renderer: string;
  /** Most textures one batch samples: 1 on WebGL (rendererLimits.ts), Pixi's own figure on Canvas 2D. */
  readonly batchTextureLimit: number;
  setCamera(camera: Camera): void;
  /** Draws the board now rather than at the next animation frame (benchmarks time single frames). */
  renderNow(): void;
  /** Marks all terrain for redrawing at the next frame (or renderNow): the benchmark times chunk drawing. */
  redrawTerrain(): void;
  /** The board's canvas. */
  readonly canvas: HTMLCanvasElement;
}

declare global {
  interface Window {
    __karnageBoard?: BoardDebugHook;
  }
}

export function installDebugHook(scene: BoardScene, element: HTMLElement): () => void {
  if (!import.meta.env.DEV && !navigator.webdriver && !location.search.includes('bench=')) return () => {};
  const hook: BoardDebugHook = {
    hexToScreen(hex) {
      const r = element.getBoundingClientRect();
      const p = scene.hexToCanvas(hex);
      return { x: r.left + p.x, y: r.top + p.y };
    },
    get renderCount() {
      return scene.scheduler.count;
    },
    get frameCount() {
      return scene.scheduler.frames;
    },
    get motionActive() {
      return scene.motionActive;
    },
    unitOnScreen(id) {
      const r = element.getBoundingClientRect();
      const p = scene.unitOnCanvas(id);
      return p && { x: r.left + p.x, y: r.top + p.y, alpha: p.alpha };
    },
    get camera() {
      return scene.camera;
    },
    get chunksDrawn() {
      return scene.chunksDrawn;
    },
    get artResolution() {
      return scene.artResolution;
    },
    get textureBytes() {
      return scene.textureBytes;
    },
    get siegesShown() {
      return scene.siegesShown;
    },
    get renderer() {
      return scene.rendererName;
    },
    get batchTextureLimit() {
      return scene.batchTextureLimit;
    },
    setCamera: (camera) => scene.setCamera(camera),
    renderNow: () => scene.scheduler.flush(),
    redrawTerrain: () => scene.redrawTerrain(),
    get canvas() {
      return scene.canvas;
    },
  };
  window.__karnageBoard = hook;
  return () => {
    if (window.__karnageBoard === hook) delete window.__karnageBoard;
  };
}
