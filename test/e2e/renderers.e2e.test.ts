// The board draws with WebGL on a GPU and with Canvas 2D on software WebGL (src/board/rendererChoice.ts).
// Players on either path must see the same board, so the demo scene (every terrain, emblem, building
// and overlay) is drawn by both renderers and the two pictures are compared pixel by pixel.
import type { Browser, Page } from 'playwright-core';
import '../../src/board/debugHook.ts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isSoftwareRenderer } from '../../src/board/rendererChoice.ts';
import { launchBrowser, openApp } from './browser.ts';

interface Difference {
  /** Share of pixels whose largest channel difference exceeds 32 of 255. */
  readonly differing: number;
  /** Share of pixels of the page background colour in the first picture. */
  readonly background: number;
}

async function boardPicture(page: Page, renderer: string): Promise<Buffer> {
  await page.waitForFunction(() => (window.__karnageBoard?.renderCount ?? 0) > 0);
  // The art comes after the first frame (fetched, then drawn at the zoom's resolution): both pictures are of it.
  await page.waitForFunction(() => (window.__karnageBoard?.artResolution ?? 0) > 0);
  // Two more frames, so lazily made piece sprites are on the picture too.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const drewWith = await page.evaluate(() => window.__karnageBoard!.renderer);
  expect(drewWith, `asked for ${renderer}`).toBe(renderer);
  return page.screenshot();
}

/** Decodes both PNGs in the browser (no image library in Node) and compares them. */
async function compare(page: Page, a: Buffer, b: Buffer): Promise<Difference> {
  return page.evaluate(
    async ({ a, b }) => {
      const pixels = async (base64: string): Promise<Uint8ClampedArray> => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
      if (pa.length !== pb.length) return { differing: 1, background: 0 };
      let differing = 0;
      let background = 0;
      for (let i = 0; i < pa.length; i += 4) {
        const d = Math.max(Math.abs(pa[i]! - pb[i]!), Math.abs(pa[i + 1]! - pb[i + 1]!), Math.abs(pa[i + 2]! - pb[i + 2]!));
        if (d > 32) differing++;
        if (pa[i] === 0x1b && pa[i + 1] === 0x23 && pa[i + 2] === 0x30) background++;
      }
      return { differing: differing / (pa.length / 4), background: background / (pa.length / 4) };
    },
    { a: a.toString('base64'), b: b.toString('base64') },
  );
}

describe('board renderers', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('WebGL and Canvas 2D draw the same board', async () => {
    const webglPage = await openApp(browser, '/?bench=board&mode=demo&renderer=webgl');
    const webgl = await boardPicture(webglPage, 'webgl');
    // The board caps its own WebGL renderer at one texture per batch (software WebGL runs 4–7× faster).
    expect(await webglPage.evaluate(() => window.__karnageBoard!.batchTextureLimit)).toBe(1);
    const canvasPage = await openApp(browser, '/?bench=board&mode=demo&renderer=canvas');
    const canvas = await boardPicture(canvasPage, 'canvas');

    const { differing, background } = await compare(canvasPage, webgl, canvas);
    // The board fills most of the picture (so a blank canvas cannot pass) …
    expect(background).toBeLessThan(0.5);
    // … and the two renderers agree but for filtering at edges (measured: 0.7% of pixels).
    expect(differing).toBeLessThan(0.02);
  });

  test('without ?renderer= the board uses WebGL on a GPU and Canvas 2D on software WebGL', async () => {
    const page = await openApp(browser, '/?bench=board&mode=demo');
    await page.waitForFunction(() => (window.__karnageBoard?.renderCount ?? 0) > 0);
    const gpu = await page.evaluate(() => {
      const gl = document.createElement('canvas').getContext('webgl');
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    });
    const drewWith = await page.evaluate(() => window.__karnageBoard!.renderer);
    expect(drewWith, `WebGL renderer here: "${gpu}"`).toBe(gpu === '' || isSoftwareRenderer(gpu) ? 'canvas' : 'webgl');
  });
});
