// ?bench=board: the board engineer's benchmark page, loaded on demand with its props from the URL
// (&size=32|128|256, &mode=board|empty|demo; see the comment at the top of BoardBench.tsx).
import { lazy } from 'react';
import type { BoardBenchProps } from '../board/bench/BoardBench.tsx';

const BoardBench = lazy(() => import('../board/bench/BoardBench.tsx'));

const SIZES = [32, 128, 256];
const MODES = ['board', 'empty', 'demo'] as const;

export function benchPropsFrom(search: string): BoardBenchProps {
  const params = new URLSearchParams(search);
  const size = Number(params.get('size'));
  const mode = params.get('mode');
  return {
    ...(SIZES.includes(size) ? { size } : {}),
    ...(MODES.includes(mode as (typeof MODES)[number]) ? { mode: mode as (typeof MODES)[number] } : {}),
  };
}

export function BoardBenchRoute() {
  return <BoardBench {...benchPropsFrom(window.location.search)} />;
}
