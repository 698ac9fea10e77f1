/**
 * `npm run bench`: runs every figure on this machine and writes the report of record, bench/report.md and
 * bench/report.json (the commit, the machine, a summary table, then each figure's measurements).
 * `-- --only 2,3` picks figures and `-- --quick` uses small sizes: such partial runs write bench/partial/ (ignored
 * by git, e.g. bench/partial/only-2,3-report.md), never bench/report.*, so that the committed report stays whole.
 * `-- --readme [report.json]` runs nothing: it rewrites README.md's table of figures from bench/report.json.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BenchFigure, FigureReport } from './lib/figure';
import { describeCommit, describeMachine, renderMarkdown, renderReadmeTable, replaceReadmeTable, type BenchReport } from './lib/report';
import { FIGURES } from './figures';
import { withPostgres } from './lib/postgres';
import { runEndCleanups } from './lib/runCleanup';

const REPOSITORY = path.join(__dirname, '..');

/** Where a run writes its report: a full run bench/report.*, any other bench/partial/ (ignored by git). */
function reportBase({ quick, only }: { quick: boolean; only?: Set<number> }): string {
  if (!quick && !only) return path.join(__dirname, 'report');
  const name = [quick ? 'quick' : '', only ? `only-${[...only].join(',')}` : '', 'report'].filter(Boolean).join('-');
  return path.join(__dirname, 'partial', name);
}

function parseArguments(args: string[]) {
  const quick = args.includes('--quick');
  const onlyIndex = args.indexOf('--only');
  const only = onlyIndex >= 0 ? new Set(args[onlyIndex + 1]?.split(',').map(Number)) : undefined;
  if (only && [...only].some((figure) => !FIGURES.some((candidate) => candidate.figure === figure))) {
    throw new Error(`--only takes figure numbers from 1 to ${Math.max(...FIGURES.map((figure) => figure.figure))}, separated by commas (got ${args[onlyIndex + 1]})`);
  }
  const readmeIndex = args.indexOf('--readme');
  const readme = readmeIndex >= 0 ? path.resolve(args[readmeIndex + 1] ?? path.join(__dirname, 'report.json')) : undefined;
  return { quick, only, readme };
}

async function runFigure(figure: BenchFigure, options: Parameters<BenchFigure['run']>[0]): Promise<FigureReport> {
  options.log(`figure ${figure.figure}: ${figure.title}`);
  const budget = figure.budget === undefined ? {} : { budget: figure.budget };
  try {
    return { ...(await figure.run(options)), ...budget };
  } catch (error) {
    // One broken figure must not lose the others: the report says it did not run, and why.
    return { figure: figure.figure, title: figure.title, ...budget, measurements: [], notes: [`Not measured: ${error instanceof Error ? error.stack : String(error)}`] };
  }
}

/** README.md's table of figures rewritten from a report (bench/report.json unless another is named). */
async function writeReadmeTable(reportPath: string, log: (line: string) => void) {
  const report = JSON.parse(await readFile(reportPath, 'utf8')) as BenchReport;
  if (report.scope?.quick || report.scope?.only) throw new Error(`${reportPath} is a partial run's report: the README's table comes from a full run`);
  const readmePath = path.join(REPOSITORY, 'README.md');
  await writeFile(readmePath, replaceReadmeTable(await readFile(readmePath, 'utf8'), renderReadmeTable(report)));
  log(`rewrote the table of figures in ${readmePath} from ${reportPath}`);
}

async function main() {
  const { quick, only, readme } = parseArguments(process.argv.slice(2));
  const log = (line: string) => console.log(`[bench] ${line}`);
  if (readme) return writeReadmeTable(readme, log);
  const startedAt = new Date().toISOString();
  // The code measured is the code at the start (a commit made during the run does not change what ran).
  const commit = describeCommit(REPOSITORY);
  const figures = await withPostgres(log, async (postgresUrl) => {
    const reports: FigureReport[] = [];
    try {
      for (const figure of FIGURES.filter((candidate) => !only || only.has(candidate.figure))) {
        reports.push(await runFigure(figure, { quick, log, postgresUrl }));
      }
    } finally {
      await runEndCleanups();
    }
    return reports;
  });
  const report: BenchReport = {
    startedAt,
    finishedAt: new Date().toISOString(),
    commit,
    scope: { quick, ...(only ? { only: [...only] } : {}) },
    machine: describeMachine(),
    figures,
  };
  const base = reportBase({ quick, only });
  await mkdir(path.dirname(base), { recursive: true });
  await writeFile(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(`${base}.md`, renderMarkdown(report));
  log(`wrote ${base}.md`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
