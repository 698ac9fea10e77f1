/**
 * The benchmark report: `bench/report.md` for people, `bench/report.json` with the raw figures beside it, and the
 * README's table of figures, made from the same report.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { FigureReport, Measurement } from './figure';

export interface Machine {
  cpu: string;
  cpus: number;
  memoryGb: number;
  os: string;
  node: string;
}

/** The code measured: HEAD, and whether tracked files differed from it. */
export interface Commit {
  sha: string;
  uncommittedChanges: boolean;
}

/** A full run has neither; a partial run's report goes to bench/partial/ and is never committed. */
export interface RunScope {
  quick: boolean;
  only?: number[];
}

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  /** Absent in reports written before 2026-11-29, and outside a git checkout. */
  commit?: Commit;
  /** Absent in reports written before 2026-11-29. */
  scope?: RunScope;
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

/** HEAD of the checkout in `dir`, or undefined when git or the checkout is missing. Untracked files do not count as changes. */
export function describeCommit(dir: string): Commit | undefined {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  try {
    return { sha: git('rev-parse', '--short', 'HEAD'), uncommittedChanges: git('status', '--porcelain', '--untracked-files=no') !== '' };
  } catch {
    return undefined;
  }
}

const number = (value: number): string => (Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2));
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const tableRow = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;

function row(measurement: Measurement): string {
  const { label, value, unit, runs, p95, baseline, budget, note } = measurement;
  return tableRow([
    label,
    `${number(value)} ${unit}`,
    p95 === undefined ? '' : `${number(p95)} ${unit}`,
    String(runs),
    baseline ? `${number(baseline.ratio)}× ${baseline.label} (${number(baseline.value)} ${unit})` : '',
    budget?.text ?? '',
    budget ? (budget.pass ? 'pass' : '**miss**') : '',
    note ?? '',
  ]);
}

const budgeted = (measurements: Measurement[]) => measurements.filter((measurement) => measurement.budget);

function budgets(figures: FigureReport[]) {
  const all = budgeted(figures.flatMap((figure) => figure.measurements));
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
      earlier
        ? { ...earlier, budget: earlier.budget ?? figure.budget, measurements: [...earlier.measurements, ...figure.measurements], notes: [...earlier.notes, ...figure.notes] }
        : figure,
    );
  }
  return [...merged.values()].sort((a, b) => a.figure - b.figure);
}

// ---- The summary: one row per figure, PostgreSQL and PGlite side by side ----

const DATABASES = ['PostgreSQL', 'PGlite'] as const;
type Database = (typeof DATABASES)[number];

const databaseOf = (measurement: Measurement): Database | undefined => DATABASES.find((kind) => measurement.label.startsWith(`${kind}: `));
const withoutDatabase = (label: string) => label.replace(/^(PostgreSQL|PGlite): /, '');

/**
 * What a budget judged, as a number: its own `judged` value (the slowest run, the largest growth), else the p95
 * when the budget names one, else the median unless the budget is only a ratio; and the ratio to the baseline
 * when the budget sets one.
 */
function judgedOf(measurement: Measurement): { statistic: string; value?: number; ratio?: number } {
  const { budget, p95, value, unit, baseline } = measurement;
  const text = budget?.text ?? '';
  const ratio = text.includes('×') && baseline ? baseline.ratio : undefined;
  if (budget?.judged) return { statistic: budget.judged.label, value: budget.judged.value, ratio };
  if (text.includes('p95') && p95 !== undefined) return { statistic: 'p95', value: p95, ratio };
  // The budget names the unit after a number ('≥ 10,000 events/s'), not only a ratio ('≤ 2× COPY').
  const namesUnit = text.split(/[;,]/).some((part) => /\d/.test(part) && !part.includes('×') && part.trim().endsWith(unit));
  const onlyRatio = ratio !== undefined && !namesUnit;
  return { statistic: '', value: onlyRatio ? undefined : value, ratio };
}

/** As in the tables, but a whole number as it is (9 frames) and thousands grouped (17,450 events/s). */
const summaryNumber = (value: number) => (Math.abs(value) >= 1000 ? Math.round(value).toLocaleString('en') : Number.isInteger(value) ? String(value) : number(value));

const range = (values: number[], suffix: string) => {
  const [low, high] = [Math.min(...values), Math.max(...values)].map(summaryNumber);
  return low === high ? `${low}${suffix}` : `${low}–${high}${suffix}`;
};

/** Rows judged by the same budget, as one text: a value, or the range of the values when there are several. */
function judgedText(measurements: Measurement[]): string {
  const judged = measurements.map(judgedOf);
  const { statistic } = judged[0];
  const unit = measurements[0].unit;
  const values = judged.flatMap((entry) => (entry.value === undefined || Number.isNaN(entry.value) ? [] : [entry.value]));
  const ratios = judged.flatMap((entry) => (entry.ratio === undefined ? [] : [entry.ratio]));
  const parts = [
    ...(values.length > 0 ? [`${statistic ? `${statistic} ` : ''}${range(values, ` ${unit}`)}`] : []),
    ...(ratios.length > 0 ? [range(ratios, '×')] : []),
  ];
  const cases = measurements.length > 1 ? ` (${measurements.length} cases)` : '';
  return parts.length > 0 ? `${parts.join(' and ')}${cases}` : 'not measured';
}

/** A database's (or the one) result of a figure. */
interface Result {
  /** What its budgets judged, grouped by budget; or, without a budget (figure 7), its first row for scale. */
  values: string;
  /** The rows that missed their budget, without the database's name. */
  missed: string[];
  budgeted: number;
}

function resultOf(measurements: Measurement[]): Result | undefined {
  const withBudget = budgeted(measurements);
  const missed = withBudget.filter((measurement) => !measurement.budget!.pass).map((measurement) => withoutDatabase(measurement.label));
  if (withBudget.length === 0) {
    const [first] = measurements;
    if (!first) return undefined;
    return { values: `${summaryNumber(first.value)} ${first.unit}${first.baseline ? `, ${number(first.baseline.ratio)}× ${first.baseline.label}` : ''}`, missed, budgeted: 0 };
  }
  const byBudget = new Map<string, Measurement[]>();
  for (const measurement of withBudget) {
    const key = `${measurement.budget!.text}\u0000${measurement.unit}`;
    byBudget.set(key, [...(byBudget.get(key) ?? []), measurement]);
  }
  return { values: [...byBudget.values()].map(judgedText).join(', '), missed, budgeted: withBudget.length };
}

interface FigureSummary {
  figure: number;
  measures: string;
  budget: string;
  /** By database (undefined: not measured on it), or one result (`single`) when no row belongs to a database. */
  results: { single: Result | undefined } | Record<Database, Result | undefined>;
  /** Why a database has no result: a browser figure runs on PGlite only; a run without a PostgreSQL server. */
  absent: Record<Database, string>;
  verdict: 'pass' | 'miss' | 'no budget' | 'not measured';
  met: number;
  total: number;
}

function summarizeFigure(figure: FigureReport): FigureSummary {
  const withBudget = budgeted(figure.measurements);
  const met = withBudget.filter((measurement) => measurement.budget!.pass).length;
  const verdict = figure.measurements.length === 0 ? 'not measured' : withBudget.length === 0 ? 'no budget' : met === withBudget.length ? 'pass' : 'miss';
  const noPostgres = figure.notes.some((note) => note.startsWith('PostgreSQL: not measured'));
  const results = figure.measurements.some(databaseOf)
    ? (Object.fromEntries(DATABASES.map((kind) => [kind, resultOf(figure.measurements.filter((measurement) => databaseOf(measurement) === kind))])) as Record<Database, Result | undefined>)
    : { single: resultOf(figure.measurements) };
  const absent = { PostgreSQL: noPostgres ? 'not measured: no PostgreSQL server' : '—', PGlite: '—' };
  return { figure: figure.figure, measures: figure.title, budget: figure.budget ?? '', results, absent, verdict, met, total: withBudget.length };
}

const MISSES_NAMED = 3;

/** A result for the report's summary, naming the rows that missed. */
function reportCell(result: Result | undefined, absent: string): string {
  if (!result) return absent;
  const { values, missed, budgeted } = result;
  if (missed.length === 0) return values;
  const named = missed.length > MISSES_NAMED ? `${missed.slice(0, MISSES_NAMED).join('; ')}; and ${missed.length - MISSES_NAMED} more` : missed.join('; ');
  return `${values}. **Missed** ${missed.length} of ${budgeted}: ${named}`;
}

const verdictText = ({ verdict, met, total }: FigureSummary) =>
  verdict === 'pass' ? `pass (${met} of ${total})` : verdict === 'miss' ? `**miss** (${met} of ${total} met)` : verdict === 'not measured' ? '**not measured**' : 'no budget';

function summaryTable(figures: FigureReport[]): string[] {
  return [
    '| Figure | What it measures | Budget | PostgreSQL | PGlite | Result |',
    '|---|---|---|---|---|---|',
    ...figures.map(summarizeFigure).map((summary) => {
      const { results } = summary;
      const [postgres, pglite] =
        'single' in results
          ? [`one result (not database-bound): ${reportCell(results.single, 'not measured')}`, '']
          : DATABASES.map((kind) => reportCell(results[kind], summary.absent[kind]));
      return tableRow([`[${summary.figure}](#${anchorOf(figures, summary.figure)})`, summary.measures, summary.budget, postgres, pglite, verdictText(summary)]);
    }),
  ];
}

/** GitHub's anchor for a figure's section heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(figures: FigureReport[], number: number): string {
  const figure = figures.find((candidate) => candidate.figure === number)!;
  return `${number}. ${figure.title}`
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replaceAll(' ', '-');
}

function commitText(commit: Commit | undefined): string {
  if (!commit) return 'not recorded';
  return `${commit.sha}${commit.uncommittedChanges ? ' with uncommitted changes' : ''}`;
}

function duration(report: BenchReport): string {
  const seconds = Math.round((Date.parse(report.finishedAt) - Date.parse(report.startedAt)) / 1000);
  return seconds < 120 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
}

function scopeText(scope: RunScope | undefined): string | undefined {
  if (!scope || (!scope.quick && !scope.only)) return undefined;
  const options = [scope.quick ? '--quick' : '', scope.only ? `--only ${scope.only.join(',')}` : ''].filter(Boolean).join(' ');
  return `Partial run (\`${options}\`${scope.quick ? ': small sizes, few runs' : ''}), kept out of git in bench/partial/: not the report of record, which only \`npm run bench\` with neither option writes (bench/report.md).`;
}

export function renderMarkdown(report: BenchReport): string {
  const { machine } = report;
  const { met, total } = budgets(report.figures);
  const figures = mergeByFigure(report.figures);
  const scope = scopeText(report.scope);
  const lines = [
    '# Benchmark report',
    '',
    'Written by `npm run bench` (see README). Each value is the median of the runs shown; p95 where a spread matters.',
    '',
    ...(scope ? [`- **${scope}**`] : []),
    `- Run: ${report.startedAt} to ${report.finishedAt} (${duration(report)})`,
    `- Commit: ${commitText(report.commit)}`,
    `- Machine: ${machine.cpu}, ${machine.cpus} CPUs, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}`,
    `- Budgets met: ${met} of ${total}`,
    '',
    '## Summary',
    '',
    'Each figure\'s result is what its budgets judge (the p95 where the budget sets one, the ratio to its baseline, a range over its cases); ' +
      'a figure whose measurements do not depend on the database has one result. The sections below have every measurement and why.',
    '',
    ...summaryTable(figures),
  ];
  for (const figure of figures) {
    lines.push('', `## ${figure.figure}. ${figure.title}`, '');
    lines.push('| Measurement | Median | p95 | Runs | Relative to baseline | Budget | Result | Note |', '|---|---|---|---|---|---|---|---|');
    lines.push(...figure.measurements.map(row));
    if (figure.notes.length > 0) lines.push('', ...figure.notes.map((note) => `- ${note}`));
  }
  return `${lines.join('\n')}\n`;
}

// ---- The README's table ----

/** The markers around README's table (HTML comments: no double hyphen inside). */
export const README_TABLE_START = '<!-- bench table: rewritten from bench/report.json by npm run bench with the readme option -->';
export const README_TABLE_END = '<!-- end of bench table -->';

function readmeResult(summary: FigureSummary): string {
  const { results, verdict, met, total } = summary;
  const text = (result: Result) => `${result.values}${result.missed.length > 0 ? `, ${result.missed.length} of ${result.budgeted} missed` : ''}`;
  const values =
    'single' in results
      ? results.single && text(results.single)
      : DATABASES.flatMap((kind) => {
          const result = results[kind];
          return result ? [`${kind} ${text(result)}`] : [];
        }).join('; ');
  const head = verdict === 'pass' ? 'met' : verdict === 'miss' ? `**missed** (${met} of ${total} met)` : verdict === 'not measured' ? '**not measured**' : 'no budget';
  return values ? `${head}: ${values}` : head;
}

/** The README's table of figures (figure, what it measures, budget, result), from a full run's report. */
export function renderReadmeTable(report: BenchReport): string {
  const date = report.startedAt.slice(0, 10);
  const { met, total } = budgets(report.figures);
  const lines = [
    README_TABLE_START,
    '',
    '| Figure | What it measures | Budget | Result |',
    '|---|---|---|---|',
    ...mergeByFigure(report.figures).map(summarizeFigure).map((summary) => tableRow([String(summary.figure), summary.measures, summary.budget, readmeResult(summary)])),
    '',
    `Results of [bench/report.md](bench/report.md): ${date}, commit ${commitText(report.commit)}, ${report.machine.cpus} CPUs (${report.machine.cpu}); ${met} of ${total} budgets met.`,
    '',
    README_TABLE_END,
  ];
  return lines.join('\n');
}

/** `readme` with its table (between the markers) replaced by `table`. */
export function replaceReadmeTable(readme: string, table: string): string {
  const start = readme.indexOf(README_TABLE_START);
  const end = readme.indexOf(README_TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md has no table between ${README_TABLE_START} and ${README_TABLE_END}`);
  return readme.slice(0, start) + table + readme.slice(end + README_TABLE_END.length);
}
