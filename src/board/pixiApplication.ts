import type { Application as PixiApplication } from 'pixi.js';

/**
 * How the board's Pixi application is made, shared with the benchmark's empty stage so the two are
 * measured alike: WebGL first (WebGPU draws nothing headless), no antialiasing, and no ticker — the
 * board renders on demand (see renderScheduler.ts).
 */
export const PIXI_APPLICATION_OPTIONS = {
  preference: 'webgl',
  antialias: false,
  autoStart: false,
  sharedTicker: false,
  background: '#1b2330',
  onInit: (app: PixiApplication) => app.ticker.stop(),
} as const;
