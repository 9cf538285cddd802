// The editor on a 256×256 map in headless Chromium: a brush stroke must redraw only the terrain chunks
// it touched. Counts the chunks drawn by one stroke and times the stroke until its frame is painted.
import { launchBrowser } from '../e2e/browser.ts';
import { buildAndServe } from './builtApp.ts';
import { median, row, type BenchRow, type BenchSuite } from './harness.ts';

const STROKES = 5;

export const editorSuite: BenchSuite = {
  name: 'Map editor (headless Chromium, 256×256 map)',
  async run(): Promise<BenchRow[]> {
    const { url, child } = await buildAndServe();
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${url}?screen=editor`);
      await page.getByRole('heading', { name: 'Map editor' }).waitFor();
      await page.getByRole('spinbutton', { name: 'Width' }).fill('256');
      await page.getByRole('spinbutton', { name: 'Height' }).fill('256');
      await page.getByRole('button', { name: 'New blank map' }).click();
      await page.getByTestId('map-size').getByText('256×256', { exact: true }).waitFor();
      await page.waitForFunction(() => (window.__karnageBoard?.renderCount ?? 0) > 0);
      // Show the map's top-left corner at zoom 1, where the strokes go, and let idle prefetching settle.
      await page.evaluate(() => window.__karnageBoard!.setCamera({ ...window.__karnageBoard!.camera, x: 0, y: 0, zoom: 1 }));
      await page.waitForTimeout(1500);
      await page.keyboard.press('2'); // Forest
      const chunks: number[] = [];
      const times: number[] = [];
      for (let i = 0; i < STROKES; i++) {
        const from = await page.evaluate((r) => window.__karnageBoard!.hexToScreen({ col: 6, row: 4 + r * 2 }), i);
        const to = await page.evaluate((r) => window.__karnageBoard!.hexToScreen({ col: 12, row: 4 + r * 2 }), i);
        const before = await page.evaluate(() => ({ chunks: window.__karnageBoard!.chunksDrawn, renders: window.__karnageBoard!.renderCount }));
        const started = Date.now();
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.mouse.move(to.x, to.y, { steps: 8 });
        await page.mouse.up();
        await page.waitForFunction((n) => window.__karnageBoard!.renderCount > n, before.renders);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        times.push(Date.now() - started);
        chunks.push((await page.evaluate(() => window.__karnageBoard!.chunksDrawn)) - before.chunks);
      }
      return [
        row(
          'chunk redraws per stroke (median)',
          median(chunks),
          'redraws',
          undefined,
          `a 7-hex stroke inside one chunk, radius 1, 8 pointer moves; the map has 256 chunks`,
        ),
        row('stroke until painted (median)', median(times), 'ms', undefined, 'pointer down, 8 moves, up, two frames'),
      ];
    } finally {
      await browser.close();
      child.kill();
    }
  },
};
