/**
 * Reads a worker's messages a few milliseconds at a time. A verified game comes as hundreds of parts
 * posted at once: handled as they arrive, they queue ahead of the page's frames, which then paint only
 * every 100 ms or so. Reading each message's data (the costly part: it is deserialized on first read)
 * in short slices, with a yield between slices, lets the page paint between them.
 */
export function pacedReader<T>(handle: (data: T) => void, sliceMs = 8) {
  let queue: MessageEvent<T>[] = [];
  let scheduled = false;
  const drain = () => {
    scheduled = false;
    const start = performance.now();
    while (performance.now() - start < sliceMs) {
      const next = queue.shift();
      if (!next) break;
      handle(next.data);
    }
    if (queue.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(drain, 0);
  };
  return {
    onMessage(event: MessageEvent<T>): void {
      queue.push(event);
      schedule();
    },
    /** Drops what is still queued (after a cancel or a crash). */
    clear(): void {
      queue = [];
    },
  };
}
