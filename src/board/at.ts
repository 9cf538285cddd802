// Board code reads lists whose length it set up itself (a chunk's slots and sprites, the piece buckets,
// a map's terrain, a terrain's tile looks): `at` reads one and throws, naming the index, when it is out
// of range after all, so a bug stops loudly rather than handing undefined on to Pixi.

/** `list[index]` for an index in range by construction; a RangeError when it is not. */
export function at<T>(list: ArrayLike<T>, index: number): T {
  const item = list[index];
  if (item === undefined) throw new RangeError(`board: index ${index} is outside 0–${list.length - 1}`);
  return item;
}

/** A canvas's 2D context; an Error when the browser gives none (out of memory, or a canvas already used for WebGL). */
export function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('the browser gave no 2D drawing context for a canvas');
  return ctx;
}
