// A referee may publish the biggest map the game allows: the page must stay quick to make and small.
import { describe, expect, it } from 'vitest';
import { HOVER_HEX_LIMIT } from '../../../../src/io/pbem/page/boardSvg.ts';
import { publishedPage } from '../../../../src/io/pbem/page/publishedPage.ts';
import type { GameState } from '../../../../src/rules/index.ts';
import { randomMap } from '../../../support/randomPlay.ts';
import { pageInput, playedState } from './pageStates.ts';

function timed(state: GameState): { ms: number; kb: number; html: string } {
  publishedPage(pageInput(state)); // warm up
  const start = performance.now();
  const html = publishedPage(pageInput(state));
  return { ms: performance.now() - start, kb: Buffer.byteLength(html) / 1024, html };
}

describe('published page cost', () => {
  it.each([
    [32, 32, 150],
    [128, 128, 1000],
    [256, 256, 1500],
  ])('a generated %i×%i map', (width, height, maxKb) => {
    const { ms, kb, html } = timed(playedState(width, height, 100));
    expect(ms).toBeLessThan(1000);
    expect(kb).toBeLessThan(maxKb);
    expect(html.includes('class="hv"')).toBe(width * height <= HOVER_HEX_LIMIT);
  });

  it('a 256×256 map of ragged little regions, the worst case for terrain outlines', () => {
    const state = playedState(16, 12, 0);
    const { ms, kb } = timed({ ...state, map: randomMap(256, 256, 9) });
    expect(ms).toBeLessThan(1000);
    expect(kb).toBeLessThan(4096);
  });
});
