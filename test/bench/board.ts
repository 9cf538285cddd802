// Browser board figures: builds the app, serves it with `vite preview`, opens headless Chromium at the
// lazy bench screen (src/board/bench/BoardBench.tsx, routed as `/?bench=board`) and measures the first
// frame and fps while panning on 32×32, 128×128 and 256×256 maps, each beside an empty Pixi stage in
// the same run (software WebGL varies from machine to machine; the ratio is what matters).
// BOARD_BENCH_CONFIG=<vite config> builds and serves with another config (e.g. a local harness page).
import { buildAndServe } from './builtApp.ts';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/browser.ts';
import { row, type BenchRow, type BenchSuite } from './harness.ts';

const SIZES = [32, 128, 256] as const;
const VIEWPORT = { width: 1280, height: 800 };
const PAN_SECONDS = 3;

interface PanResult {
  firstFrameMs: number;
  fps: number;
}

async function measure(browser: Browser, url: string, zoom: number | 'fit'): Promise<PanResult> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__karnageBench?.firstFrameMs != null, null, { timeout: 60_000 });
    return await page.evaluate(({ seconds, zoom }) => window.__karnageBench!.runPan({ seconds, zoom }), { seconds: PAN_SECONDS, zoom });
  } finally {
    await page.close();
  }
}

export const boardSuite: BenchSuite = {
  name: 'Board rendering (headless Chromium, software WebGL, 1280×800)',
  async run(): Promise<BenchRow[]> {
    const config = process.env.BOARD_BENCH_CONFIG ? ['--config', process.env.BOARD_BENCH_CONFIG] : [];
    const { url, child } = await buildAndServe(config);
    const browser = await launchBrowser();
    const rows: BenchRow[] = [];
    try {
      for (const size of SIZES) {
        const base = `${url}?bench=board&size=${size}`;
        const empty = await measure(browser, `${base}&mode=empty`, 1);
        const near = await measure(browser, base, 1);
        const far = await measure(browser, base, 'fit');
        const note = (fps: number): string => `empty stage ${empty.fps.toFixed(1)} fps; ratio ${(fps / empty.fps).toFixed(2)}`;
        rows.push(row(`${size}×${size} first frame`, near.firstFrameMs, 'ms', { below: 2000 }, `empty stage ${Math.round(empty.firstFrameMs)} ms`));
        rows.push(row(`${size}×${size} pan fps, zoom 1`, near.fps, 'fps', { atLeast: Math.round(0.8 * empty.fps) }, note(near.fps)));
        rows.push(row(`${size}×${size} pan fps, whole map`, far.fps, 'fps', { atLeast: Math.round(0.8 * empty.fps) }, note(far.fps)));
      }
    } finally {
      await browser.close();
      child.kill();
    }
    return rows;
  },
};
