// Small timing helpers shared by the benchmark files: warm up, time several runs, report the median.

export interface BenchRow {
  /** What was measured. */
  readonly name: string;
  /** The figure, in `unit`. */
  readonly value: number;
  readonly unit: string;
  /** The figure we want, e.g. '≥ 50000' or '< 20'; empty when there is none. */
  readonly target?: string;
  /** Whether the figure meets its target; undefined when there is none. */
  readonly ok?: boolean;
  readonly note?: string;
}

/** A group of measurements, e.g. the rules engine or the browser board; run.ts runs each in turn. */
export interface BenchSuite {
  readonly name: string;
  run(): Promise<BenchRow[]> | BenchRow[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Milliseconds of each of `runs` timed calls of fn, after `warmup` untimed ones. */
export function timeRuns(fn: () => void, { warmup = 3, runs = 7 } = {}): number[] {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return times;
}

/** Median milliseconds per call of fn, calling it in batches of `batch` so tiny calls can be timed. */
export function msPerCall(fn: () => void, { batch = 1, warmup = 3, runs = 7 } = {}): number {
  const times = timeRuns(
    () => {
      for (let i = 0; i < batch; i++) fn();
    },
    { warmup, runs },
  );
  return median(times) / batch;
}

export function row(name: string, value: number, unit: string, target?: { atLeast?: number; below?: number }, note?: string): BenchRow {
  let targetText: string | undefined;
  let ok: boolean | undefined;
  if (target?.atLeast !== undefined) {
    targetText = `≥ ${target.atLeast}`;
    ok = value >= target.atLeast;
  } else if (target?.below !== undefined) {
    targetText = `< ${target.below}`;
    ok = value < target.below;
  }
  return { name, value, unit, ...(targetText ? { target: targetText } : {}), ...(ok === undefined ? {} : { ok }), ...(note ? { note } : {}) };
}

function format(value: number): string {
  if (value >= 1000) return Math.round(value).toLocaleString('en-US');
  if (value >= 10) return value.toFixed(1);
  return value.toPrecision(3);
}

export function printTable(suite: string, rows: readonly BenchRow[]): void {
  const lines = rows.map((r) => [
    r.name,
    `${format(r.value)} ${r.unit}`,
    r.target ? `${r.target} ${r.unit}` : '',
    r.ok === undefined ? '' : r.ok ? 'ok' : 'MISSED',
    r.note ?? '',
  ]);
  const header = ['measure', 'median', 'target', '', 'note'];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const render = (cells: readonly string[]): string =>
    cells
      .map((c, i) => (i === 1 || i === 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log(`\n${suite}`);
  console.log(render(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(render(line));
}
