/**
 * Figure 3: the CSV export of a million-row leaderboard over HTTP, against PostgreSQL's own COPY of the same
 * rows run directly, and the server's memory growth while it streams.
 */
import type { BenchFigure, BenchOptions, Measurement } from '../lib/figure';
import { leaderboardCsv } from '../../server/src/leaderboard/leaderboardCsv';
import { leaderboardSize, withBigLeaderboard, type BigLeaderboard } from '../lib/bigLeaderboard';
import { chunksOf, countCsv, type CsvCount } from '../lib/csvCount';
import { childPids, memoryDuring, type MemoryDuring } from '../lib/processMemory';
import { withServerProcess, type ServerProcess } from '../lib/serverProcess';
import { median, repeat, summarize, timed } from '../lib/stats';
import { type DatabaseKind, measureOnEachDatabase, whileOpen } from '../lib/throwawayDatabase';

const MAX_RATIO = 2;
const MEMORY_BUDGET_MB = 100;
const MB = 2 ** 20;

/** Times `exportOnce` runs and checks every run delivered the whole leaderboard. */
async function timeExports(runs: number, board: BigLeaderboard, exportOnce: () => Promise<CsvCount>): Promise<number[]> {
  return repeat(runs, () =>
    timed(async () => {
      const { lines } = await exportOnce();
      if (lines !== board.size + 1) throw new Error(`the export had ${lines} lines for ${board.size} rows`);
    }),
  );
}

async function exportOverHttp(server: ServerProcess, board: BigLeaderboard): Promise<CsvCount> {
  const response = await server.open(`/api/export/leaderboard/${board.tournamentId}`);
  if (response.status !== 200 || !response.body) throw new Error(`the export answered ${response.status}`);
  return countCsv(chunksOf(response.body));
}

function memoryRow(label: string, samples: MemoryDuring[], budget: boolean): Measurement {
  const growth = summarize(samples.map(({ before, peak }) => (peak - before) / MB));
  const peak = median(samples.map((sample) => sample.peak / MB));
  return {
    label,
    value: growth.median,
    unit: 'MB',
    runs: growth.runs,
    p95: growth.p95,
    budget: budget ? { text: `≤ ${MEMORY_BUDGET_MB} MB growth`, pass: growth.max <= MEMORY_BUDGET_MB } : undefined,
    note: `peak resident ${peak.toFixed(0)} MB${budget ? '; budget judged on the largest growth of all runs' : '; no budget'}`,
  };
}

async function measureOn(kind: DatabaseKind, { quick, log, postgresUrl }: BenchOptions): Promise<Measurement[]> {
  const size = leaderboardSize(quick);
  const runs = quick ? 3 : 5;
  return withBigLeaderboard(kind, { postgresUrl, log }, size, async (database, board) => {
    log(`${kind}: timing COPY directly`);
    // The export's own COPY statement on a pool connection: PostgreSQL's COPY ... TO STDOUT, no HTTP.
    const copy = await whileOpen(database, (handle) => timeExports(runs, board, async () => countCsv(await leaderboardCsv(handle.pool, board.tournamentId))));
    return withServerProcess(database.serverEnv, async (server) => {
      log(`${kind}: timing the export over HTTP`);
      const pids = [server.pid, ...(kind === 'PGlite' ? childPids(server.pid) : [])];
      const samples: MemoryDuring[][] = [];
      const http = await timeExports(runs, board, async () => {
        const { result, memory } = await memoryDuring(pids, () => exportOverHttp(server, board));
        samples.push(memory);
        return result;
      });
      const httpSummary = summarize(http.map((ms) => ms / 1000));
      const copySeconds = median(copy) / 1000;
      const ratio = httpSummary.median / copySeconds;
      const rows: Measurement[] = [
        {
          label: `${kind}: export of ${size.toLocaleString('en')} rows over HTTP`,
          value: httpSummary.median,
          unit: 's',
          runs: httpSummary.runs,
          p95: httpSummary.p95,
          baseline: { label: 'COPY TO STDOUT directly', value: copySeconds, ratio },
          budget: { text: `≤ ${MAX_RATIO}× COPY`, pass: ratio <= MAX_RATIO },
          note: `${Math.round(size / httpSummary.median).toLocaleString('en')} rows/s over HTTP; COPY directly ${Math.round(size / copySeconds).toLocaleString('en')} rows/s`,
        },
        memoryRow(`${kind}: server process memory growth during the export`, samples.map((memory) => memory[0]), true),
      ];
      if (kind === 'PGlite') rows.push(memoryRow('PGlite: the PGlite process\'s memory growth during the export', samples.map((memory) => memory[1]), false));
      return rows;
    });
  });
}

const TITLE = 'Export of the 1,000,000-player leaderboard';

export const leaderboardExportFigure: BenchFigure = {
  figure: 3,
  title: TITLE,
  async run(options) {
    const size = leaderboardSize(options.quick);
    const { measurements, notes } = await measureOnEachDatabase(options.postgresUrl, (kind) => measureOn(kind, options));
    return {
      figure: 3,
      title: TITLE,
      measurements,
      notes: [
        ...notes,
        `GET /api/export/leaderboard/{id} of ${size.toLocaleString('en')} rows, read to the end by a client in the bench process (rows counted, nothing kept); the server runs in its own process. Baseline: the export's own COPY (...) TO STDOUT statement run through pg-copy-streams on a pool connection in the bench process, on the same database, before the server starts. The database is a copy of the one figure 2 seeded (see its seeding row).`,
        'Memory: resident memory (VmRSS) of the server process before each export and its peak during it (the kernel\'s VmHWM, reset before each export, and 10 ms samples), from /proc, over every export including the warm-up one. On PGlite the database runs in a child process of the server: its memory is reported separately, without a budget (issue 6 budgets the server).',
      ],
    };
  },
};
