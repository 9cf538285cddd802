// Render on demand: the Pixi ticker is stopped, and any number of requests within one frame become a
// single render in the next animation frame. An idle board costs nothing.

export class RenderScheduler {
  /** Complete renders so far (exposed to tests and the benchmark): frames that left nothing to draw. */
  count = 0;
  /** Every frame drawn, complete or not (an animation's frames among them). */
  frames = 0;
  private handle: number | null = null;

  /**
   * `renderFrame(budgeted)` draws a frame; with `budgeted` it may leave work for later frames and then
   * returns false, and the scheduler asks for another frame until one returns anything else (a
   * render returning nothing is complete).
   */
  constructor(private readonly renderFrame: (budgeted: boolean) => unknown) {}

  request(): void {
    if (this.handle !== null) return;
    this.handle = requestAnimationFrame(() => {
      this.handle = null;
      this.run(true);
    });
  }

  /** Renders now and drops any pending request: completely (benchmarks time single frames), or with
   * `budgeted` (the first frame) as much as fits in a frame, the rest in the frames that follow. */
  flush(budgeted = false): void {
    this.cancel();
    this.run(budgeted);
  }

  cancel(): void {
    if (this.handle !== null) cancelAnimationFrame(this.handle);
    this.handle = null;
  }

  private run(budgeted: boolean): void {
    this.frames++;
    if (this.renderFrame(budgeted) === false) this.request();
    else this.count++;
  }
}

/** requestIdleCallback where it exists (not in Safari); a short timeout elsewhere. */
export function requestIdle(fn: (deadline: IdleDeadline | null) => void): number {
  return typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 200 }) : (setTimeout(() => fn(null), 16) as unknown as number);
}

export function cancelIdle(handle: number): void {
  if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
  else clearTimeout(handle);
}
