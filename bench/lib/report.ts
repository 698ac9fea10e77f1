/** The benchmark report: `bench/report.md` for people, `bench/report.json` with the raw figures beside it. */
import os from 'node:os';
import type { FigureReport, Measurement } from './figure';

export interface Machine {
  cpu: string;
  cpus: number;
  memoryGb: number;
  os: string;
  node: string;
}

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  machine: Machine;
  figures: FigureReport[];
}

export function describeMachine(): Machine {
  return {
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    cpus: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
  };
}

const number = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2));

function row(measurement: Measurement): string {
  const { label, value, unit, runs, p95, baseline, budget, note } = measurement;
  const cells = [
    label,
    `${number(value)} ${unit}`,
    p95 === undefined ? '' : `${number(p95)} ${unit}`,
    String(runs),
    baseline ? `${number(baseline.ratio)}× ${baseline.label} (${number(baseline.value)} ${unit})` : '',
    budget?.text ?? '',
    budget ? (budget.pass ? 'pass' : '**miss**') : '',
    note ?? '',
  ];
  return `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
}

function budgets(figures: FigureReport[]) {
  const all = figures.flatMap((figure) => figure.measurements.filter((measurement) => measurement.budget));
  return { met: all.filter((measurement) => measurement.budget!.pass).length, total: all.length };
}

/**
 * One report per figure number, in number order: a figure measured by several modules (figure 2: the API and the
 * browser's pager) is one section, titled by its first module, with the measurements and notes of all in run order.
 */
function mergeByFigure(figures: FigureReport[]): FigureReport[] {
  const merged = new Map<number, FigureReport>();
  for (const figure of figures) {
    const earlier = merged.get(figure.figure);
    merged.set(
      figure.figure,
      earlier ? { ...earlier, measurements: [...earlier.measurements, ...figure.measurements], notes: [...earlier.notes, ...figure.notes] } : figure,
    );
  }
  return [...merged.values()].sort((a, b) => a.figure - b.figure);
}

export function renderMarkdown(report: BenchReport): string {
  const { machine } = report;
  const { met, total } = budgets(report.figures);
  const lines = [
    '# Benchmark report',
    '',
    'Written by `npm run bench` (see README). Each value is the median of the runs shown; p95 where a spread matters.',
    '',
    `- Run: ${report.startedAt} to ${report.finishedAt}`,
    `- Machine: ${machine.cpu}, ${machine.cpus} CPUs, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}`,
    `- Budgets met: ${met} of ${total}`,
  ];
  for (const figure of mergeByFigure(report.figures)) {
    lines.push('', `## ${figure.figure}. ${figure.title}`, '');
    lines.push('| Measurement | Median | p95 | Runs | Relative to baseline | Budget | Result | Note |', '|---|---|---|---|---|---|---|---|');
    lines.push(...figure.measurements.map(row));
    if (figure.notes.length > 0) lines.push('', ...figure.notes.map((note) => `- ${note}`));
  }
  return `${lines.join('\n')}\n`;
}
