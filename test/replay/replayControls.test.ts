import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { createReplayStore, REPLAY_SPEEDS } from '../../src/replay/replayStore.ts';
import { ReplayControls } from '../../src/replay/ui/ReplayControls.tsx';
import { ReplayStoreContext } from '../../src/replay/useReplay.ts';

describe('the replay controls', () => {
  test('the speeds read "1 order/s", "2 orders/s"…: one order is no plural', () => {
    const html = renderToStaticMarkup(createElement(ReplayStoreContext, { value: createReplayStore() }, createElement(ReplayControls, { length: 10 })));
    const speeds = [...html.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);
    expect(speeds).toEqual(REPLAY_SPEEDS.map((s) => (s === 1 ? '1 order/s' : `${s} orders/s`)));
    expect(html).not.toContain('1 orders/s');
  });
});
