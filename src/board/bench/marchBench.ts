// The board's frame time while a turn plays out: `units` units nearest the map's centre march `steps` hexes at
// once (one beat, as a turn of many moves plays), at zoom 1 with the art in use, every frame timed.
import type { GameState } from '../../rules/index.ts';
import type { March } from '../../state/motion/turnMotion.ts';
import type { BoardMotion } from '../boardProps.ts';
import { centreOn } from '../camera.ts';
import type { BoardDebugHook } from '../debugHook.ts';
import { worldSize } from '../hexLayout.ts';

export interface MarchResult {
  readonly units: number;
  /** Frames the board drew per second while the beat played. */
  readonly fps: number;
  readonly meanFrameMs: number;
  /** The longest time between two animation frames while it played. */
  readonly worstFrameMs: number;
  readonly durationMs: number;
  readonly renderer: string;
}

/** The `count` units nearest the map's centre, each marching `steps` hexes east (or west near the edge). */
export function marchesOf(state: GameState, count: number, steps: number): March[] {
  const centre = { col: state.map.width / 2, row: state.map.height / 2 };
  const near = Object.values(state.units)
    .map((unit) => ({ unit, d: Math.hypot(unit.at.col - centre.col, unit.at.row - centre.row) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, count);
  return near.map(({ unit }) => {
    const way = unit.at.col + steps < state.map.width ? 1 : -1;
    return { unit: unit.id, path: Array.from({ length: steps + 1 }, (_, i) => ({ col: unit.at.col + way * i, row: unit.at.row })) };
  });
}

/** Plays the march through `play` (the board's motion prop) and times its frames. */
export async function runMarch(
  state: GameState,
  hook: BoardDebugHook,
  play: (motion: BoardMotion | null) => void,
  { units = 50, steps = 6 }: { units?: number; steps?: number },
): Promise<MarchResult> {
  const world = worldSize(state.map.width, state.map.height);
  hook.setCamera(centreOn(world.width / 2, world.height / 2, 1, world, { width: window.innerWidth, height: window.innerHeight }));
  const marches = marchesOf(state, units, steps);
  const gaps: number[] = [];
  let playing = true;
  let last = performance.now();
  const sample = (now: number): void => {
    gaps.push(now - last);
    last = now;
    if (playing) requestAnimationFrame(sample);
  };
  const framesBefore = hook.frameCount;
  const start = performance.now();
  await new Promise<void>((resolve) => {
    play({ beat: { kind: 'march', state, marches }, speed: 'slow', onDone: resolve });
    requestAnimationFrame(sample);
  });
  playing = false;
  play(null);
  const durationMs = performance.now() - start;
  const frames = hook.frameCount - framesBefore;
  return {
    units: marches.length,
    fps: (frames * 1000) / durationMs,
    meanFrameMs: durationMs / Math.max(1, frames),
    worstFrameMs: Math.max(0, ...gaps.slice(1)),
    durationMs,
    renderer: hook.renderer,
  };
}
