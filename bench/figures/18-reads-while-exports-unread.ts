/**
 * Figure 18 (issue 26, "No request holds a database connection while it waits on a client"): the Running list's
 * reads while 5 exports of the big board are open and nobody reads them.
 */
import { EXPORT_CHUNK_ROWS } from '../../server/src/leaderboard/leaderboardCsv';
import { pausedDownload, type PausedDownload } from '../../server/test/pausedDownload';
import { leaderboardSize, withBigLeaderboard } from '../lib/bigLeaderboard';
import { readsBesideIdle } from '../lib/readsBesideIdle';
import type { BenchFigure, BenchOptions, Measurement } from '../lib/figure';
import { residentBytes } from '../lib/processMemory';
import { withServerProcess, type ServerProcess } from '../lib/serverProcess';
import { summarize, timed } from '../lib/stats';
import { measureOnEachDatabase, type DatabaseKind } from '../lib/throwawayDatabase';

const P95_BUDGET_MS = 50;
const UNREAD_EXPORTS = 5;
const RUNNING_LIST = '/api/tournaments/running';
const TITLE = `Running list reads while ${UNREAD_EXPORTS} exports of the 1,000,000-player leaderboard are open and unread`;
const MB = 1024 * 1024;
/** EXPORTS_PER_STAFF raised so that the one bench account stands for 5 staff members with one download each. */
const SERVER_ENV = { EXPORTS_PER_STAFF: String(UNREAD_EXPORTS) };

const readRuns = (quick: boolean) => (quick ? 50 : 200);

async function timeReads(server: ServerProcess, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let k = 0; k < runs; k++) {
    times.push(
      await timed(async () => {
        const { status } = await server.get(RUNNING_LIST);
        if (status !== 200) throw new Error(`${RUNNING_LIST} answered ${status}`);
      }),
    );
  }
  return times;
}

async function measureOn(kind: DatabaseKind, { quick, log, postgresUrl }: BenchOptions): Promise<Measurement[]> {
  const runs = readRuns(quick);
  return withBigLeaderboard(kind, { postgresUrl, log }, leaderboardSize(quick), async (database, board) =>
    withServerProcess({ ...database.serverEnv, ...SERVER_ENV }, async (server) => {
      await timeReads(server, 20);
      const idle = summarize(await timeReads(server, runs));
      const beforeMb = residentBytes(server.pid) / MB;
      log(`${kind}: ${UNREAD_EXPORTS} exports open and unread, reading ${RUNNING_LIST} meanwhile`);
      const downloads: PausedDownload[] = [];
      try {
        for (let k = 0; k < UNREAD_EXPORTS; k++) {
          const download = await pausedDownload(`${server.url}/api/export/leaderboard/${board.tournamentId}`, server.token());
          downloads.push(download);
          if (download.status !== 200) throw new Error(`export ${k + 1} answered ${download.status}`);
        }
        // Timed from the moment the last export answered: the first reads meet the exports filling their sockets' buffers.
        const busy = summarize(await timeReads(server, runs));
        const withExportsMb = residentBytes(server.pid) / MB;
        return [
          readsBesideIdle(
            `${kind}: ${RUNNING_LIST} while ${UNREAD_EXPORTS} exports of ${board.size.toLocaleString('en')} rows are open and unread`,
            busy,
            idle,
            { p95Ms: P95_BUDGET_MS },
            `max ${busy.max.toFixed(1)} ms; idle median ${idle.median.toFixed(1)} ms; server resident memory ${beforeMb.toFixed(0)} MB before the exports, ${withExportsMb.toFixed(0)} MB with them open`,
          ),
        ];
      } finally {
        for (const download of downloads) download.body.destroy();
      }
    }),
  );
}

export const readsWhileExportsUnreadFigure: BenchFigure = {
  figure: 18,
  title: TITLE,
  budget: `reads p95 ≤ ${P95_BUDGET_MS} ms`,
  async run(options) {
    const size = leaderboardSize(options.quick);
    const { measurements, notes } = await measureOnEachDatabase(options.postgresUrl, (kind) => measureOn(kind, options));
    return {
      figure: 18,
      title: TITLE,
      measurements,
      notes: [
        ...notes,
        `Issue 26: before it one unread export of a 100,000-player board held the embedded database's one connection until its client had read it all (the Running list, the sign-in and ingest waited), and 10 held PostgreSQL's whole pool. Decision 124: the export reads ${EXPORT_CHUNK_ROWS.toLocaleString('en')} rows at a time as its client takes them, and holds no connection between two reads.`,
        `${UNREAD_EXPORTS} GET /api/export/leaderboard/{id} of the ${size.toLocaleString('en')}-player board (figure 2's seed) are started one after another from the bench process, each on its own connection, and paused once their headers arrive: their sockets stop reading and the server's writes back up. Then GET ${RUNNING_LIST} is read ${readRuns(options.quick)} times one request at a time (keep-alive, admin token), timed from the moment the last export answered, so the first reads meet the exports filling their sockets' buffers. Idle: the same reads before the exports, after 20 warm-up reads. The server runs in its own process with EXPORTS_PER_STAFF ${UNREAD_EXPORTS} (the one bench account stands for ${UNREAD_EXPORTS} staff members).`,
      ],
    };
  },
};
