/** What a benchmark figure measures and reports; `bench/run.ts` runs the figures and writes the report. */
import { summarize } from './stats';

/** A limit from issue 6 and whether the measured value met it. */
export interface Budget {
  /** As the report shows it, e.g. '≤ 200 KB gzip' or '≤ 2× direct SQL'. */
  text: string;
  pass: boolean;
  /** The number judged when it is neither the median nor the p95 (the slowest run, the largest growth): the summary shows it. */
  judged?: { label: string; value: number };
}

/** A figure that depends on machine speed is also given relative to a baseline measured in the same run. */
export interface Baseline {
  label: string;
  value: number;
  /** value / baseline.value */
  ratio: number;
}

export interface Measurement {
  label: string;
  /** The median over `runs` runs (or the single value when runs is 1). */
  value: number;
  unit: string;
  runs: number;
  p95?: number;
  baseline?: Baseline;
  budget?: Budget;
  note?: string;
}

export interface FigureReport {
  /** The figure's number: 1 to 7 from issue 6, 8 from issue 16, 9 to 12 from issue 11, 13 to 15 from issue 12, 16 and 17 from issue 13. */
  figure: number;
  title: string;
  /** The figure's budget as the summary tables show it (BenchFigure.budget; bench/run.ts copies it here). */
  budget?: string;
  measurements: Measurement[];
  /** Set-up (sizes, database), and for a missed budget: exactly why and what would meet it. */
  notes: string[];
}

export interface BenchOptions {
  /** Small sizes and few runs, to try a figure while developing it; never what the report records. */
  quick: boolean;
  log: (line: string) => void;
  /** A PostgreSQL server for the figures that measure both databases; undefined when none is available. */
  postgresUrl: string | undefined;
}

export interface BenchFigure {
  figure: number;
  /** What it measures: the report's section heading, and the summary tables' (report and README) description. */
  title: string;
  /**
   * The figure's budget in a few words, for the summary tables, written from the same constants as its
   * measurements' own budgets. A figure measured by several modules states it in its first.
   */
  budget?: string;
  run(options: BenchOptions): Promise<FigureReport>;
}

/** A row of the median and p95 of `values`. */
export function measurementOf(label: string, values: number[], unit: string, extra: Partial<Measurement> = {}): Measurement {
  const { median, p95, runs } = summarize(values);
  return { label, value: median, p95, unit, runs, ...extra };
}
