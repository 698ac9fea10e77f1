import type { Measurement } from './figure';
import type { Summary } from './stats';

/** How a figure of reads under some load holds them: a p95 bound, and optionally a bound on the p95's ratio to the idle one. */
export interface ReadBudget {
  p95Ms: number;
  maxRatio?: number;
}

/**
 * A row of reads made while something else loads the server (ingest, unread exports, Simulates), measured against
 * the same reads on the idle server, p95 to p95.
 */
export function readsBesideIdle(label: string, busy: Summary, idle: Summary, budget: ReadBudget, note: string): Measurement {
  const ratio = busy.p95 / idle.p95;
  const withinRatio = budget.maxRatio === undefined || ratio <= budget.maxRatio;
  return {
    label,
    value: busy.median,
    unit: 'ms',
    runs: busy.runs,
    p95: busy.p95,
    baseline: { label: 'p95 to the idle p95', value: idle.p95, ratio },
    budget: {
      text: `p95 ≤ ${budget.p95Ms} ms${budget.maxRatio === undefined ? '' : `; ≤ ${budget.maxRatio}× idle`}`,
      pass: busy.p95 <= budget.p95Ms && withinRatio,
    },
    note,
  };
}
