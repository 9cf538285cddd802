import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { RenderScheduler } from '../../src/board/renderScheduler.ts';

/** A hand-cranked requestAnimationFrame: callbacks wait until `nextFrame()`. */
let waiting = new Map<number, FrameRequestCallback>();
let lastHandle = 0;
function nextFrame(): void {
  const due = waiting;
  waiting = new Map();
  for (const callback of due.values()) callback(0);
}

beforeEach(() => {
  waiting = new Map();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    waiting.set(++lastHandle, callback);
    return lastHandle;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => waiting.delete(handle));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('rendering on demand', () => {
  test('any number of requests within a frame become one render in the next frame', () => {
    const render = vi.fn();
    const scheduler = new RenderScheduler(render);
    scheduler.request();
    scheduler.request();
    scheduler.request();
    expect(render).not.toHaveBeenCalled();
    expect(waiting.size).toBe(1);
    nextFrame();
    expect(render).toHaveBeenCalledTimes(1);
    expect(scheduler.count).toBe(1);
  });

  test('an idle board renders nothing; a request after a render asks for a new frame', () => {
    const render = vi.fn();
    const scheduler = new RenderScheduler(render);
    nextFrame();
    expect(render).not.toHaveBeenCalled();
    scheduler.request();
    nextFrame();
    scheduler.request();
    nextFrame();
    nextFrame();
    expect(render).toHaveBeenCalledTimes(2);
  });

  test('a request made while rendering is served in the following frame', () => {
    let scheduler: RenderScheduler;
    const render = vi.fn(() => {
      if (render.mock.calls.length === 1) scheduler.request(); // e.g. a camera change caused by the render
    });
    scheduler = new RenderScheduler(render);
    scheduler.request();
    nextFrame();
    expect(render).toHaveBeenCalledTimes(1);
    nextFrame();
    expect(render).toHaveBeenCalledTimes(2);
  });

  test('flush renders at once and drops the pending request', () => {
    const render = vi.fn();
    const scheduler = new RenderScheduler(render);
    scheduler.request();
    scheduler.flush();
    expect(render).toHaveBeenCalledTimes(1);
    nextFrame();
    expect(render).toHaveBeenCalledTimes(1);
    expect(scheduler.count).toBe(1);
  });

  test('cancel drops the pending request (the board is going away)', () => {
    const render = vi.fn();
    const scheduler = new RenderScheduler(render);
    scheduler.request();
    scheduler.cancel();
    nextFrame();
    expect(render).not.toHaveBeenCalled();
    expect(scheduler.count).toBe(0);
  });

  test('a budgeted frame that leaves work renders again next frame, and counts once it completes', () => {
    const budgets: boolean[] = [];
    const render = vi.fn((budgeted: boolean) => {
      budgets.push(budgeted);
      return budgets.length >= 3; // two partial frames, then done
    });
    const scheduler = new RenderScheduler(render);
    scheduler.flush(true);
    expect(scheduler.count).toBe(0);
    nextFrame();
    expect(scheduler.count).toBe(0);
    nextFrame();
    expect(scheduler.count).toBe(1);
    nextFrame();
    expect(render).toHaveBeenCalledTimes(3);
    expect(budgets).toEqual([true, true, true]);
  });

  test('flush without a budget is one complete render', () => {
    const render = vi.fn((budgeted: boolean) => !budgeted);
    const scheduler = new RenderScheduler(render);
    scheduler.flush();
    expect(scheduler.count).toBe(1);
    expect(waiting.size).toBe(0);
  });
});
