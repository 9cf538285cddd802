// Render on demand: the Pixi ticker is stopped, and any number of requests within one frame become a
// single render in the next animation frame. An idle board costs nothing.

export class RenderScheduler {
  /** Renders done so far (exposed to tests and the benchmark). */
  count = 0;
  private handle: number | null = null;

  constructor(private readonly renderFrame: () => void) {}

  request(): void {
    if (this.handle !== null) return;
    this.handle = requestAnimationFrame(() => {
      this.handle = null;
      this.renderFrame();
      this.count++;
    });
  }

  /** Renders now (first frame, benchmarks) and drops any pending request. */
  flush(): void {
    this.cancel();
    this.renderFrame();
    this.count++;
  }

  cancel(): void {
    if (this.handle !== null) cancelAnimationFrame(this.handle);
    this.handle = null;
  }
}
