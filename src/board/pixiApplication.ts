// Pixi's shaders and uniforms without generated code (new Function): the app's Content-Security-Policy has no
// 'unsafe-eval' (vite.config.ts).
import 'pixi.js/unsafe-eval';
import type { Application as PixiApplication } from 'pixi.js';
import { chooseBoardRenderer, type BoardRenderer } from './rendererChoice.ts';
import { BatchTextureLimitSystem } from './rendererLimits.ts';

/**
 * How the board's Pixi application is made, shared with the benchmark's empty stage so the two are
 * measured alike: the renderer from rendererChoice.ts (WebGL on a hardware GPU, Canvas 2D on software
 * WebGL; never WebGPU, which draws nothing headless), one texture per batch on WebGL (rendererLimits.ts),
 * no antialiasing, and no ticker — the board renders on demand (see renderScheduler.ts).
 */
export function pixiApplicationOptions(): ApplicationOptions {
  const preference = chooseBoardRenderer();
  // One object per renderer, so re-rendering the board hands @pixi/react the same props.
  const known = cached[preference];
  if (known) return known;
  const options: ApplicationOptions = {
    // @pixi/react 8.0.5 types `preference` as 'webgl' | 'webgpu', but passes it on to Pixi 8.22, whose
    // autoDetectRenderer takes a list: only these, in order, so a failed WebGL falls back to Canvas 2D
    // and never to WebGPU (which draws nothing headless).
    preference: [preference, 'canvas'] as unknown as 'webgl',
    antialias: false,
    // Canvas pixels per CSS pixel: the screen's own (up to 2), so tiles and pieces drawn at the zoom's
    // resolution (art/resolutionBand.ts) reach the screen unscaled; the camera stays in CSS pixels.
    // Canvas 2D (software rendering, rendererChoice.ts) stays at one pixel per CSS pixel: at 2 it draws four
    // times the pixels, and a pan on a 2× screen fell to ~16 fps.
    resolution: preference === 'canvas' ? 1 : Math.min(2, window.devicePixelRatio || 1),
    autoDensity: true,
    batchTextureLimit: 1,
    // @pixi/react registers these before it initialises the app: BatchTextureLimitSystem applies the line above.
    extensions: BOARD_EXTENSIONS,
    // Pixi's browser extensions (accessibility, DOM, its own pointer events, filters) are fetched as a chunk of
    // their own at start-up unless skipped; the board uses none of them (its input is src/board/pointerInput.ts,
    // and the stage takes no events), so a first visit does without the download.
    skipExtensionImports: true,
    autoStart: false,
    sharedTicker: false,
    background: '#1b2330',
    onInit: (app: PixiApplication) => app.ticker.stop(),
  };
  cached[preference] = options;
  return options;
}

type ApplicationOptions = {
  readonly preference: 'webgl';
  readonly antialias: false;
  readonly skipExtensionImports: true;
  readonly resolution: number;
  readonly autoDensity: true;
  readonly batchTextureLimit: number;
  readonly extensions: (typeof BatchTextureLimitSystem)[];
  readonly autoStart: false;
  readonly sharedTicker: false;
  readonly background: string;
  readonly onInit: (app: PixiApplication) => void;
};
const BOARD_EXTENSIONS = [BatchTextureLimitSystem];
const cached: Partial<Record<BoardRenderer, ApplicationOptions>> = {};
