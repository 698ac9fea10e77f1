/**
 * Figure 2, API part: leaderboard reads at a million players on PostgreSQL and PGlite, each against the same
 * SQL run directly, plus what a manual score adjustment costs at that size (no budget in issue 6).
 * The browser's pager click is another module of figure 2.
 */
import type { BenchFigure, BenchOptions, FigureReport, Measurement } from '../lib/figure';
import { leaderboardSize, withBigLeaderboard } from '../lib/bigLeaderboard';
import { HTTP_FLOOR_PATH, readCases, timeApi, timeDirect, timeHttpFloor, timeInterleaved, type ReadCase, type Runs, type Timings } from '../lib/leaderboardReads';
import { adjustmentCases, timeAdjustments } from '../lib/scoreAdjustments';
import { withServerProcess, type ServerProcess } from '../lib/serverProcess';
import { summarize } from '../lib/stats';
import { type DatabaseKind, measureOnEachDatabase, whileOpen } from '../lib/throwawayDatabase';

export const LEADERBOARD_TITLE = "Leaderboard at 1,000,000 players: a page and a player's rank through the API, and the pager";

const P95_BUDGET_MS = 50;
const MAX_RATIO = 2;

function readRow(kind: DatabaseKind, label: string, api: number[], direct: number[]): Measurement {
  const apiSummary = summarize(api);
  const directSummary = summarize(direct);
  const ratio = apiSummary.median / directSummary.median;
  // Issue 6 budgets PostgreSQL's p95; PGlite (the embedded default, one connection) only gets the ratio.
  const timeBudget = kind === 'PostgreSQL';
  const pass = ratio <= MAX_RATIO && (!timeBudget || apiSummary.p95 <= P95_BUDGET_MS);
  return {
    label: `${kind}: ${label}`,
    value: apiSummary.median,
    unit: 'ms',
    runs: apiSummary.runs,
    p95: apiSummary.p95,
    baseline: { label: 'direct SQL', value: directSummary.median, ratio },
    budget: { text: timeBudget ? `p95 ≤ ${P95_BUDGET_MS} ms; ≤ ${MAX_RATIO}× direct SQL` : `≤ ${MAX_RATIO}× direct SQL`, pass },
    note: `direct SQL p95 ${directSummary.p95.toFixed(2)} ms`,
  };
}

/** A measurement issue 6 gives no budget for, reported for context. */
function plainRow(kind: DatabaseKind, label: string, times: number[], note: string): Measurement {
  const { median, p95, runs } = summarize(times);
  return { label: `${kind}: ${label}`, value: median, unit: 'ms', runs, p95, note };
}

async function measureOn(kind: DatabaseKind, { quick, log, postgresUrl }: BenchOptions): Promise<FigureReport['measurements']> {
  const size = leaderboardSize(quick);
  const runs: Runs = quick ? { runs: 40, warmup: 5 } : { runs: 200, warmup: 20 };
  const adjustmentRuns = quick ? 5 : 3;
  return withBigLeaderboard(kind, { postgresUrl, log }, size, async (database, board) => {
    const cases = readCases(board);
    const measureAll = async (server: ServerProcess, timeCase: (readCase: ReadCase, k: number) => Promise<Timings>) => {
      log(`${kind}: timing the API and the SQL directly`);
      const rows: Measurement[] = [];
      for (const [k, readCase] of cases.entries()) {
        const { api, direct } = await timeCase(readCase, k);
        rows.push(readRow(kind, readCase.label, api, direct));
      }
      rows.push(plainRow(kind, `HTTP floor: GET ${HTTP_FLOOR_PATH} (no token check, no database)`, await timeHttpFloor(server, runs), 'what any request costs here'));
      for (const adjustment of adjustmentCases(board)) {
        rows.push(plainRow(kind, adjustment.label, await timeAdjustments(server, adjustment, adjustmentRuns), 'no budget in issue 6'));
      }
      rows.push({ label: `${kind}: seeding ${size.toLocaleString('en')} players (npm run seed's inserts, ANALYZE; once per run)`, value: board.seedMs / 1000, unit: 's', runs: 1 });
      return rows;
    };
    if (kind === 'PostgreSQL') {
      return withServerProcess(database.serverEnv, (server) =>
        whileOpen(database, (handle) => measureAll(server, (readCase) => timeInterleaved(handle, server, readCase, runs))),
      );
    }
    // PGlite: the direct SQL first, in this process; then the server opens the data directory.
    const direct = await whileOpen(database, async (handle) => {
      const times: number[][] = [];
      for (const readCase of cases) times.push(await timeDirect(handle, readCase, runs));
      return times;
    });
    return withServerProcess(database.serverEnv, (server) => measureAll(server, async (readCase, k) => ({ api: await timeApi(server, readCase, runs), direct: direct[k] })));
  });
}

export const leaderboardApiFigure: BenchFigure = {
  figure: 2,
  title: LEADERBOARD_TITLE,
  budget: `a page and a rank: p95 ≤ ${P95_BUDGET_MS} ms on PostgreSQL, ≤ ${MAX_RATIO}× direct SQL on both`,
  async run(options) {
    const size = leaderboardSize(options.quick);
    const { measurements, notes } = await measureOnEachDatabase(options.postgresUrl, (kind) => measureOn(kind, options));
    return {
      figure: 2,
      title: LEADERBOARD_TITLE,
      measurements,
      notes: [
        ...notes,
        `API part: one tournament with ${size.toLocaleString('en')} players (the demo seed's flagship leaderboard), seeded into a throw-away database; the server runs in its own process on loopback and is called one request at a time with an admin token, after warm-up calls. Times are from sending the request to reading the whole body (node:http keep-alive client).`,
        'Direct SQL: the same query functions the routes call (server/src/leaderboard/leaderboardQueries.ts: a page and a rank are one statement each), through the same Kysely/pg pool, in the bench process: on PostgreSQL call by call in turn with the API calls (both see the same machine), on PGlite before the server starts (its data directory is open in one process at a time). The ratio is of medians.',
        'Budgets: on PostgreSQL p95 ≤ 50 ms and ≤ 2× direct SQL; PGlite (the embedded default: one connection, WebAssembly) is reported against the 2× ratio only.',
        'Fixed cost per call: an API call costs its SQL plus loopback HTTP (the HTTP floor row), routing, validation, serialisation and the bearer token check. The RS256 signature (about 0.2 ms, as much as a player-rank query) is checked once per token: verified tokens are remembered until their exp (server/src/auth/verifiedTokenCache.ts), which took the rank API from 2.47× to 1.86× direct SQL on PostgreSQL in a quick run (20,000 players; API − direct from 1.2 ms to 0.55 ms).',
        'If a ratio still misses: a player\'s rank is one statement of under a millisecond (the row by primary key, the block counts before its block, a count inside it), and what remains of the fixed cost (about 0.55 ms in the quick run, 0.34 ms of it the HTTP floor, i.e. loopback and node:http, which no server change removes) is still about as large as the SQL, so 2× holds only when the machine is quiet. Answering the rank in one statement would be faster but would not change the ratio (the direct baseline runs the same statements); the remaining server-side part is fastify\'s routing, validation and serialisation (about 0.2 ms).',
        'Score adjustments: ranks are counted, not stored (server/src/leaderboard/ranks.ts, migration 007): the rank order is cut into blocks of about 1,000 rows that keep their counts, so an adjustment writes the player\'s row and the counts of the block it leaves and the block it enters, inside the transaction that locks the tournament, wherever the player lands; a page is a running sum over the block counts plus an index scan of at most one block, a rank the same sum plus a count inside one block. Until issue 11 every row stored its rank and a move from last to first of a million renumbered every row (10 s on PostgreSQL, 17 s on PGlite).',
      ],
    };
  },
};
