/**
 * `npm run bench [-- --quick] [-- --only 2,3]`: runs the figures on this machine and writes bench/report.md and
 * bench/report.json. A quick run writes bench/quick-report.*, a partial one bench/only-2,3-report.* (neither kept
 * in git), so that the full report stays whole.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BenchFigure, FigureReport } from './lib/figure';
import { describeMachine, renderMarkdown, type BenchReport } from './lib/report';
import { FIGURES } from './figures';
import { withPostgres } from './lib/postgres';
import { runEndCleanups } from './lib/runCleanup';

function reportName({ quick, only }: { quick: boolean; only?: Set<number> }): string {
  if (quick) return 'quick-report';
  return only ? `only-${[...only].join(',')}-report` : 'report';
}

function parseArguments(args: string[]) {
  const quick = args.includes('--quick');
  const onlyIndex = args.indexOf('--only');
  const only = onlyIndex >= 0 ? new Set(args[onlyIndex + 1]?.split(',').map(Number)) : undefined;
  return { quick, only };
}

async function runFigure(figure: BenchFigure, options: Parameters<BenchFigure['run']>[0]): Promise<FigureReport> {
  options.log(`figure ${figure.figure}: ${figure.title}`);
  try {
    return await figure.run(options);
  } catch (error) {
    // One broken figure must not lose the others: the report says it did not run, and why.
    return { figure: figure.figure, title: figure.title, measurements: [], notes: [`Not measured: ${error instanceof Error ? error.stack : String(error)}`] };
  }
}

async function main() {
  const { quick, only } = parseArguments(process.argv.slice(2));
  const startedAt = new Date().toISOString();
  const log = (line: string) => console.log(`[bench] ${line}`);
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
  const report: BenchReport = { startedAt, finishedAt: new Date().toISOString(), machine: describeMachine(), figures };
  const base = path.join(__dirname, reportName({ quick, only }));
  await writeFile(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(`${base}.md`, renderMarkdown(report));
  log(`wrote ${base}.md`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
