/** Medians and percentiles: machines here are noisy, so every figure is a summary of several runs. */

export interface Summary {
  median: number;
  p95: number;
  min: number;
  max: number;
  runs: number;
}

/** Nearest-rank percentile (p in 0..100) of at least one value. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summarize(values: readonly number[]): Summary {
  return { median: median(values), p95: percentile(values, 95), min: Math.min(...values), max: Math.max(...values), runs: values.length };
}

/** Runs `measure` `runs` times in a row (after `warmup` unrecorded runs) and returns what each run measured. */
export async function repeat(runs: number, measure: () => Promise<number>, warmup = 1): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await measure();
  const values: number[] = [];
  for (let i = 0; i < runs; i++) values.push(await measure());
  return values;
}

/** Milliseconds `work` took, by the monotonic clock. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}
