// Browser board figures: builds the app, serves it with `vite preview`, opens headless Chromium at the
// lazy bench screen (src/board/bench/BoardBench.tsx, routed as `/?bench=board`) and measures the first
// frame and fps while panning on 32×32, 128×128 and 256×256 maps, each beside an empty Pixi stage in
// the same run (software WebGL varies from machine to machine; the ratio is what matters). The board
// picks its renderer by the machine (src/board/rendererChoice.ts: Canvas 2D where WebGL is software);
// the same pans are also measured with WebGL forced, for comparison. Last, the JavaScript a first visit
// downloads, gzip-compressed, up to the first frame of a game's board.
// BOARD_BENCH_CONFIG=<vite config> builds and serves with another config (e.g. a local harness page).
import { gzipSync } from 'node:zlib';
import '../../src/board/debugHook.ts';
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
  renderer: string;
  msPerFrame: number;
  textureMB: number;
  heapMB: number;
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

interface MarchResult {
  units: number;
  fps: number;
  meanFrameMs: number;
  worstFrameMs: number;
  durationMs: number;
  renderer: string;
}

/** A turn playing out: fifty units marching six hexes at once, at zoom 1 (src/board/bench/marchBench.ts). */
async function measureMarch(browser: Browser, url: string): Promise<MarchResult> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.__karnageBench?.firstFrameMs != null, null, { timeout: 60_000 });
    return await page.evaluate(() => window.__karnageBench!.runMarch!({ units: 50, steps: 6 }));
  } finally {
    await page.close();
  }
}

/**
 * Opens the app as a first-time visitor, starts a game with the default setup, lifts the curtain and
 * waits for the board's first frame: the gzip size of every script the page downloaded on the way.
 */
async function firstVisitJavaScript(browser: Browser, url: string): Promise<{ bytes: number; files: number; firstScreenMs: number; firstScreenBytes: number }> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => gzipSync(body).length));
  });
  try {
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Start' }).waitFor();
    const firstScreenMs = Date.now() - started;
    const firstScreenBytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: /^I am .*, start my turn$/ }).click();
    await page.waitForFunction(() => (window.__karnageBoard?.renderCount ?? 0) > 0, null, { timeout: 60_000 });
    const sizes = await Promise.all(scripts);
    return { bytes: sizes.reduce((a, b) => a + b, 0), files: sizes.length, firstScreenMs, firstScreenBytes };
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
        const note = (r: PanResult, stage: PanResult): string =>
          `${r.renderer}; empty stage ${stage.fps.toFixed(1)} fps; ratio ${(r.fps / stage.fps).toFixed(2)}; ` +
          `drawing a frame ${r.msPerFrame.toFixed(1)} ms (empty ${stage.msPerFrame.toFixed(1)})`;
        rows.push(
          row(`${size}×${size} first frame`, near.firstFrameMs, 'ms', { below: 2000 }, `${near.renderer}; empty stage ${Math.round(empty.firstFrameMs)} ms`),
        );
        rows.push(row(`${size}×${size} pan fps, zoom 1`, near.fps, 'fps', { atLeast: Math.round(0.8 * empty.fps) }, note(near, empty)));
        rows.push(row(`${size}×${size} pan fps, whole map`, far.fps, 'fps', { atLeast: Math.round(0.8 * empty.fps) }, note(far, empty)));
        rows.push(
          row(
            `${size}×${size} texture memory after panning, zoom 1`,
            near.textureMB,
            'MB',
            undefined,
            `JS heap ${near.heapMB.toFixed(1)} MB (empty stage ${empty.heapMB.toFixed(1)} MB)`,
          ),
        );
        rows.push(row(`${size}×${size} texture memory after panning, whole map`, far.textureMB, 'MB', undefined, `JS heap ${far.heapMB.toFixed(1)} MB`));
        if (size === 256) {
          const march = await measureMarch(browser, base);
          const note = `${march.renderer}; ${march.units} units marching 6 hexes at once for ${Math.round(march.durationMs)} ms; worst frame ${march.worstFrameMs.toFixed(1)} ms; empty stage ${(1000 / empty.fps).toFixed(1)} ms`;
          rows.push(
            row(`${size}×${size} frame time during a 50-unit march, zoom 1`, march.meanFrameMs, 'ms', { below: Math.round(1000 / (0.8 * empty.fps)) }, note),
          );
        }
        if (near.renderer !== 'webgl') {
          const gl = `${base}&renderer=webgl`;
          const emptyGl = await measure(browser, `${gl}&mode=empty`, 1);
          const nearGl = await measure(browser, gl, 1);
          const farGl = await measure(browser, gl, 'fit');
          rows.push(
            row(`${size}×${size} first frame, WebGL forced`, nearGl.firstFrameMs, 'ms', undefined, `empty stage ${Math.round(emptyGl.firstFrameMs)} ms`),
          );
          rows.push(row(`${size}×${size} pan fps, zoom 1, WebGL forced`, nearGl.fps, 'fps', undefined, note(nearGl, emptyGl)));
          rows.push(row(`${size}×${size} pan fps, whole map, WebGL forced`, farGl.fps, 'fps', undefined, note(farGl, emptyGl)));
        }
      }
      const js = await firstVisitJavaScript(browser, url);
      rows.push(
        row(
          'first visit: new-game screen shown',
          js.firstScreenMs,
          'ms',
          undefined,
          `${Math.round(js.firstScreenBytes / 1024)} KB of JS gzip by then; the board's code follows in idle time`,
        ),
      );
      rows.push(row('first visit JS to a game board, gzip', js.bytes / 1024, 'KB', { below: 350 }, `${js.files} files`));
    } finally {
      await browser.close();
      child.kill();
    }
    return rows;
  },
};
