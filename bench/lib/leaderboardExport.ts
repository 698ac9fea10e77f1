/**
 * The CSV export of a big leaderboard over HTTP (GET /api/export/leaderboard/{id}), timed against PostgreSQL's
 * own COPY of the same rows run directly, with the server's memory growth while it streams: figure 3 on an idle
 * server, figure 12 while events are ingested.
 */
import type { Readable } from 'node:stream';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { BenchOptions, Measurement } from './figure';
import { RANK_ORDER_COLUMNS } from '../../server/src/boards/ranks';
import type { DatabaseHandle } from '../../server/src/db/database';
import { leaderboardSize, withBigLeaderboard, type BigLeaderboard } from './bigLeaderboard';
import { chunksOf, countCsv, type CsvCount } from './csvCount';
import { childPids, memoryDuring, type MemoryDuring } from './processMemory';
import { withServerProcess, type ServerProcess } from './serverProcess';
import { median, repeat, summarize, timed } from './stats';
import { type DatabaseKind, whileOpen } from './throwawayDatabase';

const MAX_RATIO = 2;
const MEMORY_BUDGET_MB = 100;
/** Figures 3 and 12's budget, for the summary tables. */
export const EXPORT_BUDGET = `≤ ${MAX_RATIO}× the same COPY run directly; server memory growth ≤ ${MEMORY_BUDGET_MB} MB`;
const MB = 2 ** 20;

/** How the memory rows are measured, for the figures' notes. */
export const EXPORT_MEMORY_NOTE =
  'Memory: resident memory (VmRSS) of the server process before each export and its peak during it (the kernel\'s VmHWM, reset before each export, and 10 ms samples), from /proc, over every export including the warm-up one. On PGlite the database runs in a child process of the server: its memory is reported separately, without a budget (issue 6 budgets the server).';

/**
 * The baseline: the whole board as CSV in one COPY (...) TO STDOUT, PostgreSQL's fastest way out, read through
 * pg-copy-streams on a pool connection that it holds until the end (as the export did before decision 124).
 */
async function copyBoardCsv(pool: pg.Pool, tournamentId: number): Promise<Readable> {
  const client = await pool.connect();
  const stream = client.query(
    copyTo(`COPY (
      SELECT row_number() OVER (ORDER BY ${RANK_ORDER_COLUMNS}) AS rank, user_id, user_name, total_score,
             to_char(computed AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS computed
        FROM leaderboard_rows WHERE tournament_id = ${Math.trunc(tournamentId)} ORDER BY ${RANK_ORDER_COLUMNS}
    ) TO STDOUT WITH (FORMAT csv, HEADER)`),
  );
  // A COPY cut short leaves its connection mid-statement: the pool drops it rather than reuse it.
  stream.once('close', () => client.release(stream.readableEnded ? undefined : new Error('COPY cut short')));
  return stream;
}

/** Work that runs on the server while the HTTP exports are timed (the direct COPY runs on an idle database). */
export interface ExportLoad {
  /** 'while …', added to the export's label. */
  label: string;
  /** Prepares the database, before the COPY and the server. */
  prepare(handle: DatabaseHandle): Promise<void>;
  /** Runs `work` under the load; answers its result and the report's rows about the load. */
  during<T>(server: ServerProcess, work: () => Promise<T>): Promise<{ result: T; rows: Measurement[] }>;
}

/**
 * Times `exportOnce` runs and checks every run delivered the whole leaderboard when idle (exactly its rows), and
 * answers how many lines each had: under a load that scores, players may join meanwhile, and one whose place changes
 * between two of the export's chunks may appear twice or not at all (decision 124), so the count is reported there.
 */
async function timeExports(runs: number, board: BigLeaderboard, growing: boolean, exportOnce: () => Promise<CsvCount>, lineCounts: number[] = []): Promise<number[]> {
  return repeat(runs, () =>
    timed(async () => {
      const { lines } = await exportOnce();
      if (!growing && lines !== board.size + 1) throw new Error(`the export had ${lines} lines for ${board.size} rows`);
      lineCounts.push(lines - 1);
    }),
  );
}

/** The rows the exports under load had, against the seeded board. */
function rowCountsNote(counts: number[], board: BigLeaderboard): string {
  const fewest = Math.min(...counts);
  const most = Math.max(...counts);
  return `each export had from ${fewest.toLocaleString('en')} to ${most.toLocaleString('en')} rows for the ${board.size.toLocaleString('en')} seeded (players join meanwhile; one who moves between two chunks may be written twice or not at all, decision 124)`;
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
    budget: budget ? { text: `≤ ${MEMORY_BUDGET_MB} MB growth`, pass: growth.max <= MEMORY_BUDGET_MB, judged: { label: 'largest growth', value: growth.max } } : undefined,
    note: `peak resident ${peak.toFixed(0)} MB${budget ? '; budget judged on the largest growth of all runs' : '; no budget'}`,
  };
}

/** Figure 3's rows (figure 12's with `load`) on one kind of database. */
export async function measureExportOn(kind: DatabaseKind, { quick, log, postgresUrl }: BenchOptions, load?: ExportLoad): Promise<Measurement[]> {
  const size = leaderboardSize(quick);
  const runs = quick ? 3 : 5;
  const during = load ? ` ${load.label}` : '';
  return withBigLeaderboard(kind, { postgresUrl, log }, size, async (database, board) => {
    log(`${kind}: timing COPY directly`);
    // The whole board in one COPY ... TO STDOUT on a pool connection, no HTTP.
    const copy = await whileOpen(database, async (handle) => {
      await load?.prepare(handle);
      return timeExports(runs, board, false, async () => countCsv(await copyBoardCsv(handle.pool, board.tournamentId)));
    });
    return withServerProcess(database.serverEnv, async (server) => {
      log(`${kind}: timing the export over HTTP${during}`);
      const pids = [server.pid, ...(kind === 'PGlite' ? childPids(server.pid) : [])];
      const samples: MemoryDuring[][] = [];
      const rowCounts: number[] = [];
      const timeHttp = () =>
        timeExports(
          runs,
          board,
          load !== undefined,
          async () => {
            const { result, memory } = await memoryDuring(pids, () => exportOverHttp(server, board));
            samples.push(memory);
            return result;
          },
          rowCounts,
        );
      const { result: http, rows: loadRows } = load ? await load.during(server, timeHttp) : { result: await timeHttp(), rows: [] };
      const httpSummary = summarize(http.map((ms) => ms / 1000));
      const copySeconds = median(copy) / 1000;
      const ratio = httpSummary.median / copySeconds;
      const rows: Measurement[] = [
        {
          label: `${kind}: export of ${size.toLocaleString('en')} rows over HTTP${during}`,
          value: httpSummary.median,
          unit: 's',
          runs: httpSummary.runs,
          p95: httpSummary.p95,
          baseline: { label: 'COPY TO STDOUT directly', value: copySeconds, ratio },
          budget: { text: `≤ ${MAX_RATIO}× COPY`, pass: ratio <= MAX_RATIO },
          note: `${Math.round(size / httpSummary.median).toLocaleString('en')} rows/s over HTTP; COPY directly ${Math.round(size / copySeconds).toLocaleString('en')} rows/s${load ? `; ${rowCountsNote(rowCounts, board)}` : ''}`,
        },
        memoryRow(`${kind}: server process memory growth during the export${during}`, samples.map((memory) => memory[0]), true),
      ];
      if (kind === 'PGlite') rows.push(memoryRow(`PGlite: the PGlite process's memory growth during the export${during}`, samples.map((memory) => memory[1]), false));
      return [...rows, ...loadRows];
    });
  });
}
